import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/(console)/console/api/lead-rules/[dealershipId]/route";
import { auditLogPage } from "@/server/console/audit";
import { leadRulesEditors } from "@/server/console/lead-rules";
import { CONSOLE_ORIGIN, seedDemoStaff, signedInStaff, staffCookie } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";

const demo = seededDemo({ seed: 17, vehicles: 40 });

let dandenong = 0;
let metroMazda = 0;
let location = 0;

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (!row) throw new Error(`no row: ${text}`);
  return row;
}

/** The editor's POST as the console page sends it. */
async function save(cookie: string, dealershipId: number | string, body: unknown): Promise<Response> {
  const request = new Request(`${CONSOLE_ORIGIN}/console/api/lead-rules/${dealershipId}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: CONSOLE_ORIGIN, host: "localhost:3000", cookie },
    body: JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ dealershipId: String(dealershipId) }) });
}

const valid = () => ({
  mode: "round_robin",
  byKind: { finance: "staff-southerncross-sales2" },
  byLocation: { [String(location)]: "staff-southerncross-manager" },
  reassignAfterMinutes: 30,
  onDuty: { "staff-southerncross-sales": false },
});

const written = async () => ({
  rules: Number((await one<{ n: number | string }>("select count(*) as n from dealership_lead_rules")).n),
  audit: Number((await one<{ n: number | string }>("select count(*) as n from audit_log")).n),
  offDuty: Number((await one<{ n: number | string }>("select count(*) as n from staff_dealerships where not on_duty")).n),
});

beforeAll(async () => {
  await seedDemoStaff();
  dandenong = (await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-dandenong'")).id;
  metroMazda = (await one<{ id: number }>("select id from dealerships where slug = 'metro-mazda'")).id;
  location = (await one<{ id: number }>("select id from locations where dealership_id = $1 order by id limit 1", [dandenong])).id;
});

describe("POST /console/api/lead-rules/{dealershipId}", () => {
  it("answers a sales member, a dealership they do not manage and one that does not exist with the same 404, writing nothing", async () => {
    const sales = await staffCookie("sales@southerncross.demo");
    const manager = await staffCookie("manager@southerncross.demo");
    const answers = [await save(sales, dandenong, valid()), await save(manager, metroMazda, valid()), await save(manager, 999_999, valid()), await save(manager, "0x10", valid())];
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404]);
    const bodies = await Promise.all(answers.map((a) => a.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await written()).toEqual({ rules: 0, audit: 0, offDuty: 0 });
    // Signed out: 401; another origin: 403.
    expect((await save("", dandenong, valid())).status).toBe(401);
    const foreign = new Request(`${CONSOLE_ORIGIN}/console/api/lead-rules/${dandenong}`, { method: "POST", headers: { origin: "https://evil.example", host: "localhost:3000", cookie: manager }, body: "{}" });
    expect((await POST(foreign, { params: Promise.resolve({ dealershipId: String(dandenong) }) })).status).toBe(403);
  });

  it("refuses another dealership's staff, a foreign location and bad minutes with a 400 naming the field, writing nothing", async () => {
    const manager = await staffCookie("manager@southerncross.demo");
    const cases: Array<[unknown, string]> = [
      [{ ...valid(), byKind: { finance: "staff-metro-sales" } }, "byKind.finance"],
      [{ ...valid(), byLocation: { [String(location)]: "staff-coastal-manager" } }, `byLocation.${location}`],
      [{ ...valid(), byLocation: { "999999": "staff-southerncross-sales" } }, "byLocation.999999"],
      [{ ...valid(), onDuty: { "staff-metro-sales": true } }, "onDuty.staff-metro-sales"],
      [{ ...valid(), reassignAfterMinutes: 3 }, "reassignAfterMinutes"],
      [{ ...valid(), mode: "lottery" }, "mode"],
      [{ ...valid(), colour: "red" }, "colour"],
    ];
    for (const [body, field] of cases) {
      const answer = await save(manager, dandenong, body);
      expect(answer.status, field).toBe(400);
      const { error } = (await answer.json()) as { error: { field: string; message: string } };
      expect(error.field).toBe(field);
      expect(error.message.startsWith(`${field}: `)).toBe(true);
    }
    expect(await written()).toEqual({ rules: 0, audit: 0, offDuty: 0 });
  });

  it("saves a manager's rules and on-duty toggles with an audit entry the group's owner reads and another group's does not", async () => {
    const manager = await signedInStaff("manager@southerncross.demo");
    const answer = await save(manager.cookie, dandenong, valid());
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ dealershipId: dandenong, saved: true });
    expect(await written()).toEqual({ rules: 1, audit: 1, offDuty: 1 });

    const [editor] = (await leadRulesEditors(manager.staff)).filter((e) => e.dealershipId === dandenong);
    expect(editor?.rules).toEqual({ mode: "round_robin", byKind: { finance: "staff-southerncross-sales2" }, byLocation: { [String(location)]: "staff-southerncross-manager" }, reassignAfterMinutes: 30 });
    expect(editor?.staff.find((m) => m.id === "staff-southerncross-sales")?.onDuty).toBe(false);

    const owner = await signedInStaff("owner@southerncross.demo");
    const page = await auditLogPage(owner.staff, {});
    expect(page.entries).toHaveLength(1);
    const [entry] = page.entries;
    expect(entry).toMatchObject({ actorName: "Marcus Reid", entity: "lead_rules", entityLabel: "Lead rules", entityId: String(dandenong), action: "update", dealershipName: expect.any(String) });
    expect(entry?.before).toMatchObject({ mode: "manual", reassignAfterMinutes: 20, onDuty: { "staff-southerncross-sales": true } });
    expect(entry?.after).toMatchObject({ mode: "round_robin", reassignAfterMinutes: 30, onDuty: { "staff-southerncross-sales": false } });
    expect((await auditLogPage(owner.staff, { entity: "lead" })).entries).toHaveLength(0);

    const otherOwner = await signedInStaff("owner@metro.demo");
    expect((await auditLogPage(otherOwner.staff, {})).entries).toHaveLength(0);
    // The manager owns no group: no audit log for them (the page answers 404).
    expect(manager.staff.scope.ownedGroupIds).toEqual([]);
    const admin = await signedInStaff("admin@forecourt.demo");
    expect((await auditLogPage(admin.staff, {})).entries.map((e) => e.entity)).toEqual(["lead_rules"]);
  });

  it("gives a sales member no editor, a manager one per dealership they manage", async () => {
    expect(await leadRulesEditors((await signedInStaff("sales@metro.demo")).staff)).toEqual([]);
    const editors = await leadRulesEditors((await signedInStaff("manager@metro.demo")).staff);
    expect(editors.map((e) => e.dealershipName).toSorted()).toHaveLength(2);
    expect(editors.every((e) => e.rules.mode === "manual" && e.staff.length > 0)).toBe(true);
  });
});
