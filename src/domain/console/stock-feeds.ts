/**
 * Saved stock feeds (issue 35): a dealer's feed fetched from a web address on a schedule, the rules the console and
 * the feed job share. Pure: fetching is `src/server/adapters/feed-fetcher.ts`, the job
 * `src/server/console/feed-scheduler.ts`.
 */
import { DEFAULT_FEED_HEADERS, FEED_FIELDS, type FeedField, type SavedFeedMapping } from "./feed-mapping";

/** How often a feed may be fetched: every 1 to 168 hours (a week), or only when someone presses Run now (null). */
export const FEED_SCHEDULE_MIN_HOURS = 1;
export const FEED_SCHEDULE_MAX_HOURS = 168;

/** A run that has claimed a feed and not finished within this long is taken to have died with its process. */
export const FEED_RUN_LEASE_MS = 15 * 60 * 1000;

export interface FeedSchedule {
  /** Hours between runs; null: manual only. */
  scheduleHours: number | null;
  /** When the last run started (null: never). */
  lastRunAt: Date | null;
  /** A run in progress since then (null: none). */
  runningSince: Date | null;
}

/**
 * Whether a scheduled feed is due at `now`: it has a schedule, no live run holds it (a run older than
 * FEED_RUN_LEASE_MS is presumed dead), and it never ran or its last run started at least `scheduleHours` ago.
 */
export function feedIsDue(feed: FeedSchedule, now: Date): boolean {
  if (feed.scheduleHours === null) return false;
  if (feed.runningSince !== null && now.getTime() - feed.runningSince.getTime() < FEED_RUN_LEASE_MS) return false;
  if (feed.lastRunAt === null) return true;
  return now.getTime() - feed.lastRunAt.getTime() >= feed.scheduleHours * 3_600_000;
}

/** When a scheduled feed next runs (null: manual), as the console lists it. */
export function feedNextRunAt(feed: Pick<FeedSchedule, "scheduleHours" | "lastRunAt">, now: Date): Date | null {
  if (feed.scheduleHours === null) return null;
  if (feed.lastRunAt === null) return now;
  return new Date(feed.lastRunAt.getTime() + feed.scheduleHours * 3_600_000);
}

// ---- addresses ----

/** The parts of an IPv4 address in dotted decimal (four 0..255 numbers, no leading zeros), else null. */
function ipv4Parts(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  const numbers = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : NaN));
  return numbers.every((n) => n >= 0 && n <= 255) ? numbers : null;
}

