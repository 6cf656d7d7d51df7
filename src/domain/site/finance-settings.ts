/** The site settings' finance section (settings.ts `finance`): provider, finance page, lender and calculators. */
import { z } from "zod";
import { money, path } from "./settings-fields";

export const financeProviders = [
  "Taurus",
  "Car Clarity",
  "Manual",
  "360 Finance",
  "Angle",
  "Powertorque",
  "Nissan Finance",
  "AusLoans",
] as const;
export type FinanceProvider = (typeof financeProviders)[number];

export const lenderSettings = z.strictObject({
  /** Establishment fee added to the principal when the car's lender data gives none (1300 or 1360.5 in the spec). */
  establishmentFee: z.number().min(0).max(10_000).default(0),
  /** Rounding of the repayment: up, down, nearest, or up when under the advertised price and otherwise down. */
  rounding: z.enum(["nearest", "up", "down", "up-under-advertised"]).default("nearest"),
  /**
   * How the establishment fee is paid, for the comparison rate (spec 002 §9): "capitalised" (financed with the
   * loan, as the calculators add it to the principal) or "upfront" (paid at settlement, not financed).
   */
  establishmentFeeTreatment: z.enum(["capitalised", "upfront"]).default("capitalised"),
  /**
   * The site's one advertised rate (issue 39, item 3: one advertised rate and one comparison rate per site and
   * lender): the rate the platform's own quote service (POST /api/youx/quote) lends at, the estimate and summary
   * state, the calculators start at where the car's lender gives none (spec 002 §9 "Interest default from
   * configuration or lender rate": this is the configuration), the finance page's example and the budget finder
   * use. Its comparison rate is worked out from it and the fees (`advertisedComparisonRate`), never configured.
   */
  advertisedRate: z.number().min(0).max(50).default(9.99),
  /** Monthly account fee, charged whatever the repayment frequency; counted in the comparison rate. */
  monthlyFee: z.number().min(0).max(100).default(0),
  /**
   * Vehicle security registration fee (spec 002 §9's fee variant: $6), charged once at settlement, financed or paid
   * upfront as the establishment fee is (`establishmentFeeTreatment`); named beside every figure and counted in the
   * comparison rate (`loanFees`).
   */
  securityRegistrationFee: z.number().min(0).max(1_000).default(0),
  /** Dealer agency fee (spec 002 §9's fee variant: $912.25), charged once at settlement as the other one-off fees. */
  dealerAgencyFee: z.number().min(0).max(10_000).default(0),
  /**
   * The range of comparison rates the lender offers (spec 002 §9: "8.38% to 19.42% for one lender"), stated under the
   * finance page's example (`comparisonRateRangeText`); null: the site states none.
   */
  comparisonRateRange: z
    .strictObject({ min: z.number().min(0).max(50), max: z.number().min(0).max(50) })
    .refine((range) => range.min <= range.max, { message: "min must not be above max", path: ["min"] })
    .nullable()
    .default(null),
  /**
   * The final (balloon) payment of the site lender's loan, % of the price: the estimate's 30% (spec 002 §9), or 0 for
   * a lender that writes its loans without one (the Angle summary's "$0 final payment").
   */
  finalPaymentPercent: z.number().int().min(0).max(50).default(30),
});

