import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhook } from "./webhook-signature";

const secret = "whsec_test";
const body = '{"type":"lead.created","message":"Zoë says hi 😀"}';
const timestamp = 1_741_648_542;

describe("signWebhook", () => {
  it("is t={timestamp},v1={hex HMAC-SHA256 of \"{timestamp}.{body}\"} (what a receiver recomputes with any HMAC library)", () => {
    const expected = createHmac("sha256", secret).update(Buffer.from(`${timestamp}.${body}`, "utf8")).digest("hex");
    expect(signWebhook({ secret, timestamp, body })).toBe(`t=${timestamp},v1=${expected}`);
  });
  it("refuses an empty secret or a timestamp that is not whole seconds", () => {
    expect(() => signWebhook({ secret: "", timestamp, body })).toThrow(TypeError);
    expect(() => signWebhook({ secret, timestamp: 1.5, body })).toThrow(TypeError);
  });
});

describe("verifyWebhook", () => {
  const header = signWebhook({ secret, timestamp, body });
  const now = timestamp + 10;

  it("accepts the signed body within the tolerance", () => {
    expect(verifyWebhook({ header, body, secret, now })).toEqual({ ok: true, timestamp });
    expect(verifyWebhook({ header, body, secret, now: timestamp + 60, toleranceSeconds: 60 })).toEqual({ ok: true, timestamp });
  });
  it("refuses a changed body, even by one character", () => {
    expect(verifyWebhook({ header, body: body.replace("hi", "Hi"), secret, now })).toEqual({ ok: false, reason: "mismatch" });
    expect(verifyWebhook({ header, body: `${body} `, secret, now })).toEqual({ ok: false, reason: "mismatch" });
  });
  it("refuses an old (or far future) delivery: a replay outside the window", () => {
    expect(verifyWebhook({ header, body, secret, now: timestamp + 301 })).toEqual({ ok: false, reason: "expired" });
    expect(verifyWebhook({ header, body, secret, now: timestamp - 301 })).toEqual({ ok: false, reason: "expired" });
    expect(verifyWebhook({ header, body, secret, now: timestamp + 61, toleranceSeconds: 60 })).toEqual({ ok: false, reason: "expired" });
  });
  it("says missing or malformed for headers that are not a signature", () => {
    for (const missing of [undefined, null, "", "  "]) expect(verifyWebhook({ header: missing, body, secret, now })).toEqual({ ok: false, reason: "missing" });
    const v1 = header.split(",v1=")[1]!;
    for (const malformed of [
      "garbage",
      `v1=${v1}`,
      `t=${timestamp}`,
      `t=abc,v1=${v1}`,
      `t=${timestamp},v1=${v1.slice(2)}`,
      `t=${timestamp},v1=${"z".repeat(64)}`,
      `t=${timestamp},t=${timestamp},v1=${v1}`,
      `t=-5,v1=${v1}`,
    ]) {
      expect(verifyWebhook({ header: malformed, body, secret, now }), malformed).toEqual({ ok: false, reason: "malformed" });
    }
  });
  it("accepts any of several v1 signatures (a secret being rotated) and ignores other schemes", () => {
    const other = signWebhook({ secret: "whsec_old", timestamp, body }).split(",")[1]!;
    const v1 = header.split(",")[1]!;
    expect(verifyWebhook({ header: `t=${timestamp},${other},${v1}`, body, secret, now })).toEqual({ ok: true, timestamp });
    expect(verifyWebhook({ header: `t=${timestamp}, v0=abc, ${v1}`, body, secret, now })).toEqual({ ok: true, timestamp });
    expect(verifyWebhook({ header: `t=${timestamp},${other}`, body, secret, now })).toEqual({ ok: false, reason: "mismatch" });
  });
  it("is the same whether the hex is upper or lower case", () => {
    const [t, v1] = header.split(",") as [string, string];
    expect(verifyWebhook({ header: `${t},${v1.toUpperCase().replace("V1=", "v1=")}`, body, secret, now })).toEqual({ ok: true, timestamp });
  });
});
