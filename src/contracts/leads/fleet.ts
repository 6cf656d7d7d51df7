/** A fleet enquiry. */
import "@/lib/zod-jitless";
import { z } from "zod";
import { contactShape, dealershipSlug, locationId, optionalWholeNumber, requiredText } from "./fields";

export const fleetLead = z.strictObject({
  ...contactShape,
  kind: z.literal("fleet"),
  company: requiredText(120, "Please enter your company's name"),
  fleetSize: optionalWholeNumber(1, 100_000, "Please enter the number of vehicles as a whole number"),
  locationId,
  dealershipSlug,
});
