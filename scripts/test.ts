/**
 * `npm test`: every test. Unit and integration tests first (integration on embedded PGlite, or on
 * PostgreSQL when TEST_DATABASE_URL is set), then end-to-end tests in Chromium against the built platform.
 * Without Chromium it says how to install it and fails: end-to-end tests are never skipped silently.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { chromiumPath, MISSING_CHROMIUM } from "../e2e/chromium";

process.env.NEXT_TELEMETRY_DISABLED = "1";
if (!chromiumPath()) {
  process.stderr.write(`npm test: ${MISSING_CHROMIUM}\n`);
  process.exit(1);
}

const vitest = path.resolve("node_modules", "vitest", "vitest.mjs");
const extra = process.argv.slice(2);
for (const projects of [["unit", "integration"], ["e2e"]]) {
  const args = [vitest, "run", ...projects.flatMap((p) => ["--project", p]), ...extra];
  const result = spawnSync(process.execPath, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
