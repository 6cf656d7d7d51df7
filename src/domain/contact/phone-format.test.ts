import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatAustralianPhone, parseAustralianPhone, telHref } from "./phone-format";

describe("formatAustralianPhone", () => {
  it("shows +61 landlines with a leading 0, spaced 2-4-4", () => {
    expect(formatAustralianPhone("+61754430000")).toBe("07 5443 0000");
  });
  it("shows mobiles as 04XX XXX XXX, not 04 XXXX XXXX (issue 15)", () => {
    expect(formatAustralianPhone("+61412345678")).toBe("0412 345 678");
    expect(formatAustralianPhone("04 1234 5678")).toBe("0412 345 678");
  });
  it("leaves other numbers as given", () => {
    expect(formatAustralianPhone("13 13 13")).toBe("13 13 13");
  });
  it("builds tel: links without spaces", () => {
    expect(telHref("+61 7 5443 0000")).toBe("tel:+61754430000");
  });
});

describe("parseAustralianPhone", () => {
  it("accepts mobiles written nationally or internationally, in E.164 form", () => {
    expect(parseAustralianPhone("0412 345 678")).toBe("+61412345678");
    expect(parseAustralianPhone("0412-345-678")).toBe("+61412345678");
    expect(parseAustralianPhone("+61412345678")).toBe("+61412345678");
    expect(parseAustralianPhone("+61 412 345 678")).toBe("+61412345678");
    expect(parseAustralianPhone("+61 (0)412 345 678")).toBe("+61412345678");
  });
  it("accepts landlines in the 02, 03, 07 and 08 areas", () => {
    expect(parseAustralianPhone("(07) 5443 0000")).toBe("+61754430000");
    expect(parseAustralianPhone("02 9630 0000")).toBe("+61296300000");
    expect(parseAustralianPhone("0398765432")).toBe("+61398765432");
    expect(parseAustralianPhone("+61 8 8123 4567")).toBe("+61881234567");
  });
  it("refuses what is not an Australian number to call back", () => {
    for (const bad of ["", "0412 345 67", "0412 345 6789", "0512345678", "0612345678", "131313", "1300 123 456", "+64 21 123 4567", "04l2 345 678", "61412345678"]) {
      expect(parseAustralianPhone(bad)).toBeNull();
    }
  });
});

/** An Australian number the parser accepts, written the ways shoppers and feeds write it. */
const writtenNumber = fc
  .record({
    first: fc.constantFrom("2", "3", "4", "7", "8"),
    rest: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }),
    style: fc.constantFrom("national", "international", "international-trunk", "bracketed-area"),
    separators: fc.array(fc.constantFrom("", " ", ".", "-"), { minLength: 10, maxLength: 10 }),
  })
  .map(({ first, rest, style, separators }) => {
    const subscriber = [first, ...rest.map(String)];
    const spaced = subscriber.map((digit, i) => `${digit}${separators[i] ?? ""}`).join("").replace(/[ .-]+$/, "");
    const written =
      style === "national" ? `0${spaced}` : style === "international" ? `+61${separators[9] ?? ""}${spaced}` : style === "international-trunk" ? `+61 (0)${spaced}` : `(0${first}) ${rest.join("")}`;
    return { written, e164: `+61${subscriber.join("")}` };
  });

describe("display and parsing agree", () => {
  it("shows the issue's examples 2-4-4, as their E.164 form shows", () => {
    expect(formatAustralianPhone("+61.7.3123.4567")).toBe("07 3123 4567");
    expect(formatAustralianPhone("+61 (0)7 3123 4567")).toBe("07 3123 4567");
    expect(telHref("+61 (0)7 3123 4567")).toBe("tel:+61731234567");
  });
  it("formats any accepted number the way its E.164 form formats, and parses the display back to the same number", () => {
    fc.assert(
      fc.property(writtenNumber, ({ written, e164 }) => {
        expect(parseAustralianPhone(written)).toBe(e164);
        const display = formatAustralianPhone(written);
        expect(display).toBe(formatAustralianPhone(e164));
        expect(display).toMatch(/^(0[2378] \d{4} \d{4}|04\d{2} \d{3} \d{3})$/);
        expect(parseAustralianPhone(display)).toBe(e164);
        expect(telHref(written)).toBe(`tel:${e164}`);
      }),
      { numRuns: 500 },
    );
  });
});
