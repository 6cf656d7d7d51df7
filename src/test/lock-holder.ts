/**
 * A second process for the directory-lock tests: `node --import ./scripts/runtime/server-node.mjs
 * src/test/lock-holder.ts DIR STALE_MS` locks DIR, prints "locked" (or "in use: {message}" and exits 2), then
 * holds the lock until it is killed or sent "release" on stdin.
 */
import { acquireDirectoryLock, DatabaseInUseError } from "@/server/db/pglite-lock";

const [dir, staleMs] = process.argv.slice(2);
if (!dir) throw new Error("usage: lock-holder DIR [STALE_MS]");
try {
  const lock = await acquireDirectoryLock(dir, {
    staleMs: Number(staleMs) || undefined,
    onCompromised: () => {
      process.stdout.write("compromised\n");
      process.exit(3);
    },
  });
  process.stdout.write("locked\n");
  process.stdin.on("data", async (data) => {
    if (!String(data).includes("release")) return;
    await lock.release();
    process.stdout.write("released\n");
    process.exit(0);
  });
} catch (error) {
  if (!(error instanceof DatabaseInUseError)) throw error;
  process.stdout.write(`in use: ${error.message}\n`);
  process.exit(2);
}
