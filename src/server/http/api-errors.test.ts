import { assert, describe, expect, it } from "vitest";
import { z } from "zod";
import { apiError, readJson, validationError } from "./api-errors";

describe("API errors have one shape", () => {
  it("names the field of a validation error", async () => {
    const parsed = z.strictObject({ eventId: z.number() }).safeParse({ eventId: "4" });
    if (parsed.success) throw new Error("expected a failure");
    const response = validationError(parsed.error);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: "invalid_request", field: "eventId", message: "eventId: Invalid input: expected number, received string" } });
  });
  it("names the body when the body itself is wrong", async () => {
    const parsed = z.strictObject({ eventId: z.number() }).safeParse([]);
    if (parsed.success) throw new Error("expected a failure");
    expect(await validationError(parsed.error).json()).toMatchObject({ error: { field: "body" } });
  });
  it("answers 400 for a body that is not JSON and 413 for one too large", async () => {
    const bad = await readJson(new Request("http://x", { method: "POST", body: "{oops" }));
    assert(!bad.ok, "a body that is not JSON is refused");
    expect(bad.response.status).toBe(400);
    const big = await readJson(new Request("http://x", { method: "POST", body: "x".repeat(100) }), 10);
    assert(!big.ok, "a body over the limit is refused");
    expect(big.response.status).toBe(413);
  });
  it("builds errors without a field", async () => {
    expect(await apiError(404, "not_found", "Nothing here").json()).toEqual({ error: { code: "not_found", message: "Nothing here" } });
  });
});
