import http from "node:http";
import { inject } from "vitest";

/** The address of a demo site in the browser: Chromium resolves *.localhost to this machine. */
export function siteUrl(slug: string, pathname = "/"): string {
  return `http://${slug}.localhost:${inject("port")}${pathname}`;
}

export function platformUrl(pathname = "/"): string {
  return `http://localhost:${inject("port")}${pathname}`;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as UTF-8 text. */
  body: string;
  /** The body as it came (a PDF, a picture). */
  bytes: Buffer;
}

/**
 * A request from Node with any Host header (Node's resolver does not know *.localhost, and custom host
 * names only exist in DNS in production), sent to 127.0.0.1. A POST (or any method but GET and HEAD) carries the
 * site's own Origin, as a browser's would: the server refuses one without (pass `origin` in `headers` to test that).
 * All come from 127.0.0.1 unless `from` says otherwise.
 */
export function request(host: string, pathname: string, init: { method?: string; body?: string; headers?: Record<string, string>; from?: string } = {}): Promise<RawResponse> {
  const port = inject("port");
  const method = init.method ?? "GET";
  const hostHeader = host.includes(":") ? host : `${host}:${port}`;
  const origin = method === "GET" || method === "HEAD" ? {} : { origin: `http://${hostHeader}` };
  return new Promise((resolve, reject) => {
    const req = http.request(
      // `from`: another loopback address (127.0.0.2...) to send from, a visitor of its own to the rate limits.
      { host: "127.0.0.1", port, path: pathname, method, headers: { host: hostHeader, ...origin, ...init.headers }, ...(init.from ? { localAddress: init.from } : {}) },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: bytes.toString("utf8"), bytes });
        });
      },
    );
    req.on("error", reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** Stock numbers shown on a page (cards mark them with data-stocknum). */
export function stockNumbersIn(html: string): string[] {
  return [...html.matchAll(/data-stocknum="([^"]+)"/g)].map((m) => m[1] ?? "");
}

/** Vehicle page links on a page. */
export function vehicleLinksIn(html: string): string[] {
  return [...new Set([...html.matchAll(/href="(\/cars\/[a-z0-9-]+)"/g)].map((m) => m[1] ?? ""))];
}

/**
 * The pages of a site's sold cars that it still lists ('recently sold', within its includeSoldCarsDays), as
 * its search API answers them, newest first. Throws when there is none: a test that needs one says so.
 */
export async function listedSoldCarPaths(host: string): Promise<string[]> {
  const paths: string[] = [];
  for (let page = 1; ; page++) {
    const response = await request(host, "/api/search", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ sort: "latest", page, hitsPerPage: 60 }) });
    if (response.status !== 200) throw new Error(`search on ${host} answered ${response.status}: ${response.body}`);
    const answer = JSON.parse(response.body) as { hits: Array<{ slug: string; status: string }>; pages: number };
    paths.push(...answer.hits.filter((hit) => hit.status === "sold").map((hit) => `/cars/${hit.slug}`));
    if (page >= answer.pages) break;
  }
  if (paths.length === 0) throw new Error(`${host} lists no sold car`);
  return paths;
}
