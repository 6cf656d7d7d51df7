import { assert, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { GET as slotsRoute } from "@/app/(sites)/s/[host]/api/test-drive-slots/route";
import { hoursOn, testDriveDayLabel } from "@/domain/test-drive/slots";
import { locationTimeZone, zonedTimeToUtc } from "@/domain/test-drive/time-zone";
import { leads, locations, siteDealerships, testDriveBookings, vehicles } from "@/server/db/schema";
import { findSiteLocation, type Location } from "@/server/data/locations";
import { featuredSiteVehicles, findSiteVehicleById, type VehicleWithLocation } from "@/server/data/vehicles";
import type { Site } from "@/server/sites/site-store";
import { seededDemo } from "@/test/seeded-demo";
import { checkTestDriveSlot, testDriveAvailability } from "./test-drive-slots";
import { siteScope } from "@/server/data/scope";

const demo = seededDemo({ seed: 41, vehicles: 300 });
let toyota: Site;
let car: VehicleWithLocation;
let carLocation: Location;
let timeZone: string;
/** 6 am on a Wednesday at the car's location: every hour of that day is still ahead. */
let now: Date;

beforeAll(async () => {
  toyota = demo.site("coastal-toyota");
  const stock = await featuredSiteVehicles(siteScope(toyota), { limit: 50, includeSoldDays: 3 });
  const withLocation = stock.filter((row) => row.vehicle.status === "in_stock" && row.location !== null);
  const [first, second] = withLocation;
  assert(first && second);
  car = first;
  const location = await findSiteLocation(siteScope(toyota), first.location?.id ?? 0);
  assert(location);
  carLocation = location;
  timeZone = locationTimeZone(location.state);
  now = zonedTimeToUtc("2026-11-25T06:00", timeZone) ?? new Date(Number.NaN);
});

/** Books a test drive as the lead intake would: a lead, then its booking. */
async function book(site: Site, vehicleId: number | null, locationId: number, startsAt: Date): Promise<void> {
  const [lead] = await demo.db.db.insert(leads).values({ siteId: site.id, category: "Test Drive", kind: "test-drive", vehicleId, locationId }).returning({ id: leads.id });
  assert(lead);
  await demo.db.db.insert(testDriveBookings).values({ siteId: site.id, leadId: lead.id, vehicleId, locationId, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) });
}

const at = (local: string) => zonedTimeToUtc(local, timeZone) ?? new Date(Number.NaN);

