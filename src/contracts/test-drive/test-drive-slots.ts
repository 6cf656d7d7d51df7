/**
 * What GET /api/test-drive-slots answers (src/app/(sites)/s/[host]/api/test-drive-slots/route.ts), as the test-drive form's
 * slot picker reads it: the days of the next 14 with free times, at the location, in its time zone.
 */
import "@/lib/zod-jitless";
import { z } from "zod";

export const testDriveSlotsResponseSchema = z.object({
  timeZone: z.string(),
  locationId: z.number().int().nullable(),
  days: z.array(
    z.object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      label: z.string(),
      times: z.array(z.string().regex(/^\d{2}:\d{2}$/)),
    }),
  ),
});

export type TestDriveSlotsResponse = z.infer<typeof testDriveSlotsResponseSchema>;

/** The slots route for a car (its location's times) or a location. */
export function testDriveSlotsPath(target: { carId?: number; locationId?: number }): string {
  const query = target.carId !== undefined ? `carId=${target.carId}` : `locationId=${target.locationId ?? ""}`;
  return `/api/test-drive-slots?${query}`;
}
