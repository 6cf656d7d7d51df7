/** A test drive: with a car, or without one (the /book-test-drive page). */
import "@/lib/zod-jitless";
import { z } from "zod";
import { carId, contactShape, financeAndTradeInShape, formItemsSchema, locationId, optionalText, preferredTime } from "./fields";

export const testDriveLead = z.strictObject({
  ...contactShape,
  kind: z.literal("test-drive"),
  carId,
  /** Without a car (the /book-test-drive page): the car the shopper has in mind, as typed. */
  carOfInterest: optionalText(200),
  locationId,
  /** With a car: where the shopper would like to drive it (one of its location's distribution locations). */
  preferredLocation: optionalText(100),
  /** When, as the form's local date and time (YYYY-MM-DDTHH:MM, the dealer's time). */
  preferredTime,
  ...financeAndTradeInShape,
  /** The site's own items (`forms.formItems`), by name: checked against them by `checkLeadRules`. */
  formItems: formItemsSchema,
});
