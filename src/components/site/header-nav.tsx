"use client";

import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { DisclosureNav, type DisclosureNavItem } from "@/components/ui/disclosure-nav";
import { Button } from "@/components/ui/button";
import type { NavItem } from "@/domain/site/settings";
import type { HeaderNavData, MegaMenuGroup, BrandTileRow } from "@/view-models/site-shell";

// The drawer (and the dialog library under it) loads when the menu button is first pressed.
const MobileNavSheet = dynamic(() => import("./mobile-nav-sheet"), { ssr: false });

function formatFrom(price: number): string {
  return `From $${price.toLocaleString("en-AU")}`;
}

/** Desktop menu: plain links, dropdowns and the mega-menus, opening on hover or on click by site setting. */
export function HeaderNav({ data, onOpenChange }: { data: HeaderNavData; onOpenChange?: (open: boolean) => void }) {
  const items: DisclosureNavItem[] = data.items.map((item) => ({ id: item.label.replace(/[^A-Za-z0-9]+/g, "-"), label: item.label, href: item.href, hasPanel: hasMenu(item, data) }));
  const byId = new Map(items.map((entry, i) => [entry.id, data.items[i]]));
  return (
    <DisclosureNav
      label="Main"
      // From 1280 px: at 1024 a dealer's seven menus, its logo and the header's icons overlapped (the menu button serves below).
      className="hidden xl:flex"
      items={items}
      openOn={data.trigger}
      onOpenChange={onOpenChange}
      renderLink={(entry, className) => (
        <a href={entry.href} className={className}>
          {entry.label}
        </a>
      )}
      renderPanel={(entry) => {
        const item = byId.get(entry.id);
        return item ? <MenuPanel item={item} data={data} /> : null;
      }}
    />
  );
}

function hasMenu(item: NavItem, data: HeaderNavData): boolean {
  if (item.megaMenu === "models") return data.modelGroups.length > 0;
  if (item.megaMenu === "brands") return data.brands.length > 0;
  return item.children.length > 0;
}

function MenuPanel({ item, data }: { item: NavItem; data: HeaderNavData }) {
  if (item.megaMenu === "models") return <ModelsMenu groups={data.modelGroups} links={data.modelMenuLinks} allHref={item.href} />;
  if (item.megaMenu === "brands") return <BrandsMenu brands={data.brands} allHref={item.href} label={item.label} />;
  return (
    <ul className="grid w-64 gap-1 p-2">
      {item.children.map((child) => (
        <li key={child.href + child.label}>
          <a href={child.href} className="block rounded-md px-3 py-2 text-sm text-popover-foreground hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
            {child.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

function ModelsMenu({ groups, links, allHref }: { groups: MegaMenuGroup[]; links: Array<{ label: string; href: string }>; allHref: string }) {
  return (
    <div className="w-[min(92vw,60rem)] p-4 text-popover-foreground">
      <div className="grid max-h-[70vh] gap-6 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group.category} aria-labelledby={`mm-${group.category}`}>
            <h3 id={`mm-${group.category}`} className="mb-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
              {group.category}
            </h3>
            <ul className="grid gap-1">
              {group.models.map((model) => (
                <li key={model.href}>
                  <a href={model.href} className="flex flex-row items-center gap-3 rounded-md p-2 hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
                    {model.imageUrl ? (
                      // eslint-disable-next-line @next/next/no-img-element -- generated thumbnails, already sized
                      <img src={model.imageUrl.replace(".full.", ".thumb.")} alt="" width={72} height={48} className="h-12 w-18 rounded object-cover" loading="lazy" />
                    ) : null}
                    <span className="min-w-0">
                      <span className="block text-sm font-medium">
                        {model.name}
                        {model.status === "new" ? <span className="ml-2 rounded bg-accent px-1.5 py-0.5 text-[10px] text-accent-foreground">New</span> : null}
                        {model.status === "coming_soon" ? <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-[10px]">Coming Soon</span> : null}
                      </span>
                      {model.fromPrice ? <span className="block text-xs text-muted-foreground">{formatFrom(model.fromPrice)}</span> : null}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-4 border-t pt-3 text-sm">
        <a href={allHref} className="font-medium text-primary hover:underline">View all models</a>
        {links.map((link) => (
          <a key={link.href} href={link.href} className="font-medium text-primary hover:underline">{link.label}</a>
        ))}
      </div>
    </div>
  );
}

function BrandsMenu({ brands, allHref, label }: { brands: readonly BrandTileRow[]; allHref: string; label: string }) {
  return (
    <div className="w-[min(92vw,48rem)] p-4 text-popover-foreground">
      <ul className="grid max-h-[70vh] grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4 md:grid-cols-6" aria-label={`${label} by brand`}>
        {brands.map(([name, href, logoUrl]) => (
          <li key={href}>
            <a href={href} className="flex flex-col items-center gap-1 rounded-md border p-2 text-center text-xs hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:outline-ring">
              {logoUrl ? (
                // eslint-disable-next-line @next/next/no-img-element -- small generated SVG tiles
                <img src={logoUrl} alt="" width={56} height={56} className="size-14" loading="lazy" />
              ) : null}
              <span>{name}</span>
            </a>
          </li>
        ))}
      </ul>
      <a href={allHref} className="mt-3 inline-block text-sm font-medium text-primary hover:underline">View all</a>
    </div>
  );
}

/**
 * Mobile menu: every item and its children as plain links in a drawer. The button is on the page from the
 * start; the drawer's code arrives on the first press.
 */
export function MobileNav({ data, siteName }: { data: HeaderNavData; siteName: string }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="text-inherit hover:text-foreground xl:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <SpriteIcon name="menu" className="size-4" />
      </Button>
      {wanted ? <MobileNavSheet data={data} siteName={siteName} open={open} onOpenChange={setOpen} returnFocusTo={button} /> : null}
    </>
  );
}
