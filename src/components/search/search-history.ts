/**
 * The shopper's last 5 searches, kept in the browser (localStorage): the newest first, no duplicates (two
 * searches are the same when their links differ only in letter case or spaces: 'RAV4', 'rav4' and 'rav 4').
 * Pure list logic here; `recordSearch`/`readSearchHistory` touch storage and never throw.
 */
export const SEARCH_HISTORY_SIZE = 5;
const KEY = "forecourt:search-history";

export interface SearchHistoryEntry {
  href: string;
  label: string;
}

/** What makes two searches the same: the link's path and parameters, each without letter case or spaces. */
export function searchHistoryKey(href: string): string {
  const plain = (text: string) => text.toLowerCase().replace(/\s+/g, "");
  let url: URL;
  try {
    url = new URL(href, "http://search.invalid");
  } catch {
    return plain(href);
  }
  return [plain(url.pathname), ...[...url.searchParams].map(([name, value]) => `${plain(name)}=${plain(value)}`)].join("&");
}

/** The history without repeats of a search, each kept where it came first (the newest). */
function withoutRepeats(history: readonly SearchHistoryEntry[]): SearchHistoryEntry[] {
  const seen = new Set<string>();
  return history.filter((e) => {
    const key = searchHistoryKey(e.href);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function addToHistory(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  return withoutRepeats([entry, ...history]).slice(0, SEARCH_HISTORY_SIZE);
}

export function readSearchHistory(storage: Pick<Storage, "getItem"> | undefined): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return withoutRepeats(parsed
      .filter((e): e is SearchHistoryEntry => typeof e === "object" && e !== null && typeof (e as SearchHistoryEntry).href === "string" && typeof (e as SearchHistoryEntry).label === "string")
      .filter((e) => e.href.startsWith("/search")))
      .slice(0, SEARCH_HISTORY_SIZE);
  } catch {
    return [];
  }
}

export function recordSearch(storage: Pick<Storage, "getItem" | "setItem"> | undefined, entry: SearchHistoryEntry): SearchHistoryEntry[] {
  const next = addToHistory(readSearchHistory(storage), entry);
  try {
    storage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled (private browsing): history is a convenience, the search still works.
  }
  return next;
}
