import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "@/domain/site/settings";
import { asksFinanceAndTradeIn, leadFormRulesOf } from "./form-rules";

const rulesFor = (forms: Record<string, unknown>) => leadFormRulesOf(siteSettingsSchema.parse({ forms }).forms, { locations: 0, dealerships: 0 });

describe("issue 38: the finance and do-you-have-a-trade-in Yes/No fields", () => {
  it("are asked on a car's enquiry and test drive where the site sets forms.askFinanceAndTradeIn, and only there", () => {
    const asking = rulesFor({ askFinanceAndTradeIn: true });
    expect(asksFinanceAndTradeIn(asking, "enquiry")).toBe(true);
    expect(asksFinanceAndTradeIn(asking, "test-drive")).toBe(true);
    expect(asksFinanceAndTradeIn(asking, "finance")).toBe(false);
    expect(asksFinanceAndTradeIn(asking, "request-photos")).toBe(false);
    const plain = rulesFor({});
    expect(plain.askFinanceAndTradeIn).toBe(false);
    expect(asksFinanceAndTradeIn(plain, "enquiry")).toBe(false);
  });
});
