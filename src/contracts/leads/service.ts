/** A service booking, with the dealer's form items. */
import "@/lib/zod-jitless";
import { z } from "zod";
import { contactShape, formItemsSchema, INVALID_KMS, locationId, optionalText, optionalWholeNumber, preferredDate, rego, vehicleYear } from "./fields";

export const serviceLead = z.strictObject({
  ...contactShape,
  kind: z.literal("service"),
  locationId,
  rego,
  vehicleMake: optionalText(60),
  vehicleModel: optionalText(60),
  vehicleYear: vehicleYear(false),
  kms: optionalWholeNumber(0, 2_000_000, INVALID_KMS),
  preferredDate,
  formItems: formItemsSchema,
});
