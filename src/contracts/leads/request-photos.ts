/** A photo request (spec 001 §5): the car, and the hidden preset the dealer reads. */
import "@/lib/zod-jitless";
import { z } from "zod";
import { vehicleIdSchema } from "@/lib/stored-text";
import { contactShape } from "./fields";

/** The hidden preset text of a photo request (spec 001 §5). */
export const REQUEST_PHOTOS_MESSAGE = "Please send photos for this car";

export const requestPhotosLead = z.strictObject({ ...contactShape, kind: z.literal("request-photos"), carId: vehicleIdSchema });

/** What the dealer reads for a photo request: the hidden preset, then the shopper's own words when they wrote any. */
export function requestPhotosMessage(message: string): string {
  return message.trim() ? `${REQUEST_PHOTOS_MESSAGE}\n\n${message.trim()}` : REQUEST_PHOTOS_MESSAGE;
}
