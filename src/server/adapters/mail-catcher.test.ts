import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { logger } from "@/server/logger";
import { leadEmailMessage } from "@/server/leads/lead-email";
import { generalEnquiryLead, testDriveLead } from "@/test/deliverable-lead-fixture";
import { parseAdf, textOf } from "@/test/parse-adf";
import { DeliveryError } from "./delivery-error";
import { fileSafeMessageId, MAIL_CATCHER_MAX_BYTES, startMailCatcher, startMailCatcherUnlessSmtp, type MailCatcher } from "./mail-catcher";
import { closeMailSenders, mailSender, setMailSender, smtpMailSender, type MailSender } from "./mail-sender";

const to = ["leads@coastaltoyota.example", "crm@dealer-crm.example"];
const from = "Forecourt Leads <leads@forecourt.example>";

let dir: string;
let catcher: MailCatcher | undefined;
const logged: unknown[][] = [];

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "mail-catcher-"));
  logged.length = 0;
  // Everything the catcher logs, to check that it names files and nothing about the shopper.
  const record = (...args: unknown[]) => void logged.push(args);
  vi.spyOn(logger, "child").mockReturnValue({ info: record, warn: record, error: record, debug: record } as unknown as ReturnType<typeof logger.child>);
});
// The senders' pooled connections are closed before the catcher: a connection left open holds the catcher's close
// for its closeTimeout (2 s a test).
const senders: MailSender[] = [];
function openSender(url: string): MailSender {
  const sender = smtpMailSender(url);
  senders.push(sender);
  return sender;
}
afterEach(async () => {
  vi.restoreAllMocks();
  for (const sender of senders.splice(0)) sender.close?.();
  closeMailSenders();
  await catcher?.close();
  catcher = undefined;
  await fs.rm(dir, { recursive: true, force: true });
});

async function caughtFiles(): Promise<string[]> {
  return (await fs.readdir(dir)).sort();
}

describe("the mail catcher with its disk full (issue 37: DATA_DIR full)", () => {
  it("refuses the mail with SMTP's 452, which the sender reports as a moment's failure to try again, and logs no personal data", async () => {
    const full = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
    catcher = await startMailCatcher({ dir, write: async () => Promise.reject(full) });
    const email = leadEmailMessage(testDriveLead(), { to, from });
    const failure = await openSender(`smtp://127.0.0.1:${catcher.port}`).send(email).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(failure).toMatchObject({ retryable: true, responseCode: 452 });
    expect(String((failure as Error).message)).toMatch(/disk is full/);
    expect(await caughtFiles()).toEqual([]);
    const text = JSON.stringify(logged);
    expect(text).toContain("disk is full");
    for (const personal of ["mia.nguyen@example.com", "Nguyen", "+61412345678"]) expect(text).not.toContain(personal);
  });
});

