import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as signupRoute } from "@/app/(sites)/s/[host]/api/stock-alerts/route";
import { POST as stopRoute } from "@/app/(sites)/s/[host]/api/stock-alerts/stop/route";
import { setMailSender, type MailMessage } from "@/server/adapters/mail-sender";
import { setSmsSender } from "@/server/adapters/sms-sender";
import type { Site } from "@/server/sites/site-store";
import { seedDemoStaff, signedInStaff } from "@/test/console-staff";
import { seededDemo } from "@/test/seeded-demo";
import { searchReport } from "./search-report";
import { runStockAlerts } from "./stock-alert-notifier";

vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

/**
 * "Tell me when one arrives" (issue 36) end to end below the browser: the signup's API (validation naming the field,
 * consent stored, one signup per contact and search), the job (told exactly once, even with two passes at once;
 * nothing for a car that does not match; another site's signups untouched) and the searches report's count by role.
 */
const demo = seededDemo({ seed: 41, vehicles: 60 });

let coastal: Site;
let other: Site;
const texts: Array<{ to: string; body: string }> = [];
const mails: MailMessage[] = [];

const params = (site: Site) => ({ params: Promise.resolve({ host: `${site.slug}.localhost` }) });
const post = (site: Site, path: string, body: unknown) =>
  new Request(`http://${site.slug}.localhost:3000${path}`, { method: "POST", headers: { "content-type": "application/json", host: `${site.slug}.localhost:3000` }, body: JSON.stringify(body) });
const signUp = (site: Site, body: Record<string, unknown>) => signupRoute(post(site, "/api/stock-alerts", body), params(site));

const URUS = "/search?make=Lamborghini&model=Urus";
const alerts = () => demo.db.query<{ id: number; site_id: number; channel: string; contact: string; status: string; opt_in_wording: string; opt_in_at: Date; make: string; model: string; vehicle_id: number | null; stop_token: string; known_vehicle_ids: number[] }>("select * from stock_alerts order by id");

/** Adds a listed car to the site's first dealership, copied from one of its cars with the make and model given. */
async function addCar(site: Site, make: string, model: string, changes: { price?: number; status?: string } = {}): Promise<number> {
  const columns = (await demo.db.query<{ column_name: string }>("select column_name from information_schema.columns where table_name = 'vehicles' and column_name not in ('id', 'search') and is_generated = 'NEVER' order by ordinal_position")).map((c) => c.column_name);
  const [from] = await demo.db.query<{ id: number }>("select v.id from vehicles v join site_dealerships sd on sd.dealership_id = v.dealership_id where sd.site_id = $1 order by v.id limit 1", [site.id]);
  if (!from) throw new Error("the site shows no car");
  const stamp = `${make}-${model}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`.toLowerCase();
  const override: Record<string, string> = { make: "$2", model: "$3", slug: "$4", stocknum: "$5", status: "$6", show_on_dealer_website: "true", sold_at: "null", created_at: "now()", price: "$7" };
  const select = columns.map((c) => override[c] ?? `"${c}"`).join(", ");
  const [row] = await demo.db.query<{ id: number }>(
    `insert into vehicles (${columns.map((c) => `"${c}"`).join(", ")}) select ${select} from vehicles where id = $1 returning id`,
    [from.id, make, model, stamp, stamp.slice(0, 40), changes.status ?? "in_stock", changes.price ?? 120_000],
  );
  if (!row) throw new Error("car not added");
  return Number(row.id);
}

beforeAll(async () => {
  await seedDemoStaff();
  coastal = demo.site("coastal-toyota");
  // A site of another group that shows none of Coastal's dealerships.
  const [row] = await demo.db.query<{ id: number }>(
    `select s.id from sites s where s.group_id is distinct from (select group_id from sites where id = $1)
       and not exists (select 1 from site_dealerships a join site_dealerships b on a.dealership_id = b.dealership_id where a.site_id = s.id and b.site_id = $1)
     order by s.id limit 1`,
    [coastal.id],
  );
  const found = demo.sites.find((s) => s.id === row?.id);
  if (!found) throw new Error("no site apart from Coastal's");
  other = found;
  setSmsSender({ send: async (message) => void texts.push(message) });
  setMailSender({ send: async (message) => (mails.push(message), { messageId: message.messageId, response: "250 ok", rejected: [] }) });
});

afterEach(() => {
  texts.length = 0;
  mails.length = 0;
});

