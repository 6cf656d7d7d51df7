import fs from "node:fs/promises";
import http from "node:http";
import type net from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, describe, expect, it } from "vitest";
import { DeliveryError } from "@/server/adapters/delivery-error";
import { startMailCatcher } from "@/server/adapters/mail-catcher";
import { setMailSender, smtpMailSender } from "@/server/adapters/mail-sender";
import { setSmsSender } from "@/server/adapters/sms-sender";
import { verifyWebhook } from "@/server/adapters/webhook-signature";
import { testDriveLead } from "@/test/deliverable-lead-fixture";
import { parseAdf } from "@/test/parse-adf";
import { testSite } from "@/test/vehicle-fixtures";
import { leadChannels } from "./lead-channels";

const secret = "s".repeat(40);
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

describe("leadChannels", () => {
  it("emails the ADF lead from the site's sender address through the mail sender", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "lead-channels-"));
    const catcher = await startMailCatcher({ dir });
    setMailSender(smtpMailSender(`smtp://127.0.0.1:${catcher.port}`));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }), () => catcher.close(), () => setMailSender(undefined));

    const site = testSite({ leadDelivery: { from: "leads@coastal-toyota.example" } }, { name: 'Coastal "Toyota", Southport' });
    const detail = await leadChannels().email(testDriveLead(), ["sales@coastal-toyota.example"], site);
    expect(detail).toMatch(/^250 /);
    const [file] = await fs.readdir(dir);
    const mail = await simpleParser(await fs.readFile(path.join(dir, file!)));
    expect(mail.from?.value[0]).toEqual({ name: 'Coastal "Toyota", Southport via Forecourt', address: "leads@coastal-toyota.example" });
    expect(mail.messageId).toBe("<lead-4821.coastal-toyota@forecourt.invalid>");
    expect(parseAdf(mail.text ?? "").adf.prospect.customer.contact.name[0]["#text"]).toBe("Mia");
  });

  it("posts the signed webhook with the site's secret and answers the status", async () => {
    const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}/crm`;

    const site = testSite({ leadDelivery: { webhook: { url, secret } } });
    expect(await leadChannels().webhook(testDriveLead(), url, site)).toBe("HTTP 202");
    const [req] = received;
    expect(req!.headers["forecourt-event-id"]).toBe("lead-4821");
    expect(verifyWebhook({ header: req!.headers["forecourt-signature"] as string, body: req!.body, secret }).ok).toBe(true);
    expect(JSON.parse(req!.body).lead.id).toBe(4821);

    const error = await leadChannels().webhook(testDriveLead(), url, testSite()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).retryable).toBe(false);
    expect(received).toHaveLength(1);
  });

  it("texts the chat message through the SMS sender", async () => {
    const texts: Array<{ to: string; body: string }> = [];
    setSmsSender({ send: async (message) => void texts.push(message) });
    cleanups.push(() => setSmsSender(undefined));
    expect(await leadChannels().sms(testDriveLead({ message: "Is it still there?" }), "+61400000000", testSite())).toBe("sent");
    expect(texts).toHaveLength(1);
    expect(texts[0]!.to).toBe("+61400000000");
    expect(texts[0]!.body).toContain("Is it still there?");
  });
});
