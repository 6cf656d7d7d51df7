import "server-only";
import { createTransport } from "nodemailer";
import { singleLine } from "@/lib/single-line";
import { config, redactUrl } from "@/server/config";
import { logger } from "@/server/logger";
import { DeliveryError } from "./delivery-error";

/** An address with a display name; the name is encoded by the mailer, whatever characters it holds. */
export interface MailAddress {
  name: string;
  address: string;
}

/** One email, as the platform sends it: plain text, its own Message-ID, extra headers. */
export interface MailMessage {
  from: string | MailAddress;
  to: readonly string[];
  replyTo?: string;
  subject: string;
  text: string;
  /** A readable HTML alternative of the text (multipart/alternative), for a person's mail client. */
  html?: string;
  /** The Message-ID header, angle brackets included ("<lead-12.coastal-toyota@forecourt.invalid>"). */
  messageId: string;
  headers?: Readonly<Record<string, string>>;
}

export interface SentMail {
  /** The Message-ID the message went out with. */
  messageId: string;
  /** The SMTP server's last reply ("250 2.0.0 Ok: queued as ..."). */
  response: string;
  /** Recipients the server refused while it took the message for the others (none refused: empty). */
  rejected: string[];
}

/**
 * Sends an email. Fails with a DeliveryError: `retryable` false for a permanent refusal (an SMTP 5xx reply such as
 * 550 no such mailbox, a malformed address), true for a temporary one (a 4xx reply, a refused, dropped or
 * timed-out connection, a DNS or TLS failure, rejected credentials).
 */
export interface MailSender {
  send(message: MailMessage): Promise<SentMail>;
  /** Closes the sender's open connections (it keeps a few for reuse). */
  close?(): void;
}

/** Connecting (DNS included) 10 s, the server's greeting 10 s, silence on an open connection 20 s. */
export const SMTP_TIMEOUTS: Readonly<SmtpTimeouts> = { connectionMs: 10_000, greetingMs: 10_000, socketMs: 20_000, dnsMs: 10_000 };

export interface SmtpTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
  dnsMs: number;
}

/** A sender over SMTP (nodemailer) to smtp://[user:pass@]host[:port] (STARTTLS when offered) or smtps:// (TLS). */
export function smtpMailSender(url: string, timeouts: Partial<SmtpTimeouts> = {}): MailSender {
  const t = { ...SMTP_TIMEOUTS, ...timeouts };
  const transport = createTransport({
    url,
    connectionTimeout: t.connectionMs,
    greetingTimeout: t.greetingMs,
    socketTimeout: t.socketMs,
    dnsTimeout: t.dnsMs,
    // A few open connections, reused: a busy hour's leads do not each pay for a connection and a greeting.
    pool: true,
    maxConnections: 4,
    maxMessages: 500,
    // Messages are built from our own text only: never let a header or an attachment reach for a file or a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(message) {
      try {
        // Every header one line (`singleLine`), whoever built the message: a line break in a name, an address or a
        // subject would start a header of its own ("Bcc: ..."). The plain body keeps its line breaks.
        const info = await transport.sendMail({
          from: typeof message.from === "string" ? singleLine(message.from) : { name: singleLine(message.from.name), address: singleLine(message.from.address) },
          to: message.to.map(singleLine),
          replyTo: message.replyTo === undefined ? undefined : singleLine(message.replyTo),
          subject: singleLine(message.subject),
          text: message.text,
          ...(message.html !== undefined ? { html: message.html } : {}),
          messageId: singleLine(message.messageId),
          headers: message.headers ? Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [singleLine(name), singleLine(value)])) : undefined,
        });
        const rejected = [...(info.rejected ?? [])];
        return { messageId: info.messageId, response: info.response, rejected };
      } catch (error) {
        throw smtpDeliveryError(error);
      }
    },
    close() {
      transport.close();
    },
  };
}

/** Failures before anything was accepted that the same message would meet again: a bad address, a message that cannot be built. */
const PERMANENT_CODES = new Set(["EENVELOPE", "EMESSAGE", "ECONFIG", "EMAXRECIPIENTS", "EFILEACCESS", "EURLACCESS"]);
/** Rejected or missing credentials are the platform's configuration, not the lead's fault: once fixed, the lead goes. */
const CREDENTIAL_CODES = new Set(["EAUTH", "ENOAUTH", "EOAUTH2"]);

/**
 * Turns nodemailer's error into a DeliveryError saying whether a later attempt may succeed: an SMTP reply decides by
 * its code (5xx permanent, except 503, a session out of step; 4xx temporary); without a reply, a bad envelope or message
 * is permanent and everything else (refused, dropped or timed-out connections, DNS, TLS) temporary.
 */
export function smtpDeliveryError(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const e = (error ?? {}) as { code?: unknown; responseCode?: unknown; message?: unknown; command?: unknown };
  const code = typeof e.code === "string" ? e.code : undefined;
  const responseCode = typeof e.responseCode === "number" ? e.responseCode : undefined;
  let retryable: boolean;
  if (code !== undefined && CREDENTIAL_CODES.has(code)) retryable = true;
  else if (responseCode !== undefined) retryable = !(responseCode >= 500 && responseCode <= 599 && responseCode !== 503);
  else retryable = !(code !== undefined && PERMANENT_CODES.has(code));
  const reason = typeof e.message === "string" ? (e.message.split("\n")[0] ?? "").slice(0, 300) : String(error);
  const command = typeof e.command === "string" ? ` (${e.command})` : "";
  return new DeliveryError(`Sending the email failed${command}: ${reason}`, { retryable, responseCode, code, cause: error });
}

let override: MailSender | undefined;
/** One nodemailer transport per address (SMTP_URL, or the catcher's), made on first use. */
const senders = new Map<string, MailSender>();
/** The catcher's port lives on globalThis: Next's bundled route code and the start script each hold a copy of this module. */
const catcherKey = Symbol.for("forecourt.mailCatcherPort");
type WithCatcher = typeof globalThis & { [catcherKey]?: number };

const noTransport: MailSender = {
  async send() {
    throw new DeliveryError("No mail transport: SMTP_URL is unset and the mail catcher is not running", { retryable: true, code: "ENOTRANSPORT" });
  },
};

/**
 * The process's mail sender: SMTP to SMTP_URL when it is set, else the demo's mail catcher once the start-up has
 * started it (`useMailCatcher`). With neither, sending fails as retryable: the lead waits rather than being lost.
 */
export function mailSender(): MailSender {
  if (override) return override;
  const configured = config().SMTP_URL;
  const catcherPort = (globalThis as WithCatcher)[catcherKey];
  const url = configured ?? (catcherPort === undefined ? undefined : `smtp://127.0.0.1:${catcherPort}`);
  if (url === undefined) return noTransport;
  let sender = senders.get(url);
  if (!sender) {
    sender = smtpMailSender(url);
    senders.set(url, sender);
    logger.info({ smtp: redactUrl(url) }, configured ? "lead emails go out through SMTP_URL" : "lead emails go to the mail catcher");
  }
  return sender;
}

/** Points the default sender (when SMTP_URL is unset) at the mail catcher's port, or away from it (undefined). */
export function useMailCatcher(port: number | undefined): void {
  (globalThis as WithCatcher)[catcherKey] = port;
}

/** Tests replace the sender; undefined goes back to the configured one. */
/** Closes the process's SMTP connections (at shutdown). */
export function closeMailSenders(): void {
  for (const sender of senders.values()) sender.close?.();
  senders.clear();
}

export function setMailSender(next: MailSender | undefined): void {
  override = next;
}
