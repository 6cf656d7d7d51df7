import { describe, expect, it } from "vitest";
import { leadEventId } from "./lead-analytics";

describe("leadEventId (spec 002 §7 analytics event ids)", () => {
  it("9 finance; 14 new or demo enquiry, 15 used, 22 without a car; 17 or 48 test drive; 51 careers", () => {
    expect(leadEventId("finance", null)).toBe(9);
    expect(leadEventId("enquiry", { carType: "new" })).toBe(14);
    expect(leadEventId("enquiry", { carType: "demo" })).toBe(14);
    expect(leadEventId("enquiry", { carType: "used" })).toBe(15);
    expect(leadEventId("enquiry", null)).toBe(22);
    expect(leadEventId("test-drive", { carType: "new" })).toBe(17);
    expect(leadEventId("test-drive", { carType: "used", testDriveOnly: true })).toBe(17);
    expect(leadEventId("test-drive", { carType: "used" })).toBe(48);
    expect(leadEventId("test-drive", null)).toBe(17);
    expect(leadEventId("careers", null)).toBe(51);
    expect(leadEventId("contact", null, "Careers Enquiry")).toBe(51);
    for (const kind of ["contact", "service", "parts", "fleet", "sell-my-car", "find-similar", "request-photos"] as const) expect(leadEventId(kind, null)).toBe(22);
  });
});
