import fs from "node:fs";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { inject } from "vitest";

/** The demo mail catcher's folder of the test server (DATA_DIR/mail: one .eml file per message). */
const mailDir = () => path.join(inject("dataDir"), "mail");

/** The messages the catcher holds, by file name. */
export function mailFiles(): string[] {
  return fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((f) => f.endsWith(".eml")) : [];
}

/** Waits for the lead's email at the catcher (its Message-ID, and so its file name, names the lead) and parses it. */
export async function mailOfLead(leadId: number, timeoutMs = 20_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mailFiles().filter((f) => f.includes(`lead-${leadId}.`));
    if (found.length > 0 || Date.now() > deadline) return Promise.all(found.map(async (f) => simpleParser(fs.readFileSync(path.join(mailDir(), f)))));
    await new Promise((r) => setTimeout(r, 100));
  }
}
