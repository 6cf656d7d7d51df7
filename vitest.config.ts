import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  "server-only": path.resolve(import.meta.dirname, "src/test/server-only-stub.ts"),
};

/**
 * Three projects: unit (pure, fast), integration (a real database: PGlite in memory, or PostgreSQL when
 * TEST_DATABASE_URL is set) and e2e (the built platform in Chromium; see e2e/global-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: ["src/**/*.int.test.ts"],
          environment: "node",
          // Pure tests share one module graph per worker: a fresh one per file cost 4/5 of the unit run (122 s → 26 s
          // on the 2-core CI machine). A test that changes shared state (env, timers, mocks) restores it itself.
          isolate: false,
          // CI runs the unit tests while the PostgreSQL run works beside them on the same two cores: a test that takes
          // 3 s alone (the demo world generated twice, 40,000 links checked) must not fail at the default 5 s for it.
          testTimeout: 30_000,
          unstubEnvs: true,
          unstubGlobals: true,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["src/**/*.int.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["e2e/**/*.e2e.ts"],
          environment: "node",
          globalSetup: ["e2e/global-setup.ts"],
          testTimeout: 60_000,
          // expect.poll waits for what a person would see next (a focus given back after a dialog's exit, a count
          // after a fetch): on CI's loaded machine that can take past vitest's default 1 s. A poll still fails when
          // its condition never holds; a test that promises a time ("within a second") passes its own timeout.
          expect: { poll: { timeout: 10_000 } },
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
