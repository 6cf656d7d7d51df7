import { describe, expect, it } from "vitest";
import { knownFact } from "./known-fact";

describe("knownFact", () => {
  it("treats the feed's N/A and empty fields as unknown and keeps every real fact as written", () => {
    expect(knownFact("N/A")).toBeNull();
    expect(knownFact(" N/A ")).toBeNull();
    expect(knownFact("")).toBeNull();
    expect(knownFact(null)).toBeNull();
    expect(knownFact(undefined)).toBeNull();
    expect(knownFact("Diesel")).toBe("Diesel");
    expect(knownFact("6 Speed Automatic")).toBe("6 Speed Automatic");
  });
});
