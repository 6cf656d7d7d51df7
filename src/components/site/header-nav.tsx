"use client";

import Link from "next/link";
import { useState } from "react";
import { Menu } from "lucide-react";
import {
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuLink,
  NavigationMenuList,
  NavigationMenuTrigger,
  navigationMenuTriggerStyle,
} from "@/components/ui/navigation-menu";
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from "@/components/ui/sheet";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import type { NavItem } from "@/domain/site-settings";
import type { HeaderNavData, MegaMenuGroup, BrandTile } from "./site-nav-types";

function formatFrom(price: number): string {
  return `From $${price.toLocaleString("en-AU")}`;
}

/** Desktop menu: plain links, dropdowns and the mega-menus, opening on hover or on click by site setting. */
export function HeaderNav({ data, onOpenChange }: { data: HeaderNavData; onOpenChange?: (open: boolean) => void }) {
  const clickOnly = data.trigger === "click";
  // With click-only menus, pointer movement must not open or close them.
  const pointerGuard = clickOnly ? { onPointerMove: (e: React.PointerEvent) => e.preventDefault(), onPointerLeave: (e: React.PointerEvent) => e.preventDefault() } : {};
  return (
    <NavigationMenu aria-label="Main" className="hidden lg:flex" onValueChange={(value) => onOpenChange?.(value !== "")}>
      <NavigationMenuList>
        {data.items.map((item) => (
          <NavigationMenuItem key={item.label}>
            {hasMenu(item, data) ? (
              <>
                <NavigationMenuTrigger {...pointerGuard}>{item.label}</NavigationMenuTrigger>
                <NavigationMenuContent {...pointerGuard}>
                  <MenuPanel item={item} data={data} />
                </NavigationMenuContent>
              </>
            ) : (
              <NavigationMenuLink asChild className={navigationMenuTriggerStyle()}>
                <Link href={item.href}>{item.label}</Link>
              </NavigationMenuLink>
            )}
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
    </NavigationMenu>
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
          <NavigationMenuLink asChild>
            <Link href={child.href} className="block rounded-md px-3 py-2 text-sm text-popover-foreground hover:bg-muted focus-visible:bg-muted">
              {child.label}
            </Link>
          </NavigationMenuLink>
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
                  <NavigationMenuLink asChild>
                    <Link href={model.href} className="flex flex-row items-center gap-3 rounded-md p-2 hover:bg-muted focus-visible:bg-muted">
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
                    </Link>
                  </NavigationMenuLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-4 border-t pt-3 text-sm">
        <NavigationMenuLink asChild>
          <Link href={allHref} className="font-medium text-primary hover:underline">View all models</Link>
        </NavigationMenuLink>
        {links.map((link) => (
          <NavigationMenuLink asChild key={link.href}>
            <Link href={link.href} className="font-medium text-primary hover:underline">{link.label}</Link>
          </NavigationMenuLink>
        ))}
      </div>
    </div>
  );
}

function BrandsMenu({ brands, allHref, label }: { brands: BrandTile[]; allHref: string; label: string }) {
  return (
    <div className="w-[min(92vw,48rem)] p-4 text-popover-foreground">
      <ul className="grid max-h-[70vh] grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4 md:grid-cols-6" aria-label={`${label} by brand`}>
        {brands.map((brand) => (
          <li key={brand.href}>
            <NavigationMenuLink asChild>
              <Link href={brand.href} className="flex flex-col items-center gap-1 rounded-md border p-2 text-center text-xs hover:bg-muted focus-visible:bg-muted">
                {brand.logoUrl ? (
                  // eslint-disable-next-line @next/next/no-img-element -- small generated SVG tiles
                  <img src={brand.logoUrl} alt="" width={56} height={56} className="size-14" loading="lazy" />
                ) : null}
                <span>{brand.name}</span>
              </Link>
            </NavigationMenuLink>
          </li>
        ))}
      </ul>
      <NavigationMenuLink asChild>
        <Link href={allHref} className="mt-3 inline-block text-sm font-medium text-primary hover:underline">View all</Link>
      </NavigationMenuLink>
    </div>
  );
}

/** Mobile menu: every item and its children as plain links in a drawer. */
export function MobileNav({ data, siteName }: { data: HeaderNavData; siteName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="text-inherit lg:hidden" aria-label="Open menu">
          <Menu aria-hidden />
        </Button>
      </SheetTrigger>
      <SheetContent side="left" className="overflow-y-auto">
        <SheetHeader>
          <SheetTitle>{siteName}</SheetTitle>
        </SheetHeader>
        <nav aria-label="Mobile" className="px-4 pb-6">
          <ul className="grid gap-1">
            {data.items.map((item) => (
              <li key={item.label}>
                <Link href={item.href} onClick={() => setOpen(false)} className="block rounded-md px-2 py-2 font-medium hover:bg-muted">
                  {item.label}
                </Link>
                {item.children.length > 0 ? (
                  <ul className="ml-3 border-l pl-2">
                    {item.children.map((child) => (
                      <li key={child.href + child.label}>
                        <Link href={child.href} onClick={() => setOpen(false)} className={cn("block rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted")}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
