import { loadSiteCar } from "@/app/s/[host]/cars/[slug]/load-car";
import { SitePhoneSlot } from "@/app/s/[host]/@headerPhone/site-phone";
import { HeaderPhone } from "@/components/site/header-phone";
import { loadSiteShell } from "@/server/services/site-shell";
import { carContactPhone } from "@/server/services/vehicle-page";

/** The header's phone on a car's pages: the car's one number (`carContactPhone`), as its sidebar and print view show. */
export default async function CarPhoneSlot({ params }: { params: Promise<{ host: string; slug: string }> }) {
  const { host, slug } = await params;
  const loaded = await loadSiteCar(host, slug);
  if (!loaded) return <SitePhoneSlot params={params} />;
  const shell = await loadSiteShell(loaded.site);
  return <HeaderPhone phone={carContactPhone(loaded.site, loaded.found, shell.phone)?.phone ?? null} first={!loaded.site.settings.features.garage && !loaded.site.settings.features.watchlist} />;
}
