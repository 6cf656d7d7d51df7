import type { Metadata } from "next";
import { SiteNotFoundPage } from "@/components/site/site-not-found";
import { NOT_FOUND_TITLE } from "@/domain/site/not-found-text";
import { answerNotFound } from "@/server/http/response-status";

/** A site's 404's metadata: its heading as the title, kept out of search engines (as Next's notFound() does). */
export const NOT_FOUND_METADATA: Metadata = { title: NOT_FOUND_TITLE, robots: { index: false } };

/**
 * A site's 404 as a page renders it itself, inside the site's header and footer, sent with status 404. Next's
 * `notFound()` would draw it in the browser only (src/server/http/response-status.ts says why): a page whose address
 * names nothing returns this instead.
 */
export function siteNotFound(kind: "vehicle" | "page" = "page") {
  answerNotFound();
  return <SiteNotFoundPage kind={kind} />;
}
