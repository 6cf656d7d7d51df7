"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Tabs in the shadcn manner, following the WAI-ARIA tabs pattern: a `tablist` of `tab` buttons, one `tabpanel` each;
 * only the chosen tab is in the tab order, and Left/Right arrows, Home and End move between tabs and choose them
 * (automatic activation). Written here rather than on Radix: Radix Tabs brought 5.8 KB gzipped (roving focus,
 * collection, presence) to every page of the home template, against a first-load budget of 170 KB
 * (`npm run bench:pages`); the markup and keyboard contract are Radix's, so the tests of its users still hold.
 */
type TabsState = { value: string; choose: (value: string) => void; baseId: string };

const TabsContext = React.createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = React.useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

/** A value as an id fragment (ids may not hold spaces). */
function idPart(value: string): string {
  return value.replace(/[^A-Za-z0-9_-]/g, "_");
}

type TabsProps = Omit<React.ComponentProps<"div">, "defaultValue" | "dir"> & {
  defaultValue: string;
  value?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ defaultValue, value, onValueChange, className, ...props }: TabsProps) {
  const [own, setOwn] = React.useState(defaultValue);
  const baseId = React.useId();
  const current = value ?? own;
  const state = React.useMemo<TabsState>(
    () => ({
      value: current,
      baseId,
      choose: (next) => {
        setOwn(next);
        onValueChange?.(next);
      },
    }),
    [current, baseId, onValueChange],
  );
  return (
    <TabsContext.Provider value={state}>
      <div data-slot="tabs" data-orientation="horizontal" className={cn("flex flex-col gap-4", className)} {...props} />
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function TabsList({ className, onKeyDown, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={cn("inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground", className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const move = Object.hasOwn(MOVES, event.key) ? MOVES[event.key] : undefined;
        if (!move || event.defaultPrevented) return;
        const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
        const index = tabs.findIndex((tab) => tab === document.activeElement);
        if (index < 0) return;
        event.preventDefault();
        const next = tabs[move(index, tabs.length)];
        next?.focus();
        next?.click();
      }}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, onClick, ...props }: React.ComponentProps<"button"> & { value: string }) {
  const tabs = useTabs("TabsTrigger");
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={`${tabs.baseId}-tab-${idPart(value)}`}
      aria-selected={selected}
      aria-controls={`${tabs.baseId}-panel-${idPart(value)}`}
      data-state={selected ? "active" : "inactive"}
      data-slot="tabs-trigger"
      tabIndex={selected ? 0 : -1}
      className={cn(
        "inline-flex min-h-9 shrink-0 items-center justify-center rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors",
        "hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
        "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) tabs.choose(value);
      }}
      {...props}
    />
  );
}

/** A tab's panel; `forceMount` keeps an unchosen panel in the HTML (hidden by its `data-state`), for readers without script. */
export function TabsContent({ value, forceMount, className, ...props }: React.ComponentProps<"div"> & { value: string; forceMount?: boolean }) {
  const tabs = useTabs("TabsContent");
  const selected = tabs.value === value;
  if (!selected && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={`${tabs.baseId}-panel-${idPart(value)}`}
      aria-labelledby={`${tabs.baseId}-tab-${idPart(value)}`}
      data-state={selected ? "active" : "inactive"}
      data-slot="tabs-content"
      tabIndex={0}
      className={cn("outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50", className)}
      {...props}
    />
  );
}
