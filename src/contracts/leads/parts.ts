/** A parts enquiry. */
import "@/lib/zod-jitless";
import { z } from "zod";
import { contactShape, locationId, optionalText, rego, vehicleYear } from "./fields";

export const partsLead = z.strictObject({
  ...contactShape,
  kind: z.literal("parts"),
  locationId,
  rego,
  vehicleMake: optionalText(60),
  vehicleModel: optionalText(60),
  vehicleYear: vehicleYear(false),
});
