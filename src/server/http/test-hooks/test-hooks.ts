import "server-only";
import { timingSafeEqual } from "node:crypto";
import type http from "node:http";

/** The one test hook: the reservation expiry sweep at a later moment (an end-to-end test moves time forward). */
export const TEST_HOOK_SWEEP_PATH = "/__test-hooks/reservations/sweep";
export const TEST_HOOK_HEADER = "x-forecourt-test-hooks";

const LOOPBACK_ADDRESSES = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The end-to-end tests' dealer content hook: `POST /__test-hooks/dealer-content` stores offers, reviews, a car's
 * dealer comments and plain pages for a site (the XSS proof writes hostile dealer text through it), and sets its map
 * settings (the interactive map's test); see test-content-hook.ts. Same guards as the sweep.
 */
export const TEST_HOOK_DEALER_CONTENT_PATH = "/__test-hooks/dealer-content";
const CONTENT_BODY_LIMIT = 1024 * 1024;

/**
 * The load benchmark's memory hook: `POST /__test-hooks/gc` runs a full garbage collection when the process was
 * started with node's `--expose-gc` (else none: `collected` says which) and answers the process's memory figures in
 * bytes, so `npm run bench:load` compares resident memory before and after 100,000 requests on equal terms. Same guards.
 */
export const TEST_HOOK_GC_PATH = "/__test-hooks/gc";

export interface MemoryAfterCollection {
  collected: boolean;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** A full collection when `gc` is given (global.gc under --expose-gc, else null), then the process's memory. */
export function collectAndMeasure(gc: (() => void) | null): MemoryAfterCollection {
  if (gc) gc();
  const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage();
  return { collected: gc !== null, rss, heapUsed, heapTotal, external, arrayBuffers };
}

/**
 * The end-to-end tests' hooks, before the front door: `POST /__test-hooks/reservations/sweep` with `{ "now": ISO time }`
 * runs the reservation sweep as if it were that moment and answers what it did; `POST /__test-hooks/dealer-content`
 * (when `content` is given) hands its JSON body to `content` and answers its result; `POST /__test-hooks/gc` collects
 * garbage and answers the memory figures (collectAndMeasure). They exist only when the process
 * was started with TEST_HOOKS_TOKEN (which config.ts refuses unless HOST is a loopback address), and answer only a
 * request from this machine's own address that carries that secret; anything else is not handled here (the front door
 * then treats the path like any unknown one). Answers whether it handled the request.
 */
export function testHooks(
  token: string | undefined,
  sweep: (now: Date) => Promise<unknown>,
  content?: (body: unknown) => Promise<{ status: number; body: unknown }>,
): ((req: http.IncomingMessage, res: http.ServerResponse) => boolean) | undefined {
  if (!token) return undefined;
  return (req, res) => {
    const path = (req.url ?? "").split("?", 1)[0];
    const isSweep = path === TEST_HOOK_SWEEP_PATH;
    const isContent = path === TEST_HOOK_DEALER_CONTENT_PATH && content !== undefined;
    const isGc = path === TEST_HOOK_GC_PATH;
    if (req.method !== "POST" || (!isSweep && !isContent && !isGc)) return false;
    const header = req.headers[TEST_HOOK_HEADER];
    if (!LOOPBACK_ADDRESSES.has(req.socket.remoteAddress ?? "") || typeof header !== "string" || !sameSecret(header, token)) return false;
    const limit = isContent ? CONTENT_BODY_LIMIT : 1024;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on("end", () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
        res.end(JSON.stringify(body));
      };
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown;
      } catch {
        parsed = undefined;
      }
      if (isGc) return answer(200, collectAndMeasure((globalThis as { gc?: () => void }).gc ?? null));
      if (isContent && content) {
        if (size > limit || parsed === undefined) return answer(400, { error: { code: "invalid_request", message: "body: must be JSON of at most 1 MB", field: "body" } });
        content(parsed).then(
          (outcome) => answer(outcome.status, outcome.body),
          (error: unknown) => answer(500, { error: { code: "content_failed", message: error instanceof Error ? error.message : String(error) } }),
        );
        return;
      }
      const nowText = parsed !== null && typeof parsed === "object" ? (parsed as { now?: unknown }).now : undefined;
      const now = new Date(typeof nowText === "string" ? nowText : Number.NaN);
      if (!Number.isFinite(now.getTime())) return answer(400, { error: { code: "invalid_request", message: "now: must be an ISO time", field: "now" } });
      sweep(now).then(
        (summary) => answer(200, summary),
        (error: unknown) => answer(500, { error: { code: "sweep_failed", message: error instanceof Error ? error.message : String(error) } }),
      );
    });
    return true;
  };
}
