import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";

/**
 * The texts the platform sent, from the demo SMS sender's outbox (DATA_DIR/sms-outbox.log, one JSON line each). Test
 * files run at once append to it while another reads: a line still being written is skipped, never a parse error.
 */
export function textsSent(): Array<{ to: string; body: string }> {
  const file = path.join(inject("dataDir"), "sms-outbox.log");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .flatMap((line) => {
      try {
        return line.trim() ? [JSON.parse(line) as { to: string; body: string }] : [];
      } catch {
        return [];
      }
    });
}

/** The newest sign-in code the platform texted to a number. */
export function lastCodeSentTo(phone: string): string {
  const messages = textsSent().filter((m) => m.to === phone);
  return /^(\d{6}) /.exec(messages.at(-1)?.body ?? "")?.[1] ?? "";
}
