import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as chatRoute } from "@/app/(sites)/s/[host]/api/chat-messages/route";
import { POST as leadsRoute } from "@/app/(sites)/s/[host]/api/leads/route";
import { startMailCatcher, type MailCatcher } from "@/server/adapters/mail-catcher";
import { setMailSender, smtpMailSender } from "@/server/adapters/mail-sender";
import { setSmsSender } from "@/server/adapters/sms-sender";
import { featuredSiteVehicles, type VehicleWithLocation } from "@/server/data/vehicles";
import { deliverDueLeads } from "@/server/leads/delivery-worker";
import { leadChannels } from "@/server/leads/lead-channels";
import type { Site } from "@/server/sites/site-store";
import { seededDemo } from "@/test/seeded-demo";
import { siteScope } from "@/server/data/scope";

// The lead routes read the request's headers through Next (for the site's canonical origin); here there is no Next request.
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));

/**
 * Issue 32: a name typed with line breaks ("Jo\r\nBcc: evil@example.com") must not reach the dealer's chat text or a
 * lead email's header lines as written. The visitor posts the chat message and an enquiry through the routes; the
 * worker delivers them through the real channels (the text to a recording SMS sender, the email over SMTP to the
 * mail catcher, read back as the raw bytes a mail server got).
 */
const demo = seededDemo({ seed: 5, vehicles: 60 });
const NAME = "Jo\r\nBcc: evil@example.com";
const MESSAGE = "Is it still available?\r\nBcc: evil@example.com\u2028Cc: evil@example.com\u0085To: x\tend";
let metro: Site;
let car: VehicleWithLocation;
let mailDir: string;
let catcher: MailCatcher;
const texts: Array<{ to: string; body: string }> = [];

beforeAll(async () => {
  metro = demo.site("metro-motor-group");
  if (!metro.settings.chat.enabled || !metro.settings.leadDelivery.smsTo) throw new Error("Metro should offer chat and text it to a mobile");
  const [shown] = await featuredSiteVehicles(siteScope(metro), { limit: 1, includeSoldDays: 3 });
  if (!shown) throw new Error("Metro shows no car");
  car = shown;
  mailDir = await fs.mkdtemp(path.join(os.tmpdir(), "line-breaks-"));
  catcher = await startMailCatcher({ dir: mailDir });
  setMailSender(smtpMailSender(`smtp://127.0.0.1:${catcher.port}`));
  setSmsSender({ async send(message) { texts.push(message); } });
});

afterAll(async () => {
  setMailSender(undefined);
  setSmsSender(undefined);
  await catcher.close();
  await fs.rm(mailDir, { recursive: true, force: true });
});

const post = (route: typeof chatRoute, pathname: string, body: unknown) =>
  route(new Request(`http://${metro.slug}.localhost${pathname}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }), {
    params: Promise.resolve({ host: `${metro.slug}.localhost` }),
  });

/** The header section of a raw message, unfolded (a folded header's continuation lines joined to it). */
function headerLines(raw: string): string[] {
  const head = raw.slice(0, raw.indexOf("\r\n\r\n"));
  return head.replace(/\r\n[ \t]+/g, " ").split("\r\n");
}

const NO_BREAKS = /[\r\n\u0085\u2028\u2029]/;

describe("a name or message with line breaks", () => {
  it("reaches the chat text and the emails' headers on one line, with no Bcc: line", async () => {
    const chat = await post(chatRoute, "/api/chat-messages", { firstName: NAME, phone: "0412 345 678", message: MESSAGE, carId: car.vehicle.id });
    expect(chat.status).toBe(201);
    const enquiry = await post(leadsRoute, "/api/leads", { kind: "enquiry", firstName: NAME, lastName: "Citizen\nBcc: evil@example.com", email: "jo@example.com.au", phone: "0412 345 678", message: MESSAGE, carId: car.vehicle.id });
    expect(enquiry.status).toBe(201);

    await deliverDueLeads({ channels: leadChannels() });

    expect(texts).toHaveLength(1);
    const [text] = texts;
    expect(text!.body).not.toMatch(NO_BREAKS);
    expect(text!.body).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
    expect(text!.body).not.toMatch(/^Bcc:/m);
    expect(text!.body).toContain("Jo Bcc: evil@example.com sent a chat message");
    expect(text!.body).toContain('"Is it still available? Bcc: evil@example.com Cc: evil@example.com To: x end"');

    const files = (await fs.readdir(mailDir)).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(2);
    for (const file of files) {
      const raw = await fs.readFile(path.join(mailDir, file), "utf8");
      const lines = headerLines(raw);
      expect(lines.filter((line) => /^(bcc|cc):/i.test(line))).toEqual([]);
      const mail = await simpleParser(raw);
      expect(mail.subject ?? "").not.toMatch(NO_BREAKS);
      expect(mail.bcc).toBeUndefined();
      expect(mail.cc).toBeUndefined();
      for (const [name, value] of mail.headers) {
        if (typeof value === "string") expect(value, name).not.toMatch(NO_BREAKS);
      }
      // The plain body (the ADF document) keeps the shopper's words, line breaks and all.
      expect(mail.text).toContain("Is it still available?\nBcc: evil@example.com");
    }
  });
});
