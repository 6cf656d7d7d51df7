import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** The system Chromium (Debian's `chromium`), or CHROME_PATH. Tests never download a browser. */
export function chromiumPath(env: Record<string, string | undefined> = process.env, exists: (p: string) => boolean = fs.existsSync): string | null {
  // A CHROME_PATH that names no file is a mistake to report, not a reason to pick another browser.
  if (env.CHROME_PATH) return exists(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].find((p) => exists(p)) ?? null;
}

export const MISSING_CHROMIUM =
  "End-to-end tests need Chromium. Install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROME_PATH to a Chrome or Chromium binary.";

/** Headless Chromium with a fresh profile (playwright creates a temporary one per launch). */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error(MISSING_CHROMIUM);
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--disable-dev-shm-usage",
    ],
  });
}
