"use client";

import Link from "@/components/ui/link";
import { useEffect, useState } from "react";
import { recordSearch, searchHistoryKey, type SearchHistoryEntry } from "./search-history";

/** Records this search and lists the shopper's previous ones (kept in this browser only). */
export function RecentSearches({ href, label }: { href: string; label: string }) {
  const [history, setHistory] = useState<SearchHistoryEntry[]>([]);
  useEffect(() => {
    setHistory(recordSearch(typeof window === "undefined" ? undefined : window.localStorage, { href, label }).filter((e) => searchHistoryKey(e.href) !== searchHistoryKey(href)));
  }, [href, label]);
  if (history.length === 0) return null;
  return (
    <nav aria-label="Recent searches" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-muted-foreground">Recent searches:</span>
      {history.map((entry) => (
        <Link key={entry.href} href={entry.href} className="rounded-full border px-3 py-1 hover:bg-muted">
          {entry.label}
        </Link>
      ))}
    </nav>
  );
}
