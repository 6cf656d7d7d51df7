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
 * The end-to-end tests' hook, before the front door: `POST /__test-hooks/reservations/sweep` with `{ "now": ISO time }`
 * runs the reservation sweep as if it were that moment and answers what it did. It exists only when the process was
 * started with TEST_HOOKS_TOKEN (which config.ts refuses unless HOST is a loopback address), and answers only a request
 * from this machine's own address that carries that secret; anything else is not handled here (the front door then
 * treats the path like any unknown one). Answers whether it handled the request.
 */
export function testHooks(token: string | undefined, sweep: (now: Date) => Promise<unknown>): ((req: http.IncomingMessage, res: http.ServerResponse) => boolean) | undefined {
  if (!token) return undefined;
  return (req, res) => {
    if (req.method !== "POST" || (req.url ?? "").split("?", 1)[0] !== TEST_HOOK_SWEEP_PATH) return false;
    const header = req.headers[TEST_HOOK_HEADER];
    if (!LOOPBACK_ADDRESSES.has(req.socket.remoteAddress ?? "") || typeof header !== "string" || !sameSecret(header, token)) return false;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= 1024) chunks.push(chunk);
    });
    req.on("end", () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
        res.end(JSON.stringify(body));
      };
      let now: Date;
      try {
        const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { now?: unknown };
        now = new Date(typeof parsed.now === "string" ? parsed.now : Number.NaN);
      } catch {
        now = new Date(Number.NaN);
      }
      if (!Number.isFinite(now.getTime())) return answer(400, { error: { code: "invalid_request", message: "now: must be an ISO time", field: "now" } });
      sweep(now).then(
        (summary) => answer(200, summary),
        (error: unknown) => answer(500, { error: { code: "sweep_failed", message: error instanceof Error ? error.message : String(error) } }),
      );
    });
    return true;
  };
}
