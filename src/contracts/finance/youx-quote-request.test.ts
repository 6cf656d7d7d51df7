import { describe, expect, it } from "vitest";
import { youxQuoteBody } from "@/domain/finance/estimate";
import { youxQuoteBodySchema } from "./youx-quote-request";

const good = youxQuoteBody({ id: 12, price: 45990, year: 2022, vin: "JTMABC12345678901", nvic: null });

/** The field a bad body is refused for, as the API names it. */
function fieldOf(body: unknown): string | null {
  const result = youxQuoteBodySchema.safeParse(body);
  return result.success ? null : (result.error.issues[0]?.path.join(".") ?? "");
}

describe("the youx quote body", () => {
  it("is the spec's body for the car, with its id", () => {
    expect(good).toEqual({ car_id: 12, selfAssessedCreditScore: "GREAT", purchasePrice: 45990, loanTerm: 5, year: 2022, vin: "JTMABC12345678901", nvic: "", whoIsHelping: "" });
    expect(youxQuoteBodySchema.parse(good)).toEqual(good);
  });

  it.each([
    ["a string price", { purchasePrice: "45990" }, "purchasePrice"],
    ["a negative price", { purchasePrice: -1 }, "purchasePrice"],
    ["a zero price", { purchasePrice: 0 }, "purchasePrice"],
    ["a huge price", { purchasePrice: 1e12 }, "purchasePrice"],
    ["another credit score", { selfAssessedCreditScore: "POOR" }, "selfAssessedCreditScore"],
    ["another term", { loanTerm: 7 }, "loanTerm"],
    ["a fractional year", { year: 2020.5 }, "year"],
    ["a long VIN", { vin: "X".repeat(18) }, "vin"],
    ["a helper", { whoIsHelping: "Sam" }, "whoIsHelping"],
    ["a string car id", { car_id: "12" }, "car_id"],
    ["a negative car id", { car_id: -12 }, "car_id"],
    ["an unknown field", { discount: 5 }, ""],
  ])("refuses %s, naming the field", (_, change, field) => {
    expect(fieldOf({ ...good, ...change })).toBe(field);
  });

  it.each(["car_id", "purchasePrice", "year", "vin", "nvic", "loanTerm"])("refuses a body without %s", (missing) => {
    const body: Record<string, unknown> = { ...good };
    delete body[missing];
    expect(fieldOf(body)).toBe(missing);
  });
});