describe("the stock alert signup", () => {
  it("refuses bad input with a 400 naming the field, and stores nothing", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ channel: "sms", phone: "0298765432", consent: true, search: URUS }, "phone"],
      [{ channel: "sms", phone: "0412 345 678", consent: false, search: URUS }, "consent"],
      [{ channel: "sms", phone: "0412 345 678", search: URUS }, "consent"],
      [{ channel: "email", email: "not an address", consent: true, search: URUS }, "email"],
      [{ channel: "fax", phone: "0412 345 678", consent: true, search: URUS }, "channel"],
      [{ channel: "sms", phone: "0412 345 678", consent: true, search: "https://evil.example/search" }, "search"],
      [{ channel: "sms", phone: "0412 345 678", consent: true, search: "/search/no-such-make-at-all" }, "search"],
      [{ channel: "sms", phone: "0412 345 678", consent: true, search: URUS, extra: 1 }, "extra"],
    ];
    for (const [body, field] of cases) {
      const response = await signUp(coastal, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const answer = (await response.json()) as { error: { field: string; message: string } };
      expect(answer.error.field).toBe(field);
      expect(answer.error.message).toMatch(new RegExp(`^${field}: `));
    }
    expect(await alerts()).toEqual([]);
  });

  it("stores the signup with its search, the consent's wording and time; the same contact and search again is the same signup", async () => {
    const before = Date.now();
    const first = await signUp(coastal, { channel: "sms", phone: "0412 345 678", consent: true, search: URUS });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ created: true, message: "Thanks: we'll tell you once when one arrives." });
    // The same number written another way, the same search with its parameters in another order.
    const again = await signUp(coastal, { channel: "sms", phone: "+61 412 345 678", consent: true, search: "/search?model=Urus&make=Lamborghini" });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { created: boolean }).created).toBe(false);
    const rows = await alerts();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ site_id: coastal.id, channel: "sms", contact: "+61412345678", status: "waiting", make: "Lamborghini", model: "Urus" });
    expect(rows[0]?.opt_in_wording).toBe(`Yes, ${coastal.name} may text or email me once when a car matching this search arrives. I can stop it at any time.`);
    expect(new Date(rows[0]?.opt_in_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe("the stock alert job", () => {
  it("sends nothing while no listed car matches, nor for a car that does not match", async () => {
    await signUp(coastal, { channel: "email", email: "Jo.Citizen@Example.com", consent: true, search: "/search?make=Lamborghini&model=Huracan" });
    await addCar(coastal, "Lamborghini", "Aventador");
    await addCar(coastal, "Lamborghini", "Urus", { status: "sold" });
    const pass = await runStockAlerts();
    expect(pass.sent).toBe(0);
    expect(texts).toEqual([]);
    expect(mails).toEqual([]);
    expect((await alerts()).every((a) => a.status === "waiting")).toBe(true);
  });

  it("tells each matching signup exactly once, with the car's link and a stop link, even with two passes at once; another site's signup is untouched", async () => {
    const otherAnswer = await signUp(other, { channel: "sms", phone: "0412 345 678", consent: true, search: URUS });
    expect(otherAnswer.status).toBe(201);
    const carId = await addCar(coastal, "Lamborghini", "Urus");
    const [a, b] = await Promise.all([runStockAlerts(), runStockAlerts()]);
    expect((a?.sent ?? 0) + (b?.sent ?? 0)).toBe(1);
    expect(texts).toHaveLength(1);
    const [slug] = (await demo.db.query<{ slug: string }>("select slug from vehicles where id = $1", [carId])).map((r) => r.slug);
    expect(texts[0]?.to).toBe("+61412345678");
    expect(texts[0]?.body).toContain(`/cars/${slug ?? "?"}`);
    expect(texts[0]?.body).toMatch(/Stop alerts: http:\/\/coastal-toyota\.localhost:\d+\/stock-alerts\/stop\/[0-9a-f]{32}$/);
    const rows = await alerts();
    expect(rows.find((r) => r.site_id === coastal.id && r.model === "Urus")).toMatchObject({ status: "sent", vehicle_id: carId });
    expect(rows.find((r) => r.site_id === other.id)).toMatchObject({ status: "waiting", vehicle_id: null });
    // Later passes, and another matching car, tell it nothing more.
    await addCar(coastal, "Lamborghini", "Urus");
    await runStockAlerts();
    await runStockAlerts();
    expect(texts).toHaveLength(1);
  });

  it("emails an email signup once, and a car that matched at signup is no news", async () => {
    await signUp(coastal, { channel: "email", email: "jo@example.com", consent: true, search: "/search?make=Lamborghini&model=Aventador" });
    expect(await runStockAlerts()).toMatchObject({ sent: 0 });
    await addCar(coastal, "Lamborghini", "Aventador");
    expect(await runStockAlerts()).toMatchObject({ sent: 1 });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toEqual(["jo@example.com"]);
    expect(mails[0]?.text).toMatch(/See it: http:\/\/coastal-toyota\.localhost:\d+\/cars\//);
    expect(mails[0]?.headers?.["List-Unsubscribe"]).toMatch(/\/stock-alerts\/stop\/[0-9a-f]{32}>$/);
  });

  it("a send the adapter refuses waits for the next pass, and is then sent once", async () => {
    await signUp(coastal, { channel: "sms", phone: "0499 000 111", consent: true, search: "/search?make=Lamborghini&model=Revuelto" });
    await addCar(coastal, "Lamborghini", "Revuelto");
    setSmsSender({ send: async () => { throw new Error("provider down"); } });
    expect(await runStockAlerts()).toMatchObject({ sent: 0, failed: 1 });
    setSmsSender({ send: async (message) => void texts.push(message) });
    expect(await runStockAlerts()).toMatchObject({ sent: 1 });
    expect(texts.map((t) => t.to)).toEqual(["+61499000111"]);
  });

  it("the stop link stops every waiting alert of that contact on the site, and nothing is sent after", async () => {
    await signUp(coastal, { channel: "sms", phone: "0488 111 222", consent: true, search: "/search?make=Lamborghini&model=Countach" });
    await signUp(coastal, { channel: "sms", phone: "0488 111 222", consent: true, search: "/search?make=Lamborghini&model=Diablo" });
    const [row] = await demo.db.query<{ stop_token: string }>("select stop_token from stock_alerts where contact = '+61488111222' order by id limit 1");
    expect((await stopRoute(post(coastal, "/api/stock-alerts/stop", { token: "0".repeat(32) }), params(coastal))).status).toBe(404);
    const stopped = await stopRoute(post(coastal, "/api/stock-alerts/stop", { token: row?.stop_token }), params(coastal));
    expect(await stopped.json()).toEqual({ stopped: 2 });
    // Another site does not know the token.
    expect((await stopRoute(post(other, "/api/stock-alerts/stop", { token: row?.stop_token }), params(other))).status).toBe(404);
    await addCar(coastal, "Lamborghini", "Countach");
    await runStockAlerts();
    expect(texts).toEqual([]);
  });
});

describe("the searches report's waiting signups", () => {
  it("counts the member's sites' waiting signups by group: the site's group sees them, another group's owner does not, the platform admin does", async () => {
    const owner = (await signedInStaff("owner@coastal.demo")).staff;
    const sales = (await signedInStaff("sales@coastal.demo")).staff;
    const admin = (await signedInStaff("admin@forecourt.demo")).staff;
    const huracan = (report: Awaited<ReturnType<typeof searchReport>>) => report.rows.find((r) => r.make === "Lamborghini" && r.model === "Huracan")?.waiting ?? 0;
    const urus = (report: Awaited<ReturnType<typeof searchReport>>) => report.rows.find((r) => r.make === "Lamborghini" && r.model === "Urus")?.waiting ?? 0;
    const ownerReport = await searchReport(owner, {});
    expect(huracan(ownerReport)).toBe(1);
    // Coastal's Urus signup was told (not waiting); the other site's is waiting, and is not Coastal's group's.
    expect(urus(ownerReport)).toBe(0);
    expect(huracan(await searchReport(sales, {}))).toBe(1);
    const adminReport = await searchReport(admin, {});
    expect(huracan(adminReport)).toBe(1);
    expect(urus(adminReport)).toBe(1);
    const otherOwnerEmail = (await demo.db.query<{ email: string }>(
      `select u.email from staff_users u join group_members m on m.user_id = u.id where m.role = 'owner' and m.organization_id = (select group_id from sites where id = $1) limit 1`,
      [other.id],
    ))[0]?.email;
    if (!otherOwnerEmail) throw new Error("the other site's group has no owner");
    const otherReport = await searchReport((await signedInStaff(otherOwnerEmail)).staff, {});
    expect(huracan(otherReport)).toBe(0);
    expect(urus(otherReport)).toBe(1);
  });
});
