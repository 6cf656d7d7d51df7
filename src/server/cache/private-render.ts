import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { PageDoc } from "@/domain/content/page-doc";
import type { SiteSettings } from "@/domain/site/settings";
import type { Promo } from "@/server/data/promos";
import type { SiteTheme } from "@/server/db/json-types";

/**
 * A render for one staff member, not for shoppers: the console's draft preview (src/server/http/site-preview.ts). While
 * a request is handled inside `runPrivateRender`, `resolveSite` answers the previewed site with the draft's settings
 * and theme, its plain pages are read with their drafts (src/server/services/content/plain-page.ts), its searches
 * place the promo cards' drafts (src/server/search/search-rows.ts), and `cached` (caches.ts) neither reads nor fills any shared cache, so nothing the draft changed (the
 * site's menus in its shell, its lead forms' places, its search index...) can be kept where a shopper's request would
 * find it. Only the platform's listener starts one, after it has checked the staff session: no header or cookie a
 * visitor sends reaches this store.
 *
 * Like the response status store (src/server/http/response-status.ts), it lives on `globalThis` under a registered
 * symbol: the listener runs from the platform's own modules and the pages from Next's build.
 */
export interface PrivateRender {
  sitePreview: {
    siteId: number;
    settings: SiteSettings;
    theme: SiteTheme;
    /** The site's plain pages' drafts by path, shown in place of the live pages (null: a page to be deleted, the site's 404). */
    pages?: Readonly<Record<string, { title: string; bodyDoc: PageDoc | null; bodyHtml: string } | null>>;
    /** The site's promo cards with their drafts over them, placed by its searches in place of the live cards. */
    promos?: readonly Promo[];
  };
}

const KEY = Symbol.for("forecourt.privateRender");

function storage(): AsyncLocalStorage<PrivateRender> {
  const holder = globalThis as { [KEY]?: AsyncLocalStorage<PrivateRender> };
  holder[KEY] ??= new AsyncLocalStorage<PrivateRender>();
  return holder[KEY];
}

/** Runs a request's handling as a private render (the preview's listener only). */
export function runPrivateRender<T>(render: PrivateRender, handle: () => T): T {
  return storage().run(render, handle);
}

/** The private render this code runs in, or undefined for every shopper's request. */
export function privateRender(): PrivateRender | undefined {
  return storage().getStore();
}
