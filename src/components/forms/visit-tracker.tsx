"use client";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { recordVisitedPage } from "./lead-storage";

/** Keeps this visit's pages (and the landing page's campaign parameters) for the lead forms' lead_attributes. Renders nothing. */
export function VisitTracker() {
  const pathname = usePathname();
  useEffect(() => {
    recordVisitedPage(window.location.pathname, window.location.search);
  }, [pathname]);
  return null;
}
