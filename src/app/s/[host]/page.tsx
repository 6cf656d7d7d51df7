import { notFound } from "next/navigation";
import { BrandStats } from "@/components/home/brand-stats";
import { BrandTiles } from "@/components/home/brand-tiles";
import { Hero, type HeroLink } from "@/components/home/hero";
import { LocationList } from "@/components/home/location-list";
import { ModelRange } from "@/components/home/model-range";
import { Section } from "@/components/home/section";
import { stockNoun } from "@/domain/vehicle/noun";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from "@/components/ui/carousel";
import { VehicleCard } from "@/components/vehicle/vehicle-card";
import { modelRange, siteBrands } from "@/server/data/brands";
import { siteLocations } from "@/server/data/locations";
import { featuredSiteVehicles, siteStockCounts } from "@/server/data/vehicles";
import { toLocationSummary } from "@/server/services/site-shell";
import { toVehicleCard } from "@/server/services/vehicle-cards";
import { resolveSite } from "@/server/sites/site-resolver";
import type { SiteTemplate } from "@/server/sites/site-store";

type SectionName = "featuredNew" | "featuredUsed" | "featured" | "modelRange" | "brands" | "brandStats" | "locations";

/** What each template's home page shows, in order. */
const HOME_SECTIONS: Record<SiteTemplate, SectionName[]> = {
  franchise: ["featuredNew", "modelRange", "featuredUsed", "locations"],
  group: ["brandStats", "brands", "featured", "locations"],
  directory: ["brands", "featuredUsed"],
  manufacturer: ["modelRange", "featured", "locations"],
  powersports: ["brands", "featured", "locations"],
  caravan: ["featured", "brands", "locations"],
};


export default async function SiteHome({ params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const sections = HOME_SECTIONS[site.template];
  const soldDays = site.settings.search.includeSoldCarsDays;
  const noun = stockNoun(site.settings.vehicleKinds);

  const [counts, brands, locations] = await Promise.all([
    siteStockCounts(site.id, soldDays),
    sections.includes("brands") || sections.includes("modelRange") ? siteBrands(site.id) : Promise.resolve([]),
    sections.includes("locations") ? siteLocations(site.id) : Promise.resolve([]),
  ]);
  const [featuredNew, featuredUsed, featured, models] = await Promise.all([
    sections.includes("featuredNew") ? featuredSiteVehicles(site.id, { limit: 8, carType: "new", includeSoldDays: soldDays }) : [],
    sections.includes("featuredUsed") ? featuredSiteVehicles(site.id, { limit: 8, carType: "used", includeSoldDays: soldDays }) : [],
    sections.includes("featured") ? featuredSiteVehicles(site.id, { limit: 8, includeSoldDays: soldDays }) : [],
    sections.includes("modelRange") ? modelRange(site.manufacturerId !== null ? [site.manufacturerId] : brands.map((b) => b.id)) : [],
  ]);

  const heroLinks: HeroLink[] = [
    { label: `New ${noun}`, href: "/search/new-cars", count: counts.new },
    { label: `Used ${noun}`, href: "/search/used-cars", count: counts.used },
    { label: `Demo ${noun}`, href: "/search/demo-cars", count: counts.demo },
  ].filter((link) => link.count > 0);

  const cardOf = (row: (typeof featured)[number], index: number) => (
    <VehicleCard vehicle={toVehicleCard(row, site)} priority={index < 2} />
  );
  const cards = (rows: typeof featured, label: string) =>
    site.settings.search.layout === "carousel" ? (
      <Carousel opts={{ align: "start" }} aria-label={label} className="px-1">
        <CarouselContent>
          {rows.map((row, index) => (
            <CarouselItem key={row.vehicle.id} className="basis-full sm:basis-1/2 lg:basis-1/4">{cardOf(row, index)}</CarouselItem>
          ))}
        </CarouselContent>
        <div className="mt-4 flex justify-end gap-2">
          <CarouselPrevious className="static translate-none" />
          <CarouselNext className="static translate-none" />
        </div>
      </Carousel>
    ) : (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {rows.map((row, index) => (
        <li key={row.vehicle.id}>{cardOf(row, index)}</li>
      ))}
    </ul>
  );

  return (
    <>
      <Hero title={site.settings.content.heroTitle || site.name} subtitle={site.settings.content.heroSubtitle} links={heroLinks} />
      {sections.map((section) => {
        switch (section) {
          case "featuredNew":
            return featuredNew.length > 0 ? <Section key={section} id="home-new" title={`Latest New ${noun}`} href="/search/new-cars">{cards(featuredNew, `New ${noun.toLowerCase()} in stock`)}</Section> : null;
          case "featuredUsed":
            return featuredUsed.length > 0 ? <Section key={section} id="home-used" title={`Latest Used ${noun}`} href="/search/used-cars">{cards(featuredUsed, `Used ${noun.toLowerCase()} in stock`)}</Section> : null;
          case "featured":
            return featured.length > 0 ? <Section key={section} id="home-featured" title="Just Arrived" href={site.settings.search.defaultPath}>{cards(featured, "Stock just arrived")}</Section> : null;
          case "modelRange":
            return models.length > 0 ? (
              <Section key={section} id="home-models" title="Explore the Range">
                <ModelRange
                  models={models.slice(0, 12).map((m) => ({
                    name: m.name,
                    href: m.overrideUrl ?? `/search/${m.manufacturerSlug}/${m.slug}`,
                    imageUrl: m.imageUrl,
                    fromPrice: m.fromPrice,
                    description: m.shortDescription,
                    status: m.status,
                  }))}
                />
              </Section>
            ) : null;
          case "brands":
            return brands.length > 0 ? (
              <Section key={section} id="home-brands" title={site.template === "directory" ? "Shop by Make" : "Our Brands"} href={site.template === "directory" ? undefined : "/brands"}>
                <BrandTiles brands={brands.map((b) => ({ name: b.name, href: `/search/${b.slug}`, logoUrl: b.logoUrl }))} label="Brands" />
              </Section>
            ) : null;
          case "brandStats":
            return site.settings.content.brandStats.length > 0 ? (
              <section key={section} aria-label="About the group" className="border-b bg-muted/50">
                <BrandStats stats={site.settings.content.brandStats} className="mx-auto max-w-7xl px-4 py-8" />
              </section>
            ) : null;
          case "locations":
            return locations.length > 0 ? (
              <Section key={section} id="home-locations" title="Our Locations">
                <LocationList locations={locations.map((l) => toLocationSummary(l, site))} />
              </Section>
            ) : null;
        }
      })}
    </>
  );
}
