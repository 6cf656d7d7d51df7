import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuild } from "../scripts/build-if-needed";
import { chooseChromium, chromiumExecutable } from "./chromium";
import { freePort } from "../src/test/free-port";

declare module "vitest" {
  export interface ProvidedContext {
    port: number;
    /** The server's DATA_DIR (its SMS outbox is read by the sign-in tests). */
    dataDir: string;
    /** The server's TEST_HOOKS_TOKEN: the reservation test moves the expiry sweep's clock forward with it. */
    testHooksToken: string;
  }
}

/**
 * Starts the platform exactly as `npm start` does (build if needed, fresh database, demo seed) on a free
 * port, for the end-to-end tests. With DATABASE_URL set it runs on that PostgreSQL database, which the
 * caller provides empty; otherwise on a fresh embedded database in a temporary directory.
 */
export default async function setup(project: TestProject) {
  // Before any test file starts: a missing browser fails at once, and a bundled one is unpacked once, not per file.
  await chromiumExecutable(chooseChromium());
  await ensureBuild({ quiet: true });

  // A port the system says is free (CI runs two of these side by side, one per database).
  const port = process.env.E2E_PORT ? Number(process.env.E2E_PORT) : await freePort();
  const dataDir = path.resolve(".e2e-data", `run-${process.pid}-${Date.now()}`);
  // The test-only hook's secret (src/server/http/test-hooks/test-hooks.ts): the server listens on 127.0.0.1 only, as the hook requires.
  const testHooksToken = randomBytes(24).toString("base64url");
  fs.mkdirSync(dataDir, { recursive: true });
  const server: ChildProcess = spawn(process.execPath, ["--import", "./scripts/runtime/server-node.mjs", "scripts/start.ts"], {
    // RATE_LIMIT_SCALE: the whole suite is one address (127.0.0.1) doing many shoppers' work; the limits themselves are
    // proven at their real numbers by src/server/http/rate-limits/rate-limits.int.test.ts.
    env: { RATE_LIMIT_SCALE: "100", ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "warn", HOST: "127.0.0.1", TEST_HOOKS_TOKEN: testHooksToken },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));

  const deadline = Date.now() + 170_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The platform exited during start-up:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      server.kill("SIGKILL");
      throw new Error(`The platform did not become healthy in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  project.provide("port", port);
  project.provide("dataDir", dataDir);
  project.provide("testHooksToken", testHooksToken);

  return async () => {
    server.kill("SIGTERM");
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      const timer = setTimeout(() => {
        server.kill("SIGKILL");
        resolve();
      }, 15_000);
      server.once("exit", () => {
        clearTimeout(timer);
        resolve();
      });
    });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