export const calculatorSettings = z.strictObject({
  purchasePriceMin: z.literal([1000, 5000]).default(1000),
  purchasePriceMax: money.default(250_000),
  loanMin: z.literal([1000, 5000]).default(1000),
  loanMax: money.default(100_000),
  /** Above a price of 100,000 the loan slider goes to 105% of the price. */
  loanMaxFollowsPrice: z.boolean().default(false),
  loanStep: z.number().positive().default(500),
  /** The loan amount defaults to the car's price instead of 30,000. */
  loanDefaultsToCarPrice: z.boolean().default(false),
  defaultLoanAmount: money.default(30_000),
  termMinYears: z.number().min(0.5).max(10).default(1),
  termMaxYears: z.literal([5, 7]).default(7),
  termStepYears: z.number().positive().default(0.5),
  defaultTermYears: z.number().min(1).max(7).default(6),
  sidebarDefaultTermYears: z.number().min(1).max(7).default(5),
  showTermInMonths: z.boolean().default(false),
  interestMin: z.number().min(0).max(30).default(0.5),
  interestMax: z.number().min(1).max(30).default(15),
  interestStep: z.number().positive().default(0.5),
  /** Custom term choices in years (spec 002 §9 "custom year increments"); empty: min to max by the step. */
  termYearOptions: z.array(z.number().min(0.5).max(10)).max(20).default([]),
  hideInterest: z.boolean().default(false),
  hideResidual: z.boolean().default(false),
  hideFrequency: z.boolean().default(false),
  defaultFrequency: z.enum(["week", "fortnight", "month"]).default("week"),
});

export const financeSettings = z
  .strictObject({
    provider: z.enum(financeProviders).nullable().default(null),
    /**
     * The site's finance page: /finance (default), /finance-enquiry or /apply-for-finance, which the site then
     * serves (the others 404); or a configured link elsewhere, when the site serves none of them.
     */
    pagePath: path.default("/finance"),
    /**
     * Dealerships whose cars' finance links go to /apply-for-finance (spec 002 §2 "for some listed
     * dealerships"); the site serves that page too when the list is not empty.
     */
    applyForFinanceDealershipSlugs: z.array(z.string().min(1)).default([]),
    /**
     * The finance example states its rate (", with a 12.94% interest rate." on one template, spec 001 §9): the site's
     * advertised rate (`lender.advertisedRate`), the rate the example is worked out at, never a second one.
     */
    exampleStatesRate: z.boolean().default(false),
    /**
     * How the budget finder turns a repayment into a budget: "repayment-inverse" (default) shows the price the
     * repayment repays over 5 years at the finance calculator's starting rate and the financed establishment fee,
     * plus the deposit (the calculator run backwards, so the finder and the calculator on one page agree);
     * "spec-sum" keeps the spec's sum, repayment × 52 (or 12) × 5 + deposit, which leaves out interest.
     */
    budgetFinderMethod: z.enum(["repayment-inverse", "spec-sum"]).default("repayment-inverse"),
    /**
     * The finance summary's details (spec 002 §9): "standard" (deposit, term as the calculators show it, final payment
     * and total payable) or "angle", the Angle summary: deposit, term in years and the final payment ($0 on a lender
     * without one, `lender.finalPaymentPercent`), then the total payable (`financeSummaryDetails`).
     */
    summaryDetails: z.enum(["standard", "angle"]).default("standard"),
    /**
     * The vehicle page asks the site's quote service (POST /api/youx/quote) for a car with no finance figure of its own
     * (no lender figures for the provider, no stored quote) and a positive price, once, in the browser, with a loading
     * state (spec 002 §4 "Finance quote (youx)"; `youxQuoteWanted`). Off: such a car shows the site lender's figure.
     */
    youxQuote: z.boolean().default(false),
    /** The finance summary is excluded on this site (one of the spec's 'configured sites'). */
    summaryExcluded: z.boolean().default(false),
    excludedManufacturers: z.array(z.string().min(1)).default(["Suzuki"]),
    excludedDealershipSlugs: z.array(z.string().min(1)).default([]),
    lender: lenderSettings.prefault({}),
    calculator: calculatorSettings.prefault({}),
    availableBannerImage: path.nullable().default(null),
    /** Trade-in cut-off for the Taurus provider (years). */
    tradeInMaxAgeYears: z.number().int().min(1).max(30).default(12),
    disclaimer: z
      .string()
      .default(
        "Indicative repayments only, for approved applicants. Comparison rate based on a 5-year secured fixed-rate loan of $30,000. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.",
      ),
  })
  .prefault({});
