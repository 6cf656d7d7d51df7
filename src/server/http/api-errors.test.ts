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
  it("names an empty key as \"\" (an unknown one, or one a record refuses), never as no field at all", async () => {
    const unknown = z.strictObject({ eventId: z.number() }).safeParse({ eventId: 4, "": 1 });
    if (unknown.success) throw new Error("expected a failure");
    expect(await validationError(unknown.error).json()).toEqual({ error: { code: "invalid_request", field: '""', message: '"": is not a field of this form' } });
    const record = z.strictObject({ byKind: z.record(z.string().min(1, "Not an enquiry type"), z.string()) }).safeParse({ byKind: { "": "x" } });
    if (record.success) throw new Error("expected a failure");
    expect(await validationError(record.error).json()).toMatchObject({ error: { field: 'byKind.""' } });
  });
  it("names a NUL under an empty key as the field \"\"", async () => {
    const read = await readJson(new Request("http://x", { method: "POST", body: '{"name":"Feed","":"\\u0000"}' }));
    assert(!read.ok, "a NUL is refused");
    expect(await read.response.json()).toMatchObject({ error: { field: '""', message: expect.stringMatching(/^"": /) } });
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

/** A request body of `chunk` repeated up to about 1 MB, counting how many bytes were taken from it. */
function largeBody(chunk: Uint8Array) {
  const taken = { bytes: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (taken.bytes >= 1_000_000) return controller.close();
      taken.bytes += chunk.length;
      controller.enqueue(chunk);
    },
    cancel() {
      taken.cancelled = true;
    },
  });
  return { stream, taken };
}

describe("the JSON body limit counts bytes", () => {
  it("refuses a body whose UTF-8 bytes pass the limit although its characters do not", async () => {
    const body = JSON.stringify({ message: "é".repeat(40) }); // 55 characters, 95 bytes
    expect(body.length).toBeLessThan(64);
    const answer = await readJson(new Request("http://x", { method: "POST", body }), 64);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.response.status).toBe(413);
    const fits = await readJson(new Request("http://x", { method: "POST", body }), 95);
    expect(fits).toEqual({ ok: true, value: { message: "é".repeat(40) } });
  });
  it("answers 413 from Content-Length before reading the body", async () => {
    const { stream, taken } = largeBody(new TextEncoder().encode("x".repeat(1024)));
    const request = new Request("http://x", { method: "POST", body: stream, headers: { "content-length": "5000000" }, duplex: "half" } as RequestInit);
    const answer = await readJson(request, 1024);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.response.status).toBe(413);
    expect(taken.bytes).toBeLessThanOrEqual(1024 * 2);
  });
  it("stops reading once the bytes pass the limit", async () => {
    const { stream, taken } = largeBody(new TextEncoder().encode("€".repeat(100))); // 300 bytes a chunk
    const request = new Request("http://x", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    const answer = await readJson(request, 4096);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.response.status).toBe(413);
    expect(taken.bytes).toBeLessThan(4096 * 4);
    expect(taken.cancelled).toBe(true);
  });
  it("answers 400 for bytes that are not UTF-8", async () => {
    const answer = await readJson(new Request("http://x", { method: "POST", body: new Uint8Array([0x22, 0xff, 0xfe, 0x22]) }), 64);
    expect(answer.ok).toBe(false);
    if (!answer.ok) expect(answer.response.status).toBe(400);
  });
});

describe("validationError names an unknown key", () => {
  it("answers 400 naming the key a strict schema does not know", async () => {
    const parsed = z.strictObject({ name: z.string() }).safeParse({ name: "Jo", surprise: true });
    if (parsed.success) throw new Error("parsed");
    const answer = validationError(parsed.error);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: { code: "invalid_request", message: "surprise: is not a field of this form", field: "surprise" } });
  });
});
