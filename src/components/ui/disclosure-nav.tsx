"use client";

import * as React from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { cn } from "@/lib/utils";

/** How long the pointer rests on a trigger before its panel opens, and how long it may stray before it closes. */
const HOVER_OPEN_MS = 150;
const HOVER_CLOSE_MS = 200;

export interface DisclosureNavItem {
  /** Unique within the menu; also the panel's id suffix. */
  id: string;
  label: string;
  /** A plain link when the item has no panel. */
  href: string;
  hasPanel: boolean;
}

export interface DisclosureNavProps {
  label: string;
  items: DisclosureNavItem[];
  /** "hover": a mouse resting on a trigger opens it (a click pins it); "click": only clicks and keys do. */
  openOn: "hover" | "click";
  renderLink: (item: DisclosureNavItem, className: string) => React.ReactNode;
  renderPanel: (item: DisclosureNavItem) => React.ReactNode;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A top-level item of the menu, link or button (globals.css `nav-trigger`; `group` turns its chevron when open). */
export const disclosureTriggerStyle = "group nav-trigger";

/**
 * Site navigation in the disclosure pattern (WAI-ARIA APG "disclosure navigation menu"): each top-level item
 * is a link or a button that shows and hides its panel of links. One panel is open at a time; Escape closes it
 * and returns focus to its button; a click outside, focus leaving the menu or following a link closes it.
 * Only the open panel is rendered. No menu roles: screen readers read it as the list of links it is.
 */
export function DisclosureNav({ label, items, openOn, renderLink, renderPanel, onOpenChange, className }: DisclosureNavProps) {
  const [open, setOpen] = React.useState<{ id: string; by: "hover" | "click" } | null>(null);
  const root = React.useRef<HTMLElement>(null);
  const timer = React.useRef(0);
  const baseId = React.useId();
  const openId = open?.id ?? null;

  const change = React.useCallback(
    (next: { id: string; by: "hover" | "click" } | null) => {
      window.clearTimeout(timer.current);
      setOpen((current) => {
        if ((current === null) !== (next === null)) onOpenChange?.(next !== null);
        return next;
      });
    },
    [onOpenChange],
  );

  React.useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) change(null);
    };
    // Escape closes from anywhere (a panel opened by hover has no focus inside it); focus inside goes back to the button.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const focusInside = root.current?.contains(document.activeElement) ?? false;
      change(null);
      if (focusInside) document.getElementById(`${baseId}-${openId}-trigger`)?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openId, change, baseId]);

  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const hoverHandlers = (item: DisclosureNavItem) =>
    openOn === "hover"
      ? {
          onPointerEnter: (event: React.PointerEvent) => {
            if (event.pointerType !== "mouse") return;
            window.clearTimeout(timer.current);
            if (open?.id === item.id) return;
            // Moving from one open panel's trigger to the next switches at once; from rest it waits a moment.
            const delay = open ? 0 : HOVER_OPEN_MS;
            timer.current = window.setTimeout(() => change({ id: item.id, by: "hover" }), delay);
          },
          onPointerLeave: (event: React.PointerEvent) => {
            if (event.pointerType !== "mouse") return;
            window.clearTimeout(timer.current);
            if (open?.by !== "hover") return;
            timer.current = window.setTimeout(() => change(null), HOVER_CLOSE_MS);
          },
        }
      : {};

  return (
    <nav
      ref={root}
      aria-label={label}
      className={cn("relative", className)}
      onBlur={(event) => {
        if (openId !== null && !event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== null) change(null);
      }}
    >
      <ul className="flex list-none items-center justify-center gap-1">
        {items.map((item) =>
          item.hasPanel ? (
            <li key={item.id} {...hoverHandlers(item)}>
              <button
                type="button"
                id={`${baseId}-${item.id}-trigger`}
                aria-expanded={openId === item.id}
                aria-controls={openId === item.id ? `${baseId}-${item.id}-panel` : undefined}
                className={disclosureTriggerStyle}
                onClick={() => {
                  if (open?.id === item.id) change(open.by === "hover" ? { id: item.id, by: "click" } : null);
                  else change({ id: item.id, by: "click" });
                }}
              >
                {item.label}
                <SpriteIcon name="chevron-down" className="nav-chevron" />
              </button>
              {/* Right after its button in the page's order, so Tab goes from the button into the panel's links;
                  placed under the whole menu (the <nav> is its positioning box). */}
              {openId === item.id ? (
                <div className="absolute top-full left-1/2 z-50 -translate-x-1/2">
                  <div
                    id={`${baseId}-${item.id}-panel`}
                    data-slot="navigation-menu-viewport"
                    className="mt-1.5 max-w-[calc(100vw-2rem)] overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-lg"
                    onClick={(event) => {
                      if ((event.target as HTMLElement).closest("a")) change(null);
                    }}
                  >
                    {renderPanel(item)}
                  </div>
                </div>
              ) : null}
            </li>
          ) : (
            <li key={item.id}>{renderLink(item, disclosureTriggerStyle)}</li>
          ),
        )}
      </ul>
    </nav>
  );
}
