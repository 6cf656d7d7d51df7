import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as saveHours } from "@/app/(console)/console/api/locations/[id]/hours/route";
import { MAX_SPECIAL_HOURS } from "@/domain/locations/hours-edit";
import { consoleLocations, locationHoursEditor } from "@/server/console/locations";
import { siteLocationViews } from "@/server/services/locations/locations";
import { siteById } from "@/server/sites/site-resolver";
import { listenForSiteChanges } from "@/server/sites/site-change-listener";
import type { Site } from "@/server/sites/site-store";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";

/**
 * The console's location hours editor (issue 36) through its route handler, on the seeded demo: each bad week or
 * holiday entry is a 400 naming its field and writes nothing; a manager's or owner's save shows on the shopper's
 * location (its week and holiday hours) and tells every site showing the dealership at commit; sales read but a save is
 * a 403; another group's owner gets the console's 404, as for a location that does not exist; a save over someone
 * else's is a 409. Every save is in the audit log.
 */
const demo = seededDemo({ seed: 37, vehicles: 20 });

const OWNER = "owner@southerncross.demo";
const MANAGER = "manager@southerncross.demo";
const SALES = "sales@southerncross.demo";
const METRO = "owner@metro.demo";
const cookies: Record<string, string> = {};
let site: Site;
let location = 0;
const dropped: number[] = [];
let stopListening: () => Promise<void> = async () => {};

async function rows<T>(text: string, params: unknown[] = []): Promise<T[]> {
  return demo.db.query<T>(text, params);
}

async function call(locationId: number | string, cookie: string, body: unknown): Promise<{ status: number; body: any }> {
  const request = new Request(`${CONSOLE_ORIGIN}/console/api/locations/${locationId}/hours`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
    body: JSON.stringify(body),
  });
  const answer = await saveHours(request, { params: Promise.resolve({ id: String(locationId) }) });
  return { status: answer.status, body: await answer.json() };
}

/** The editor's body as the page opens it, for `email`. */
async function editorBody(email = OWNER) {
  const view = await locationHoursEditor((await signedInStaff(email)).staff, location);
  if (!view) throw new Error(`${email} has no editor of the location`);
  return view.hours;
}

const stored = async () => ({
  week: (await rows<{ opening_hours: unknown }>("select opening_hours from locations where id = $1", [location]))[0]!.opening_hours,
  special: await rows("select date::text as date, name, status, start_hour, end_hour from location_special_hours where location_id = $1 order by date", [location]),
  audit: Number((await rows<{ n: number | string }>("select count(*) as n from audit_log where entity = 'location_hours'"))[0]!.n),
});

async function waitFor(check: () => boolean, ms = 1000): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return Date.now() - started;
}

/** The shopper's view of the location on the site (its week's lines and holiday hours). */
async function shopperLocation() {
  const view = (await siteLocationViews(site, new Date("2026-12-01T00:00:00Z"))).find((l) => l.id === location);
  if (!view) throw new Error("the site does not show the location");
  return view;
}

beforeAll(async () => {
  await seedDemoStaff();
  const [row] = await rows<{ id: number }>("select id from sites where slug = 'southern-cross-ford'");
  site = (await siteById(row!.id))!;
  // A shown location of the dealership the manager runs and sales work at.
  const [found] = await rows<{ id: number }>(
    "select l.id from locations l join dealerships d on d.id = l.dealership_id where d.slug = 'southern-cross-ford-dandenong' and l.visible order by l.id limit 1",
  );
  location = found!.id;
  for (const email of [OWNER, MANAGER, SALES, METRO]) cookies[email] = await staffCookie(email);
  stopListening = await listenForSiteChanges(demo.db, (siteId) => {
    dropped.push(siteId);
  });
});

afterAll(async () => {
  await stopListening();
});

