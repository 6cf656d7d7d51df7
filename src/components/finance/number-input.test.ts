import { describe, expect, it } from "vitest";
import { formatNumberInput, parseNumberInput } from "./number-input";

describe("parseNumberInput", () => {
  it.each([
    ["45990", 45990],
    ["$45,990", 45990],
    [" 1 000 ", 1000],
    ["8.5%", 8.5],
    ["-20", -20],
    ["", Number.NaN],
    ["abc", Number.NaN],
    ["1e3", 1000],
  ])("%j is %d", (raw, value) => {
    expect(parseNumberInput(raw)).toBe(value);
  });
});

describe("formatNumberInput", () => {
  it.each([
    [45990, "45990"],
    [8.5, "8.5"],
    [1360.5, "1360.5"],
    [10.123, "10.12"],
    [Number.NaN, ""],
  ])("%d shows as %j", (value, text) => {
    expect(formatNumberInput(value)).toBe(text);
  });
});