describe("testDriveAvailability", () => {
  it("offers the car's location's hours for the next 14 days, in its time zone, closed days left out", async () => {
    const availability = await testDriveAvailability(toyota, { carId: car.vehicle.id, now });
    assert(availability.ok);
    expect(availability).toMatchObject({ timeZone, locationId: carLocation.id, vehicleId: car.vehicle.id });
    const [today] = availability.days;
    const hours = hoursOn("2026-11-25", carLocation.openingHours);
    assert(today && hours);
    expect(today.date).toBe("2026-11-25");
    expect(today.label).toBe("Wed 25 Nov");
    expect(today.times[0]).toBe(`${String(Math.floor(hours.open / 60)).padStart(2, "0")}:${String(hours.open % 60).padStart(2, "0")}`);
    for (const day of availability.days) {
      expect(day.date >= "2026-11-25" && day.date <= "2026-12-08", day.date).toBe(true);
      expect(day.label).toBe(testDriveDayLabel(day.date));
      expect(hoursOn(day.date, carLocation.openingHours), day.date).not.toBeNull();
    }
    const closedDays = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2026, 10, 25 + i)).toISOString().slice(0, 10)).filter((date) => hoursOn(date, carLocation.openingHours) === null);
    expect(availability.days.map((d) => d.date).filter((date) => closedDays.includes(date))).toEqual([]);
  });

  it("follows the location's holiday hours: closed on Christmas Day", async () => {
    const december = await testDriveAvailability(toyota, { carId: car.vehicle.id, now: at("2026-12-20T06:00") });
    assert(december.ok);
    const special = await demo.db.db.query.locationSpecialHours.findFirst({ where: (h, { and, eq }) => and(eq(h.locationId, carLocation.id), eq(h.date, "2026-12-25")) });
    if (special?.status === "Closed") expect(december.days.map((d) => d.date)).not.toContain("2026-12-25");
    else expect(december.days.find((d) => d.date === "2026-12-25")?.times[0]).toBe(special?.startHour);
  });

  it("takes away a time once the car is booked then, on every site that shows the car, and only for that car", async () => {
    const before = await testDriveAvailability(toyota, { carId: car.vehicle.id, now });
    assert(before.ok);
    const day = before.days[1];
    const time = day?.times[2];
    assert(day && time);
    await book(toyota, car.vehicle.id, carLocation.id, at(`${day.date}T${time}`));
    const after = await testDriveAvailability(toyota, { carId: car.vehicle.id, now });
    assert(after.ok);
    expect(after.days[1]?.times).toEqual(day.times.filter((t) => t !== time));
    // A directory site that also shows the dealership's stock: the same car, the same booking.
    const directory = demo.sites.find((s) => s.slug === "drive-local");
    assert(directory);
    await demo.db.db.insert(siteDealerships).values({ siteId: directory.id, dealershipId: car.dealership.id });
    try {
      expect(await findSiteVehicleById(siteScope(directory), car.vehicle.id)).not.toBeNull();
      const elsewhere = await testDriveAvailability(directory, { carId: car.vehicle.id, now });
      assert(elsewhere.ok);
      expect(elsewhere.days.find((d) => d.date === day.date)?.times).toEqual(day.times.filter((t) => t !== time));
    } finally {
      await demo.db.db.delete(siteDealerships).where(and(eq(siteDealerships.siteId, directory.id), eq(siteDealerships.dealershipId, car.dealership.id)));
    }
    const atLocation = await testDriveAvailability(toyota, { locationId: carLocation.id, now });
    assert(atLocation.ok);
    expect(atLocation.days.find((d) => d.date === day.date)?.times).toContain(time);
  });

  it("offers a visible location's times; a location's own bookings take them away", async () => {
    const before = await testDriveAvailability(toyota, { locationId: carLocation.id, now });
    assert(before.ok && before.days[0]);
    const [time] = before.days[0].times;
    assert(time);
    await book(toyota, null, carLocation.id, at(`${before.days[0].date}T${time}`));
    const after = await testDriveAvailability(toyota, { locationId: carLocation.id, now });
    assert(after.ok);
    expect(after.days[0]?.times).toEqual(before.days[0].times.slice(1));
  });

  it("has no times for a car no longer available, and none for a car without a location", async () => {
    await demo.db.db.update(vehicles).set({ status: "sold", soldAt: new Date() }).where(eq(vehicles.id, car.vehicle.id));
    try {
      expect(await testDriveAvailability(toyota, { carId: car.vehicle.id, now })).toMatchObject({ ok: true, days: [] });
    } finally {
      await demo.db.db.update(vehicles).set({ status: "in_stock", soldAt: null }).where(eq(vehicles.id, car.vehicle.id));
    }
  });

  it("does not find another site's car, another site's location, or a hidden location", async () => {
    const other = demo.sites.find((s) => s.slug === "bayside-caravans");
    assert(other);
    expect(await testDriveAvailability(other, { carId: car.vehicle.id, now })).toEqual({ ok: false, field: "carId", message: "This car is not listed on this site" });
    expect(await testDriveAvailability(other, { locationId: carLocation.id, now })).toEqual({ ok: false, field: "locationId", message: "This location is not on this site" });
    const [hidden] = await demo.db.db.select().from(locations).where(eq(locations.visible, false)).limit(1);
    assert(hidden);
    for (const site of demo.sites) {
      expect(await testDriveAvailability(site, { locationId: hidden.id, now })).toMatchObject({ ok: false, field: "locationId" });
    }
  });
});

