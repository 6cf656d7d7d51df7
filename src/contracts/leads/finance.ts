/** A finance enquiry. */
import { z } from "zod";
import { carId, contactShape, dealershipSlug } from "./fields";

export const financeLead = z.strictObject({ ...contactShape, kind: z.literal("finance"), carId, dealershipSlug });
