/**
 * The shopper's last 5 searches, kept in the browser (localStorage): the newest first, no duplicates.
 * Pure list logic here; `recordSearch`/`readSearchHistory` touch storage and never throw.
 */
export const SEARCH_HISTORY_SIZE = 5;
const KEY = "forecourt:search-history";

export interface SearchHistoryEntry {
  href: string;
  label: string;
}

export function addToHistory(history: readonly SearchHistoryEntry[], entry: SearchHistoryEntry): SearchHistoryEntry[] {
  return [entry, ...history.filter((e) => e.href !== entry.href)].slice(0, SEARCH_HISTORY_SIZE);
}

export function readSearchHistory(storage: Pick<Storage, "getItem"> | undefined): SearchHistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((e): e is SearchHistoryEntry => typeof e === "object" && e !== null && typeof (e as SearchHistoryEntry).href === "string" && typeof (e as SearchHistoryEntry).label === "string")
      .filter((e) => e.href.startsWith("/search"))
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
