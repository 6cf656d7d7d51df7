import { describe, expect, it } from "vitest";
import { analyticsEventSchema } from "@/contracts/analytics/analytics-request";
import { chatMessageSchema } from "@/contracts/chat/chat-message";
import { leadRequestSchema } from "@/contracts/leads";

/** The field of the first problem, or null when the input parses. */
function fieldOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }): string | null {
  return result.success ? null : (result.error?.issues[0]?.path.join(".") ?? "");
}

const NUL = "\u0000";
const lead = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", message: "A HiLux", searchPath: "/search", kind: "find-similar" };
const chat = { firstName: "Jo", phone: "0412 345 678", message: "Still there?", carId: 12, autobotQuestions: ["price?"] };

describe("text a visitor sends to be stored cannot hold a NUL character (PostgreSQL refuses it)", () => {
  it("an enquiry names the field", () => {
    expect(fieldOf(leadRequestSchema.safeParse(lead))).toBeNull();
    for (const field of ["firstName", "lastName", "email", "message", "searchPath"] as const) {
      expect(fieldOf(leadRequestSchema.safeParse({ ...lead, [field]: `${lead[field]}${NUL}` })), field).toBe(field);
    }
    expect(fieldOf(leadRequestSchema.safeParse({ ...lead, searchPath: undefined, kind: "test-drive", preferredLocation: `Here${NUL}` }))).toBe("preferredLocation");
    expect(fieldOf(leadRequestSchema.safeParse({ ...lead, searchPath: undefined, kind: "service", formItems: { [`Brakes${NUL}`]: true } }))?.split(".")[0]).toBe("formItems");
  });
  it("a chat message names the field", () => {
    expect(fieldOf(chatMessageSchema.safeParse(chat))).toBeNull();
    expect(fieldOf(chatMessageSchema.safeParse({ ...chat, firstName: `J${NUL}o` }))).toBe("firstName");
    expect(fieldOf(chatMessageSchema.safeParse({ ...chat, message: `${NUL}` }))).toBe("message");
    expect(fieldOf(chatMessageSchema.safeParse({ ...chat, autobotQuestions: ["ok", `price${NUL}?`] }))).toBe("autobotQuestions.1");
  });
  it("an analytics event names the field; its vehicle id fits a database id", () => {
    const event = { eventId: 4, label: "Gallery", path: "/cars/x", vehicleId: 2_147_483_647, data: { a: "b" } };
    expect(fieldOf(analyticsEventSchema.safeParse(event))).toBeNull();
    expect(fieldOf(analyticsEventSchema.safeParse({ ...event, label: `a${NUL}b` }))).toBe("label");
    expect(fieldOf(analyticsEventSchema.safeParse({ ...event, path: `/${NUL}` }))).toBe("path");
    expect(fieldOf(analyticsEventSchema.safeParse({ ...event, data: { a: NUL } }))).toBe("data");
    expect(fieldOf(analyticsEventSchema.safeParse({ ...event, data: { [`k${NUL}`]: 1 } }))).toBe("data");
    for (const vehicleId of [2 ** 31, 3_000_000_000, 0, -1, 1.5]) expect(fieldOf(analyticsEventSchema.safeParse({ ...event, vehicleId }))).toBe("vehicleId");
    expect(fieldOf(analyticsEventSchema.safeParse({ ...event, data: { long: "x".repeat(5000) } }))).toBe("data");
  });
});

describe("text with a lone UTF-16 surrogate cannot be stored (jsonb refuses it; text would keep U+FFFD instead)", () => {
  const LONE = "\ud800";
  it("the rule tells a lone high or low surrogate from a whole pair", async () => {
    const { unstorableTextReason, firstUnstorableString } = await import("./stored-text");
    expect(unstorableTextReason("Jo 🚗 Citizen")).toBeNull();
    expect(unstorableTextReason(`Jo${LONE}`)).toMatch(/lone UTF-16 surrogate/);
    expect(unstorableTextReason("\udc00x")).toMatch(/lone UTF-16 surrogate/);
    expect(unstorableTextReason("🚗".slice(0, 1))).toMatch(/lone UTF-16 surrogate/);
    expect(unstorableTextReason(`a${NUL}`)).toMatch(/NUL/);
    expect(firstUnstorableString({ a: ["ok", { b: `x${LONE}` }] })).toEqual({ path: ["a", 1, "b"], reason: expect.stringMatching(/surrogate/) });
    expect(firstUnstorableString({ [`k${LONE}`]: 1 })?.path).toEqual([`k${LONE}`]);
    expect(firstUnstorableString({ a: ["ok", 1, null, true, { b: "🚗" }] })).toBeNull();
    // A body nested as deep as a 96 KB body allows does not overflow the stack.
    const deep = JSON.parse(`${"[".repeat(40_000)}"${"\\ud800"}"${"]".repeat(40_000)}`) as unknown;
    expect(firstUnstorableString(deep)?.path).toHaveLength(40_000);
  });
  it("every form's schema names the field", () => {
    for (const field of ["firstName", "lastName", "message", "searchPath"] as const) {
      expect(fieldOf(leadRequestSchema.safeParse({ ...lead, [field]: `${lead[field]}${LONE}` })), field).toBe(field);
    }
    expect(fieldOf(chatMessageSchema.safeParse({ ...chat, message: `hi${LONE}` }))).toBe("message");
    expect(fieldOf(analyticsEventSchema.safeParse({ eventId: 4, data: { a: { b: LONE } } }))).toBe("data");
  });
});
