/**
 * The body of POST /api/analytics (what the browser tracker sends), kept apart from the event list
 * (src/domain/analytics/analytics-events.ts) so pages that only name an event do not load zod.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { isAnalyticsEventId } from "@/domain/analytics/analytics-events";
import { safeText, storableJsonCheck, vehicleIdSchema } from "@/lib/stored-text";

/** Text is stored, so it must be storable (stored-text.ts); `data` is free-form JSON of at most 4096 characters. */
export const analyticsEventSchema = z.strictObject({
  eventId: z.number().int().refine(isAnalyticsEventId, { message: "is not a known analytics event id" }),
  label: safeText().max(200).optional(),
  path: safeText().max(2000).optional(),
  vehicleId: vehicleIdSchema.optional(),
  data: z
    .record(z.string(), z.unknown())
    .refine((data) => JSON.stringify(data).length <= 4096, "must be at most 4096 characters of JSON")
    .superRefine(storableJsonCheck)
    .optional(),
});

export type AnalyticsEventBody = z.infer<typeof analyticsEventSchema>;
