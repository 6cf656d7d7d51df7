import { describe, expect, it } from "vitest";
import { formatAustralianPhone, telHref } from "./phone-format";

describe("formatAustralianPhone", () => {
  it("shows +61 numbers with a leading 0, spaced 2-4-4", () => {
    expect(formatAustralianPhone("+61754430000")).toBe("07 5443 0000");
    expect(formatAustralianPhone("+61412345678")).toBe("04 1234 5678");
  });
  it("leaves other numbers as given", () => {
    expect(formatAustralianPhone("13 13 13")).toBe("13 13 13");
  });
  it("builds tel: links without spaces", () => {
    expect(telHref("+61 7 5443 0000")).toBe("tel:+61754430000");
  });
});
