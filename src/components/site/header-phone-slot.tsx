"use client";

import { useEffect, useSyncExternalStore } from "react";
import { HeaderPhone } from "./header-phone";

/**
 * Which number the header shows, once the browser has taken over: "document" (the number the server drew for the page
 * it was asked for), a page's own number while that page is open (a car's), or the site's after such a page closed.
 */
type Shown = { kind: "document" } | { kind: "page"; phone: string | null } | { kind: "site" };

const DOCUMENT: Shown = { kind: "document" };
const SITE: Shown = { kind: "site" };
let shown: Shown = DOCUMENT;
const listeners = new Set<() => void>();

function show(next: Shown): void {
  shown = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The header's phone. The server draws the number of the page asked for (`initial`: a car's on a car's pages, else the
 * site's); as the shopper moves between pages in the browser, the layout stays and the page says its own number
 * (`PagePhone`), or the site's (`sitePhone`) comes back.
 */
export function HeaderPhoneSlot({ initial, sitePhone, first }: { initial: string | null; sitePhone: string | null; first: boolean }) {
  const current = useSyncExternalStore(subscribe, () => shown, () => DOCUMENT);
  const phone = current.kind === "document" ? initial : current.kind === "page" ? current.phone : sitePhone;
  return <HeaderPhone phone={phone} first={first} />;
}

/** Puts a page's own number (a car's) in the header while the page is open; the site's comes back when it closes. */
export function PagePhone({ phone }: { phone: string | null }) {
  useEffect(() => {
    show({ kind: "page", phone });
    return () => show(SITE);
  }, [phone]);
  return null;
}
