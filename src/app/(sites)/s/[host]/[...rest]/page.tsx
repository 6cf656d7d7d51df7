import type { Metadata } from "next";
import { cache } from "react";
import { BrandOverview } from "@/components/content/brand-overview";
import { ModelPage } from "@/components/content/model-page";
import { PlainPage } from "@/components/content/plain-page";
import { siteContentAt } from "@/server/services/content/site-content";
import { resolveSite } from "@/server/sites/site-resolver";
import { NOT_FOUND_METADATA, siteNotFound } from "../site-not-found";

type Props = { params: Promise<{ host: string; rest: string[] }> };

const load = cache(async (host: string, rest: string[]) => {
  const site = await resolveSite(host);
  return site ? siteContentAt(site, rest) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, rest } = await params;
  const content = await load(host, rest);
  if (!content) return NOT_FOUND_METADATA;
  const title = content.kind === "page" ? content.page.title : content.kind === "model" ? content.model.fullName : content.brand.name;
  return { title };
}

/**
 * Any path without a route of its own: the site's plain page there, a model (/{model-slug}) or a brand
 * (/{brand}/overview); anything else is the site's own branded 404 (`siteNotFound`).
 */
export default async function SiteContentPath({ params }: Props) {
  const { host, rest } = await params;
  const content = await load(host, rest);
  if (!content) return siteNotFound();
  switch (content.kind) {
    case "page":
      return <PlainPage {...content.page} />;
    case "model":
      return <ModelPage model={content.model} />;
    case "brand":
      return <BrandOverview brand={content.brand} />;
  }
}
