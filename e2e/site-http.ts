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
  body: string;
}

/**
 * A request from Node with any Host header (Node's resolver does not know *.localhost, and custom host
 * names only exist in DNS in production), sent to 127.0.0.1.
 */
export function request(host: string, pathname: string, init: { method?: string; body?: string; headers?: Record<string, string> } = {}): Promise<RawResponse> {
  const port = inject("port");
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: "127.0.0.1", port, path: pathname, method: init.method ?? "GET", headers: { host: host.includes(":") ? host : `${host}:${port}`, ...init.headers } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
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
