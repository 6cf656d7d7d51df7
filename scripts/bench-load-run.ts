/**
 * Runs one load scenario in a load-generator process of its own (scripts/bench-load-worker.ts, autocannon), so that
 * it shares neither the server's event loop nor the bench's: `bench:load` and `bench:cluster` drive their runs with it.
 */
import { fork } from "node:child_process";
import path from "node:path";
import type { LoadFigures, LoadScenario } from "./bench-load-worker";

export function runLoad(scenario: LoadScenario): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = fork(path.join("scripts", "bench-load-worker.ts"), [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    let settled = false;
    worker.once("message", (message: { ok: true; figures: LoadFigures } | { ok: false; error: string }) => {
      settled = true;
      if (message.ok) resolve(message.figures);
      else reject(new Error(message.error));
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new Error(`the load generator exited with code ${code} without figures`));
    });
    worker.send(scenario);
  });
}
