import net from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { leadEmailMessage } from "@/server/leads/lead-email";
import { testDriveLead } from "@/test/deliverable-lead-fixture";
import { DeliveryError } from "./delivery-error";
import { smtpDeliveryError, smtpMailSender } from "./mail-sender";

const email = leadEmailMessage(testDriveLead(), { to: ["leads@dealer.example"], from: "leads@forecourt.example" });
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()!();
});

/** What the test servers received: the envelope's recipients and the raw message. */
const received: Array<{ recipients: string[]; raw: string }> = [];

/** An SMTP server on a free loopback port that answers RCPT TO with the given reply (or accepts). */
async function smtpServer(rcptReply?: { code: number; text: string }): Promise<number> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (rcptReply) return callback(Object.assign(new Error(rcptReply.text), { responseCode: rcptReply.code }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ recipients: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  closers.push(() => new Promise((resolve) => server.close(() => resolve())));
  return (server.server.address() as net.AddressInfo).port;
}

async function failure(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

describe("smtpMailSender", () => {
  it("delivers and returns the Message-ID and the server's reply", async () => {
    const port = await smtpServer();
    const sender = smtpMailSender(`smtp://127.0.0.1:${port}`);
    closers.push(async () => sender.close?.());
    const sent = await sender.send(email);
    expect(sent).toEqual({ messageId: email.messageId, response: expect.stringMatching(/^250 /), rejected: [] });
  });

  it("sends every header on one line, whatever line breaks the message's names, addresses or subject hold", async () => {
    const port = await smtpServer();
    const sender = smtpMailSender(`smtp://127.0.0.1:${port}`);
    closers.push(async () => sender.close?.());
    received.length = 0;
    const evil = "\r\nBcc: evil@example.com";
    await sender.send({
      ...email,
      from: { name: `Coastal Toyota${evil}`, address: "leads@forecourt.example" },
      replyTo: `jo@example.com.au${evil}`,
      subject: `New lead${evil}\u2028Cc: evil@example.com`,
      headers: { "X-Forecourt-Site": `coastal-toyota${evil}` },
    });
    const [got] = received;
    expect(got?.recipients).toEqual(["leads@dealer.example"]);
    const head = got!.raw.slice(0, got!.raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
    expect(head.split("\r\n").filter((line) => /^(bcc|cc):/i.test(line))).toEqual([]);
    expect(head).not.toMatch(/[\u2028\u2029]/);
  });

  it("sends a lead as multipart/alternative: the ADF a CRM parses as text/plain, and a readable summary as HTML (issue 38)", async () => {
    const port = await smtpServer();
    const sender = smtpMailSender(`smtp://127.0.0.1:${port}`);
    closers.push(async () => sender.close?.());
    received.length = 0;
    const lead = testDriveLead();
    const hostile = { ...lead, message: `<script>alert(1)</script> & "quotes"`, customer: { ...lead.customer, firstName: "<b>Jo</b>" } };
    await sender.send(leadEmailMessage(hostile, { to: ["leads@dealer.example"], from: "leads@forecourt.example" }));
    const raw = received[0]!.raw;
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    const mail = await simpleParser(raw);
    // The plain part is the ADF document, as CRMs have always parsed it.
    expect(mail.text?.trim()).toMatch(/^<\?xml version="1\.0"[\s\S]*<adf>[\s\S]*<\/adf>$/);
    // The HTML part reads as a lead: what, who and how to answer, with the shopper's words escaped.
    const html = String(mail.html);
    expect(html).toContain(`<h1 style="font-size:18px">New lead: ${lead.subcategory ?? lead.category}</h1>`);
    expect(html).toContain(`href="tel:${lead.customer.phone}"`);
    expect(html).toContain(lead.vehicle!.title);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;");
    expect(html).toContain("&lt;b&gt;Jo&lt;/b&gt;");
    expect(html).not.toContain("<script>");
  });

  it("calls a 550 (no such mailbox) permanent", async () => {
    const port = await smtpServer({ code: 550, text: "No such user" });
    const error = await failure(smtpMailSender(`smtp://127.0.0.1:${port}`).send(email));
    expect(error).toMatchObject({ retryable: false, responseCode: 550 });
    expect(error.message).toContain("550");
  });

  it("calls a 451 (try again later, greylisting) temporary", async () => {
    const port = await smtpServer({ code: 451, text: "Greylisted, try again later" });
    expect(await failure(smtpMailSender(`smtp://127.0.0.1:${port}`).send(email))).toMatchObject({ retryable: true, responseCode: 451 });
  });

  it("calls a refused connection temporary", async () => {
    const port = await smtpServer();
    await closers.pop()!();
    const error = await failure(smtpMailSender(`smtp://127.0.0.1:${port}`).send(email));
    expect(error.retryable).toBe(true);
    expect(error.responseCode).toBeUndefined();
  });

  it("gives up on a server that never greets after the greeting timeout, as temporary", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    closers.push(
      () =>
        new Promise((resolve) => {
          for (const s of sockets) s.destroy();
          silent.close(() => resolve());
        }),
    );
    const port = (silent.address() as net.AddressInfo).port;
    const started = performance.now();
    const error = await failure(smtpMailSender(`smtp://127.0.0.1:${port}`, { greetingMs: 300 }).send(email));
    const waited = performance.now() - started;
    expect(error).toMatchObject({ retryable: true, code: "ETIMEDOUT" });
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(5_000);
  });
});

describe("smtpDeliveryError", () => {
  const cases: Array<[string, object, boolean]> = [
    ["552 message too big", { code: "EMESSAGE", responseCode: 552, message: "Message failed: 552 too big" }, false],
    ["554 rejected as spam", { code: "EMESSAGE", responseCode: 554 }, false],
    ["503 bad sequence (a new session may pass)", { code: "EPROTOCOL", responseCode: 503 }, true],
    ["421 service closing", { code: "ECONNECTION", responseCode: 421 }, true],
    ["452 mailbox full for now", { code: "EENVELOPE", responseCode: 452 }, true],
    ["535 credentials rejected (our configuration: fixed, the lead goes)", { code: "EAUTH", responseCode: 535 }, true],
    ["an address nodemailer refuses before sending", { code: "EENVELOPE", message: "No recipients defined" }, false],
    ["a DNS failure", { code: "EDNS" }, true],
    ["a TLS failure", { code: "ETLS" }, true],
    ["an error with no code", new Error("something odd"), true],
  ];
  it.each(cases)("%s", (_name, error, retryable) => {
    expect(smtpDeliveryError(error).retryable).toBe(retryable);
  });
});