describe("a location's hours in the console", () => {
  it("lists the member's locations (editable for a manager, read-only for sales, none for another group's owner), the editor likewise", async () => {
    const manager = await consoleLocations((await signedInStaff(MANAGER)).staff);
    const sales = await consoleLocations((await signedInStaff(SALES)).staff);
    const metro = await consoleLocations((await signedInStaff(METRO)).staff);
    expect(manager.find((l) => l.id === location)?.canEdit).toBe(true);
    expect(sales.find((l) => l.id === location)?.canEdit).toBe(false);
    expect(metro.map((l) => l.id)).not.toContain(location);
    expect((await locationHoursEditor((await signedInStaff(SALES)).staff, location))?.canEdit).toBe(false);
    expect(await locationHoursEditor((await signedInStaff(METRO)).staff, location)).toBeNull();
    const hours = await editorBody();
    expect(hours.openingHours.map((d) => d.weekday)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it("refuses each bad week or holiday entry with a 400 naming its field, writing nothing", async () => {
    const before = await stored();
    const body = await editorBody();
    const day = (index: number, change: object) => ({ ...body, openingHours: body.openingHours.map((d, i) => (i === index ? { ...d, status: "Open", open: "09:00", close: "17:00", ...change } : d)) });
    const holiday = (entries: object[]) => ({ ...body, specialHours: entries.map((e) => ({ date: "2026-12-25", name: "Christmas Day", status: "Open", startHour: "10:00", endHour: "14:00", ...e })) });
    const cases: Array<[unknown, string, RegExp]> = [
      [day(2, { close: "08:00" }), "openingHours.2.close", /Tuesday: the closing time must be after the opening time/],
      [day(3, { close: "09:00" }), "openingHours.3.close", /after the opening time/],
      [day(1, { open: "9am" }), "openingHours.1.open", /HH:MM/],
      [day(5, { close: "25:00" }), "openingHours.5.close", /HH:MM/],
      [{ ...body, openingHours: body.openingHours.slice(0, 6) }, "openingHours", /all seven days/],
      [day(4, { status: "Sometimes" }), "openingHours.4.status", /Open or Closed/],
      [holiday([{ date: "2026-02-30" }]), "specialHours.0.date", /real date/],
      [holiday([{ date: "25/12/2026" }]), "specialHours.0.date", /real date/],
      [holiday([{}, { date: "2026-12-25" }]), "specialHours.1.date", /listed twice/],
      [holiday([{ endHour: "09:00" }]), "specialHours.0.endHour", /after the opening time/],
      [holiday([{ startHour: null }]), "specialHours.0.startHour", /HH:MM/],
      [holiday(Array.from({ length: MAX_SPECIAL_HOURS + 1 }, (_, i) => ({ date: new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10) }))), "specialHours", new RegExp(`At most ${MAX_SPECIAL_HOURS}`)],
      [{ ...body, colour: "red" }, "colour", /not a field/],
    ];
    for (const [sent, field, message] of cases) {
      const answer = await call(location, cookies[OWNER]!, sent);
      expect([field, answer.status, answer.body.error.field]).toEqual([field, 400, field]);
      expect(answer.body.error.message).toMatch(message);
    }
    expect(await stored()).toEqual(before);
  });

  it("refuses sales (403), another group's owner and a missing location (the same 404), signed out (401), writing nothing", async () => {
    const before = await stored();
    const body = await editorBody();
    const sales = await call(location, cookies[SALES]!, body);
    expect([sales.status, sales.body.error.field]).toEqual([403, "openingHours"]);
    const metro = await call(location, cookies[METRO]!, body);
    const missing = await call(999_999, cookies[OWNER]!, body);
    const badId = await call("1e1", cookies[OWNER]!, body);
    expect([metro.status, missing.status, badId.status]).toEqual([404, 404, 404]);
    expect(new Set([metro.body, missing.body, badId.body].map((b) => JSON.stringify(b))).size).toBe(1);
    expect((await call(location, "", body)).status).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it("a manager's save shows on the shopper's location, every site showing the dealership told; a save over it is a 409; the owner's next save too", async () => {
    const body = await editorBody(MANAGER);
    const week = body.openingHours.map((d) => (d.weekday === 6 ? { ...d, status: "Open" as const, open: "09:00", close: "13:00" } : d.weekday === 0 ? { ...d, status: "Closed" as const, open: null, close: null } : { ...d, status: "Open" as const, open: "08:00", close: "18:00" }));
    const specialHours = [
      { date: "2026-12-26", name: "Boxing Day", status: "Open" as const, startHour: "10:00", endHour: "15:00" },
      { date: "2026-12-25", name: "Christmas Day", status: "Closed" as const, startHour: "10:00", endHour: null },
    ];
    dropped.length = 0;
    const saved = await call(location, cookies[MANAGER]!, { ...body, openingHours: week, specialHours });
    expect(saved.status).toBe(200);
    const [dealership] = await rows<{ dealership_id: number }>("select dealership_id from locations where id = $1", [location]);
    const sites = (await rows<{ site_id: number }>("select site_id from site_dealerships where dealership_id = $1", [dealership!.dealership_id])).map((r) => r.site_id);
    expect(sites).toContain(site.id);
    expect(await waitFor(() => sites.every((id) => dropped.includes(id)))).toBeLessThan(1000);

    const shown = await shopperLocation();
    expect(shown.hours).toEqual([
      { days: "Monday - Friday", hours: { kind: "open", text: "8:00 am - 6:00 pm" } },
      { days: "Saturday", hours: { kind: "open", text: "9:00 am - 1:00 pm" } },
      { days: "Sunday", hours: expect.objectContaining({ kind: expect.stringMatching(/closed|enquiry/) }) },
    ]);
    // By date, a closed day's times dropped.
    expect(shown.holidayHours.map((h) => [h.date, h.name, h.hours])).toEqual([
      ["2026-12-25", "Christmas Day", "Closed"],
      ["2026-12-26", "Boxing Day", "10:00 am - 3:00 pm"],
    ]);
    expect((await stored()).special).toEqual([
      { date: "2026-12-25", name: "Christmas Day", status: "Closed", start_hour: null, end_hour: null },
      { date: "2026-12-26", name: "Boxing Day", status: "Open", start_hour: "10:00", end_hour: "15:00" },
    ]);

    // The owner, with the editor they opened before the manager saved: told, nothing lost.
    const stale = await call(location, cookies[OWNER]!, { ...body, specialHours: [] });
    expect([stale.status, stale.body.error.code, stale.body.error.field]).toEqual([409, "conflict", "updatedAt"]);
    expect((await stored()).special).toHaveLength(2);
    const fresh = await editorBody(OWNER);
    const cleared = await call(location, cookies[OWNER]!, { ...fresh, specialHours: [] });
    expect(cleared.status).toBe(200);
    expect((await shopperLocation()).holidayHours).toEqual([]);

    const audit = await rows<{ email: string; after: any }>(
      "select u.email, a.after from audit_log a join staff_users u on u.id = a.actor_id where a.entity = 'location_hours' and a.entity_id = $1 order by a.id",
      [String(location)],
    );
    expect(audit.map((a) => [a.email, a.after.specialHours.length])).toEqual([
      [MANAGER, 2],
      [OWNER, 0],
    ]);
  });
});