/** An IPv6 address as eight 16-bit groups (with `::` and an embedded IPv4 tail), else null. */
function ipv6Groups(text: string): number[] | null {
  let address = text.replace(/^\[|\]$/g, "").toLowerCase();
  const zone = address.indexOf("%");
  if (zone !== -1) address = address.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(address) || !address.includes(":")) return null;
  const lastColon = address.lastIndexOf(":");
  const last = address.slice(lastColon + 1);
  if (last.includes(".")) {
    const v4 = ipv4Parts(last);
    if (!v4) return null;
    address = `${address.slice(0, lastColon + 1)}${((v4[0]! << 8) | v4[1]!).toString(16)}:${((v4[2]! << 8) | v4[3]!).toString(16)}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const read = (part: string): number[] | null => {
    if (part === "") return [];
    const groups = part.split(":");
    return groups.every((g) => /^[0-9a-f]{1,4}$/.test(g)) ? groups.map((g) => parseInt(g, 16)) : null;
  };
  const head = read(halves[0]!);
  const rest = halves.length === 2 ? read(halves[1]!) : [];
  if (!head || !rest) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const fill = 8 - head.length - rest.length;
  if (fill < 1) return null;
  return [...head, ...new Array<number>(fill).fill(0), ...rest];
}

/** Whether the text is an IP address (v4 dotted, or v6, in brackets or not). */
export function isIpAddress(text: string): boolean {
  return ipv4Parts(text) !== null || ipv6Groups(text) !== null;
}

function privateV4([a, b]: number[]): boolean {
  return (
    a === 0 || // this network
    a === 10 ||
    a === 127 || // loopback
    (a === 100 && b! >= 64 && b! <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local (and cloud metadata, 169.254.169.254)
    (a === 172 && b! >= 16 && b! <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) || // IETF protocol assignments, 192.0.0.0/24 (and 192.0.2.0/24 documentation)
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    a! >= 224 // multicast, reserved, broadcast
  );
}

/**
 * Whether an address is one a feed may not be fetched from: loopback, private (RFC 1918, IPv6 unique local),
 * link-local (the cloud metadata address among them), carrier-grade NAT, multicast, unspecified or reserved, in either
 * family, an IPv4-mapped or IPv4-compatible IPv6 address by its IPv4 part. Text that is no IP address is refused too.
 */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4Parts(address);
  if (v4) return privateV4(v4);
  const g = ipv6Groups(address);
  if (!g) return true;
  const [a] = g as [number];
  if (g.every((x) => x === 0)) return true; // ::
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true; // ::1
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible), 64:ff9b::a.b.c.d (NAT64): judged by the IPv4 inside.
  const inner = [g[6]! >> 8, g[6]! & 255, g[7]! >> 8, g[7]! & 255];
  if (g.slice(0, 5).every((x) => x === 0) && (g[5] === 0xffff || g[5] === 0)) return privateV4(inner);
  if (a === 0x64 && g[1] === 0xff9b) return privateV4(inner);
  if ((a & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local
  if ((a & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((a & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((a & 0xff00) === 0xff00) return true; // multicast
  if (a === 0x2001 && g[1] === 0x0db8) return true; // documentation
  return false;
}

/** The host names (or addresses) an allowlist names: `FEED_FETCH_ALLOW_HOSTS=127.0.0.1,feeds.test`, lower case. */
export function parseHostAllowlist(text: string | undefined): string[] {
  return [...new Set((text ?? "").split(/[,\s]+/).map((h) => h.trim().toLowerCase().replace(/^\[|\]$/g, "")).filter((h) => h.length > 0))];
}

/** Whether a host is on the allowlist (exactly, without case; an IPv6 host with or without its brackets). */
export function hostAllowed(host: string, allowlist: readonly string[]): boolean {
  return allowlist.includes(host.toLowerCase().replace(/^\[|\]$/g, ""));
}

/** The longest feed address kept. */
export const FEED_URL_MAX_CHARS = 2000;

/**
 * Why a feed's address cannot be saved or fetched, or null: it must be an absolute https address (http only for a host
 * on the allowlist: a loopback server in tests and the demo), without a user name or password (a credential in the
 * address would be shown and logged), on the default or a named port, and not an address the allowlist does not name
 * that is private by its very text (the fetcher checks the addresses a name resolves to as well).
 */
export function feedUrlProblem(text: string, allowlist: readonly string[]): string | null {
  if (text.length > FEED_URL_MAX_CHARS) return `the address is longer than ${FEED_URL_MAX_CHARS} characters`;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return "this is not a web address (it must start with https://)";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "the address must start with https://";
  if (url.username || url.password) return "the address carries a user name or password; feeds are fetched without them";
  const host = url.hostname.toLowerCase();
  const allowed = hostAllowed(host, allowlist);
  if (url.protocol === "http:" && !allowed) return "the address must start with https:// (plain http is not fetched)";
  if (!allowed && (host === "localhost" || host.endsWith(".localhost") || (isIpAddress(host) && isPrivateAddress(host)))) return "the address is a private or local network address, which feeds are not fetched from";
  return null;
}

/** An address as a log line or a message may show it: scheme, host and path, never its query (which may hold a key). */
export function feedUrlShown(text: string): string {
  try {
    const url = new URL(text);
    return `${url.protocol}//${url.host}${url.pathname}`.slice(0, 200);
  } catch {
    return "the address";
  }
}

// ---- the mapping editor ----

const headerKey = (header: string): string => header.toLowerCase().replace(/[\s_\-.#]+/g, "");

/**
 * The mapping editor's selection for each field given a file's headers: the saved column when the file has it (by the
 * same spelling rules as the import), else the first default spelling the file has, else null (the field is left
 * alone). A header is chosen for one field at most, in the fields' order, as the import reads it.
 */
export function mappingEditorColumns(headers: readonly string[], saved?: SavedFeedMapping): Record<FeedField, string | null> {
  const byKey = new Map<string, string>();
  for (const header of headers) if (!byKey.has(headerKey(header))) byKey.set(headerKey(header), header);
  const taken = new Set<string>();
  const out = {} as Record<FeedField, string | null>;
  for (const field of FEED_FIELDS) {
    const own = saved?.columns?.[field];
    const spellings = own !== undefined ? [own] : DEFAULT_FEED_HEADERS[field];
    out[field] = null;
    for (const spelling of spellings) {
      const header = byKey.get(headerKey(spelling));
      if (header !== undefined && !taken.has(header)) {
        out[field] = header;
        taken.add(header);
        break;
      }
    }
  }
  return out;
}

/**
 * The mapping the editor saves: only the columns that differ from what the defaults would pick for these headers (so a
 * feed whose columns later gain a default spelling still reads), and the overrides in the fields' order.
 */
export function savedMappingOf(headers: readonly string[], chosen: Partial<Record<FeedField, string | null>>, override: readonly FeedField[]): SavedFeedMapping {
  const defaults = mappingEditorColumns(headers);
  const columns: Partial<Record<FeedField, string>> = {};
  for (const field of FEED_FIELDS) {
    const pick = chosen[field];
    if (pick && pick !== defaults[field]) columns[field] = pick;
  }
  return { columns, override: FEED_FIELDS.filter((f) => override.includes(f)) };
}
