import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./client";
import { leads } from "./schema";
import { runNamed, statementName } from "./named-statement";

/** The prefixes the platform's hot statements are named with (src/server/data/leads.ts, lead-deliveries.ts, rate-limits.ts). */
const PREFIXES = ["rate_count", "store_lead", "notify_leads", "finish_deliveries"];
/** A PostgreSQL identifier that needs no quoting, within NAMEDATALEN - 1 = 63 bytes. */
const IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

describe("statementName", () => {
  it("names a text the same every time, and two texts differently", () => {
    const texts = Array.from({ length: 1_500 }, (_, i) => `select ${i} as n from rate_limits where key = $1`);
    const first = texts.map((text) => statementName("named_test_a", text));
    expect(new Set(first).size).toBe(texts.length);
    // Past the memo's bound of 1,000 texts the names are the same as before: the bound changes nothing but memory.
    expect([...texts].reverse().map((text) => statementName("named_test_a", text))).toEqual([...first].reverse());
  });

  it("is a hash of the text, not of when it was asked: the same name in every process", () => {
    // The first 16 hex digits of the text's SHA-1 (a fixed figure: a counter or a random name would differ).
    expect(statementName("named_test_b", "select 1")).toBe("named_test_b_3232003928f9fe86");
    // A text differing by one trailing space is another statement, so another name.
    expect(statementName("named_test_b", "select 1 ")).not.toBe("named_test_b_3232003928f9fe86");
  });

  it("is the caller's prefix and a hash, a PostgreSQL identifier of at most 63 bytes however long the text", () => {
    const long = `select ${"x, ".repeat(5_000)}1`;
    for (const prefix of PREFIXES) {
      const name = statementName(prefix, `${long} -- ${prefix}`);
      expect(name).toMatch(IDENTIFIER);
      expect(Buffer.byteLength(name)).toBeLessThanOrEqual(63);
      expect(name.startsWith(`${prefix}_`)).toBe(true);
    }
  });
});

/** A database that records what it is asked and answers fixed rows. */
function recordingDatabase(rows: unknown[]) {
  const calls: Array<{ text: string; params: unknown[] | undefined; name: string | undefined }> = [];
  const handle = {
    kind: "postgres",
    async query(text: string, params?: unknown[], options?: { name?: string }) {
      calls.push({ text, params, name: options?.name });
      return rows;
    },
  } as unknown as DatabaseHandle;
  return { handle, calls };
}

describe("runNamed", () => {
  it("sends the statement's SQL with its values as parameters, under the name of its text, and answers the driver's rows", async () => {
    const { handle, calls } = recordingDatabase([{ n: 7 }]);
    const rows = await runNamed<{ n: number }>("named_test_c", sql`select count(*) as n from ${leads} where ${leads.siteId} = ${42} and ${leads.email} = ${"a@example.com"}`, handle);
    expect(rows).toEqual([{ n: 7 }]);
    expect(calls).toEqual([
      {
        text: 'select count(*) as n from "leads" where "leads"."site_id" = $1 and "leads"."email" = $2',
        params: [42, "a@example.com"],
        name: statementName("named_test_c", 'select count(*) as n from "leads" where "leads"."site_id" = $1 and "leads"."email" = $2'),
      },
    ]);
  });

  it("names one shape with other values the same, and another shape differently", async () => {
    const { handle, calls } = recordingDatabase([]);
    const bySite = (siteId: number) => sql`select ${leads.id} from ${leads} where ${leads.siteId} = ${siteId}`;
    await runNamed("named_test_d", bySite(1), handle);
    await runNamed("named_test_d", bySite(2), handle);
    await runNamed("named_test_d", sql`select ${leads.id} from ${leads} where ${leads.siteId} = ${1} limit 1`, handle);
    expect(calls.map((c) => c.params)).toEqual([[1], [2], [1]]);
    expect(calls[1]!.name).toBe(calls[0]!.name);
    expect(calls[2]!.name).not.toBe(calls[0]!.name);
  });
});
