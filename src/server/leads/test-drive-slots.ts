import "server-only";
import { checkTestDriveTime, testDriveDayLabel, testDriveSlots, TEST_DRIVE_SLOT_RULES, TEST_DRIVE_TIME_MESSAGES } from "@/domain/test-drive/slots";
import { locationTimeZone, parseLocalDateTime } from "@/domain/test-drive/time-zone";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { isAvailable } from "@/domain/vehicle-page/sections";
import { findSiteLocation, siteLocationSpecialHours, type Location } from "@/server/data/locations";
import { bookedTestDriveStarts } from "@/server/data/test-drives";
import { findSiteVehicleById } from "@/server/data/vehicles";
import { siteScope } from "@/server/data/scope";
import type { Site } from "@/server/sites/site-store";

/**
 * The test-drive times a site offers for a car (at the car's location) or at one of its locations: what the
 * test-drive form's date and time field shows (spec 001 §7 "Test-drive appointments fetch, for the date/time field"),
 * and the check the lead intake makes again before it writes a booking.
 */

/** A car (its location's hours; bookings of that car) or a location (its hours; its bookings that name no car). A car wins when both are given. */
export interface TestDriveTarget {
  carId?: number;
  locationId?: number;
}

export interface TestDriveAvailableDay {
  /** YYYY-MM-DD at the location. */
  date: string;
  /** "Thu 26 Nov" */
  label: string;
  /** HH:MM at the location. */
  times: string[];
}

export type TestDriveAvailability =
  | { ok: true; timeZone: string; locationId: number | null; vehicleId: number | null; days: TestDriveAvailableDay[] }
  /** The car or location is not the site's (or not shown): a 404 naming the field. */
  | { ok: false; field: "carId" | "locationId"; message: string };

type Resolved =
  | { ok: true; location: Location | null; vehicleId: number | null }
  | { ok: false; field: "carId" | "locationId"; message: string };

const CAR_NOT_FOUND = "This car is not listed on this site";
const LOCATION_NOT_FOUND = "This location is not on this site";

/**
 * The car (the site's and shown on dealer websites) and the location it is test-driven at; or the site's visible
 * location. A car that is no longer available (sold) or has no location has no location here: no times.
 */
async function resolveTarget(site: Site, target: TestDriveTarget): Promise<Resolved> {
  if (target.carId !== undefined) {
    const found = await findSiteVehicleById(siteScope(site), target.carId);
    if (!found) return { ok: false, field: "carId", message: CAR_NOT_FOUND };
    const locationId = found.vehicle.locationId;
    const location = isAvailable(found.vehicle.status) && locationId !== null ? await findSiteLocation(siteScope(site), locationId) : null;
    return { ok: true, location, vehicleId: found.vehicle.id };
  }
  if (target.locationId !== undefined) {
    const location = await findSiteLocation(siteScope(site), target.locationId);
    if (!location || !location.visible) return { ok: false, field: "locationId", message: LOCATION_NOT_FOUND };
    return { ok: true, location, vehicleId: null };
  }
  return { ok: false, field: "carId", message: "Please name a car or a location" };
}

const DAY_MS = 86_400_000;

/** The location's hours, holiday hours and bookings for the window that starts at `now`. */
async function slotInputs(site: Site, location: Location, vehicleId: number | null, now: Date) {
  const timeZone = locationTimeZone(location.state, site.settings.contact.defaultState);
  const days = TEST_DRIVE_SLOT_RULES.days;
  const firstDate = isoDateIn(now, timeZone);
  // Two days either side of the window cover any time zone's dates.
  const lastDate = isoDateIn(new Date(now.getTime() + (days + 1) * DAY_MS), timeZone);
  const bookingWindow = { from: new Date(now.getTime() - DAY_MS), to: new Date(now.getTime() + (days + 2) * DAY_MS) };
  const [specialHours, booked] = await Promise.all([
    siteLocationSpecialHours(siteScope(site), location.id, firstDate, lastDate),
    bookedTestDriveStarts(siteScope(site), vehicleId !== null ? { vehicleId, ...bookingWindow } : { locationId: location.id, ...bookingWindow }),
  ]);
  return { openingHours: location.openingHours, specialHours, timeZone, from: now, booked };
}

/** The free test-drive times of the next 14 days for a car or a location of the site. */
export async function testDriveAvailability(site: Site, target: TestDriveTarget & { now: Date }): Promise<TestDriveAvailability> {
  const resolved = await resolveTarget(site, target);
  if (!resolved.ok) return resolved;
  const { location, vehicleId } = resolved;
  if (!location) return { ok: true, timeZone: locationTimeZone(null, site.settings.contact.defaultState), locationId: null, vehicleId, days: [] };
  const input = await slotInputs(site, location, vehicleId, target.now);
  const days = testDriveSlots(input).map((day) => ({ ...day, label: testDriveDayLabel(day.date) }));
  return { ok: true, timeZone: input.timeZone, locationId: location.id, vehicleId, days };
}

export interface TestDriveBooking {
  locationId: number;
  /** Null for a test drive at a location that names no car. */
  vehicleId: number | null;
  startsAt: Date;
  endsAt: Date;
}

export type TestDriveSlotCheck =
  | { ok: true; booking: TestDriveBooking; timeZone: string; locationName: string }
  /** `field` is preferredTime for the time itself, carId or locationId when the car or location is not the site's. */
  | { ok: false; field: "preferredTime" | "carId" | "locationId"; message: string };

/**
 * Whether a shopper may book a test drive at `localTime` ("YYYY-MM-DDTHH:MM" at the location): one of the times
 * `testDriveAvailability` offers now. Then the booking to write with the lead. The unique index on a car's slot
 * (test_drive_bookings (vehicle_id, starts_at)) stays the last word when two shoppers take the same slot at once.
 */
export async function checkTestDriveSlot(site: Site, request: TestDriveTarget & { localTime: string; now: Date }): Promise<TestDriveSlotCheck> {
  if (!parseLocalDateTime(request.localTime)) return { ok: false, field: "preferredTime", message: TEST_DRIVE_TIME_MESSAGES.invalid };
  const resolved = await resolveTarget(site, request);
  if (!resolved.ok) return resolved;
  const { location, vehicleId } = resolved;
  if (!location) return { ok: false, field: "preferredTime", message: "This car cannot be booked for a test drive online; leave the time empty and the dealer will call you" };
  const inputs = await slotInputs(site, location, vehicleId, request.now);
  const verdict = checkTestDriveTime({ ...inputs, localTime: request.localTime });
  if (!verdict.ok) return { ok: false, field: "preferredTime", message: TEST_DRIVE_TIME_MESSAGES[verdict.reason] };
  return { ok: true, booking: { locationId: location.id, vehicleId, startsAt: verdict.startsAt, endsAt: verdict.endsAt }, timeZone: inputs.timeZone, locationName: location.name };
}
