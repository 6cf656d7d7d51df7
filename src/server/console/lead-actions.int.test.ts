import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { leadStatusChangeSchema } from "@/contracts/console/lead-actions";
import { DEMO_STAFF_PASSWORD, demoStaff } from "@/demo/seed/staff";
import { setMailSender, type MailMessage } from "@/server/adapters/mail-sender";
import { setSmsSender } from "@/server/adapters/sms-sender";
import { earlierLeads, leadDeliveryLog, leadOfStaff, leadTimeline, replyTemplatesOfGroup } from "@/server/data/console-lead";
import { storeLead } from "@/server/data/leads";
import { siteScope } from "@/server/data/scope";
import { seededDemo } from "@/test/seeded-demo";
import { addNote, assign, changeStatus, reply, resend } from "./lead-actions";
import { leadPage } from "./lead-page";
import { seedStaffAccounts } from "./staff-accounts";
import { staffOfUser, type ConsoleStaff } from "./staff-session";

process.env.DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "lead-actions-"));
const demo = seededDemo({ seed: 11, vehicles: 40 });

const staff: Record<string, ConsoleStaff> = {};
let dandenong = 0;
let coastalDealership = 0;
let southernGroup = "";

async function one<T>(text: string, params: unknown[] = []): Promise<T> {
  const [row] = await demo.db.query<T>(text, params);
  if (row === undefined) throw new Error(`no row: ${text}`);
  return row;
}
const count = async (table: string) => Number((await one<{ n: number | string }>(`select count(*) as n from ${table}`)).n);

let seq = 0;
/** A lead on a demo site for a dealership, with one email delivery, as intake would store it. */
async function newLead(siteSlug: string, dealershipId: number, contact: { email?: string | null; phone?: string; firstName?: string } = {}): Promise<number> {
  seq += 1;
  const site = demo.site(siteSlug);
  const car = await one<{ id: number }>("select id from vehicles where dealership_id = $1 order by id limit 1", [dealershipId]).catch(() => null);
  const stored = await storeLead(
    siteScope(site),
    {
      kind: "enquiry",
      category: "Sales",
      subcategory: "Vehicle enquiry",
      firstName: contact.firstName ?? "Sarah",
      lastName: "Lee",
      email: contact.email === undefined ? `sarah${seq}@example.com` : contact.email,
      phone: contact.phone ?? `+6141200${String(1000 + seq).padStart(4, "0")}`,
      postcode: "3175",
      message: "Is it still available?",
      payload: { lead_attributes: { visited_pages: ["/", "/search/used-cars"], linked_query_params: {} } },
      vehicleId: car?.id ?? null,
      dealershipId,
    },
    { idempotencyKey: null, requestHash: `hash-${seq}`, deliveries: [{ channel: "email", target: "sales@southerncross.example" }] },
  );
  if (stored.kind !== "stored") throw new Error(`lead not stored: ${stored.kind}`);
  return stored.id;
}

const leadRow = (id: number) =>
  one<{ status: string; lost_reason: string | null; assignee_id: string | null; first_response_at: Date | string | null }>(
    "select status, lost_reason, assignee_id, first_response_at from leads where id = $1",
    [id],
  );
const eventsOf = (id: number) => demo.db.query<{ type: string; actor_id: string | null; data: Record<string, unknown> }>("select type, actor_id, data from lead_events where lead_id = $1 order by id", [id]);
const auditOf = (id: number) => demo.db.query<{ action: string; actor_id: string; group_id: string | null }>("select action, actor_id, group_id from audit_log where entity = 'lead' and entity_id = $1 order by id", [String(id)]);

beforeAll(async () => {
  await seedStaffAccounts(demoStaff(), DEMO_STAFF_PASSWORD);
  for (const id of ["staff-southerncross-sales", "staff-southerncross-sales2", "staff-southerncross-manager", "staff-southerncross-owner", "staff-coastal-manager", "staff-platform-admin"]) {
    const member = await staffOfUser(id, `test-session-${id}`);
    if (!member) throw new Error(`no demo staff member ${id}`);
    staff[id] = member;
  }
  dandenong = (await one<{ id: number }>("select id from dealerships where slug = 'southern-cross-ford-dandenong'")).id;
  coastalDealership = (await one<{ id: number }>("select id from dealerships where slug = 'coastal-toyota'")).id;
  southernGroup = (await one<{ group_id: string }>("select group_id from dealerships where id = $1", [dandenong])).group_id;
});

afterEach(() => {
  setMailSender(undefined);
  setSmsSender(undefined);
});

