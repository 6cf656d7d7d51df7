"use client";

import * as React from "react";
import { NavigationMenu as NavigationMenuPrimitive } from "radix-ui";
import { cva } from "class-variance-authority";
import { ChevronDownIcon } from "lucide-react";

import { cn } from "@/lib/utils";

export type NavigationMenuProps = React.ComponentProps<typeof NavigationMenuPrimitive.Root> & {
  /**
   * Render the shared viewport (the panel that holds every item's content, positioned under the list
   * and sized to the open content). Defaults to true. Set false to position each content yourself.
   */
  viewport?: boolean;
};

export function NavigationMenu({ className, children, viewport = true, ...props }: NavigationMenuProps) {
  return (
    <NavigationMenuPrimitive.Root
      data-slot="navigation-menu"
      data-viewport={viewport}
      className={cn("group/navigation-menu relative z-20 flex max-w-max flex-1 items-center justify-center", className)}
      {...props}
    >
      {children}
      {viewport ? <NavigationMenuViewport /> : null}
    </NavigationMenuPrimitive.Root>
  );
}

export function NavigationMenuList({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.List>) {
  return (
    <NavigationMenuPrimitive.List
      data-slot="navigation-menu-list"
      className={cn("flex flex-1 list-none items-center justify-center gap-1", className)}
      {...props}
    />
  );
}

export function NavigationMenuItem({ className, ...props }: React.ComponentProps<typeof NavigationMenuPrimitive.Item>) {
  return <NavigationMenuPrimitive.Item data-slot="navigation-menu-item" className={cn("relative", className)} {...props} />;
}

/**
 * Style for top-level triggers and links. Colours inherit from the surrounding text (so it works on the
 * dark site header as well as on light surfaces); hover/open states tint with the current colour.
 */
export const navigationMenuTriggerStyle = cva([
  "group inline-flex h-10 w-max items-center justify-center gap-1 rounded-md bg-transparent px-4 py-2 text-sm font-medium text-inherit",
  "transition-colors hover:bg-current/10 data-[state=open]:bg-current/10 data-[active]:underline data-[active]:underline-offset-4",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "disabled:pointer-events-none disabled:opacity-50",
]);

export function NavigationMenuTrigger({
  className,
  children,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Trigger>) {
  return (
    <NavigationMenuPrimitive.Trigger
      data-slot="navigation-menu-trigger"
      className={cn(navigationMenuTriggerStyle(), className)}
      {...props}
    >
      {children}
      <ChevronDownIcon
        aria-hidden="true"
        className="relative top-px size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180 motion-reduce:transition-none"
      />
    </NavigationMenuPrimitive.Trigger>
  );
}

export function NavigationMenuContent({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Content>) {
  return (
    <NavigationMenuPrimitive.Content
      data-slot="navigation-menu-content"
      className={cn(
        // Inside the shared viewport: the content sits at the viewport's top-left and its size drives the viewport size.
        "absolute left-0 top-0 w-auto p-4",
        "bg-popover text-popover-foreground",
        // Without the shared viewport: drop the content under its trigger as its own panel.
        "group-data-[viewport=false]/navigation-menu:top-full group-data-[viewport=false]/navigation-menu:mt-1.5",
        "group-data-[viewport=false]/navigation-menu:overflow-hidden group-data-[viewport=false]/navigation-menu:rounded-md",
        "group-data-[viewport=false]/navigation-menu:border group-data-[viewport=false]/navigation-menu:border-border",
        "group-data-[viewport=false]/navigation-menu:shadow-md",
        "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
        className,
      )}
      {...props}
    />
  );
}

export function NavigationMenuViewport({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Viewport>) {
  return (
    <div className="absolute left-0 top-full isolate z-50 flex justify-center">
      <NavigationMenuPrimitive.Viewport
        data-slot="navigation-menu-viewport"
        className={cn(
          "relative mt-1.5 max-w-[calc(100vw-2rem)] overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-lg",
          "h-(--radix-navigation-menu-viewport-height) w-(--radix-navigation-menu-viewport-width)",
          "origin-top motion-safe:transition-[width,height] motion-safe:duration-200",
          className,
        )}
        {...props}
      />
    </div>
  );
}

export type NavigationMenuLinkProps = React.ComponentProps<typeof NavigationMenuPrimitive.Link>;

/** A link inside the menu (top level or inside content). Use `asChild` to wrap a framework Link. */
export function NavigationMenuLink({ className, ...props }: NavigationMenuLinkProps) {
  return (
    <NavigationMenuPrimitive.Link
      data-slot="navigation-menu-link"
      className={cn(
        "flex flex-col gap-1 rounded-sm p-2 text-sm transition-colors",
        "hover:bg-muted hover:text-foreground",
        "data-[active]:font-semibold",
        "focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring",
        "[&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      {...props}
    />
  );
}

export function NavigationMenuIndicator({
  className,
  ...props
}: React.ComponentProps<typeof NavigationMenuPrimitive.Indicator>) {
  return (
    <NavigationMenuPrimitive.Indicator
      data-slot="navigation-menu-indicator"
      className={cn(
        "top-full z-[1] flex h-1.5 items-end justify-center overflow-hidden",
        "motion-safe:transition-[opacity,translate] motion-safe:duration-200 data-[state=hidden]:opacity-0",
        className,
      )}
      {...props}
    >
      <div aria-hidden="true" className="relative top-[60%] size-2 rotate-45 rounded-tl-sm border-l border-t border-border bg-popover shadow-md" />
    </NavigationMenuPrimitive.Indicator>
  );
}
