/**
 * One process owns a PGlite data directory. PGlite itself takes no lock: two processes opening the same
 * directory both succeed and one's writes are silently lost. proper-lockfile guards it: the lock is a directory
 * (`{dir}.lock`, made atomically) whose modification time its owner refreshes while it runs; a lock left
 * unrefreshed for `staleMs` is stale and the next opener takes it over. The owner's pid (`{dir}.owner`) only
 * decides what a second opener does: refuse at once while that process runs, or wait for the lock of a process
 * that has stopped to go stale and take it over.
 */
import "server-only";
import fs from "node:fs";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

export interface DirectoryLock {
  release(): Promise<void>;
}

export interface LockOptions {
  /** How long an unrefreshed lock stays valid (proper-lockfile's `stale`, at least 2 s). */
  staleMs?: number;
  /** Called if another process takes the lock over while this one holds it; by default the process stops. */
  onCompromised?: (error: Error) => void;
}

const DEFAULT_STALE_MS = 10_000;

export function lockPath(dir: string): string {
  return path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
}

function ownerPath(dir: string): string {
  return path.join(path.dirname(dir), `${path.basename(dir)}.owner`);
}

function readOwner(dir: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(ownerPath(dir), "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function stopProcess(dir: string): (error: Error) => void {
  return (error) => {
    process.stderr.write(`forecourt: another process took over the embedded database in ${dir} (${error.message}); stopping so that only one process writes to it\n`);
    process.exit(1);
  };
}

/** Locks `dir` for this process, or throws DatabaseInUseError naming the process that holds it. */
export async function acquireDirectoryLock(dir: string, options: LockOptions = {}): Promise<DirectoryLock> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const stale = Math.max(2_000, options.staleMs ?? DEFAULT_STALE_MS);
  const lockOptions = { realpath: false, lockfilePath: lockPath(dir), stale, update: Math.max(1_000, Math.floor(stale / 4)), onCompromised: options.onCompromised ?? stopProcess(dir) };
  const deadline = Date.now() + stale + 2_000;
  for (;;) {
    try {
      const release = await lockfile.lock(dir, lockOptions);
      fs.writeFileSync(ownerPath(dir), String(process.pid));
      return {
        async release() {
          if (readOwner(dir) === process.pid) fs.rmSync(ownerPath(dir), { force: true });
          await release();
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ELOCKED") throw error;
      const owner = readOwner(dir);
      const stopped = owner !== null && owner !== process.pid && !isRunning(owner);
      if (!stopped || Date.now() > deadline) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is in use by ${owner !== null ? `process ${owner}` : "another process"}; stop that process or set DATABASE_URL to use a PostgreSQL server.`,
        );
      }
      // Its owner has stopped without releasing it: the lock goes stale within `stale` ms, then it is ours.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
