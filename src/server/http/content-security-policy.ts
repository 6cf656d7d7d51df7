import "server-only";
import { createHash, randomBytes } from "node:crypto";

/**
 * The platform's Content-Security-Policy for HTML documents. Scripts: the platform's own files ('self': Next's
 * chunks) and the page's inline scripts (Next's `self.__next_f.push(...)` flight data, React's Suspense completions),
 * named either by the render's nonce (a page rendered for this request: Next reads the nonce from the request's own
 * `Content-Security-Policy` header and puts it on every script it writes) or, for a page the page cache keeps for
 * everyone, by the SHA-256 of each inline script of the stored HTML (`withScriptHashes`): a nonce sent to every
 * shopper would be no secret. Never 'unsafe-inline' for scripts. Styles may be inline (React's `style` attributes,
 * the components' CSS variables). Pictures may come from any https address (a site's map tiles: its settings'
 * `mapTileUrl`), `data:` and `blob:` (the 360 viewer's and the photo upload's previews).
 */
export interface DocumentPolicyOptions {
  /** The script sources for inline scripts: `'nonce-…'` or `'sha256-…'` tokens. */
  scripts: readonly string[];
  /**
   * Who may frame the page: `'self'` always; a shopper's site also the platform hosts, where the console's draft
   * preview frames the site from (host sources without a scheme or with `:*`, so any port of those hosts).
   */
  frameAncestors: readonly string[];
  /** `next dev` evaluates its modules and talks to its HMR socket: 'unsafe-eval' and ws: there only. */
  development?: boolean;
}

export function documentPolicy(options: DocumentPolicyOptions): string {
  const dev = options.development === true;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...options.scripts, ...(dev ? ["'unsafe-eval'"] : [])].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "media-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...options.frameAncestors].join(" ")}`,
  ].join("; ");
}

/** A fresh nonce for one render: 128 random bits, base64 (what Next's nonce reader accepts). */
export function freshNonce(): string {
  return randomBytes(16).toString("base64");
}

/** The script source naming one nonce. */
export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`;
}

/**
 * Who may frame a page of `hostname`: nobody but the page's own origin for the platform's hosts (the console, the
 * platform's index), and for a shopper's site the platform's hosts too (the console's draft preview), on any port.
 */
export function frameAncestorsFor(hostname: string, platformHosts: readonly string[]): string[] {
  const host = hostname.toLowerCase();
  if (platformHosts.includes(host)) return [];
  return platformHosts.filter((h) => /^[a-z0-9.-]+$/.test(h)).map((h) => `${h}:*`);
}

/** A `<script>` element's start tag and text (its text ends at the first `</script`, as an HTML parser's does). */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script/gi;
/** The `type`s a browser runs as script (anything else, such as `application/ld+json`, is data and needs no source). */
const SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript", "application/ecmascript"]);

/**
 * The CSP hash sources (`'sha256-…'`) of every inline script `html` runs, in the order they appear, each once: a
 * script with a `src` attribute is a file ('self' allows it), and one whose `type` is data is never run. A hash is
 * of the script's text exactly as written between its tags (an inline script's text is raw: no entities decoded).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? "";
    if (/(?:^|\s)src\s*=/i.test(attributes)) continue;
    const type = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const typeValue = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
    if (!SCRIPT_TYPES.has(typeValue)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * `policy` with the nonces of its script-src replaced by `hashes`: the policy a stored page is replayed with. The
 * page's scripts keep the nonce attribute of the render they came from, which this policy no longer names.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .split(";")
    .map((directive) => {
      const trimmed = directive.trim();
      if (!/^script-src\s/i.test(trimmed)) return trimmed;
      const kept = trimmed.split(/\s+/).filter((token) => !/^'nonce-/i.test(token));
      return [...kept, ...hashes].join(" ");
    })
    .join("; ");
}
