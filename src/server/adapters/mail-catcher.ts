import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import type { Config } from "@/server/config";
import { logger } from "@/server/logger";
import { useMailCatcher } from "./mail-sender";

/** The largest message the catcher takes (SIZE is advertised; bigger ones get 552). */
export const MAIL_CATCHER_MAX_BYTES = 1024 * 1024;

export interface MailCatcher {
  /** The port it listens on (the one asked for, or the one the system gave for port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * The demo's SMTP receiver: no message leaves the machine. It listens on a loopback address only, takes any sender
 * and recipient without authentication (AUTH and STARTTLS are not offered), messages up to 1 MB, and writes each one
 * as it was received (the raw RFC 822 bytes) to `{dir}/{timestamp}-{message-id}.eml`: written under a temporary name
 * and renamed, so a reader never sees half a message. The log names the file only, never an address or the content.
 * The timestamp is ISO 8601 in UTC with `-` for `:` (2025-03-14T10-30-00.123Z), so the names sort by arrival and suit
 * every file system.
 */
export async function startMailCatcher(options: {
  dir: string;
  host?: string;
  port?: number;
  /** How a caught message is written (default: a file under `dir`); a test stands in a full disk with it. */
  write?: (dir: string, raw: Buffer) => Promise<string>;
}): Promise<MailCatcher> {
  const { dir, host = "127.0.0.1", port = 0, write = writeMessage } = options;
  if (!isLoopback(host)) throw new Error(`The mail catcher listens on a loopback address only (got ${host})`);
  await fs.mkdir(dir, { recursive: true });
  const log = logger.child({ component: "mail-catcher" });

  const server = new SMTPServer({
    name: "forecourt-mail-catcher",
    banner: "Forecourt mail catcher (nothing leaves this machine)",
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    hideSTARTTLS: true,
    size: MAIL_CATCHER_MAX_BYTES,
    rejectOversized: true,
    disableReverseLookup: true,
    maxClients: 16,
    socketTimeout: 30_000,
    closeTimeout: 2_000,
    logger: false,
    onConnect(session, callback) {
      // Bound to loopback already; a connection from elsewhere would be a mistake of ours: refuse it.
      if (!isLoopback(session.remoteAddress)) return callback(Object.assign(new Error("Loopback clients only"), { responseCode: 554 }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      let bytes = 0;
      stream.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= MAIL_CATCHER_MAX_BYTES) chunks.push(chunk);
      });
      stream.on("error", (error: Error) => callback(error));
      stream.on("end", () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error("Message exceeds the mail catcher's 1 MB limit"), { responseCode: 552 }));
          return;
        }
        write(dir, Buffer.concat(chunks)).then(
          (file) => {
            log.info({ file }, "mail caught");
            callback(null, `Message caught as ${file}`);
          },
          (error: unknown) => {
            const code = (error as { code?: unknown }).code;
            if (code === "ENOSPC" || code === "EDQUOT") {
              // RFC 5321's 452 (insufficient system storage): a moment's failure, so the sender keeps the mail and tries again.
              log.error({ code }, "the mail catcher's disk is full: a mail was refused, to be sent again");
              callback(Object.assign(new Error("Insufficient system storage: the mail catcher's disk is full"), { responseCode: 452 }));
              return;
            }
            log.error({ err: error }, "writing a caught mail failed");
            callback(Object.assign(new Error("Could not store the message"), { responseCode: 451 }));
          },
        );
      });
    },
  });
  server.on("error", (error: Error) => log.warn({ err: error }, "mail catcher connection error"));

  await new Promise<void>((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.server.once("error", onError);
    server.listen(port, host, () => {
      server.server.off("error", onError);
      resolve();
    });
  });
  const address = server.server.address();
  const listening = typeof address === "object" && address ? address.port : port;

  let closing: Promise<void> | undefined;
  return {
    port: listening,
    close() {
      closing ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return closing;
    },
  };
}

/**
 * Starts the catcher under DATA_DIR/mail/ when SMTP_URL is unset and points the default mail sender at it; with
 * SMTP_URL set, does nothing. Returns the function that stops it (and points the sender away again).
 */
export async function startMailCatcherUnlessSmtp(config: Pick<Config, "SMTP_URL" | "DATA_DIR">): Promise<() => Promise<void>> {
  if (config.SMTP_URL) return async () => {};
  const dir = path.resolve(config.DATA_DIR, "mail");
  const catcher = await startMailCatcher({ dir });
  useMailCatcher(catcher.port);
  logger.info({ port: catcher.port, dir }, "no SMTP_URL: lead emails go to the mail catcher, written as .eml files");
  return async () => {
    useMailCatcher(undefined);
    await catcher.close();
  };
}

/** The message's file: `{ISO timestamp}-{message-id}.eml`, written under a temporary name then linked into place. */
async function writeMessage(dir: string, raw: Buffer): Promise<string> {
  const stamp = new Date().toISOString().replace(/:/g, "-");
  const id = fileSafeMessageId(raw);
  const temp = path.join(dir, `.incoming-${process.pid}-${randomBytes(6).toString("hex")}.tmp`);
  await fs.writeFile(temp, raw, { flag: "wx" });
  try {
    for (let n = 1; ; n++) {
      const name = `${stamp}-${id}${n === 1 ? "" : `-${n}`}.eml`;
      try {
        // link never replaces an existing file (rename would): the same message caught twice in one millisecond keeps both.
        await fs.link(temp, path.join(dir, name));
        return name;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === "EPERM" || code === "ENOTSUP" || code === "ENOSYS") {
          // A file system without hard links: rename (the time stamp and id make a clash all but impossible there).
          await fs.rename(temp, path.join(dir, name));
          return name;
        }
        if (code !== "EEXIST" || n >= 100) throw error;
      }
    }
  } finally {
    await fs.rm(temp, { force: true });
  }
}

/** The Message-ID header's value with only letters, digits, `.`, `_` and `-` kept (others become `_`), at most 120 characters. */
export function fileSafeMessageId(raw: Buffer): string {
  const end = raw.indexOf("\r\n\r\n");
  const head = raw.subarray(0, end === -1 ? Math.min(raw.length, 64 * 1024) : end).toString("latin1");
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const match = /^message-id:[ \t]*(.*)$/im.exec(unfolded);
  const value = (match?.[1] ?? "").trim().replace(/^<|>$/g, "");
  const safe = value.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^[._]+/, "").slice(0, 120);
  return safe || "no-message-id";
}

function isLoopback(address: string): boolean {
  const a = address.replace(/^::ffff:/i, "");
  if (a === "localhost" || a === "::1") return true;
  return net.isIPv4(a) && a.startsWith("127.");
}