describe("checkTestDriveSlot", () => {
  it("accepts an offered time and gives the booking to write", async () => {
    const availability = await testDriveAvailability(toyota, { carId: car.vehicle.id, now });
    assert(availability.ok);
    const day = availability.days[3];
    const time = day?.times[1];
    assert(day && time);
    const startsAt = at(`${day.date}T${time}`);
    expect(await checkTestDriveSlot(toyota, { carId: car.vehicle.id, localTime: `${day.date}T${time}`, now })).toEqual({
      ok: true,
      booking: { locationId: carLocation.id, vehicleId: car.vehicle.id, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) },
      timeZone: "Australia/Brisbane",
      locationName: carLocation.name,
    });
  });

  it("refuses a booked, closed, past or malformed time naming preferredTime, and another site's car naming carId", async () => {
    const availability = await testDriveAvailability(toyota, { carId: car.vehicle.id, now });
    assert(availability.ok);
    const day = availability.days[4];
    const time = day?.times[0];
    assert(day && time);
    await book(toyota, car.vehicle.id, carLocation.id, at(`${day.date}T${time}`));
    const check = (localTime: string, site = toyota) => checkTestDriveSlot(site, { carId: car.vehicle.id, localTime, now });
    expect(await check(`${day.date}T${time}`)).toEqual({ ok: false, field: "preferredTime", message: "That time has just been booked; please choose another" });
    expect(await check("2026-11-25T05:00")).toEqual({ ok: false, field: "preferredTime", message: "That time is too soon; please choose a later one" });
    expect(await check("2026-11-25T23:30")).toEqual({ ok: false, field: "preferredTime", message: "The dealership is closed then; please choose one of the times offered" });
    expect(await check("2027-01-25T10:00")).toEqual({ ok: false, field: "preferredTime", message: "Please choose a day in the next 14 days" });
    expect(await check("25/11/2026 10:00")).toEqual({ ok: false, field: "preferredTime", message: "Please choose a date and time from the list" });
    const other = demo.sites.find((s) => s.slug === "bayside-caravans");
    assert(other);
    expect(await check(`${day.date}T${day.times[1]}`, other)).toMatchObject({ ok: false, field: "carId" });
  });

  it("the unique index refuses a second booking of the same car at the same time (two shoppers at once)", async () => {
    const availability = await testDriveAvailability(toyota, { carId: car.vehicle.id, now });
    assert(availability.ok);
    const day = availability.days[5];
    const time = day?.times[0];
    assert(day && time);
    await book(toyota, car.vehicle.id, carLocation.id, at(`${day.date}T${time}`));
    await expect(book(toyota, car.vehicle.id, carLocation.id, at(`${day.date}T${time}`))).rejects.toThrow();
  });
});

describe("GET /api/test-drive-slots", () => {
  const get = (query: string, slug = "coastal-toyota") => slotsRoute(new Request(`http://${slug}.localhost/api/test-drive-slots${query}`), { params: Promise.resolve({ host: `${slug}.localhost` }) });

  it("answers the time zone and the days with their labels and times, never cached", async () => {
    const response = await get(`?carId=${car.vehicle.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as { timeZone: string; locationId: number; days: Array<{ date: string; label: string; times: string[] }> };
    expect(body.timeZone).toBe(timeZone);
    expect(body.locationId).toBe(carLocation.id);
    expect(body.days.length).toBeGreaterThan(5);
    for (const day of body.days) {
      expect(day.label).toBe(testDriveDayLabel(day.date));
      expect(day.times.every((t) => /^\d{2}:\d{2}$/.test(t))).toBe(true);
    }
    expect((await get(`?locationId=${carLocation.id}`)).status).toBe(200);
  });

  it("400 naming the field for a bad or missing id; 404 naming it for another site's car", async () => {
    for (const [query, field] of [["?carId=abc", "carId"], ["?carId=0", "carId"], ["?carId=99999999999", "carId"], ["?locationId=-1", "locationId"], ["", "carId"], ["?carId=1%00", "carId"]] as const) {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { field: string } }).error.field, query).toBe(field);
    }
    const elsewhere = await get(`?carId=${car.vehicle.id}`, "bayside-caravans");
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ error: { code: "not_found", field: "carId", message: "carId: This car is not listed on this site" } });
    expect((await get("?carId=2147483647")).status).toBe(404);
  });
});