const sales = () => staff["staff-southerncross-sales"] as ConsoleStaff;
const sales2 = () => staff["staff-southerncross-sales2"] as ConsoleStaff;
const manager = () => staff["staff-southerncross-manager"] as ConsoleStaff;
const outsider = () => staff["staff-coastal-manager"] as ConsoleStaff;

describe("a lead's status", () => {
  it("writes the timeline and the audit log, and the first move away from New is the first response, set once", async () => {
    const id = await newLead("southern-cross-ford", dandenong);
    expect(await changeStatus(sales(), id, { status: "contacted" })).toMatchObject({ ok: true, value: { from: "new", to: "contacted" } });
    const first = (await leadRow(id)).first_response_at;
    expect(first).not.toBeNull();
    expect(await changeStatus(manager(), id, { status: "appointment" })).toMatchObject({ ok: true, value: { from: "contacted", to: "appointment", firstResponseAt: null } });
    expect(new Date((await leadRow(id)).first_response_at ?? 0).getTime()).toBe(new Date(first ?? 0).getTime());
    expect(await eventsOf(id)).toEqual([
      { type: "status", actor_id: "staff-southerncross-sales", data: { from: "new", to: "contacted" } },
      { type: "status", actor_id: "staff-southerncross-manager", data: { from: "contacted", to: "appointment" } },
    ]);
    expect(await auditOf(id)).toEqual([
      { action: "status", actor_id: "staff-southerncross-sales", group_id: southernGroup },
      { action: "status", actor_id: "staff-southerncross-manager", group_id: southernGroup },
    ]);
    const timeline = await leadTimeline(sales().scope, id);
    expect(timeline.map((e) => e.actorName)).toEqual(["Sam Nguyen", "Marcus Reid"]);
  });

  it("Lost without a reason is refused naming lostReason, and nothing is written", async () => {
    const id = await newLead("southern-cross-ford", dandenong);
    const parsed = leadStatusChangeSchema.safeParse({ status: "lost" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["lostReason"]);
    expect(leadStatusChangeSchema.safeParse({ status: "lost", lostReason: "no_answer", extra: 1 }).success).toBe(false);
    const [events, audits] = [await count("lead_events"), await count("audit_log")];
    expect(await changeStatus(sales(), id, { status: "lost" })).toMatchObject({ ok: false, kind: "invalid", field: "lostReason" });
    expect(await changeStatus(sales(), id, { status: "new" })).toMatchObject({ ok: false, kind: "invalid", field: "status" });
    expect([await count("lead_events"), await count("audit_log")]).toEqual([events, audits]);
    expect(await leadRow(id)).toMatchObject({ status: "new", first_response_at: null });
    expect(await changeStatus(sales(), id, { status: "lost", lostReason: "bought_elsewhere" })).toMatchObject({ ok: true });
    expect(await leadRow(id)).toMatchObject({ status: "lost", lost_reason: "bought_elsewhere" });
  });

  it("two staff changing it at once are both recorded, one after the other; the same change twice is a conflict", async () => {
    const id = await newLead("southern-cross-ford", dandenong);
    const [a, b] = await Promise.all([changeStatus(sales(), id, { status: "contacted", from: "new" }), changeStatus(manager(), id, { status: "appointment", from: "new" })]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    const events = await eventsOf(id);
    expect(events).toHaveLength(2);
    expect(events[1]?.data.from).toBe(events[0]?.data.to);
    const last = events[1]?.data.to as "contacted" | "appointment";
    expect(await changeStatus(sales(), id, { status: last, from: "new" })).toMatchObject({ ok: false, kind: "conflict", field: "status" });
  });
});

describe("replies", () => {
  it("an email reply goes to the shopper with its tokens rendered, and is on the timeline as the first response", async () => {
    const id = await newLead("southern-cross-ford", dandenong, { firstName: "Mia", email: "mia@example.com" });
    const sent: MailMessage[] = [];
    setMailSender({ send: async (m) => (sent.push(m), { messageId: m.messageId, response: "250 ok", rejected: [] }) });
    const templates = await replyTemplatesOfGroup(sales().scope, southernGroup);
    expect(templates.map((t) => t.name)).toContain("Thanks for your enquiry");
    expect((await replyTemplatesOfGroup(sales().scope, southernGroup)).map((t) => t.id)).toEqual(templates.map((t) => t.id));
    const template = templates.find((t) => t.channel === "email");
    const outcome = await reply(sales(), id, { channel: "email", templateId: template?.id, subject: "About the {car}", body: "Hi {first name}, {salesperson} from {dealership} here." });
    expect(outcome.ok).toBe(true);
    expect(sent).toHaveLength(1);
    const lead = await leadOfStaff(sales().scope, id);
    expect(sent[0]).toMatchObject({ to: ["mia@example.com"], text: `Hi Mia, Sam Nguyen from ${lead?.dealership?.name} here.` });
    expect(sent[0]?.subject).toBe(`About the ${lead?.car?.title ?? "car you asked about"}`);
    expect(sent[0]?.from).toMatchObject({ name: `${lead?.dealership?.name} via Forecourt` });
    const [event] = await eventsOf(id);
    expect(event).toMatchObject({ type: "reply", actor_id: "staff-southerncross-sales", data: { channel: "email", to: "mia@example.com", body: `Hi Mia, Sam Nguyen from ${lead?.dealership?.name} here.`, templateId: template?.id } });
    expect((await leadRow(id)).first_response_at).not.toBeNull();
    expect((await auditOf(id)).map((a) => a.action)).toEqual(["reply"]);
  });

  it("an SMS reply goes through the SMS sender; a failed send is unavailable and records nothing; a missing email is named", async () => {
    const id = await newLead("southern-cross-ford", dandenong, { firstName: "Tom", email: null, phone: "+61412999888" });
    const texts: Array<{ to: string; body: string }> = [];
    setSmsSender({ send: async (m) => void texts.push(m) });
    expect(await reply(sales(), id, { channel: "email", subject: "Hi", body: "Hello" })).toMatchObject({ ok: false, kind: "invalid", field: "channel" });
    expect(await reply(sales(), id, { channel: "sms", body: "Hi {first name}, it's {salesperson}." })).toMatchObject({ ok: true, value: { body: "Hi Tom, it's Sam Nguyen." } });
    expect(texts).toEqual([{ to: "+61412999888", body: "Hi Tom, it's Sam Nguyen." }]);
    setSmsSender({ send: async () => Promise.reject(new Error("provider down")) });
    const [events, audits] = [await count("lead_events"), await count("audit_log")];
    expect(await reply(sales(), id, { channel: "sms", body: "Again" })).toMatchObject({ ok: false, kind: "unavailable" });
    expect([await count("lead_events"), await count("audit_log")]).toEqual([events, audits]);
    expect((await eventsOf(id)).map((e) => e.data.body)).toEqual(["Hi Tom, it's Sam Nguyen."]);
  });
});

describe("assignment and what sales see", () => {
  it("sales cannot give a lead to a colleague but may take an unassigned one; then a colleague in sales cannot see it", async () => {
    const id = await newLead("southern-cross-ford", dandenong);
    expect(await assign(sales(), id, { assigneeId: "staff-southerncross-sales2" })).toMatchObject({ ok: false, kind: "forbidden", field: "assigneeId" });
    expect(await assign(sales(), id, { assigneeId: "staff-southerncross-sales" })).toMatchObject({ ok: true, value: { from: null, to: "staff-southerncross-sales" } });
    expect((await leadRow(id)).assignee_id).toBe("staff-southerncross-sales");
    expect(await leadOfStaff(sales2().scope, id)).toBeNull();
    for (const outcome of [
      await changeStatus(sales2(), id, { status: "contacted" }),
      await assign(sales2(), id, { assigneeId: "staff-southerncross-sales2" }),
      await addNote(sales2(), id, { text: "mine now" }),
      await reply(sales2(), id, { channel: "sms", body: "Hi" }),
      await resend(sales2(), id, 1),
    ]) {
      expect(outcome).toEqual({ ok: false, kind: "not_found" });
    }
    // A manager gives it to anyone at the dealership, not to someone who works elsewhere.
    expect(await assign(manager(), id, { assigneeId: "staff-coastal-manager" })).toMatchObject({ ok: false, kind: "invalid", field: "assigneeId" });
    expect(await assign(manager(), id, { assigneeId: "staff-southerncross-sales2" })).toMatchObject({ ok: true });
    const timeline = await leadTimeline(manager().scope, id);
    expect(timeline.map((e) => [e.type, e.data.toName])).toEqual([
      ["assigned", "Sam Nguyen"],
      ["assigned", "Priya Shah"],
    ]);
  });

  it("a member of another group finds the lead missing for every action, and nothing is written", async () => {
    const id = await newLead("southern-cross-ford", dandenong);
    const [{ id: deliveryId }] = (await demo.db.query<{ id: number }>("select id from lead_deliveries where lead_id = $1", [id])) as [{ id: number }];
    const [events, audits] = [await count("lead_events"), await count("audit_log")];
    const refused = [
      await changeStatus(outsider(), id, { status: "contacted" }),
      await assign(outsider(), id, { assigneeId: null }),
      await addNote(outsider(), id, { text: "hello" }),
      await reply(outsider(), id, { channel: "sms", body: "Hi" }),
      await resend(outsider(), id, Number(deliveryId)),
    ];
    expect(refused.every((o) => !o.ok && o.kind === "not_found")).toBe(true);
    expect([await count("lead_events"), await count("audit_log")]).toEqual([events, audits]);
    expect(await leadOfStaff(outsider().scope, id)).toBeNull();
    expect(await leadTimeline(outsider().scope, id)).toEqual([]);
    expect(await leadDeliveryLog(outsider().scope, id)).toEqual([]);
  });
});

describe("deliveries and earlier leads", () => {
  it("resend puts a failed delivery back on the queue, due now (managers only); the log masks the target", async () => {
    const id = await newLead("southern-cross-ford", dandenong);
    const [{ id: raw }] = (await demo.db.query<{ id: number }>("select id from lead_deliveries where lead_id = $1", [id])) as [{ id: number }];
    const deliveryId = Number(raw);
    await demo.db.query("update lead_deliveries set status = 'failed', attempts = 5, next_attempt_at = now() + interval '1 day', locked_until = now() + interval '1 minute' where id = $1", [deliveryId]);
    expect(await resend(sales(), id, deliveryId)).toMatchObject({ ok: false, kind: "forbidden" });
    expect(await resend(manager(), id, deliveryId)).toMatchObject({ ok: true, value: { deliveryId, previous: "failed" } });
    const row = await one<{ status: string; due: boolean; locked_until: unknown }>("select status, next_attempt_at <= now() as due, locked_until from lead_deliveries where id = $1", [deliveryId]);
    expect(row).toEqual({ status: "pending", due: true, locked_until: null });
    expect((await eventsOf(id)).map((e) => e.type)).toEqual(["resend"]);
    expect(await resend(manager(), id, deliveryId + 100_000)).toMatchObject({ ok: false, kind: "invalid", field: "deliveryId" });
    const [log] = await leadDeliveryLog(manager().scope, id);
    expect(log?.target).toBe("sa•••@southerncross.example");
  });

  it("the same shopper's other leads by email and by phone, newest first, within the lead's group only", async () => {
    const email = "jo.bloggs@example.com";
    const phone = "+61400111222";
    const older = await newLead("southern-cross-ford", dandenong, { email, phone: "+61400999000" });
    const byPhone = await newLead("southern-cross-ford", dandenong, { email: "other@example.com", phone });
    const elsewhere = await newLead("coastal-toyota", coastalDealership, { email, phone });
    const id = await newLead("southern-cross-ford", dandenong, { email: "JO.Bloggs@example.com", phone: "0400 111 222" });
    const lead = await leadOfStaff(manager().scope, id);
    if (!lead) throw new Error("the manager sees the lead");
    const found = await earlierLeads(manager().scope, lead);
    expect(found.map((l) => [l.id, l.matchedBy])).toEqual([
      [byPhone, ["phone"]],
      [older, ["email"]],
    ]);
    // A platform admin sees every group's leads, and still the other group's lead is not this dealer's shopper history.
    const admin = staff["staff-platform-admin"] as ConsoleStaff;
    expect(await leadOfStaff(admin.scope, elsewhere)).not.toBeNull();
    expect((await earlierLeads(admin.scope, lead)).map((l) => l.id)).toEqual([byPhone, older]);
    expect(lead.payload.lead_attributes).toMatchObject({ visited_pages: ["/", "/search/used-cars"] });
  });
});

describe("the lead's page", () => {
  it("says what the form took, the pages seen, the timeline in words, and what each role may do", async () => {
    const id = await newLead("southern-cross-ford", dandenong, { firstName: "Ava" });
    await addNote(manager(), id, { text: "Called, no answer" });
    const asSales = await leadPage(sales(), id);
    expect(asSales).toMatchObject({ title: "Lead from Ava", statusLabel: "New", visitedPages: ["/", "/search/used-cars"], may: { reassign: false, takeLead: true, resend: false } });
    expect(asSales?.answers).toContainEqual({ label: "Message", value: "Is it still available?" });
    expect(asSales?.responseText).toMatch(/^Waiting /);
    expect(asSales?.timeline.map((e) => [e.who, e.text, e.detail])).toEqual([["Marcus Reid", "Wrote a note", "Called, no answer"]]);
    const asManager = await leadPage(manager(), id);
    expect(asManager?.may).toMatchObject({ reassign: true, takeLead: false, resend: true });
    expect(asManager?.assignable.map((s) => s.id)).toEqual(expect.arrayContaining(["staff-southerncross-sales", "staff-southerncross-sales2"]));
    expect(asManager?.templates.find((t) => t.channel === "sms")?.body).toContain("Hi Ava, Marcus Reid from");
    expect(await leadPage(outsider(), id)).toBeNull();
  });
});
