/**
 * `npm test`: every test. Unit and integration tests first (integration on embedded PGlite, or on
 * PostgreSQL when TEST_DATABASE_URL is set), then end-to-end tests in Chromium against the built platform.
 * Chromium is CHROME_PATH, else the system's, else the one inside the @sparticuz/chromium dev dependency
 * (Linux x64), unpacked here before the tests start. Without any it says how to get one and fails:
 * end-to-end tests are never skipped silently.
 * Before any test, the layer check (npm run check:layers) must pass.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { chooseChromium, chromiumExecutable, describeChromium } from "../e2e/chromium";

process.env.NEXT_TELEMETRY_DISABLED = "1";
const browser = chooseChromium();
if (browser.kind === "none") {
  process.stderr.write(`npm test: ${browser.reason}\n`);
  process.exit(1);
}
process.stdout.write(`npm test: end-to-end tests run in ${describeChromium(browser)}\n`);
// Unpacked once here, so the test files find it ready.
await chromiumExecutable(browser);

// The layers of docs/architecture.md first: a cross-layer import fails the run before any test starts.
const layers = spawnSync(process.execPath, [path.resolve("node_modules", "dependency-cruiser", "bin", "dependency-cruise.mjs"), "src", "scripts", "e2e", "--config", ".dependency-cruiser.cjs", "--output-type", "err"], { stdio: "inherit" });
if (layers.status !== 0) {
  process.stderr.write("npm test: imports cross the layers of docs/architecture.md (npm run check:layers).\n");
  process.exit(layers.status ?? 1);
}

const vitest = path.resolve("node_modules", "vitest", "vitest.mjs");
const extra = process.argv.slice(2);
for (const projects of [["unit", "integration"], ["e2e"]]) {
  const args = [vitest, "run", ...projects.flatMap((p) => ["--project", p]), ...extra];
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
