import { describe, expect, it } from "vitest";
import { fieldName } from "./field-name";

describe("fieldName", () => {
  it("joins a path with dots and writes an empty key as \"\"", () => {
    expect(fieldName(["items", 2, "value"])).toBe("items.2.value");
    expect(fieldName([""])).toBe('""');
    expect(fieldName(["byKind", ""])).toBe('byKind.""');
  });
});
