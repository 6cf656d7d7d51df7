import "server-only";
import { isIP } from "node:net";

/**
 * The visitor's network address, as the platform's HTTP server works it out (the one place it is decided):
 *
 * - With no proxy of ours in front (`TRUSTED_PROXY_HOPS` 0, the default) it is the connection's own address.
 *   Whatever `X-Forwarded-For` the request carries is a claim of the visitor's and is ignored.
 * - With `hops` proxies in front, each appends the address it was connected from to `X-Forwarded-For`. The entries
 *   to trust are the last `hops` addresses of [...X-Forwarded-For, connection address]: the visitor is the one
 *   `hops` places from the end. Entries further left were written by the visitor and are ignored. When the list is
 *   shorter than that (a request that skipped a proxy), the leftmost entry is the best there is.
 *
 * The server then replaces the request's `X-Forwarded-For` with this one address, so Next.js (which only fills the
 * header when it is missing) and every route handler sees the same.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, hops: number): string {
  const socket = normaliseAddress(socketAddress ?? "") ?? "unknown";
  if (hops <= 0) return socket;
  const claimed = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  const chain = [...claimed, socket];
  const index = Math.max(0, chain.length - 1 - hops);
  // A proxy writes addresses; anything else in the trusted place is a malformed header: fall back to the proxy's own.
  return normaliseAddress(chain[index] ?? "") ?? socket;
}

/**
 * The scheme the visitor reached the platform by, decided as the address is: with no proxy of ours in front
 * (`hops` 0) the connection's own (`encrypted`: a TLS socket), whatever `X-Forwarded-Proto` the visitor wrote; with
 * `hops` proxies, the value the first of them recorded, `hops` places from the end of the header's list (a proxy that
 * sets the header rather than appending leaves one value: the leftmost is then the best there is). A value that is
 * neither `http` nor `https` is no proxy's: the connection's own. The server replaces the request's
 * `X-Forwarded-Proto` with this one value, so Next, the page cache's key, the front door's Origin check, the
 * session cookie's `Secure` and canonical links (tenancy/canonical-origin.ts) all follow it.
 */
export function clientScheme(encrypted: boolean, forwardedProto: string | string[] | undefined, hops: number): "http" | "https" {
  const own = encrypted ? "https" : "http";
  if (hops <= 0) return own;
  const claimed = (Array.isArray(forwardedProto) ? forwardedProto.join(",") : (forwardedProto ?? ""))
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== "");
  if (claimed.length === 0) return own;
  const value = claimed[Math.max(0, claimed.length - hops)];
  return value === "https" || value === "http" ? value : own;
}

/** An IP address in one spelling (an IPv4-mapped IPv6 address as IPv4, IPv6 lower case), or null when it is none. */
export function normaliseAddress(address: string): string | null {
  let text = address.trim();
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  const version = isIP(text);
  if (version === 4) return text;
  if (version !== 6) return null;
  const lower = text.toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  return mapped?.[1] ?? lower;
}

/**
 * The part of an address that names one subscriber, which the rate limits count: an IPv4 address whole, an IPv6
 * address by its /64 network (one household or phone is handed a whole /64, and can pick any address inside it).
 */
export function subscriberOf(address: string): string {
  if (isIP(address) !== 6) return address;
  const groups = ipv6Groups(address);
  return groups ? `${groups.slice(0, 4).map((g) => g.toString(16)).join(":")}::/64` : address;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a trailing dotted IPv4 part as two groups). */
function ipv6Groups(address: string): number[] | null {
  const text = address.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_all, a: string, b: string, c: string, d: string) =>
    `${((Number(a) << 8) | Number(b)).toString(16)}:${((Number(c) << 8) | Number(d)).toString(16)}`,
  );
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)));
  const left = parse(halves[0] ?? "");
  const right = halves.length === 2 ? parse(halves[1] ?? "") : [];
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<number>(missing).fill(0), ...right];
  return groups.every((g) => Number.isInteger(g)) ? groups : null;
}
