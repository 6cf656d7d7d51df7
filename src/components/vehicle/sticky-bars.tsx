"use client";
import { useEffect, useState, type ReactNode } from "react";
import { stickyBottomBarOpened, stickyHeaderVisible } from "@/domain/vehicle-page/sticky";
import { cn } from "@/lib/utils";

/**
 * The two scroll thresholds, re-rendering only when one is crossed (not on every scroll event). Nothing is read
 * at mount (a page opens at the top, and a restored scroll position arrives as a scroll event), so hydration
 * never forces a layout here.
 */
function useStickyState(): { showHeader: boolean; opened: boolean } {
  const [state, setState] = useState({ showHeader: false, opened: false });
  useEffect(() => {
    const read = () => {
      const y = window.scrollY;
      const next = { showHeader: stickyHeaderVisible(y), opened: stickyBottomBarOpened(y) };
      setState((current) => (current.showHeader === next.showHeader && current.opened === next.opened ? current : next));
    };
    window.addEventListener("scroll", read, { passive: true });
    return () => window.removeEventListener("scroll", read);
  }, []);
  return state;
}

/**
 * The vehicle page's sticky header (after 500 px of scroll) and bottom bar (opened after 900 px), and the chat
 * bubble, which shares the bar's opened state (spec 002 §4): on a phone it sits above the bar and rises with it.
 * One bar at a time: the header on a desktop (from lg), the bottom bar below that; a phone never has both.
 * All hide while the media viewer is full screen (<html data-media-fullscreen>).
 */
export function StickyBars({ header, bar, bubble }: { header: ReactNode; bar: ReactNode; bubble?: ReactNode }) {
  const { showHeader, opened } = useStickyState();
  return (
    <>
      <div
        aria-hidden={!showHeader}
        inert={!showHeader}
        className={cn(
          "fixed inset-x-0 top-0 z-[45] border-b bg-background shadow-sm transition-transform duration-200 max-lg:hidden in-data-media-fullscreen:hidden",
          showHeader ? "translate-y-0" : "-translate-y-full",
        )}
      >
        {header}
      </div>
      <div
        data-opened={opened || undefined}
        className={cn("fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 shadow-lg transition-[padding] lg:hidden in-data-media-fullscreen:hidden", opened ? "py-3" : "py-2")}
      >
        {bar}
      </div>
      {bubble ? (
        <div data-opened={opened || undefined} className={cn("fixed right-4 z-40 transition-[bottom] lg:right-6 lg:bottom-6 in-data-media-fullscreen:hidden", opened ? "bottom-24" : "bottom-20")}>
          {bubble}
        </div>
      ) : null}
    </>
  );
}
