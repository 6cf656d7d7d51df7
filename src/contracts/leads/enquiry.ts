/** An enquiry about a car, or a general one. */
import "@/lib/zod-jitless";
import { z } from "zod";
import { carId, contactShape, dealershipSlug, financeAndTradeInShape, formItemsSchema, locationId, optionalText, rego } from "./fields";

export const enquiryLead = z.strictObject({
  ...contactShape,
  kind: z.literal("enquiry"),
  carId,
  rego,
  locationId,
  dealershipSlug,
  /** The spec's distribution-location field: where the shopper would like the car (one of its location's distribution locations). */
  preferredLocation: optionalText(100),
  ...financeAndTradeInShape,
  /** The site's own items (`forms.formItems`), by name: checked against them by `checkLeadRules`. */
  formItems: formItemsSchema,
});