describe("the mail catcher with the SMTP sender", () => {
  it("writes a lead email as one .eml file that a mail parser and an ADF reader understand", async () => {
    catcher = await startMailCatcher({ dir });
    expect(catcher.port).toBeGreaterThan(0);
    const email = leadEmailMessage(testDriveLead(), { to, from });
    const sent = await openSender(`smtp://127.0.0.1:${catcher.port}`).send(email);
    expect(sent.messageId).toBe("<lead-4821.coastal-toyota@forecourt.invalid>");
    expect(sent.response).toMatch(/^250 /);
    expect(sent.rejected).toEqual([]);

    const files = await caughtFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-lead-4821\.coastal-toyota_forecourt\.invalid\.eml$/);

    const parsed = await simpleParser(await fs.readFile(path.join(dir, files[0]!)));
    expect(parsed.messageId).toBe("<lead-4821.coastal-toyota@forecourt.invalid>");
    expect(parsed.subject).toBe("New lead: Test Drive — 2021 Toyota HiLux SR5 (Coastal Toyota Southport)");
    const toField = Array.isArray(parsed.to) ? parsed.to : [parsed.to];
    expect(toField.flatMap((a) => a?.value.map((v) => v.address))).toEqual(to);
    expect(parsed.from?.value[0]?.address).toBe("leads@forecourt.example");
    expect(parsed.replyTo?.value[0]?.address).toBe("mia.nguyen@example.com");
    expect(parsed.headers.get("x-forecourt-lead-id")).toBe("4821");
    // The ADF as the plain part, a readable summary beside it (issue 38).
    expect(parsed.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" });
    expect(String(parsed.html)).toContain("New lead: Test Drive");
    expect(parsed.attachments).toHaveLength(0);

    const { prospect } = parseAdf(parsed.text ?? "").adf;
    expect(textOf(prospect.id[0])).toBe("4821");
    expect(prospect.vehicle[0]).toMatchObject({ year: "2021", make: "Toyota", model: "HiLux", trim: "SR5", vin: "MR0HA3CD100123456", stock: "U12345" });
    expect(prospect.vehicle[1]["@interest"]).toBe("trade-in");
    expect(textOf(prospect.customer.contact.email[0])).toBe("mia.nguyen@example.com");
    expect(textOf(prospect.customer.contact.phone[0])).toBe("+61412345678");
    expect(prospect.customer.comments).toContain("Rego: ABC123");
    expect(prospect.vendor.vendorname).toBe("Coastal Toyota Southport");

    // The log names the file, nothing else about the message.
    const log = JSON.stringify(logged);
    expect(log).toContain(files[0]);
    for (const secret of ["mia", "Nguyen", "412345678", "coastaltoyota.example", "dealer-crm", "HiLux", "dog"]) expect(log.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it("keeps a message in UTF-8 with markup, emoji and a long line intact through the transfer encoding", async () => {
    catcher = await startMailCatcher({ dir });
    const message = `<b>Hi</b> & "quotes" — 😀 ${"long ".repeat(200)}end`;
    await openSender(`smtp://127.0.0.1:${catcher.port}`).send(leadEmailMessage(generalEnquiryLead({ message }), { to, from }));
    const [file] = await caughtFiles();
    const parsed = await simpleParser(await fs.readFile(path.join(dir, file!)));
    expect(parsed.replyTo).toBeUndefined();
    expect(parseAdf(parsed.text ?? "").adf.prospect.customer.comments.split("\n\n")[0]).toBe(message);
  });

  it("keeps both copies when the same lead email arrives twice (a resend): same Message-ID, two files", async () => {
    catcher = await startMailCatcher({ dir });
    const sender = openSender(`smtp://127.0.0.1:${catcher.port}`);
    const email = leadEmailMessage(testDriveLead(), { to, from });
    await sender.send(email);
    await sender.send(email);
    const files = await caughtFiles();
    expect(files).toHaveLength(2);
    for (const file of files) expect((await simpleParser(await fs.readFile(path.join(dir, file)))).messageId).toBe(email.messageId);
  });

  it("refuses a message over 1 MB with a permanent 552 and writes nothing", async () => {
    catcher = await startMailCatcher({ dir });
    const email = { ...leadEmailMessage(testDriveLead(), { to, from }), text: "x".repeat(MAIL_CATCHER_MAX_BYTES + 10) };
    const error = await openSender(`smtp://127.0.0.1:${catcher.port}`).send(email).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).retryable).toBe(false);
    expect((error as DeliveryError).responseCode).toBe(552);
    expect(await caughtFiles()).toEqual([]);
  });

  it("listens on loopback only", async () => {
    await expect(startMailCatcher({ dir, host: "0.0.0.0" })).rejects.toThrow(/loopback/);
    catcher = await startMailCatcher({ dir, host: "::1" }).catch(() => startMailCatcher({ dir, host: "127.0.0.2" }));
    expect(catcher.port).toBeGreaterThan(0);
  });

  it("is where mailSender() sends when SMTP_URL is unset, from start-up until it is stopped", async () => {
    vi.stubEnv("SMTP_URL", "");
    setMailSender(undefined);
    const stop = await startMailCatcherUnlessSmtp({ SMTP_URL: undefined, DATA_DIR: dir });
    try {
      await mailSender().send(leadEmailMessage(testDriveLead(), { to, from }));
      const files = await fs.readdir(path.join(dir, "mail"));
      expect(files.filter((f) => f.endsWith(".eml"))).toHaveLength(1);
      expect(files.filter((f) => !f.endsWith(".eml"))).toEqual([]);
    } finally {
      closeMailSenders();
      await stop();
    }
    const error = await mailSender().send(leadEmailMessage(testDriveLead(), { to, from })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeliveryError);
    expect((error as DeliveryError).retryable).toBe(true);
  });

  it("does not start when SMTP_URL is set", async () => {
    const stop = await startMailCatcherUnlessSmtp({ SMTP_URL: "smtp://mail.example.com:587", DATA_DIR: dir });
    await stop();
    expect(await caughtFiles()).toEqual([]);
  });
});

describe("fileSafeMessageId", () => {
  it("keeps letters, digits, dots, dashes and underscores of the Message-ID", () => {
    expect(fileSafeMessageId(Buffer.from("Subject: x\r\nMessage-ID:\r\n <a/b\\..c@d e>\r\n\r\nbody"))).toBe("a_b_..c_d_e");
    expect(fileSafeMessageId(Buffer.from("message-id: <../../etc/passwd>\r\n\r\n"))).toBe("etc_passwd");
    expect(fileSafeMessageId(Buffer.from("Subject: none\r\n\r\nMessage-ID: <body@x>"))).toBe("no-message-id");
    expect(fileSafeMessageId(Buffer.from(`Message-ID: <${"a".repeat(500)}>\r\n\r\n`))).toHaveLength(120);
  });
});
