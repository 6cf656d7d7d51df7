import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoStaff, signedInStaff } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { responseReport } from "./response-report";

const demo = seededDemo({ seed: 13, vehicles: 40 });

const SALES = "staff-southerncross-sales";
const SALES2 = "staff-southerncross-sales2";
/** Friday 20 June 2025, 10:00 in Melbourne (AEST, +10). */
const NOW = new Date("2025-06-20T00:00:00Z");
const JUNE = { from: "2025-06-01", to: "2025-06-19" };

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

/** Melbourne's wall clock in June (AEST, no daylight saving) as an instant. */
const melbourne = (local: string) => new Date(`${local}:00+10:00`);

let dandenong = 0;
let coastal = 0;

async function lead(dealershipId: number, locationId: number | null, assigneeId: string | null, created: string, answered: string | null, answeredBy: string | null = answered ? assigneeId : null): Promise<void> {
  const { site_id } = await one<{ site_id: number }>("select site_id from site_dealerships where dealership_id = $1 limit 1", [dealershipId]);
  await demo.db.query(
    "insert into leads (site_id, dealership_id, location_id, category, kind, created_at, first_response_at, assignee_id, assigned_at, status, first_response_by) values ($1, $2, $3, 'General Enquiry', 'enquiry', $4, $5, $6, $4, $7, $8)",
    [site_id, dealershipId, locationId, melbourne(created).toISOString(), answered ? melbourne(answered).toISOString() : null, assigneeId, answered ? "contacted" : "new", answeredBy],
  );
}

beforeAll(async () => {
  await seedDemoStaff();
  dandenong = (await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-dandenong'")).id;
  coastal = (await one<{ id: number }>("select id from dealerships where slug = 'coastal-toyota'")).id;
  const place = await one<{ id: number; state: string }>("select id, state from locations where dealership_id = $1 order by id limit 1", [dandenong]);
  expect(place.state.toLowerCase()).toBe("vic");
  // Monday to Friday 9 to 5, closed at the weekend; Monday 9 June 2025 (the King's Birthday in Victoria) a holiday.
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => (weekday === 0 || weekday === 6 ? { weekday, status: "Closed", open: null, close: null } : { weekday, status: "Open", open: "09:00", close: "17:00" }));
  await demo.db.query("update locations set opening_hours = $1::jsonb where id = $2", [JSON.stringify(weekly), place.id]);
  await demo.db.query("delete from location_special_hours where location_id = $1", [place.id]);
  await demo.db.query("insert into location_special_hours (location_id, date, name, status) values ($1, '2025-06-09', 'King''s Birthday', 'Closed')", [place.id]);
  await demo.db.query("delete from leads");

  // Friday 4 pm, answered Tuesday 9:30 am: an hour on Friday, the weekend and the holiday closed, half an hour on Tuesday.
  await lead(dandenong, place.id, SALES, "2025-06-06T16:00", "2025-06-10T09:30"); // 90
  // Saturday 9 pm, answered Tuesday 8 am, before opening: no business time at all.
  await lead(dandenong, place.id, SALES, "2025-06-07T21:00", "2025-06-10T08:00"); // 0
  // Priya answered it in 30 minutes; it was given to Sam afterwards: it counts for Priya, who answered.
  await lead(dandenong, place.id, SALES, "2025-06-11T10:00", "2025-06-11T10:30", SALES2); // 30
  await lead(dandenong, place.id, SALES2, "2025-06-12T09:00", "2025-06-12T13:00"); // 240
  // Not answered: Thursday 4 pm to now (Friday 10 am) is an hour each day, still waiting.
  await lead(dandenong, place.id, SALES, "2025-06-19T16:00", null); // 120
  // The period before (13 to 31 May): one answered in 10 minutes.
  await lead(dandenong, place.id, SALES, "2025-05-20T10:00", "2025-05-20T10:10");
  // Another group's dealership, in the period.
  await lead(coastal, null, "staff-coastal-sales", "2025-06-11T10:00", "2025-06-11T11:00");
});

describe("the response-time report", () => {
  it("counts business minutes across a weekend and a public holiday, with median and 90th percentile per dealership and member", async () => {
    const { staff } = await signedInStaff("manager@southerncross.demo");
    const report = await responseReport(staff, JUNE, { now: NOW });
    expect([report.period.fromDate, report.period.toDate, report.period.previousFromDate]).toEqual(["2025-06-01", "2025-06-19", "2025-05-13"]);
    expect(report.dealerships).toHaveLength(1);
    const [row] = report.dealerships;
    // [0, 30, 90, 120, 240]: median 90; p90 at rank 3.6, 120 + 0.6 × 120.
    expect(row?.current).toEqual({ leads: 5, answered: 4, median: 90, p90: 192, withinTarget: 3 / 5 });
    expect(row?.previous).toMatchObject({ leads: 1, answered: 1, median: 10 });
    const members = Object.fromEntries(report.members.map((m) => [m.key, m.current]));
    // Sam: [0, 90, 120 waiting]; Priya: [30, 240].
    expect(members[SALES]).toEqual({ leads: 3, answered: 2, median: 90, p90: 114, withinTarget: 2 / 3 });
    expect(members[SALES2]).toEqual({ leads: 2, answered: 2, median: 135, p90: 219, withinTarget: 1 / 2 });
    expect(report.members.find((m) => m.key === SALES)?.label).toBe("Sam Nguyen");
    expect(report.targetMinutes).toEqual([120]);
  });

  it("shows a manager only their dealerships and a sales member only their own row", async () => {
    const manager = await signedInStaff("manager@metro.demo");
    const theirs = await responseReport(manager.staff, JUNE, { now: NOW });
    expect(theirs.dealerships).toEqual([]);
    expect(theirs.members).toEqual([]);

    const sales = await signedInStaff("sales2@southerncross.demo");
    const own = await responseReport(sales.staff, JUNE, { now: NOW });
    expect(own.dealerships).toEqual([]);
    expect(own.members.map((m) => [m.key, m.current.leads])).toEqual([[SALES2, 2]]);

    const owner = await signedInStaff("owner@coastal.demo");
    const group = await responseReport(owner.staff, JUNE, { now: NOW });
    expect(group.dealerships.map((d) => [d.label, d.current.leads, d.current.median])).toEqual([["Coastal Toyota", 1, 60]]);
  });

  it("takes a dealership's own target through the seam", async () => {
    const { staff } = await signedInStaff("owner@southerncross.demo");
    const report = await responseReport(staff, JUNE, { now: NOW, target: () => 30 });
    expect(report.dealerships[0]?.current.withinTarget).toBe(2 / 5);
    expect(report.targetMinutes).toEqual([30]);
  });
});
