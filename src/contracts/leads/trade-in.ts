/** The trade-in valuation's leads: the valuation, and the acceptance of its offer (kinds `trade-in` and `trade-in-offer-accepted`). */
import "@/lib/zod-jitless";
import { z } from "zod";
import { MAX_ROW_ID } from "@/lib/stored-text";
import { contactShape } from "./fields";

/** A trade-in valuation (its id from POST /api/miscellaneous: a random UUID, which only the browser that made it holds). */
const valuationId = z.uuid({ error: "must be the id of a valuation" });
export const tradeInLead = z.strictObject({ ...contactShape, kind: z.literal("trade-in"), valuationId });
export const tradeInOfferAcceptedLead = z.strictObject({
  ...contactShape,
  kind: z.literal("trade-in-offer-accepted"),
  valuationId,
  /** The valuation's lead (the spec's lead_id). */
  lead_id: z.number({ error: "must be the id of the valuation's lead" }).int("must be the id of the valuation's lead").positive("must be the id of the valuation's lead").max(MAX_ROW_ID, "must be the id of the valuation's lead"),
  form_completed: z.literal(true, { error: "must be true" }),
  offer_accepted: z.literal(true, { error: "must be true" }),
});
