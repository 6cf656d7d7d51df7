"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";

/** How many pages the intent prefetch asks for at most in one page's life. */
const MAX_PREFETCHES = 100;

/**
 * Plain links that navigate inside the page: an `<a data-soft>` (or `data-soft="keep-scroll"`, which keeps the
 * scroll position, as the filters do), or any link inside an element marked so (a card, the filters, the footer: the
 * nearest mark decides), is followed by Next's router, as a Next `Link` would be, and its page is
 * fetched ahead when the shopper shows intent (pointer over it, a touch, keyboard focus). Mounted once per page (the
 * site layout): its listeners on the document serve every such link, so a search page's two hundred card and filter
 * links are plain markup rather than two hundred client components for the phone to hydrate.
 *
 * A click with a modifier key or another button, a link with a target or `download`, or one to another origin is
 * left to the browser. While the next page loads, the link carries `data-pending` (the filters show a spinner).
 * Before the page has hydrated, and without JavaScript, the links are ordinary links.
 */
export function SoftLinks() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const clicked = useRef<HTMLAnchorElement | null>(null);

  useEffect(() => {
    const prefetched = new Set<string>();
    const softLink = (target: EventTarget | null): { anchor: HTMLAnchorElement; url: URL; keepScroll: boolean } | null => {
      const anchor = target instanceof Element ? target.closest("a[href]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return null;
      const mark = anchor.closest<HTMLElement>("[data-soft]");
      if (!mark) return null;
      const url = new URL(anchor.href, window.location.href);
      return url.origin === window.location.origin ? { anchor, url, keepScroll: mark.dataset.soft === "keep-scroll" } : null;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = softLink(event.target);
      if (!link) return;
      event.preventDefault();
      clicked.current?.removeAttribute("data-pending");
      clicked.current = link.anchor;
      link.anchor.setAttribute("data-pending", "");
      const href = `${link.url.pathname}${link.url.search}${link.url.hash}`;
      startTransition(() => router.push(href, { scroll: !link.keepScroll }));
    };
    const onIntent = (event: Event) => {
      const link = softLink(event.target);
      if (!link || prefetched.size >= MAX_PREFETCHES) return;
      const href = `${link.url.pathname}${link.url.search}`;
      if (prefetched.has(href)) return;
      prefetched.add(href);
      router.prefetch(href);
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerover", onIntent, { passive: true });
    document.addEventListener("touchstart", onIntent, { passive: true });
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("touchstart", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [router]);

  // The navigation has finished (or was replaced by another): the link is no longer pending.
  useEffect(() => {
    if (pending || !clicked.current) return;
    clicked.current.removeAttribute("data-pending");
    clicked.current = null;
  }, [pending]);
  return null;
}
