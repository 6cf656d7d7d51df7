import fs from "node:fs/promises";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "@/demo/seed/load";
import { startMailCatcher, type MailCatcher } from "@/server/adapters/mail-catcher";
import { setMailSender, smtpMailSender } from "@/server/adapters/mail-sender";
import { verifyWebhook } from "@/server/adapters/webhook-signature";
import { leadDeliveryStates } from "@/server/data/lead-deliveries";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { sites } from "@/server/db/schema";
import { invalidateSites } from "@/server/sites/site-resolver";
import { loadSites, type Site } from "@/server/sites/site-store";
import { parseAdf, textOf } from "@/test/parse-adf";
import { freshTestDatabase } from "@/test/test-database";
import { deliverDueLeads } from "./delivery-worker";
import { requestHash, submitLead } from "./intake";
import { leadChannels } from "./lead-channels";
import { siteScope } from "@/server/data/scope";

/**
 * A lead from intake to the dealer through the real channels: the worker mails the ADF to an SMTP server (the demo's
 * catcher) and posts the signed webhook to a CRM that checks the signature and refuses an event it has seen.
 */
const secret = "a-crm-shared-secret-of-at-least-32-chars";
let db: DatabaseHandle;
let site: Site;
let mailDir: string;
let catcher: MailCatcher;
let crm: http.Server;
let crmUrl: string;
const seen = new Set<string>();
const crmLeads: unknown[] = [];
const crmAnswers: number[] = [];
let lastDelivery: { headers: http.IncomingHttpHeaders; body: string } | null = null;

beforeAll(async () => {
  db = await freshTestDatabase();
  await seedDatabase(db, { seed: 9, referenceDate: new Date(), vehicles: 30 });
  setProcessDatabase(db);
  mailDir = await fs.mkdtemp(path.join(os.tmpdir(), "lead-path-"));
  catcher = await startMailCatcher({ dir: mailDir });
  setMailSender(smtpMailSender(`smtp://127.0.0.1:${catcher.port}`));
  crm = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      lastDelivery = { headers: req.headers, body };
      const verdict = verifyWebhook({ header: req.headers["forecourt-signature"] as string | undefined, body, secret });
      const eventId = String(req.headers["forecourt-event-id"] ?? "");
      const status = !verdict.ok ? 401 : seen.has(eventId) ? 409 : 200;
      if (status === 200) {
        seen.add(eventId);
        crmLeads.push(JSON.parse(body));
      }
      crmAnswers.push(status);
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
  crmUrl = `http://127.0.0.1:${(crm.address() as net.AddressInfo).port}/leads`;
  const [row] = await db.db.select().from(sites).where(eq(sites.slug, "coastal-toyota"));
  const settings = { ...(row!.settings as Record<string, unknown>) };
  settings.leadDelivery = { ...(settings.leadDelivery as object), webhook: { url: crmUrl, secret } };
  await db.db.update(sites).set({ settings }).where(eq(sites.id, row!.id));
  invalidateSites();
  site = (await loadSites(db.db)).find((s) => s.slug === "coastal-toyota")!;
}, 120_000);

afterAll(async () => {
  setMailSender(undefined);
  await catcher.close();
  await new Promise((r) => crm.close(r));
  await fs.rm(mailDir, { recursive: true, force: true });
  await closeProcessDatabase();
});

describe("a lead reaching the dealer", () => {
  it("arrives by email as ADF the CRM can read, and at the CRM's webhook signed; a replay of that webhook is refused", async () => {
    const record = {
      kind: "contact",
      category: "General Enquiry",
      subcategory: null,
      firstName: "Jo",
      lastName: "Citizen",
      email: "jo@example.com.au",
      phone: "+61412345678",
      postcode: "4556",
      message: "Do you have a white RAV4 hybrid? <b>Cheers</b> & thanks",
      optIn: true,
      details: [["Rego", "ABC123"]] as Array<[string, string]>,
      payload: {},
    };
    const result = await submitLead(site, { record, idempotencyKey: null, requestHash: requestHash(record), origin: "http://coastal-toyota.localhost:3000", pagePath: "/contact" });
    if (!result.ok) throw new Error(result.message);
    await deliverDueLeads({ channels: leadChannels() });

    const states = await leadDeliveryStates(siteScope(site), result.leadId);
    expect(states.map((s) => [s.channel, s.status])).toEqual([
      ["email", "delivered"],
      ["webhook", "delivered"],
    ]);

    const files = (await fs.readdir(mailDir)).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await fs.readFile(path.join(mailDir, files[0]!)));
    expect(mail.messageId).toBe(`<lead-${result.leadId}.coastal-toyota@forecourt.invalid>`);
    expect((Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((t) => t?.value.map((v) => v.address))).toEqual(["sales@coastal-toyota.example"]);
    expect(mail.replyTo?.value[0]?.address).toBe("jo@example.com.au");
    const adf = parseAdf(mail.text ?? "");
    const contact = adf.adf.prospect.customer.contact;
    expect(contact.name.map(textOf)).toEqual(["Jo", "Citizen"]);
    expect(contact.email.map(textOf)).toEqual(["jo@example.com.au"]);
    expect(contact.phone.map(textOf)).toEqual(["+61412345678"]);
    expect(textOf(adf.adf.prospect.customer.comments)).toContain("Do you have a white RAV4 hybrid? <b>Cheers</b> & thanks");
    expect(textOf(adf.adf.prospect.customer.comments)).toContain("Rego: ABC123");
    expect(textOf(adf.adf.prospect.id[0])).toBe(String(result.leadId));

    expect(crmAnswers).toEqual([200]);
    expect(crmLeads).toHaveLength(1);
    expect(crmLeads[0]).toMatchObject({ type: "lead.created", version: 1, id: `lead-${result.leadId}` });

    // Someone replays the captured request: the signature is still good, the event id is not new.
    const replay = lastDelivery!;
    const status = await new Promise<number>((resolve, reject) => {
      const req = http.request(crmUrl, { method: "POST", headers: { "content-type": "application/json", "forecourt-signature": String(replay.headers["forecourt-signature"]), "forecourt-event-id": String(replay.headers["forecourt-event-id"]) } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on("error", reject);
      req.end(replay.body);
    });
    expect(status).toBe(409);
    expect(crmLeads).toHaveLength(1);
    // A tampered body fails the signature.
    expect(verifyWebhook({ header: String(replay.headers["forecourt-signature"]), body: replay.body.replace("Citizen", "Imposter"), secret })).toMatchObject({ ok: false, reason: "mismatch" });
  });
});
