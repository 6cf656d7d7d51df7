/** An enquiry about a car, or a general one. */
import "@/lib/zod-jitless";
import { z } from "zod";
import { carId, contactShape, dealershipSlug, locationId, rego } from "./fields";

export const enquiryLead = z.strictObject({ ...contactShape, kind: z.literal("enquiry"), carId, rego, locationId, dealershipSlug });
