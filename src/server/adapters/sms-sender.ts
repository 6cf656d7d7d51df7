import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { config } from "@/server/config";
import { logger } from "@/server/logger";

/** Sends a text message. The platform needs only this from an SMS provider. */
export interface SmsSender {
  send(message: { to: string; body: string }): Promise<void>;
}

/**
 * The development and demo sender: no message leaves the machine. Each message is appended as one JSON
 * line to DATA_DIR/sms-outbox.log (like a mail catcher), so whoever runs the platform can read the code,
 * and logged without its body.
 */
export function outboxSmsSender(file: string): SmsSender {
  return {
    async send({ to, body }) {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), to, body })}\n`);
      logger.info({ to: `${to.slice(0, 6)}…`, outbox: file }, "SMS written to the outbox (no SMS provider configured)");
    },
  };
}

export function smsOutboxFile(): string {
  return path.resolve(config().DATA_DIR, "sms-outbox.log");
}

let sender: SmsSender | undefined;

/** The process's SMS sender. A real provider plugs in here, chosen by configuration. */
export function smsSender(): SmsSender {
  sender ??= outboxSmsSender(smsOutboxFile());
  return sender;
}

/** Tests replace the sender. */
export function setSmsSender(next: SmsSender | undefined): void {
  sender = next;
}

/** True while texts go to the outbox file rather than to phones (the sign-in page says so). */
export function smsGoesToOutbox(): boolean {
  return true;
}
