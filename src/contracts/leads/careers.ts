/** A careers enquiry. */
import "@/lib/zod-jitless";
import { z } from "zod";
import { contactShape, locationId, optionalText } from "./fields";

export const careersLead = z.strictObject({ ...contactShape, kind: z.literal("careers"), position: optionalText(100), locationId });
