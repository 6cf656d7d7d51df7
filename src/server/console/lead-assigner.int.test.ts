import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { assignmentEvents } from "@/server/data/lead-assignment";
import { systemScope } from "@/server/data/scope";
import { seedDemoStaff } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { runAssignment } from "./lead-assigner";

const demo = seededDemo({ seed: 11, vehicles: 40 });
const TEST = systemScope("the lead assigner's tests read the timeline back");

const MANAGER = "staff-southerncross-manager";
const SALES = "staff-southerncross-sales";
const SALES2 = "staff-southerncross-sales2";
const T0 = new Date("2025-06-02T00:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

let dandenong = 0;
let ringwood = 0;
let site = 0;
let locations: number[] = [];

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

async function lead(dealershipId: number, options: { kind?: string; locationId?: number | null; createdAt?: Date; assigneeId?: string; assignedAt?: Date } = {}): Promise<number> {
  const row = await one<{ id: number }>(
    "insert into leads (site_id, dealership_id, location_id, category, kind, created_at, assignee_id, assigned_at) values ($1, $2, $3, 'General Enquiry', $4, $5, $6, $7) returning id",
    [site, dealershipId, options.locationId ?? null, options.kind ?? "enquiry", (options.createdAt ?? T0).toISOString(), options.assigneeId ?? null, options.assignedAt?.toISOString() ?? null],
  );
  return row.id;
}

async function rules(dealershipId: number, value: Record<string, unknown>, lastAssigned: string | null = null): Promise<void> {
  await demo.db.query(
    "insert into dealership_lead_rules (dealership_id, rules, last_assigned_user_id) values ($1, $2::jsonb, $3) on conflict (dealership_id) do update set rules = excluded.rules, last_assigned_user_id = excluded.last_assigned_user_id",
    [dealershipId, JSON.stringify(value), lastAssigned],
  );
}

const assigneeOf = async (id: number) => (await one<{ assignee_id: string | null }>("select assignee_id from leads where id = $1", [id])).assignee_id;

beforeAll(async () => {
  await seedDemoStaff();
  dandenong = (await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-dandenong'")).id;
  ringwood = (await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-ringwood'")).id;
  site = (await one<{ site_id: number }>("select site_id from site_dealerships where dealership_id = $1 limit 1", [dandenong])).site_id;
  locations = (await demo.db.query<{ id: number }>("select id from locations where dealership_id = $1 order by id", [dandenong])).map((r) => r.id);
});

beforeEach(async () => {
  await demo.db.query("delete from leads");
  await demo.db.query("delete from dealership_lead_rules");
  await demo.db.query("update staff_dealerships set on_duty = true");
});

describe("assigning new leads", () => {
  it("goes round the on-duty staff in their order, skipping whoever is off duty, and says so on the timeline", async () => {
    await rules(dandenong, { mode: "round_robin" });
    await demo.db.query("update staff_dealerships set on_duty = false where user_id = $1 and dealership_id = $2", [MANAGER, dandenong]);
    const ids = [await lead(dandenong), await lead(dandenong, { createdAt: minutes(1) }), await lead(dandenong, { createdAt: minutes(2) }), await lead(dandenong, { createdAt: minutes(3) })];
    expect(await runAssignment(minutes(5))).toEqual({ assigned: 4, reassigned: 0 });
    expect(await Promise.all(ids.map(assigneeOf))).toEqual([SALES, SALES2, SALES, SALES2]);
    const events = await assignmentEvents(TEST, ids);
    expect(events.map((e) => [e.actorId, e.data])).toEqual(ids.map((_, i) => [null, { from: null, to: i % 2 === 0 ? SALES : SALES2, reason: "round robin" }]));
    expect((await one<{ last_assigned_user_id: string }>("select last_assigned_user_id from dealership_lead_rules where dealership_id = $1", [dandenong])).last_assigned_user_id).toBe(SALES2);
    // Nothing is left to do: a second pass writes nothing.
    expect(await runAssignment(minutes(6))).toEqual({ assigned: 0, reassigned: 0 });
  });

  it("gives an enquiry type's or a location's person their leads while on duty, else round robin", async () => {
    expect(locations.length).toBeGreaterThan(0);
    const place = locations[0] as number;
    await rules(dandenong, { mode: "round_robin", byKind: { finance: SALES2 }, byLocation: { [String(place)]: MANAGER } });
    const finance = await lead(dandenong, { kind: "finance", locationId: place });
    const atPlace = await lead(dandenong, { locationId: place, createdAt: minutes(1) });
    const other = await lead(dandenong, { createdAt: minutes(2) });
    await runAssignment(minutes(5));
    expect([await assigneeOf(finance), await assigneeOf(atPlace), await assigneeOf(other)]).toEqual([SALES2, MANAGER, MANAGER]);
    expect((await assignmentEvents(TEST, [finance, atPlace, other])).map((e) => e.data.reason)).toEqual(["rule: by kind", "rule: by location", "round robin"]);

    // The finance person off duty: their type's lead goes round instead.
    await demo.db.query("update staff_dealerships set on_duty = false where user_id = $1", [SALES2]);
    const next = await lead(dandenong, { kind: "finance", createdAt: minutes(10) });
    await runAssignment(minutes(11));
    expect(await assigneeOf(next)).toBe(SALES);
  });

  it("assigns nothing for a dealership in manual mode, one with no rules, or one whose stored rules are not valid", async () => {
    await rules(dandenong, { mode: "manual" });
    await rules(ringwood, { mode: "round_robin", reassignAfterMinutes: "soon" });
    const ids = [await lead(dandenong), await lead(ringwood)];
    const unruled = await one<{ id: number }>("select id from dealerships where slug = 'metro-mazda'");
    ids.push(await lead(unruled.id));
    expect(await runAssignment(minutes(5))).toEqual({ assigned: 0, reassigned: 0 });
    expect(await Promise.all(ids.map(assigneeOf))).toEqual([null, null, null]);
  });

  it("two passes at once assign each lead exactly once", async () => {
    await rules(dandenong, { mode: "round_robin" });
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await lead(dandenong, { createdAt: minutes(i) }));
    const [a, b] = await Promise.all([runAssignment(minutes(30)), runAssignment(minutes(30))]);
    expect(a.assigned + b.assigned).toBe(12);
    const events = await assignmentEvents(TEST, ids);
    expect(events.map((e) => e.leadId).toSorted((x, y) => x - y)).toEqual(ids);
    // Round robin stayed fair across both: 4 each of the three on duty.
    const counts = new Map<string, number>();
    for (const id of ids) counts.set(String(await assigneeOf(id)), (counts.get(String(await assigneeOf(id))) ?? 0) + 1);
    expect([...counts.values()]).toEqual([4, 4, 4]);
  });
});

describe("reassigning unanswered leads", () => {
  it("moves a lead on only after the set minutes, never back to its assignee, and records it", async () => {
    await rules(dandenong, { mode: "round_robin", reassignAfterMinutes: 20 }, SALES);
    const stale = await lead(dandenong, { assigneeId: SALES, assignedAt: T0 });
    const answered = await lead(dandenong, { assigneeId: SALES2, assignedAt: T0 });
    await demo.db.query("update leads set first_response_at = $1 where id = $2", [minutes(5).toISOString(), answered]);

    expect(await runAssignment(minutes(19))).toEqual({ assigned: 0, reassigned: 0 });
    expect(await runAssignment(minutes(20))).toEqual({ assigned: 0, reassigned: 0 });
    expect(await assigneeOf(stale)).toBe(SALES);

    expect(await runAssignment(minutes(21))).toEqual({ assigned: 0, reassigned: 1 });
    const after = await assigneeOf(stale);
    expect(after).not.toBe(SALES);
    expect(after).toBe(SALES2);
    expect(await assigneeOf(answered)).toBe(SALES2);
    const [event] = await assignmentEvents(TEST, [stale]);
    expect(event?.data).toEqual({ from: SALES, to: SALES2, reason: "reassigned after 20 min" });
    expect(event?.createdAt.toISOString()).toBe(minutes(21).toISOString());

    // Its clock starts again: not moved before another 20 minutes.
    expect((await runAssignment(minutes(40))).reassigned).toBe(0);
    expect((await runAssignment(minutes(42))).reassigned).toBe(1);
    expect(await assigneeOf(stale)).not.toBe(SALES2);
  });

  it("leaves a lead where it is when nobody else is on duty, and never in manual mode", async () => {
    await rules(dandenong, { mode: "round_robin", reassignAfterMinutes: 5 });
    await demo.db.query("update staff_dealerships set on_duty = false where dealership_id = $1 and user_id <> $2", [dandenong, SALES]);
    const alone = await lead(dandenong, { assigneeId: SALES, assignedAt: T0 });
    expect((await runAssignment(minutes(60))).reassigned).toBe(0);
    expect(await assigneeOf(alone)).toBe(SALES);
    await rules(dandenong, { mode: "manual", reassignAfterMinutes: 5 });
    await demo.db.query("update staff_dealerships set on_duty = true");
    expect((await runAssignment(minutes(60))).reassigned).toBe(0);
  });
});
