import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { loggerOptions } from "./logger";

/** A logger with the platform's options writing into an array of parsed lines. */
function capture(): { log: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { log: pino(loggerOptions("info"), stream), lines };
}

const SHOPPER = ["Jo", "Citizen", "jo.citizen@example.com.au", "+61412345678", "Is the HiLux still available?"];

describe("logs never hold a shopper's personal data", () => {
  it("a failed insert is logged with its SQL and the database's reason, without its parameters", () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021", detail: "Failing row contains (Jo, Citizen, jo.citizen@example.com.au)." });
    const error = new DrizzleQueryError('insert into "leads" ("first_name", "last_name", "email", "phone", "message") values ($1, $2, $3, $4, $5)', [...SHOPPER], cause);
    const { log, lines } = capture();
    log.error({ err: error, site: "coastal-toyota" }, "lead not recorded");
    const line = lines.join("");
    for (const value of SHOPPER) expect(line).not.toContain(value);
    const entry = JSON.parse(line) as { err: { message: string; stack: string; query: string; type: string; code?: string } };
    expect(entry.err.type).toBe("DrizzleQueryError");
    expect(entry.err.query).toContain('insert into "leads"');
    expect(entry.err.message).toContain("invalid byte sequence");
    expect(entry.err.stack).toContain("    at ");
    // The original error is left as it was, for whoever else handles it.
    expect(error.params).toEqual(SHOPPER);
  });

  it("redacts fields that name a person wherever a log call puts them", () => {
    const { log, lines } = capture();
    log.warn({ phone: "+61412345678", lead: { firstName: "Jo", email: "jo.citizen@example.com.au" }, site: "coastal-toyota" }, "check");
    const line = lines.join("");
    for (const value of ["+61412345678", "Jo\"", "jo.citizen@example.com.au"]) expect(line).not.toContain(value);
    expect(line).toContain("coastal-toyota");
  });
});
