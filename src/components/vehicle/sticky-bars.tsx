"use client";
import { useEffect, useState, type ReactNode } from "react";
import { stickyBottomBarOpened, stickyHeaderVisible } from "@/domain/vehicle-page-sticky";
import { cn } from "@/lib/utils";

function useScrollY(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    const onScroll = () => setY(window.scrollY);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return y;
}

/**
 * The vehicle page's sticky header (after 500 px of scroll) and bottom bar (opened after 900 px). Both hide
 * while the media viewer is full screen (<html data-media-fullscreen>).
 */
export function StickyBars({ header, bar }: { header: ReactNode; bar: ReactNode }) {
  const y = useScrollY();
  const showHeader = stickyHeaderVisible(y);
  const opened = stickyBottomBarOpened(y);
  return (
    <>
      <div
        aria-hidden={!showHeader}
        inert={!showHeader}
        className={cn(
          "fixed inset-x-0 top-0 z-[45] border-b bg-background shadow-sm transition-transform duration-200 in-data-media-fullscreen:hidden",
          showHeader ? "translate-y-0" : "-translate-y-full",
        )}
      >
        {header}
      </div>
      <div
        data-opened={opened || undefined}
        className={cn("fixed inset-x-0 bottom-0 z-30 border-t bg-background/95 shadow-lg backdrop-blur transition-[padding] lg:hidden in-data-media-fullscreen:hidden", opened ? "py-3" : "py-2")}
      >
        {bar}
      </div>
    </>
  );
}
