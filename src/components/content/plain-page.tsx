import type { ReactNode } from "react";
import { DealerHtml } from "./dealer-html";

/**
 * A plain page of the site (about us, terms, privacy, warranty, ...). `safeHtml` must come from `sanitizeDealerHtml`
 * (the plain-page service is its only producer); nothing else is ever rendered as HTML here.
 */
export function PlainPage({ title, lead, highlight, safeHtml, children }: { title: string; lead: string | null; highlight: string | null; safeHtml: string; children?: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight text-balance">{title}</h1>
      {lead ? <p className="mt-4 text-lg text-muted-foreground">{lead}</p> : null}
      {highlight ? <p className="mt-6 inline-block rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground">{highlight}</p> : null}
      <DealerHtml safeHtml={safeHtml} className="mt-6" />
      {children}
    </article>
  );
}
