"use client";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { useWatchlist } from "./watchlist-store";

/**
 * The header's link to the watchlist, with how many cars the shopper saved (shown once the list has loaded). A plain
 * link the site layout's SoftLinks follows inside the page (`data-soft`), as every page's header draws it.
 */
export function WatchlistHeaderLink({ first }: { first: boolean }) {
  const watchlist = useWatchlist();
  const count = watchlist.status === "ready" ? watchlist.saved.size : 0;
  return (
    <a
      href="/watchlist"
      data-soft
      className={`${first ? "ml-auto md:ml-0 " : ""}relative inline-flex items-center gap-2 rounded-md p-2 text-sm font-semibold whitespace-nowrap`}
      aria-label={count > 0 ? `Watchlist, ${count} saved` : "Watchlist"}
      title="Watchlist"
      data-header-watchlist
    >
      <SpriteIcon name="heart" className="size-5 md:size-4" />
      <span className="hidden 2xl:inline">Watchlist</span>
      {count > 0 ? (
        <span aria-hidden className="absolute -top-0.5 -right-0.5 inline-flex min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[10px] leading-4 font-bold text-primary-foreground 2xl:static 2xl:text-xs" data-watchlist-count>
          {count}
        </span>
      ) : null}
    </a>
  );
}
