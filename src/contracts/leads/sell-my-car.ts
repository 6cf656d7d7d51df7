/** Sell my car: the shopper's own car, for the dealer to value. */
import "@/lib/zod-jitless";
import { z } from "zod";
import { REGO_STATES } from "@/domain/vehicle/rego";
import { contactShape, dealershipSlug, INVALID_KMS, INVALID_PRICE, locationId, optionalChoice, optionalWholeNumber, rego, requiredText, vehicleYear } from "./fields";

export const sellMyCarLead = z.strictObject({
  ...contactShape,
  kind: z.literal("sell-my-car"),
  rego,
  regoState: optionalChoice(REGO_STATES, "Please choose a state"),
  vehicleMake: requiredText(60, "Please enter the make"),
  vehicleModel: requiredText(60, "Please enter the model"),
  vehicleYear: vehicleYear(true),
  kms: optionalWholeNumber(0, 2_000_000, INVALID_KMS),
  askingPrice: optionalWholeNumber(1, 10_000_000, INVALID_PRICE),
  locationId,
  dealershipSlug,
});
