import { describe, expect, it } from "vitest";
import { isPostcodeShape, UNKNOWN_POSTCODE_MESSAGE } from "./postcode";

describe("isPostcodeShape", () => {
  it("takes exactly four ASCII digits", () => {
    expect(isPostcodeShape("4000")).toBe(true);
    expect(isPostcodeShape("0800")).toBe(true);
    for (const bad of ["400", "40000", " 4000", "4000 ", "40a0", "４０００", "٤٠٠٠", "4000\u0000", "", "-400"]) expect(isPostcodeShape(bad), bad).toBe(false);
    expect(isPostcodeShape(4000)).toBe(false);
    expect(isPostcodeShape(null)).toBe(false);
  });

  it("says Invalid postcode for an unknown one (spec 002 §8)", () => expect(UNKNOWN_POSTCODE_MESSAGE).toBe("Invalid postcode"));
});
