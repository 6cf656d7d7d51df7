"use client";
import dynamic from "next/dynamic";
import { useRef } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { useOnApproach } from "@/components/ui/use-on-approach";
import type { FinanceEstimatePanelProps } from "./finance-estimate-panel";
import type { SidebarFinanceCalculatorProps } from "./sidebar-finance-calculator";

const placeholder = () => <Skeleton className="h-[34rem] w-full rounded-lg" />;
const SidebarFinanceCalculator = dynamic(() => import("./sidebar-finance-calculator").then((m) => m.SidebarFinanceCalculator), { ssr: false, loading: placeholder });
const FinanceEstimatePanel = dynamic(() => import("./finance-estimate-panel").then((m) => m.FinanceEstimatePanel), { ssr: false, loading: placeholder });

/** How far ahead of the viewport the widgets start loading: enough for their script to arrive before they scroll into view, not so much that a phone loads them with the page. */
const APPROACH_MARGIN = "300px";

/**
 * The vehicle page's calculator and estimate panel, loaded as the shopper scrolls towards them (or follows a
 * link to #finance-calculator): their script (sliders, finance maths, the comparison-rate solver) is not part
 * of the page's first load. The slot keeps its height meanwhile, so nothing moves when they arrive.
 */
export function FinanceWidgetsOnApproach({ calculator, estimate }: { calculator: SidebarFinanceCalculatorProps; estimate: FinanceEstimatePanelProps }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useOnApproach(ref, { margin: APPROACH_MARGIN, hash: "#finance-calculator" });
  return (
    <div ref={ref} id={near ? undefined : "finance-calculator"} data-youx-quote={estimate.quoteLender ? "" : undefined} className="grid min-h-[34rem] gap-4 md:grid-cols-2">
      {near ? (
        <>
          <SidebarFinanceCalculator {...calculator} />
          <FinanceEstimatePanel {...estimate} />
        </>
      ) : (
        <>
          {placeholder()}
          {placeholder()}
        </>
      )}
    </div>
  );
}
