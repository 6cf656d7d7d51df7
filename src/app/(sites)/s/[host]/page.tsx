import { notFound } from "next/navigation";
import { BlogCards } from "@/components/home/blog-cards";
import { BrandStats } from "@/components/home/brand-stats";
import { BrandTiles } from "@/components/home/brand-tiles";
import { ActionBanner, CampaignTiles, ExpanderBanner, FeatureBanner, PromotionsSlider, ServiceBanner } from "@/components/home/content-blocks";
import { ContactBlock } from "@/components/home/contact-block";
import { DealerInfoTabs } from "@/components/home/dealer-info-tabs";
import { Hero } from "@/components/home/hero";
import { LatestUpdates } from "@/components/home/latest-updates";
import { LocationList } from "@/components/home/location-list";
import { ModelRange } from "@/components/home/model-range";
import { NoticeBanner } from "@/components/home/notice-banner";
import { Section } from "@/components/home/section";
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from "@/components/ui/carousel";
import { VehicleCard } from "@/components/vehicle/vehicle-card";
import { OfferCard } from "@/components/offers/offer-card";
import { ReviewsSection } from "@/components/reviews/reviews-section";
import { loadHomePage } from "@/server/services/content/home-page";
import { resolveSite } from "@/server/sites/site-resolver";
import type { HomeBlockView } from "@/view-models/home-page";
import type { VehicleCardData } from "@/view-models/vehicle-card";

function Cards({ cards, label, carousel }: { cards: VehicleCardData[]; label: string; carousel: boolean }) {
  if (carousel) {
    return (
      <Carousel opts={{ align: "start" }} aria-label={label} className="px-1">
        <CarouselContent>
          {cards.map((card, index) => (
            <CarouselItem key={card.id} className="basis-full sm:basis-1/2 lg:basis-1/4"><VehicleCard vehicle={card} priority={index < 2} /></CarouselItem>
          ))}
        </CarouselContent>
        <div className="mt-4 flex justify-end gap-2">
          <CarouselPrevious className="static translate-none" />
          <CarouselNext className="static translate-none" />
        </div>
      </Carousel>
    );
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card, index) => (
        <li key={card.id} className="min-w-0"><VehicleCard vehicle={card} priority={index < 2} /></li>
      ))}
    </ul>
  );
}

function Block({ view, carousel }: { view: HomeBlockView; carousel: boolean }) {
  switch (view.block) {
    case "featuredNew":
    case "featuredUsed":
    case "featured":
      return <Section id={`home-${view.block}`} title={view.title} href={view.href}><Cards cards={view.cards} label={view.label} carousel={carousel} /></Section>;
    case "modelRange":
      return <Section id="home-models" title="Explore the Range" href="/models" linkLabel="All models"><ModelRange models={view.models} /></Section>;
    case "brands":
      return <Section id="home-brands" title={view.title} href={view.href ?? undefined}><BrandTiles brands={view.brands} label="Brands" /></Section>;
    case "brandStats":
      return <section aria-label="About the group" className="border-b bg-muted/50"><BrandStats stats={view.stats} className="mx-auto max-w-7xl px-4 py-8" /></section>;
    case "locations":
      return <Section id="home-locations" title="Our Locations"><LocationList locations={view.locations} /></Section>;
    case "promotionsSlider":
      return <PromotionsSlider slides={view.slides} />;
    case "campaignTiles":
      return <Section id="home-campaigns" title="Current Campaigns"><CampaignTiles tiles={view.tiles} /></Section>;
    case "featureBanner":
      return <FeatureBanner features={view.features} />;
    case "financeBanner":
      return <ActionBanner id="home-finance" title="Finance made simple" text="Competitive rates and a quick answer, arranged by our finance team while you choose your car." action="Apply for Finance" href={view.href} />;
    case "serviceBanner":
      return <ServiceBanner id="home-service" href={view.href} />;
    case "notice":
      return <NoticeBanner text={view.text} href={view.href} />;
    case "expander":
      return <ExpanderBanner title={view.title} text={view.text} />;
    case "reviews":
      return <ReviewsSection view={view.reviews} id="home-reviews" />;
    case "offers":
      return (
        <Section id="home-offers" title="Special Offers" href="/special-offers" linkLabel={view.total > view.offers.length ? `All ${view.total} offers` : "All offers"}>
          <ul className="grid gap-5 md:grid-cols-3">
            {view.offers.map((offer) => (
              <li key={offer.id} className="min-w-0"><OfferCard offer={offer} variant="grid" /></li>
            ))}
          </ul>
        </Section>
      );
    case "blog":
      return <Section id="home-blog" title="From Our Blog"><BlogCards cards={view.cards} /></Section>;
    case "latestUpdates":
      return <LatestUpdates posts={view.posts} />;
    case "dealerInfoTabs":
      return <DealerInfoTabs name={view.name} about={view.about} location={view.location} />;
    case "contactBlock":
      return <ContactBlock location={view.location} contactHref={view.contactHref} />;
  }
}

/** The home page: the hero, then the blocks the site's `content.homeBlocks` names, in that order (home-page service). */
export default async function SiteHome({ params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) notFound();
  const view = await loadHomePage(site);
  const notice = view.blocks.find((b) => b.block === "notice");
  return (
    <>
      {notice ? <Block view={notice} carousel={view.carousel} /> : null}
      <Hero title={view.title} subtitle={view.subtitle} links={view.heroLinks} cars={view.heroCars} />
      {view.blocks.filter((b) => b.block !== "notice").map((block) => <Block key={block.block} view={block} carousel={view.carousel} />)}
    </>
  );
}
