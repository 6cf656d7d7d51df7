import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { BrandOverview } from "@/components/content/brand-overview";
import { ModelPage } from "@/components/content/model-page";
import { PlainPage } from "@/components/content/plain-page";
import { siteContentAt } from "@/server/services/site-content";
import { resolveSite } from "@/server/sites/site-resolver";

type Props = { params: Promise<{ host: string; rest: string[] }> };

const load = cache(async (host: string, rest: string[]) => {
  const site = await resolveSite(host);
  return site ? siteContentAt(site, rest) : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { host, rest } = await params;
  const content = await load(host, rest);
  if (!content) return {};
  const title = content.kind === "page" ? content.page.title : content.kind === "model" ? content.model.fullName : content.brand.name;
  return { title };
}

/**
 * Any path without a route of its own: the site's plain page there, a model (/{model-slug}) or a brand
 * (/{brand}/overview); anything else is the site's own branded 404 (not-found.tsx beside the layout).
 */
export default async function SiteContentPath({ params }: Props) {
  const { host, rest } = await params;
  const content = await load(host, rest);
  if (!content) notFound();
  switch (content.kind) {
    case "page":
      return <PlainPage {...content.page} />;
    case "model":
      return <ModelPage model={content.model} />;
    case "brand":
      return <BrandOverview brand={content.brand} />;
  }
}
