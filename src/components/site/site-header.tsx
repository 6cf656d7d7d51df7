"use client";

import { useState } from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { MY_GARAGE_PATH } from "@/domain/shopper/sign-in-gate";
import { WatchlistHeaderLink } from "@/components/watchlist/watchlist-header-link";
import { HeaderNav, MobileNav } from "./header-nav";
import type { HeaderNavData } from "@/view-models/site-shell";

/**
 * The site header: logo, main navigation (mega-menus from settings), My Garage (where the site has the garage),
 * the watchlist with its count (where the site has one), phone, and the stock search (`search`: server-rendered, a
 * plain form). Marks itself while a dropdown is open.
 */
export function SiteHeader({ siteName, logoUrl, phone, search, nav, garage = false, watchlist = false }: { siteName: string; logoUrl: string | null; phone: React.ReactNode; search?: React.ReactNode; nav: HeaderNavData; garage?: boolean; watchlist?: boolean }) {
  const [dropdownOpen, setDropdownOpen] = useState(false);
  return (
    // Its links are plain links the site layout's SoftLinks follows inside the page (`data-soft`), a Next Link each
    // being a client component on every page's render.
    <header className="sticky top-0 z-40 border-b print:hidden bg-header text-header-foreground shadow-sm" data-soft data-dropdown-open={dropdownOpen || undefined}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 sm:gap-4">
        <MobileNav data={nav} siteName={siteName} />
        <a href="/" className="flex min-w-0 items-center gap-2 font-bold sm:shrink-0" aria-label={`${siteName} home`}>
          {logoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- the site's own SVG wordmark
            <img src={logoUrl} alt={siteName} width={200} height={40} className="h-9 w-auto max-w-full object-contain object-left" />
          ) : (
            <span className="truncate text-lg">{siteName}</span>
          )}
        </a>
        <div className="flex min-w-0 flex-1 justify-center">
          <HeaderNav data={nav} onOpenChange={setDropdownOpen} />
        </div>
        {garage ? (
          <a href={MY_GARAGE_PATH} className="ml-auto inline-flex items-center gap-2 rounded-md p-2 text-sm font-semibold whitespace-nowrap md:ml-0" title="My Garage" data-my-garage>
            <SpriteIcon name="warehouse" className="size-5 md:size-4" />
            {/* Icons only until 2xl: a group's menu, My Garage, the watchlist and the phone fit one row at 1280 px. */}
            <span className="sr-only 2xl:not-sr-only">My Garage</span>
          </a>
        ) : null}
        {watchlist ? <WatchlistHeaderLink first={!garage} /> : null}
        {phone}
        {search}
      </div>
    </header>
  );
}
