/**
 * What a trade-in lead becomes for the dealer (kinds `trade-in` and `trade-in-offer-accepted`): the form's record
 * (`leadRecordOf`: the shopper, category "Trade In" and its subcategory) with the valuation the lead names: the
 * shopper's car as the trade-in (ADF's trade-in vehicle, with the online offer as its appraisal), the answers, the
 * figures and their basis (or why there were none), the change-over price, and the spec's payload fields (lead_id,
 * form_completed, offer_accepted) for the acceptance. Pure, so every line the dealer reads is tested in one place.
 */
import "server-only";
import { answerLines, type AdjustmentAnswers } from "@/domain/trade-in/adjustments";
import type { TradeInOutcome } from "@/domain/trade-in/valuation";
import { formatCurrency } from "@/domain/vehicle/price-display";
import { formatKms } from "@/domain/vehicle/specs";
import { leadRecordOf, type LeadRecord } from "./lead-record";
import type { LeadRequestOf } from "@/contracts/leads";

/** The stored valuation a trade-in lead names, as the lead needs it. */
export interface ValuationForLead {
  publicId: string;
  vehicle: { rego: string; state: string; year: number; make: string; model: string; badge: string | null; title: string };
  kms: number;
  answers: AdjustmentAnswers;
  outcome: TradeInOutcome;
  /** What the shopper was told (the outcome's sentence) and the estimate's basis. */
  message: string;
  basis: string | null;
  /** The day the offer stops being open, as the dealer reads it (dd/mm/yyyy). */
  offerValidUntil: string;
  /** The car the shopper would change over to, with its price and the change-over price (null when not positive). */
  changeOver: { title: string; price: number | null; changeOverPrice: number | null } | null;
}

type TradeInLeadRequest = LeadRequestOf<"trade-in"> | LeadRequestOf<"trade-in-offer-accepted">;

export function tradeInLeadRecordOf(lead: TradeInLeadRequest, valuation: ValuationForLead): LeadRecord {
  const base = leadRecordOf(lead);
  const { vehicle, outcome } = valuation;
  const offer = outcome.kind === "estimate" ? outcome.offer : null;
  const details: Array<[string, string]> = [];
  if (lead.kind === "trade-in-offer-accepted") {
    details.push(["Offer accepted", offer !== null ? formatCurrency(offer) : "none"]);
    details.push(["Valuation lead", `#${lead.lead_id}`]);
  }
  details.push(["Trade-in", `${vehicle.title} (rego ${vehicle.rego}, ${vehicle.state})`]);
  details.push(["Kilometres", formatKms(valuation.kms) ?? "not given"]);
  if (lead.kind === "trade-in") details.push(...answerLines(valuation.answers));
  if (outcome.kind === "estimate") {
    details.push(["Online estimate", `${formatCurrency(outcome.low)} to ${formatCurrency(outcome.high)}`]);
    details.push(["Online offer", `${formatCurrency(outcome.offer)}, open until ${valuation.offerValidUntil}, subject to inspection`]);
    if (lead.kind === "trade-in" && valuation.basis) details.push(["Basis", valuation.basis]);
  } else {
    details.push(["Online estimate", `None: ${valuation.message}`]);
  }
  if (valuation.changeOver) {
    details.push(["Changing over to", `${valuation.changeOver.title}${valuation.changeOver.price !== null ? ` (${formatCurrency(valuation.changeOver.price)})` : ""}`]);
    if (valuation.changeOver.changeOverPrice !== null) details.push(["Change-over price", formatCurrency(valuation.changeOver.changeOverPrice)]);
  }
  details.push(...base.details);

  const payload: Record<string, unknown> = {
    ...base.payload,
    valuation_id: valuation.publicId,
    valuation: { outcome: outcome.kind, ...(outcome.kind === "estimate" ? { low: outcome.low, high: outcome.high, offer: outcome.offer } : {}) },
  };
  if (lead.kind === "trade-in-offer-accepted") {
    payload.lead_id = lead.lead_id;
    payload.form_completed = lead.form_completed;
    payload.offer_accepted = lead.offer_accepted;
  }
  return {
    ...base,
    tradeIn: {
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      badge: vehicle.badge,
      odometerKm: valuation.kms,
      rego: vehicle.rego,
      regoState: vehicle.state,
      offer,
    },
    details,
    payload,
  };
}
