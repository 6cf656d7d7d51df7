import "server-only";
import type http from "node:http";
import { config } from "@/server/config";
import { matchHost, normaliseHostname } from "@/server/tenancy/host";
import { SECURITY_RESPONSE_HEADERS } from "./front-door";
import { postLead } from "@/server/http/lead-route";

/** A handler the platform's HTTP server runs itself: a web Request and the site's host name in, a Response out. */
export type DirectHandler = (request: Request, host: string) => Promise<Response>;

/**
 * The site endpoints the platform's HTTP server answers without Next.js, by method and path. Only handlers that need
 * nothing of Next (no rendering, no `headers()` or `cookies()`, no route parameters but the host) belong here: the
 * same function is the route file's handler, so Next answers identically where no platform server stands in front.
 *
 * Why: Next's request machinery (routing, the proxy's rewrite, its web-stream bridges, tracing) costs about 2–3 ms of
 * CPU for any request on this project's machine (an empty health check: 3.3 ms; a plain node:http answer: 0.13 ms),
 * more than the lead itself. `POST /api/leads` is the platform's one high-volume write (a dealer's newspaper ad, a
 * form bot the rate limits are refusing). With the intake's other changes (docs/architecture.md, "Leads"), `npm run bench:leads` on this
 * machine went from 124 to 282 accepted leads/s (p50 493 → 219 ms); the server's CPU per lead from 9.3 to 3.1 ms.
 */
const DIRECT_ROUTES: ReadonlyMap<string, DirectHandler> = new Map([["POST /api/leads", postLead]]);

/**
 * The most body the server reads for a direct handler before handing it over: above every direct handler's own limit
 * (leads: 16 KiB), so the handler sees a body over its limit and answers 413 itself; never more is held in memory.
 * (The listener has already refused a body past its route's limit, front-door.ts BODY_LIMITS: this is a second bound.)
 */
export const DIRECT_BODY_MAX_BYTES = 64 * 1024;

/** The handler for a request's method and path (before any rewrite), or null for one Next answers. */
export function directHandlerOf(method: string | undefined, pathname: string): DirectHandler | null {
  return DIRECT_ROUTES.get(`${method ?? ""} ${pathname}`) ?? null;
}

/** The request's body, up to one byte past DIRECT_BODY_MAX_BYTES (reading stops there; a declared larger one is not read). */
function readBody(req: http.IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > DIRECT_BODY_MAX_BYTES) return Promise.resolve(Buffer.alloc(0));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = () => {
      req.off("data", onData).off("end", done).off("error", reject);
      resolve(Buffer.concat(chunks, length));
    };
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.byteLength;
      if (length > DIRECT_BODY_MAX_BYTES) {
        req.pause();
        done();
      }
    };
    req.on("data", onData).on("end", done).on("error", reject);
  });
}

/**
 * Answers `req` with `handler` when its Host names a site (a platform host or an invalid one is left to Next and its
 * proxy, which answer them as for any path): the request as a web Request (its body read up to DIRECT_BODY_MAX_BYTES,
 * a declared `Content-Length` kept for the handler's own 413), the Response written back with the platform's security
 * headers. Answers false when the request was not taken.
 */
export function serveDirect(handler: DirectHandler, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> | false {
  const match = matchHost(req.headers.host, config().PLATFORM_HOSTS);
  const host = normaliseHostname(req.headers.host);
  if (match.kind === "invalid" || match.kind === "platform" || !host) return false;
  // The headers as the listener left them (its X-Forwarded-For, the front door's Host), not as the visitor sent them.
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const one of value) headers.append(name, one);
  }
  return readBody(req)
    .then((body) => handler(new Request(`http://${host}${req.url ?? "/"}`, { method: req.method ?? "GET", headers, body: Uint8Array.from(body) }), host))
    .then(async (response) => {
      const out: Record<string, string> = {};
      for (const [key, value] of Object.entries(SECURITY_RESPONSE_HEADERS)) out[key] = value;
      response.headers.forEach((value, key) => {
        out[key] = value;
      });
      const answer = Buffer.from(await response.arrayBuffer());
      out["content-length"] = String(answer.byteLength);
      // A body the handler stopped reading (over its limit) is not drained: the connection closes after the answer.
      if (!req.complete) out["connection"] = "close";
      res.writeHead(response.status, out);
      res.end(answer);
    });
}
