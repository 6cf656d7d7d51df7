import { IconSprite } from "@/components/ui/icon-sprite";
import type { Metadata } from "next";
import { SoftLinks } from "@/components/ui/soft-links";
import { ToastOutlet } from "@/components/ui/toast";
import { SiteFooter } from "@/components/site/site-footer";
import { SiteHeader } from "@/components/site/site-header";
import { ThemeStyle } from "@/components/site/theme-style";
import { CompareTray } from "@/components/watchlist/compare-tray";
import { VisitTracker } from "@/components/forms/visit-tracker";
import { PhoneClicks } from "@/components/analytics/phone-clicks";
import { loadSiteShell } from "@/server/services/sites/site-shell";
import { NoSiteHere } from "@/components/site/no-site-here";
import { answerNotFound } from "@/server/http/response-status";
import { resolveSite } from "@/server/sites/site-resolver";
import { headers } from "next/headers";
import { HeaderPhoneSlot } from "@/components/site/header-phone-slot";
import { HeaderSearch } from "@/components/site/header-search";
import { vehicleSlugOfPath } from "@/domain/vehicle/slug";
import { PAGE_PATH_HEADER } from "@/server/http/node-server/page-path";
import { carHeaderPhone, loadSiteCar } from "./cars/[slug]/load-car";

type Props = { children: React.ReactNode; params: Promise<{ host: string }> };

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const site = await resolveSite((await params).host);
  if (!site) return { title: "There is no dealer site at this address", robots: { index: false } };
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.settings.content.heroSubtitle || `${site.name}: new, demo and used stock, finance and service.`,
    icons: { icon: { url: "/favicon.svg", type: "image/svg+xml" } },
  };
}

/**
 * Every page of a dealer site: the site is resolved here once from the host and handed down (an unknown host's page is
 * the platform's 404 instead). The header's phone is the car's on a car's pages (the path the platform's listener
 * passes in `PAGE_PATH_HEADER`), the site's elsewhere; as the shopper moves on in the browser, the pages say which
 * (`HeaderPhoneSlot`). A parallel route did this before, at about a tenth of the cost of every page.
 */
export default async function SiteLayout({ children, params }: Props) {
  const { host } = await params;
  const site = await resolveSite(host);
  if (!site) {
    // An address no site answers: its 404 rendered here, on the server (Next's notFound() would leave the page blank
    // until its scripts ran: src/server/http/response-status.ts).
    answerNotFound();
    return <NoSiteHere />;
  }
  const shell = await loadSiteShell(site);
  const carSlug = vehicleSlugOfPath((await headers()).get(PAGE_PATH_HEADER) ?? "/");
  const car = carSlug ? await loadSiteCar(host, carSlug) : null;
  const phone = car ? await carHeaderPhone(car) : shell.phone;
  const headerPhone = <HeaderPhoneSlot initial={phone} sitePhone={shell.phone} first={!site.settings.features.garage && !site.settings.features.watchlist} />;
  return (
    <>
      <ThemeStyle theme={site.theme} />
      <IconSprite />
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2">
        Skip to content
      </a>
      <SiteHeader siteName={site.name} logoUrl={site.theme.logoUrl} phone={headerPhone} search={<HeaderSearch action={site.settings.search.defaultPath.replace(/\/+$/, "") || "/search"} />} nav={shell.nav} garage={site.settings.features.garage} watchlist={site.settings.features.watchlist} />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <SiteFooter siteName={site.name} groups={site.settings.navigation.footerGroups} locations={shell.footerLocations} acceptedPayments={site.settings.content.acceptedPayments} social={shell.social} />
      {site.settings.features.compare ? <CompareTray /> : null}
      <ToastOutlet />
      <SoftLinks />
      <VisitTracker />
      <PhoneClicks />
    </>
  );
}
