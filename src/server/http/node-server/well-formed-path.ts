import "server-only";
/** Whether the request path decodes as URI components (a stray "%" or a broken UTF-8 sequence does not). */
export function hasWellFormedPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split("?", 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}
