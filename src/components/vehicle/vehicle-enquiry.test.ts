import { describe, expect, it } from "vitest";
import { leadEventId } from "@/domain/leads/lead-analytics";
import { leadCarOf } from "./vehicle-enquiry";

const page = (carType: "new" | "used" | "demo", testDriveOnly: boolean) => ({
  title: "2024 Toyota RAV4 GX",
  car: { id: 7, slug: "2024-toyota-rav4-gx-7", carType, testDriveOnly } as Parameters<typeof leadCarOf>[0]["car"],
});

describe("the car a vehicle page's forms are about (issue 38: event 17 for a Test Drive Only used car)", () => {
  it("carries the test-drive-only flag, so a used test-drive-only car's test drive is event 17, not 48", () => {
    expect(leadEventId("test-drive", leadCarOf(page("used", true)))).toBe(17);
    expect(leadEventId("test-drive", leadCarOf(page("used", false)))).toBe(48);
    expect(leadEventId("test-drive", leadCarOf(page("new", false)))).toBe(17);
  });
});
