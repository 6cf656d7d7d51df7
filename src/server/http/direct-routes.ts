import "server-only";
import type http from "node:http";
import { Readable } from "node:stream";
import { config } from "@/server/config";
import { matchHost, normaliseHostname } from "@/server/tenancy/host";
import { SECURITY_HEADERS } from "@/lib/security-headers";
import { postLead } from "./lead-route";

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
 * form bot the rate limits are refusing): `npm run bench:leads` took it from 128 to ... leads/s.
 */
const DIRECT_ROUTES: ReadonlyMap<string, DirectHandler> = new Map([["POST /api/leads", postLead]]);

/** The handler for a request's method and path (before any rewrite), or null for one Next answers. */
export function directHandlerOf(method: string | undefined, pathname: string): DirectHandler | null {
  return DIRECT_ROUTES.get(`${method ?? ""} ${pathname}`) ?? null;
}

/**
 * Answers `req` with `handler` when its Host names a site (a platform host or an invalid one is left to Next and its
 * proxy, which answer them as for any path): the request as a web Request (its body streamed, so the handler's byte
 * limit stops reading), the Response written back with the platform's security headers. Answers false when the
 * request was not taken.
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
  const request = new Request(`http://${host}${req.url ?? "/"}`, {
    method: req.method ?? "GET",
    headers,
    body: Readable.toWeb(req) as ReadableStream<Uint8Array>,
    duplex: "half",
  } as RequestInit);
  return handler(request, host).then(async (response) => {
    const out: Record<string, string> = {};
    for (const { key, value } of SECURITY_HEADERS) out[key] = value;
    response.headers.forEach((value, key) => {
      out[key] = value;
    });
    const body = Buffer.from(await response.arrayBuffer());
    out["content-length"] = String(body.byteLength);
    // A body the handler stopped reading (over its limit) is not drained: the connection closes after the answer.
    if (!req.complete) out["connection"] = "close";
    res.writeHead(response.status, out);
    res.end(body);
  });
}
