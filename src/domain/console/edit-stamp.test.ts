import { describe, expect, it } from "vitest";
import { editStampAfter } from "./edit-stamp";

describe("editStampAfter", () => {
  it("is now when the clock is past the last stamp", () => {
    expect(editStampAfter(new Date("2026-12-04T01:00:00.000Z"), new Date("2026-12-04T01:00:05.000Z")).toISOString()).toBe("2026-12-04T01:00:05.000Z");
  });

  it("is a millisecond after the last stamp when the clock is not past it (same millisecond, or behind)", () => {
    const last = new Date("2026-12-04T01:00:00.000Z");
    expect(editStampAfter(last, last).toISOString()).toBe("2026-12-04T01:00:00.001Z");
    expect(editStampAfter(last, new Date("2026-12-04T00:59:59.000Z")).toISOString()).toBe("2026-12-04T01:00:00.001Z");
  });
});
