import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "@/contracts/leads/honeypot";
import { honeypotTripped, withoutHoneypot } from "./honeypot";

describe("the honeypot", () => {
  it("is tripped by anything but the empty string a person's form sends", () => {
    expect(HONEYPOT_FIELD).toBe("fc_hp");
    expect(honeypotTripped({ fc_hp: "https://spam.example" })).toBe(true);
    expect(honeypotTripped({ fc_hp: " " })).toBe(true);
    expect(honeypotTripped({ fc_hp: 0 })).toBe(true);
    expect(honeypotTripped({ fc_hp: null })).toBe(true);
    expect(honeypotTripped({ fc_hp: "" })).toBe(false);
    expect(honeypotTripped({ firstName: "Jo" })).toBe(false);
    expect(honeypotTripped(["fc_hp"])).toBe(false);
    expect(honeypotTripped(null)).toBe(false);
    // Only the body's own key counts, never one it inherits.
    expect(honeypotTripped(Object.create({ fc_hp: "x" }))).toBe(false);
  });
  it("an empty one is dropped before the route's strict schema reads the body; anything else is left as it is", () => {
    expect(withoutHoneypot({ firstName: "Jo", fc_hp: "" })).toEqual({ firstName: "Jo" });
    expect(withoutHoneypot({ firstName: "Jo" })).toEqual({ firstName: "Jo" });
    expect(withoutHoneypot("text")).toBe("text");
    const parsed = JSON.parse('{"__proto__": {"x": 1}, "fc_hp": ""}') as object;
    expect(Object.getPrototypeOf(withoutHoneypot(parsed))).toBe(Object.prototype);
  });
});
