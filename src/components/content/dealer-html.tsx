import { cn } from "@/lib/utils";

/**
 * Dealer-written HTML, already through `sanitizeDealerHtml` on the server (the plain-page service is its producer):
 * the one place such HTML is put into a page.
 */
export function DealerHtml({ safeHtml, className }: { safeHtml: string; className?: string }) {
  return <div data-dealer-html="" className={cn("dealer-html", className)} dangerouslySetInnerHTML={{ __html: safeHtml }} />;
}
