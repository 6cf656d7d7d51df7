import "server-only";
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { hostAllowed, isIpAddress, isPrivateAddress, parseHostAllowlist } from "@/domain/console/stock-feeds";

/**
 * Files fetched from the internet for the stock feed (issue 35): a saved feed's file and the car photos a feed names.
 * Bounded every way: one deadline for the whole fetch (redirects included), at most `maxBytes` read (a declared
 * `Content-Length` past it is refused before the body, and the body is counted as it arrives), at most 3 redirects,
 * http and https only, and never a private, loopback or link-local address (SSRF): a name is resolved once, every
 * address it resolves to is checked, and the connection is made to the checked address (no second resolution a DNS
 * answer could change in between). A host on `FEED_FETCH_ALLOW_HOSTS` (comma-separated, e.g. `127.0.0.1` for the tests'
 * and the demo's loopback server) is exempt. A failure is an answer naming what went wrong, never a throw; its message
 * names the host, never the address's path or query (which may carry a key).
 */

export type FetchFailure = "address" | "refused_address" | "timeout" | "too_large" | "status" | "redirects" | "network";

export type FetchResult =
  | { ok: true; bytes: Uint8Array; contentType: string | null; status: number }
  | { ok: false; failure: FetchFailure; message: string };

export interface FetchLimits {
  /** The most bytes read. */
  maxBytes: number;
  /** The whole fetch's time, redirects included. */
  timeoutMs: number;
  /** What the request's Accept header says. */
  accept?: string;
}

export interface RemoteFetcher {
  fetch(url: string, limits: FetchLimits): Promise<FetchResult>;
}

/** The most redirects followed. */
export const MAX_REDIRECTS = 3;

const fail = (failure: FetchFailure, message: string): FetchResult => ({ ok: false, failure, message });
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;

class Refused extends Error {
  constructor(readonly failure: FetchFailure, message: string) {
    super(message);
  }
}

/** The address to connect to for a host: checked (every address a name resolves to), or why not. */
async function checkedAddress(host: string, allow: readonly string[]): Promise<{ address: string; family: 4 | 6 }> {
  const bare = host.replace(/^\[|\]$/g, "");
  const allowed = hostAllowed(bare, allow);
  if (isIpAddress(bare)) {
    if (!allowed && isPrivateAddress(bare)) throw new Refused("refused_address", `${host} is a private or local network address, which is not fetched`);
    return { address: bare, family: bare.includes(":") ? 6 : 4 };
  }
  let found: dns.LookupAddress[];
  try {
    found = await dns.promises.lookup(bare, { all: true, verbatim: true });
  } catch {
    throw new Refused("network", `${host} could not be found (no such host)`);
  }
  if (found.length === 0) throw new Refused("network", `${host} could not be found (no such host)`);
  if (!allowed) {
    const inside = found.find((f) => isPrivateAddress(f.address));
    if (inside) throw new Refused("refused_address", `${host} resolves to a private or local network address, which is not fetched`);
  }
  const first = found[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

interface Hop {
  status: number;
  location: string | null;
  contentType: string | null;
  bytes: Uint8Array | null;
}

function oneRequest(url: URL, pinned: { address: string; family: 4 | 6 }, limits: FetchLimits, signal: AbortSignal): Promise<Hop> {
  const lookup: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Hop>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "GET",
        lookup,
        signal,
        headers: { accept: limits.accept ?? "*/*", "accept-encoding": "identity", "user-agent": "Forecourt stock feed" },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const contentType = typeof response.headers["content-type"] === "string" ? response.headers["content-type"] : null;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: typeof response.headers.location === "string" ? response.headers.location : null, contentType, bytes: null });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          resolve({ status, location: null, contentType, bytes: null });
          return;
        }
        const declared = Number(response.headers["content-length"]);
        if (Number.isFinite(declared) && declared > limits.maxBytes) {
          reject(new Refused("too_large", `the file is ${mb(declared)}; at most ${mb(limits.maxBytes)} is fetched`));
          response.destroy();
          return;
        }
        const chunks: Buffer[] = [];
        let total = 0;
        response.on("data", (chunk: Buffer) => {
          total += chunk.byteLength;
          if (total > limits.maxBytes) {
            // Refused first: destroying the response fires its own events, which must not decide the answer.
            reject(new Refused("too_large", `the file is larger than ${mb(limits.maxBytes)}, which is the most fetched`));
            response.destroy();
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ status, location: null, contentType, bytes: new Uint8Array(Buffer.concat(chunks)) }));
        response.on("error", reject);
        response.on("aborted", () => reject(new Refused("network", "the connection was closed before the file was whole")));
      },
    );
    request.on("error", reject);
    request.end();
  });
}

/** A fetcher with its own allowlist (the platform's reads it from the environment: `remoteFetcher()`). */
export function boundedFetcher(options: { allowHosts?: readonly string[] } = {}): RemoteFetcher {
  return {
    async fetch(text, limits) {
      const allow = options.allowHosts ?? parseHostAllowlist(process.env.FEED_FETCH_ALLOW_HOSTS);
      let url: URL;
      try {
        url = new URL(text);
      } catch {
        return fail("address", "it is not a web address");
      }
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), limits.timeoutMs);
      try {
        for (let redirects = 0; ; redirects++) {
          if (url.protocol !== "https:" && url.protocol !== "http:") return fail("address", `${url.protocol.replace(/:$/, "")} addresses are not fetched (only http and https)`);
          if (url.username || url.password) return fail("address", "addresses with a user name or password are not fetched");
          const pinned = await checkedAddress(url.hostname, allow);
          if (controller.signal.aborted) throw new Refused("timeout", "");
          const hop = await oneRequest(url, pinned, limits, controller.signal);
          if (hop.status >= 300 && hop.status < 400) {
            if (!hop.location) return fail("status", `${url.host} answered ${hop.status} (a redirect) without saying where to`);
            if (redirects >= MAX_REDIRECTS) return fail("redirects", `${url.host} redirected more than ${MAX_REDIRECTS} times`);
            try {
              url = new URL(hop.location, url);
            } catch {
              return fail("address", `${url.host} redirected to something that is not a web address`);
            }
            continue;
          }
          if (!hop.bytes) return fail("status", `${url.host} answered ${hop.status}${hop.status === 404 ? " (not found)" : hop.status === 401 || hop.status === 403 ? " (not allowed)" : ""}`);
          return { ok: true, bytes: hop.bytes, contentType: hop.contentType, status: hop.status };
        }
      } catch (error) {
        if (controller.signal.aborted) return fail("timeout", `${url.host} did not send the whole file within ${limits.timeoutMs < 1000 ? `${limits.timeoutMs} ms` : `${Math.round(limits.timeoutMs / 1000)} s`}`);
        if (error instanceof Refused) return fail(error.failure, error.message);
        const code = (error as { code?: unknown }).code;
        return fail("network", `${url.host} could not be reached${typeof code === "string" ? ` (${code})` : ""}`);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

let current: RemoteFetcher | undefined;

/** The platform's fetcher (the allowlist read from FEED_FETCH_ALLOW_HOSTS at each fetch). */
export function remoteFetcher(): RemoteFetcher {
  current ??= boundedFetcher();
  return current;
}

/** Replaces the platform's fetcher (tests); undefined puts the real one back. */
export function setRemoteFetcher(next: RemoteFetcher | undefined): void {
  current = next;
}
