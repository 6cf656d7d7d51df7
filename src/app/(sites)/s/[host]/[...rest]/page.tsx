import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { cache } from "react";
import { MyGarage } from "@/components/garage/my-garage";
import { brandGaragePath, gateRedirect } from "@/domain/shopper/sign-in-gate";
import { currentShopper } from "@/server/http/shopper-session";
import { myGarage } from "@/server/services/shopper/my-garage";
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
  if (content.kind === "garage") return { title: `My ${content.brand.name} Garage`, robots: { index: false } };
  const title = content.kind === "page" ? content.page.title : content.kind === "model" ? content.model.fullName : content.brand.name;
  return { title };
}

/**
 * Any path without a route of its own: the site's plain page there, a model (/{model-slug}), a brand
 * (/{brand}/overview) or a brand-named garage page (/{brand}-garage: an anonymous visitor is sent to sign in and
 * back, always); anything else is the site's own branded 404 (`siteNotFound`).
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
    case "garage": {
      const site = (await resolveSite(host))!;
      const shopper = await currentShopper();
      const path = brandGaragePath(content.brand.slug);
      const gate = gateRedirect({ kind: "brand-garage" }, site.settings.gating, { signedIn: shopper !== null, target: path, back: "/" });
      if (gate || !shopper) redirect(gate ?? "/");
      const garage = await myGarage(site, shopper.userId, new Date(), content.brand);
      return <MyGarage phone={shopper.phone} garage={garage} searchPath={`/search/${content.brand.slug}`} title={`My ${content.brand.name} Garage`} />;
    }
  }
}
