/** The contact page's form, with its category select. */
import "@/lib/zod-jitless";
import { z } from "zod";
import { CONTACT_CATEGORIES } from "@/domain/leads/lead-kinds";
import { contactShape, dealershipSlug, locationId, rego } from "./fields";

export const contactLead = z.strictObject({
  ...contactShape,
  kind: z.literal("contact"),
  category: z.enum(CONTACT_CATEGORIES, { error: "Please select a category" }).default("General Enquiry"),
  locationId,
  dealershipSlug,
  rego,
});
