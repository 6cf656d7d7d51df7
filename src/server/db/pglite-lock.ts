/**
 * One process owns a PGlite data directory. PGlite itself takes no lock: two processes opening the same
 * directory both succeed and one's writes are silently lost. A lock file holding the owner's pid guards it;
 * a lock left by a process that no longer runs is taken over.
 */
import fs from "node:fs";
import path from "node:path";

export class DatabaseInUseError extends Error {
  override name = "DatabaseInUseError";
}

function lockPath(dir: string): string {
  return path.join(path.dirname(dir), `${path.basename(dir)}.lock`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDirectoryLock(dir: string): void {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const file = lockPath(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
      if (owner === process.pid) return;
      if (Number.isFinite(owner) && isRunning(owner)) {
        throw new DatabaseInUseError(
          `The embedded database in ${dir} is in use by process ${owner}; stop that process or set DATABASE_URL to use a PostgreSQL server.`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DatabaseInUseError(`Could not lock the embedded database in ${dir}.`);
}

export function releaseDirectoryLock(dir: string): void {
  const file = lockPath(dir);
  try {
    if (Number.parseInt(fs.readFileSync(file, "utf8"), 10) === process.pid) fs.rmSync(file, { force: true });
  } catch {
    // No lock file: nothing to release.
  }
}
