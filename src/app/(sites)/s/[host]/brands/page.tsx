import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BrandStats } from "@/components/home/brand-stats";
import { BrandTiles } from "@/components/home/brand-tiles";
import { brandEntryLink } from "@/domain/site/brand-links";
import { siteBrands } from "@/server/data/brands";
import { siteScope } from "@/server/data/scope";
import { siteBrandStats } from "@/server/services/content/home-page";
import { resolveSite } from "@/server/sites/site-resolver";

export const metadata: Metadata = { title: "Our Brands" };

const KIND_TITLES: Array<[string, string]> = [
  ["car", "Car Brands"],
  ["motorcycle", "Motorcycle Brands"],
  ["truck", "Truck Brands"],
  ["caravan", "Caravan Brands"],
];

/** The brands page (spec 001 §1), each brand tile to its /{brand}/overview page or where `content.brandLinks` sends it (spec 001 §2): car, motorcycle, truck (and caravan) brands, with the group's statistics where set. */
export default async function BrandsPage({ params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  // Only the sites that have a brands page serve it (`features.brandsPage`); elsewhere it is the site's 404.
  if (!site || !site.settings.features.brandsPage) notFound();
  const [brands, stats] = await Promise.all([siteBrands(siteScope(site)), siteBrandStats(site)]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Our Brands</h1>
      <BrandStats stats={stats} className="mt-6 rounded-lg border bg-muted/50 p-6" />
      {KIND_TITLES.map(([kind, title]) => {
        const ofKind = brands.filter((b) => b.kinds.includes(kind));
        if (ofKind.length === 0) return null;
        return (
          <section key={kind} aria-labelledby={`brands-${kind}`} className="mt-10">
            <h2 id={`brands-${kind}`} className="mb-4 text-xl font-semibold">{title}</h2>
            <BrandTiles brands={ofKind.map((b) => ({ name: b.name, logoUrl: b.logoUrl, ...brandEntryLink(b.slug, site.settings.content.brandLinks) }))} label={title} />
          </section>
        );
      })}
    </div>
  );
}
