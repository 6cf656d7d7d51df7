import { describe, expect, it } from "vitest";
import { leadRequestSchema } from "@/contracts/leads";
import { normaliseRego, tradeInAnswersSchema, valuationRequestSchema, vehicleLookupRequestSchema } from "./trade-in-request";

const answers = { condition: "good", accident: "none", serviceHistory: "full", tyres: "good", bodywork: "none", warningLights: "no", keys: "two" };
const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) => (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

describe("the trade-in's requests", () => {
  it("takes a rego as typed and normalises it", () => {
    expect(normaliseRego("abc 12-3")).toBe("ABC123");
    expect(vehicleLookupRequestSchema.parse({ rego: " 1ab 2cd ", regoState: "VIC" })).toEqual({ rego: "1AB2CD", regoState: "VIC" });
    expect(issues(vehicleLookupRequestSchema.safeParse({ rego: "", regoState: "VIC" }))[0]).toEqual(["rego", "Please enter your car's rego"]);
    expect(issues(vehicleLookupRequestSchema.safeParse({ rego: "ABCDEFGHIJ", regoState: "VIC" }))).toEqual([["rego", "Please enter a registration of up to 9 letters and numbers"]]);
    expect(issues(vehicleLookupRequestSchema.safeParse({ rego: "AB$1", regoState: "VIC" }))[0]?.[0]).toBe("rego");
    expect(issues(vehicleLookupRequestSchema.safeParse({ rego: "ABC123", regoState: "Vic" }))).toEqual([["regoState", "Please choose the state it is registered in"]]);
  });

  it("needs the kilometres and one answer per question, named in the shopper's words", () => {
    expect(tradeInAnswersSchema.parse({ kms: "62,000", adjustmentAnswers: answers })).toEqual({ kms: 62_000, adjustmentAnswers: answers });
    expect(issues(tradeInAnswersSchema.safeParse({ kms: "", adjustmentAnswers: { ...answers, accident: undefined } }))).toEqual([
      ["kms", "Please enter the kilometres on the odometer"],
      ["adjustmentAnswers.accident", "Please answer: Has it been in an accident"],
    ]);
    expect(issues(tradeInAnswersSchema.safeParse({ kms: 1, adjustmentAnswers: { ...answers, __proto__: "x" } }))).toEqual([]);
    expect(tradeInAnswersSchema.safeParse({ kms: 1, adjustmentAnswers: { ...answers, toString: "good" } }).success).toBe(false);
  });

  it("stores only a valuation (column_name), for a car id when there is one", () => {
    const body = { column_name: "valuation", rego: "123ABC", regoState: "QLD", kms: 20_000, adjustmentAnswers: answers };
    expect(valuationRequestSchema.parse({ ...body, carId: 12 })).toMatchObject({ carId: 12, kms: 20_000 });
    expect(issues(valuationRequestSchema.safeParse({ ...body, column_name: "notes" }))).toEqual([["column_name", 'must be "valuation"']]);
    expect(issues(valuationRequestSchema.safeParse({ ...body, carId: 0 }))[0]?.[0]).toBe("carId");
  });

  it("sends the trade-in leads with the valuation's id, and the acceptance with the spec's fields", () => {
    const shopper = { firstName: "Jo", lastName: "Citizen", email: "jo@example.com.au", phone: "0412 345 678" };
    const valuationId = "3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
    expect(leadRequestSchema.parse({ ...shopper, kind: "trade-in", valuationId })).toMatchObject({ kind: "trade-in", valuationId, message: "" });
    expect(issues(leadRequestSchema.safeParse({ ...shopper, kind: "trade-in", valuationId: "12" }))).toEqual([["valuationId", "must be the id of a valuation"]]);
    const acceptance = { ...shopper, kind: "trade-in-offer-accepted", valuationId, lead_id: 7, form_completed: true, offer_accepted: true };
    expect(leadRequestSchema.parse(acceptance)).toMatchObject({ lead_id: 7, form_completed: true, offer_accepted: true });
    expect(issues(leadRequestSchema.safeParse({ ...acceptance, form_completed: false }))).toEqual([["form_completed", "must be true"]]);
    expect(issues(leadRequestSchema.safeParse({ ...acceptance, lead_id: "7" }))).toEqual([["lead_id", "must be the id of the valuation's lead"]]);
  });
});
