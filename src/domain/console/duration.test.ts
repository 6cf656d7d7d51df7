import { describe, expect, it } from "vitest";
import { formatMinutes } from "./duration";

describe("a response time in words (the inbox, a lead's page and the report)", () => {
  it("says minutes, then hours and minutes, never days", () => {
    expect([formatMinutes(0), formatMinutes(14), formatMinutes(60), formatMinutes(125), formatMinutes(26 * 60)]).toEqual(["0 min", "14 min", "1 h", "2 h 5 min", "26 h"]);
    expect([formatMinutes(null), formatMinutes(Number.NaN), formatMinutes(-5)]).toEqual(["–", "–", "0 min"]);
  });
});
