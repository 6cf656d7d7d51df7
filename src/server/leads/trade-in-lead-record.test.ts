import { describe, expect, it } from "vitest";
import { leadRequestSchema, type LeadRequestOf } from "@/contracts/leads";
import { tradeInLeadRecordOf, type ValuationForLead } from "./trade-in-lead-record";

const shopper = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678", postcode: "4558" };
const valuationId = "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
const valuation: ValuationForLead = {
  publicId: valuationId,
  vehicle: { rego: "123ABC", state: "QLD", year: 2021, make: "Toyota", model: "HiLux", badge: "SR5", title: "2021 Toyota HiLux SR5" },
  kms: 62_000,
  answers: { condition: "good", accident: "none", serviceHistory: "full", tyres: "some", bodywork: "none", warningLights: "no", keys: "two" },
  outcome: { kind: "estimate", low: 38_000, high: 41_100, offer: 39_800, retail: { low: 45_000, median: 47_000, high: 48_500 }, comparables: 9, sameBadge: true, reconditioning: 800 },
  message: "We estimate your 2021 Toyota HiLux SR5 at $38,000 to $41,100.",
  basis: "Based on 9 similar 2021 Toyota HiLux SR5 ...",
  offerValidUntil: "03/12/2026",
  changeOver: { title: "2024 Ford Ranger XLT", price: 59_990, changeOverPrice: 20_190 },
};

describe("a trade-in lead for the dealer", () => {
  it("the valuation: category Trade In / 2. Valuation, the car as the trade-in with its offer, the answers, figures and basis", () => {
    const lead = leadRequestSchema.parse({ ...shopper, kind: "trade-in", valuationId }) as LeadRequestOf<"trade-in">;
    const record = tradeInLeadRecordOf(lead, valuation);
    expect(record).toMatchObject({ category: "Trade In", subcategory: "2. Valuation", firstName: "Jo", phone: "+61412345678" });
    expect(record.tradeIn).toEqual({ year: 2021, make: "Toyota", model: "HiLux", badge: "SR5", odometerKm: 62_000, rego: "123ABC", regoState: "QLD", offer: 39_800 });
    expect(record.details).toEqual([
      ["Trade-in", "2021 Toyota HiLux SR5 (rego 123ABC, QLD)"],
      ["Kilometres", "62,000 kms"],
      ["Overall condition", "Good: normal wear for its age"],
      ["Has it been in an accident?", "No"],
      ["Service history", "Full logbook history"],
      ["Tyres", "Some need replacing"],
      ["Dents, scratches or hail damage", "None"],
      ["Any warning lights or mechanical faults?", "No"],
      ["Keys", "Two or more"],
      ["Online estimate", "$38,000 to $41,100"],
      ["Online offer", "$39,800, open until 03/12/2026, subject to inspection"],
      ["Basis", "Based on 9 similar 2021 Toyota HiLux SR5 ..."],
      ["Changing over to", "2024 Ford Ranger XLT ($59,990)"],
      ["Change-over price", "$20,190"],
    ]);
    expect(record.payload).toMatchObject({ valuation_id: valuationId, valuation: { outcome: "estimate", low: 38_000, high: 41_100, offer: 39_800 } });
  });

  it("the acceptance: 3. Offer Accepted with lead_id, form_completed and offer_accepted", () => {
    const lead = leadRequestSchema.parse({ ...shopper, kind: "trade-in-offer-accepted", valuationId, lead_id: 41, form_completed: true, offer_accepted: true }) as LeadRequestOf<"trade-in-offer-accepted">;
    const record = tradeInLeadRecordOf(lead, valuation);
    expect(record).toMatchObject({ category: "Trade In", subcategory: "3. Offer Accepted" });
    expect(record.details.slice(0, 2)).toEqual([["Offer accepted", "$39,800"], ["Valuation lead", "#41"]]);
    expect(record.details.map(([label]) => label)).not.toContain("Overall condition");
    expect(record.payload).toMatchObject({ lead_id: 41, form_completed: true, offer_accepted: true, valuation_id: valuationId });
  });

  it("without an estimate: says why, and no offer", () => {
    const lead = leadRequestSchema.parse({ ...shopper, kind: "trade-in", valuationId }) as LeadRequestOf<"trade-in">;
    const record = tradeInLeadRecordOf(lead, { ...valuation, outcome: { kind: "no-online-estimate", reason: "age" }, message: "Your 2016 ... is 10 years old: ...", basis: null, changeOver: null });
    expect(record.tradeIn?.offer).toBeNull();
    expect(record.details).toContainEqual(["Online estimate", "None: Your 2016 ... is 10 years old: ..."]);
    expect(record.details.map(([label]) => label)).not.toContain("Online offer");
  });
});
