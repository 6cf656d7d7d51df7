"use client";

import Link from "@/components/ui/link";
import type { RefObject } from "react";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import type { HeaderNavData } from "@/view-models/site-shell";

/** The mobile menu's drawer, loaded on the first press of the menu button; focus goes back to that button on close. */
export default function MobileNavSheet({ data, siteName, open, onOpenChange, returnFocusTo }: { data: HeaderNavData; siteName: string; open: boolean; onOpenChange: (open: boolean) => void; returnFocusTo: RefObject<HTMLButtonElement | null> }) {
  const close = () => onOpenChange(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="overflow-y-auto"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader>
          <SheetTitle>{siteName}</SheetTitle>
        </SheetHeader>
        <nav aria-label="Mobile" className="px-4 pb-6">
          <ul className="grid gap-1">
            {data.items.map((item) => (
              <li key={item.label}>
                <Link href={item.href} onClick={close} className="block rounded-md px-2 py-2 font-medium hover:bg-muted">
                  {item.label}
                </Link>
                {item.children.length > 0 ? (
                  <ul className="ml-3 border-l pl-2">
                    {item.children.map((child) => (
                      <li key={child.href + child.label}>
                        <Link href={child.href} onClick={close} className="block rounded-md px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted">
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
