/**
 * The origin a site's absolute links (sitemap, canonical URLs, Open Graph) use. A request that reached the
 * site through one of its own host names is answered with the primary one, over HTTPS; a request through a
 * platform subdomain (demo.localhost, a preview) keeps the origin it came in on, so links work there too.
 */
export function canonicalOrigin(siteHostnames: readonly string[], requestHost: string | null, requestProto: string | null): string {
  const host = (requestHost ?? "").toLowerCase();
  const bare = host.replace(/:\d+$/, "");
  const primary = siteHostnames[0];
  if (primary && siteHostnames.includes(bare)) return `https://${primary}`;
  const proto = requestProto === "https" ? "https" : "http";
  return `${proto}://${host}`;
}

/** Escapes text for XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}
