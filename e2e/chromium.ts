import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

/** The system Chromium (Debian's `chromium`), or CHROME_PATH. Tests never download a browser. */
export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  return candidates.find((p): p is string => !!p && fs.existsSync(p)) ?? null;
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
