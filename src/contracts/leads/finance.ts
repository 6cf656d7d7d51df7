/** A finance enquiry. */
import "@/lib/zod-jitless";
import { z } from "zod";
import { carId, contactShape, dealershipSlug } from "./fields";

export const financeLead = z.strictObject({ ...contactShape, kind: z.literal("finance"), carId, dealershipSlug });
