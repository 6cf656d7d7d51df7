/**
 * The trade-in valuation's requests and answers (spec 002 §3 "Trade-in valuation steps: rego and regoState;
 * adjustmentAnswers with id; offer acceptance", §7 the rego lookup and "POST /api/miscellaneous | valuation response
 * plus column_name valuation"), as the form validates them and the APIs parse them:
 *
 * - POST /api/vehicle-lookup `{ rego, regoState }` → `{ vehicle, source }`, or 404 naming `rego`;
 * - POST /api/miscellaneous `{ column_name: "valuation", rego, regoState, kms, adjustmentAnswers, carId? }` → 201
 *   `TradeInValuationView`: the server looks the car up again, values it and stores the valuation;
 * - the valuation and the offer's acceptance then reach the dealer as leads (kinds `trade-in` and
 *   `trade-in-offer-accepted` in src/contracts/leads/trade-in.ts), naming the valuation by its id.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { TRADE_IN_QUESTIONS, type AdjustmentAnswers } from "@/domain/trade-in/adjustments";
import type { RegisteredVehicle } from "@/domain/trade-in/registered-vehicle";
import type { TradeInOutcome } from "@/domain/trade-in/valuation";
import { INVALID_KMS, optionalWholeNumber } from "@/contracts/leads/fields";
import { normaliseRego, REGO_REQUIRED, REGO_STATE_REQUIRED, REGO_STATES, regoProblem, type RegoState } from "@/domain/vehicle/rego";
import { vehicleIdSchema } from "@/lib/stored-text";

export { normaliseRego, REGO_NOT_FOUND, REGO_REQUIRED, REGO_STATE_REQUIRED, type RegoState } from "@/domain/vehicle/rego";

export const KMS_REQUIRED = "Please enter the kilometres on the odometer";
/** A question left unanswered: "Please answer: Overall condition". */
export const answerRequired = (question: string) => `Please answer: ${question.replace(/\?$/, "")}`;
/** The spec's console message when a valuation is not saved (spec 002 §8). */
export const VALUATION_SAVE_FAILED = "Failed to save valuation data";

/** A registration plate: letters, digits, spaces and hyphens as typed; 1 to 9 letters and digits once normalised (`regoProblem`). */
export const regoSchema = z
  .string({ error: REGO_REQUIRED })
  .superRefine((rego, ctx) => {
    const problem = regoProblem(rego);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((rego) => normaliseRego(rego.trim()));

export const regoStateSchema = z.enum(REGO_STATES, { error: REGO_STATE_REQUIRED });

/** POST /api/vehicle-lookup, and the form's first step. */
export const vehicleLookupRequestSchema = z.strictObject({ rego: regoSchema, regoState: regoStateSchema });
export type VehicleLookupRequest = z.output<typeof vehicleLookupRequestSchema>;

/** One answer per adjustment question, each one of that question's answer ids (own keys only: `strictObject`). */
export const adjustmentAnswersSchema = z.strictObject(
  Object.fromEntries(TRADE_IN_QUESTIONS.map((question) => [question.id, z.enum(question.answers.map((a) => a.id) as [string, ...string[]], { error: answerRequired(question.label) })])),
) as unknown as z.ZodType<AdjustmentAnswers, AdjustmentAnswers>;

/** The odometer as typed ("62,000", "62000 kms") or sent (62000): required, 0 to 2,000,000. */
export const kmsSchema = optionalWholeNumber(0, 2_000_000, INVALID_KMS).refine((kms): kms is number => kms !== undefined, KMS_REQUIRED);

/** The form's second step: the kilometres and the adjustment answers. */
export const tradeInAnswersSchema = z.strictObject({ kms: kmsSchema, adjustmentAnswers: adjustmentAnswersSchema });

/** POST /api/miscellaneous: values the car and stores the valuation (the spec's column_name `valuation`). */
export const valuationRequestSchema = z.strictObject({
  column_name: z.literal("valuation", { error: 'must be "valuation"' }),
  rego: regoSchema,
  regoState: regoStateSchema,
  kms: kmsSchema,
  adjustmentAnswers: adjustmentAnswersSchema,
  /** The car the shopper would change over to (/cars/trade-in?car_id=): the answer gives the change-over price. */
  carId: vehicleIdSchema.optional(),
});
export type ValuationRequest = z.output<typeof valuationRequestSchema>;
export type ValuationRequestInput = z.input<typeof valuationRequestSchema>;

/** A valuation's id as the browser holds it: a random UUID (it alone lets a browser send or accept the valuation). */
export const valuationIdSchema = z.uuid({ error: "must be the id of a valuation" });

/** The car a register answered, as the page shows it: its state as the form's `regoState`, and its title. */
export type LookedUpVehicle = Omit<RegisteredVehicle<RegoState>, "state"> & {
  regoState: RegoState;
  /** "2021 Toyota HiLux SR5" */
  title: string;
};

/** POST /api/vehicle-lookup's answer. */
export interface VehicleLookupAnswer {
  vehicle: LookedUpVehicle;
  /** Where it came from ("Demo register"), and whether that is the demo's generated register. */
  source: { name: string; demo: boolean };
}

/** POST /api/miscellaneous's answer: the stored valuation. */
export interface TradeInValuationView {
  valuation_id: string;
  vehicle: LookedUpVehicle;
  kms: number;
  outcome: TradeInOutcome;
  /** What the shopper reads first ("We estimate your ... at $A to $B.", or why there is no estimate). */
  message: string;
  /** Where an estimate's figures come from; null without an estimate. */
  basis: string | null;
  /** Until when the offer can be accepted (ISO 8601). */
  offer_valid_until: string;
  /** The car the shopper would change over to, with the change-over price (null when not positive). */
  car: { id: number; title: string; slug: string; price: number | null; change_over_price: number | null } | null;
}
