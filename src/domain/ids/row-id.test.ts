import { describe, expect, it } from "vitest";
import { parseRowId, ROW_ID_MAX } from "./row-id";

describe("parseRowId", () => {
  it("reads decimal ids from 1 to 2^31 - 1", () => {
    expect(parseRowId("16")).toBe(16);
    expect(parseRowId("1")).toBe(1);
    expect(parseRowId(String(ROW_ID_MAX))).toBe(ROW_ID_MAX);
  });
  it("refuses every other spelling Number() would read as the same id", () => {
    for (const text of ["0x10", "0X10", "0o20", "0b10000", "1e1", "1.6e1", "16.0", "16.", "+16", "-16", " 16", "16 ", "\t16", "016", "16n", "1_6", "１６"]) {
      expect(parseRowId(text), JSON.stringify(text)).toBeNull();
    }
  });
  it("refuses nothing, 0 and ids past PostgreSQL's integer", () => {
    for (const text of [null, undefined, "", "0", "00", String(ROW_ID_MAX + 1), "99999999999", "Infinity", "NaN"]) expect(parseRowId(text), String(text)).toBeNull();
  });
});
