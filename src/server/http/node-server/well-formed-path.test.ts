import { describe, expect, it } from "vitest";
import { hasWellFormedPath } from "./well-formed-path";

describe("hasWellFormedPath", () => {
  it("accepts ordinary and encoded paths", () => {
    expect(hasWellFormedPath("/cars/2023-toyota-hilux?x=%ZZ")).toBe(true);
    expect(hasWellFormedPath("/search/mercedes%20benz")).toBe(true);
  });
  it("rejects malformed percent-encoding, which Next would answer with a 500", () => {
    expect(hasWellFormedPath("/cars/%ZZ")).toBe(false);
    expect(hasWellFormedPath("/%E0%A4%A")).toBe(false);
    expect(hasWellFormedPath(undefined)).toBe(false);
  });
});
