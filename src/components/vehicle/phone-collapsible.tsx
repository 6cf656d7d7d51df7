"use client";
import { ChevronDown } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A car page's section folded on a phone (issue 39, item 10: a car page ran 12.6–16.7 screens at 390 px, the weekly
 * repayment four times): below `lg` the section is a button naming it, opened on a tap (or by a link to `openOnHash`);
 * from `lg` it is always shown and the button is not there. Folded, its content is not displayed, so what loads on
 * approach inside it (the finance widgets) loads only once it is opened.
 */
export function PhoneCollapsible({ title, children, openOnHash, className }: { title: string; children: ReactNode; openOnHash?: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  useEffect(() => {
    if (openOnHash === undefined) return;
    const onHash = () => {
      if (window.location.hash === openOnHash) setOpen(true);
    };
    onHash();
    window.addEventListener("hashchange", onHash);
    return () => window.removeEventListener("hashchange", onHash);
  }, [openOnHash]);
  return (
    <div className={className} data-phone-collapsible={open ? "open" : "closed"}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg border bg-card px-4 py-2 text-left font-semibold lg:hidden"
      >
        {title}
        <ChevronDown aria-hidden className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")} />
      </button>
      <div id={id} className={open ? "max-lg:mt-3" : "max-lg:hidden"}>
        {children}
      </div>
    </div>
  );
}
