import { describe, expect, it } from "vitest";
import { DISCLAIMER_TRUNCATE_AT, disclaimerView, financeExampleText, lenderDisclaimer, SHOW_LESS, SHOW_MORE } from "./disclaimer";

const long = "Indicative repayments only, for approved applicants. Fees and charges apply. ".repeat(4); // 304 characters

describe("disclaimerView", () => {
  it("cuts a long disclaimer at 197 characters with Show More, and shows it whole with Show Less", () => {
    expect(DISCLAIMER_TRUNCATE_AT).toBe(197);
    const collapsed = disclaimerView(long, false);
    expect(collapsed.toggle).toBe(SHOW_MORE);
    expect(collapsed.text).toBe(`${long.slice(0, 197).trimEnd()}...`);
    expect(collapsed.text.length).toBeLessThanOrEqual(200);
    expect(disclaimerView(long, true)).toEqual({ text: long, toggle: SHOW_LESS });
    expect([SHOW_MORE, SHOW_LESS]).toEqual(["Show More", "Show Less"]);
  });

  it.each([
    [197, null],
    [198, "Show More"],
    [0, null],
  ])("a text of %d characters has toggle %s", (length, toggle) => {
    const text = "a".repeat(length);
    const view = disclaimerView(text, false);
    expect(view.toggle).toBe(toggle);
    expect(view.text).toBe(toggle ? `${"a".repeat(197)}...` : text);
  });

  it("drops the spaces before the ellipsis", () => {
    const text = `${"a".repeat(196)}   ${"b".repeat(10)}`;
    expect(disclaimerView(text, false).text).toBe(`${"a".repeat(196)}...`);
  });
});

describe("lenderDisclaimer", () => {
  const lenders = { Taurus: { interestRate: 8.99, comparisonRate: 9.45, disclaimer: " Approved applicants only. " }, Angle: { interestRate: 8, comparisonRate: 9, disclaimer: "  " } };
  it("reads finance_lenders[provider].disclaimer, null when missing or blank (then fetched on demand)", () => {
    expect(lenderDisclaimer(lenders, "Taurus")).toBe("Approved applicants only.");
    expect(lenderDisclaimer(lenders, "Angle")).toBeNull();
    expect(lenderDisclaimer(lenders, "Manual")).toBeNull();
    expect(lenderDisclaimer(lenders, null)).toBeNull();
    expect(lenderDisclaimer(null, "Taurus")).toBeNull();
  });
});

describe("financeExampleText", () => {
  it("states the 5-year secured fixed-rate $30,000 basis, with the template's rate where it has one", () => {
    expect(financeExampleText()).toBe("Comparison rate based on a 5-year secured fixed-rate loan of $30,000.");
    expect(financeExampleText(12.94)).toBe("Comparison rate based on a 5-year secured fixed-rate loan of $30,000, with a 12.94% interest rate.");
    expect(financeExampleText(Number.NaN)).toBe("Comparison rate based on a 5-year secured fixed-rate loan of $30,000.");
  });
});
