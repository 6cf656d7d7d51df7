import fs from "node:fs/promises";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "@/demo/seed/load";
import { startMailCatcher, type MailCatcher } from "@/server/adapters/mail-catcher";
import { setMailSender, smtpMailSender } from "@/server/adapters/mail-sender";
import { leadDeliveryStates, nextDeliveryDue } from "@/server/data/lead-deliveries";
import { siteScope, systemScope } from "@/server/data/scope";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { leadDeliveries, sites } from "@/server/db/schema";
import { invalidateSites } from "@/server/sites/site-resolver";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "@/test/test-database";
import { deliverDueLeads, type LeadChannels } from "./delivery-worker";
import { requestHash, submitLead } from "./intake";
import { leadChannels } from "./lead-channels";
import type { LeadRecord } from "./lead-record";

/**
 * The dealer's receivers failing for minutes, played on the worker's clock (its `now`): each pass runs at the moment
 * the next delivery falls due, so ten minutes of an SMTP server that refuses connections, or hours of a CRM that
 * answers 500 and then hangs, take a few seconds, with the real channels (nodemailer to a real SMTP server, fetch to
 * a real HTTP server) and the real queue. The schedule they must keep is the documented one (retry.ts, README's
 * webhook section): 30 s after the first failure, doubling to an hour, ±20 %.
 */
const worker = systemScope("delivery-faults test: the delivery worker's queue");
const secret = "a-crm-shared-secret-of-at-least-32-chars";
const MINUTE = 60_000;

let db: DatabaseHandle;
let site: Site;
let mailDir: string;
let smtpPort: number;
let catcher: MailCatcher | null = null;

const record = (n: number): LeadRecord => ({
  kind: "enquiry",
  category: "General Enquiry",
  subcategory: "Vehicle Enquiry",
  firstName: "Jo",
  lastName: `Outage${n}`,
  email: `jo${n}@example.com.au`,
  phone: "+61412345678",
  postcode: "4000",
  message: "Is it still available?",
  optIn: false,
  details: [],
  payload: {},
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function takeLeads(count: number, from: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const result = await submitLead(site, { record: record(from + i), carId: undefined, idempotencyKey: null, requestHash: requestHash({ n: from + i }), origin: "http://coastal-toyota.localhost:3000" });
    expect(result.ok).toBe(true);
    if (result.ok) ids.push(result.leadId);
  }
  return ids;
}

/**
 * Runs the worker on a played clock from `start`: each pass at the moment the next delivery is due, `before(t)` first
 * (a receiver coming back), until nothing waits or `until` passes. Answers the moments of the passes.
 */
async function play(channels: LeadChannels, start: number, until: number, before: (t: number) => Promise<void> = async () => {}): Promise<number[]> {
  const passes: number[] = [];
  let t = start;
  for (let pass = 0; pass < 200 && t <= until; pass++) {
    await before(t);
    passes.push(t);
    await deliverDueLeads({ channels, now: () => new Date(t), concurrency: 8 });
    const due = await nextDeliveryDue(worker);
    if (!due) break;
    t = Math.max(t + 1, due.getTime());
  }
  return passes;
}

/** Channels that note the played moment each lead's delivery was tried on each channel. */
function timed(channels: LeadChannels, clock: () => number) {
  const tries = new Map<string, number[]>();
  const note = (channel: string, id: number) => tries.set(`${channel}:${id}`, [...(tries.get(`${channel}:${id}`) ?? []), clock()]);
  const wrapped: LeadChannels = {
    email: async (lead, to, s) => (note("email", lead.id), channels.email(lead, to, s)),
    webhook: async (lead, url, s) => (note("webhook", lead.id), channels.webhook(lead, url, s)),
    sms: async (lead, to, s) => (note("sms", lead.id), channels.sms(lead, to, s)),
  };
  return { wrapped, tries };
}

/** Each wait between tries is the documented one: 30 s doubling (at most an hour), ±20 %. */
function expectDocumentedSchedule(times: number[]) {
  for (let k = 1; k < times.length; k++) {
    const base = Math.min(30_000 * 2 ** (k - 1), 3_600_000);
    const gap = times[k]! - times[k - 1]!;
    expect(gap, `wait before try ${k + 1}`).toBeGreaterThanOrEqual(Math.floor(base * 0.8));
    expect(gap, `wait before try ${k + 1}`).toBeLessThanOrEqual(Math.ceil(base * 1.2) + 1);
  }
}

async function mails(): Promise<string[]> {
  const ids: string[] = [];
  for (const name of (await fs.readdir(mailDir)).filter((n) => n.endsWith(".eml"))) {
    const text = await fs.readFile(path.join(mailDir, name), "latin1");
    ids.push(/^message-id:\s*(<[^>\r\n]+>)/im.exec(text)?.[1] ?? "(none)");
  }
  return ids;
}

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 11, referenceDate: new Date(), vehicles: 20 });
  setProcessDatabase(db);
  invalidateSites();
  site = (await loadSites(db.db)).find((s) => s.slug === "coastal-toyota")!;
  // Nothing of the seed's own in the queue: only this file's leads.
  await db.db.update(leadDeliveries).set({ status: "delivered" }).where(inArray(leadDeliveries.status, ["pending", "sending"]));
  mailDir = await fs.mkdtemp(path.join(os.tmpdir(), "delivery-faults-"));
  smtpPort = await freePort();
  setMailSender(smtpMailSender(`smtp://127.0.0.1:${smtpPort}`, { connectionMs: 2_000, greetingMs: 2_000, socketMs: 5_000 }));
}, 120_000);

