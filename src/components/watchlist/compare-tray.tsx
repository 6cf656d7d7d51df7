"use client";
import Link from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { Button } from "@/components/ui/button";
import { clearCompare, useCompared } from "./compare-store";

/** A bar at the foot of the screen while cars are picked for comparing: Compare (n) and Clear. */
export function CompareTray() {
  const ids = useCompared();
  const pathname = usePathname();
  if (ids.length === 0 || pathname === "/compare") return null;
  return (
    <div role="region" aria-label="Compare cars" className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 shadow-lg backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
        <p className="text-sm">
          <strong>{ids.length}</strong> of 3 cars picked to compare
        </p>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={clearCompare}>Clear</Button>
          <Button asChild size="sm"><Link href={`/compare?ids=${ids.join(",")}`}>Compare ({ids.length})</Link></Button>
        </div>
      </div>
    </div>
  );
}
