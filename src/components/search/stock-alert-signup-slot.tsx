"use client";
import dynamic from "next/dynamic";

/**
 * The alert signup ("tell me when one arrives") as the search page places it: only on a search with fewer than three
 * cars, so its script is a chunk of its own, loaded (and server-rendered) with such a page, and not part of every
 * search page's first load.
 */
export const StockAlertSignupSlot = dynamic(() => import("./stock-alert-signup").then((m) => m.StockAlertSignup));
