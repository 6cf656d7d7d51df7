import { describe, expect, it } from "vitest";
import { australianMobileE164 } from "./mobile-number";

describe("australianMobileE164", () => {
  it.each([
    ["0412 345 678", "+61412345678"],
    ["0412-345-678", "+61412345678"],
    ["+61 412 345 678", "+61412345678"],
    ["+61 (0)412 345 678", "+61412345678"],
    ["(04) 1234 5678", "+61412345678"],
  ])("reads %s as %s", (input, expected) => {
    expect(australianMobileE164(input)).toBe(expected);
  });
  it.each(["02 9300 0000", "0412 345 67", "0412 345 6789", "+64 21 123 4567", "", "0412abc678"])("rejects %j", (input) => {
    expect(australianMobileE164(input)).toBeNull();
  });
});
