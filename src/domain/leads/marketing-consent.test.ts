import { describe, expect, it } from "vitest";
import { MARKETING_CONSENT_DEFAULT, MARKETING_CONSENT_WORDING, marketingConsentOf } from "./marketing-consent";

describe("marketing consent is pre-ticked (issue 39, item 7)", () => {
  it("is never ticked by default", () => {
    expect(MARKETING_CONSENT_DEFAULT).toBe(false);
  });

  it("records the box's wording and the time only when the shopper ticked it", () => {
    const at = new Date("2026-12-02T01:00:00Z");
    expect(marketingConsentOf(true, at)).toEqual({ wording: MARKETING_CONSENT_WORDING, givenAt: at });
    expect(marketingConsentOf(false, at)).toBeNull();
  });
});
