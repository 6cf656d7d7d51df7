/**
 * What the load benches read of a server process from /proc (Linux): its process tree (the server processes of
 * WEB_CONCURRENCY), their resident memory and CPU time, and a wait until it is idle.
 */
import fs from "node:fs";

/** The server and its server processes (WEB_CONCURRENCY): the process tree under `pid`. */
export function treeOf(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    // gone
  }
  return [pid, ...children.flatMap(treeOf)];
}

/** Resident memory (VmRSS) of the tree, in bytes. */
export function rssOf(pid: number): number {
  let bytes = 0;
  for (const p of treeOf(pid)) {
    try {
      bytes += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {
      // exited between the listing and the read
    }
  }
  return bytes;
}

/** CPU seconds the tree has used (user and system, /proc/PID/stat). */
export function cpuSecondsOf(pid: number): number {
  let seconds = 0;
  for (const p of treeOf(pid)) {
    try {
      const stat = fs.readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      seconds += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // exited between the listing and the read
    }
  }
  return seconds;
}

/**
 * Waits until every given server is idle (under 5% of a core over 300 ms, at most 60 s): a timed run ends with
 * requests still being rendered for connections the load generator closed, and they must not weigh on the next run.
 */
export async function settle(...pids: number[]): Promise<void> {
  const deadline = Date.now() + 60_000;
  let previous = pids.map(cpuSecondsOf);
  while (Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 300));
    const now = pids.map(cpuSecondsOf);
    if (now.every((seconds, i) => seconds - previous[i]! < 0.015)) return;
    previous = now;
  }
}
