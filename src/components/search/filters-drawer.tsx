"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { Loader2 } from "lucide-react";
import * as slidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { DrawnIcon } from "@/components/ui/sprite-icon";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { filtersLabel } from "./filters-label";
import type { FiltersDrawerProps } from "./filters-sheet";

const loadSheet = () => import("./filters-sheet");

const LazySheet = dynamic(() => loadSheet().then((m) => m.FiltersSheet), {
  ssr: false,
  loading: () => (
    <Button type="button" variant="outline" className="lg:hidden" disabled aria-busy>
      <Loader2 aria-hidden className="size-4 animate-spin" />
      Filters
    </Button>
  ),
});

/**
 * The phone's 'Filters (n)' button. The drawer itself (filters-sheet.tsx: the dialog, the sliders, the draft and its
 * live count) is script a phone needs only when the shopper reaches for it, so it loads on first use: pointer over,
 * touch or focus start loading it, a click opens it once loaded. Before hydration (and without JavaScript) the
 * button is a link to the side panel (#filters), which the page shows when it is the target.
 */
export function FiltersDrawer(props: FiltersDrawerProps) {
  const [mounted, setMounted] = useState(false);
  const [wanted, setWanted] = useState(false);
  useEffect(() => setMounted(true), []);
  const label = filtersLabel(props.activeCount);
  if (!mounted) {
    return (
      <a href="#filters" className={cn(buttonVariants({ variant: "outline" }), "lg:hidden")}>
        <DrawnIcon icon={slidersHorizontal} className="size-4" />
        {label}
      </a>
    );
  }
  if (wanted) return <LazySheet {...props} initiallyOpen />;
  const load = () => void loadSheet();
  return (
    <Button type="button" variant="outline" className="lg:hidden" aria-haspopup="dialog" aria-expanded={false} onClick={() => setWanted(true)} onPointerEnter={load} onTouchStart={load} onFocus={load}>
      <DrawnIcon icon={slidersHorizontal} className="size-4" />
      {label}
    </Button>
  );
}