afterAll(async () => {
  setMailSender(undefined);
  await catcher?.close();
  await fs.rm(mailDir, { recursive: true, force: true });
  await closeProcessDatabase();
});

describe("the dealer's SMTP server down for ten minutes", () => {
  it("takes every lead meanwhile, tries on the documented schedule, and delivers each once when it returns", async () => {
    const start = Date.now();
    let t = start;
    const { wrapped, tries } = timed(leadChannels(), () => t);
    // The server is down (nothing listens on its port) when the leads arrive: every one is still taken.
    const ids = await takeLeads(12, 0);
    expect(ids).toHaveLength(12);

    const back = start + 10 * MINUTE;
    const passes = await play(wrapped, start, start + 3 * 60 * MINUTE, async (now) => {
      t = now;
      if (now >= back && !catcher) catcher = await startMailCatcher({ dir: mailDir, port: smtpPort });
    });

    // Delivered, each once, with the lead's own Message-ID.
    const received = await mails();
    expect(received).toHaveLength(12);
    expect(new Set(received).size).toBe(12);
    for (const id of ids) expect(received.some((m) => m.startsWith(`<lead-${id}.`))).toBe(true);
    for (const id of ids) {
      const [state] = await leadDeliveryStates(siteScope(site), id);
      expect(state).toMatchObject({ status: "delivered" });
      const times = tries.get(`email:${id}`)!;
      // Tries while it was down (30 s, 1, 2 and 4 min after each: the fifth falls between 6 and 9 min), then one more.
      expect(times.filter((at) => at < back)).toHaveLength(5);
      expect(times.filter((at) => at >= back)).toHaveLength(1);
      expectDocumentedSchedule(times);
    }
    const lastDelivered = Math.max(...ids.map((id) => tries.get(`email:${id}`)!.at(-1)!));
    // The sixth try waits 8 min ± 20 % after the fifth: every lead is with the dealer within about 9 min of the return.
    expect(lastDelivered - back).toBeLessThanOrEqual(9.5 * MINUTE);
    console.log(
      `faults: SMTP down 10 min: 12 leads taken, 12 delivered once; ${passes.length} worker passes; last delivered ${((lastDelivered - back) / 1000).toFixed(0)} s after the return`,
    );
  });
});

describe("the CRM's webhook answering 500, then timing out", () => {
  it("tries on the documented schedule, every try of a lead under its one event id, and the CRM takes each lead once", async () => {
    expect(catcher).not.toBeNull();
    // The CRM: for each event, 500 twice, then no answer twice (the sender gives up after 300 ms), then 200.
    const requests: Array<{ eventId: string; body: string }> = [];
    const accepted = new Map<string, number>();
    const hung: http.ServerResponse[] = [];
    const crm = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString()));
      req.on("end", () => {
        const eventId = String(req.headers["forecourt-event-id"] ?? "");
        requests.push({ eventId, body });
        const n = requests.filter((r) => r.eventId === eventId).length;
        if (n <= 2) return void res.writeHead(500).end("upstream down");
        if (n <= 4) return void hung.push(res);
        accepted.set(eventId, (accepted.get(eventId) ?? 0) + 1);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
    try {
      const [row] = await db.db.select().from(sites).where(eq(sites.id, site.id));
      const settings = { ...(row!.settings as Record<string, unknown>) };
      settings.leadDelivery = { ...(settings.leadDelivery as object), webhook: { url: `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`, secret } };
      await db.db.update(sites).set({ settings }).where(eq(sites.id, site.id));
      invalidateSites();
      site = (await loadSites(db.db)).find((s) => s.slug === "coastal-toyota")!;

      const start = Date.now();
      let t = start;
      const { wrapped, tries } = timed(leadChannels({ webhookTimeoutMs: 300 }), () => t);
      const ids = await takeLeads(6, 100);
      await play(wrapped, start, start + 24 * 60 * MINUTE, async (now) => {
        t = now;
      });

      for (const id of ids) {
        const times = tries.get(`webhook:${id}`)!;
        expect(times).toHaveLength(5);
        expectDocumentedSchedule(times);
        const [state] = await leadDeliveryStates(siteScope(site), id);
        expect(state).toMatchObject({ status: "delivered" });
      }
      // Every request of one lead carries the lead's one event id and the same body; no lead under two ids.
      const byEvent = new Map<string, Set<string>>();
      for (const r of requests) byEvent.set(r.eventId, new Set([...(byEvent.get(r.eventId) ?? []), r.body]));
      expect([...byEvent.keys()].sort()).toEqual(ids.map((id) => `lead-${id}`).sort());
      for (const bodies of byEvent.values()) expect(bodies.size).toBe(1);
      expect(requests).toHaveLength(ids.length * 5);
      // Taken once each; and nothing more is sent once taken, however long the worker keeps running.
      expect([...accepted.values()]).toEqual(ids.map(() => 1));
      await play(wrapped, t + 1, t + 48 * 60 * MINUTE, async (now) => {
        t = now;
      });
      expect(requests).toHaveLength(ids.length * 5);
      console.log(`faults: webhook 500 ×2 then timeouts ×2: 6 leads, ${requests.length} requests, 6 event ids, each taken once on the 5th try`);
    } finally {
      for (const res of hung) res.destroy();
      crm.closeAllConnections();
      await new Promise((resolve) => crm.close(resolve));
    }
  });
});
