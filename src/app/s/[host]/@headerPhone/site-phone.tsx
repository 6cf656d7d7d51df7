import { HeaderPhone } from "@/components/site/header-phone";
import { loadSiteShell } from "@/server/services/site-shell";
import { resolveSite } from "@/server/sites/site-resolver";

/** The header's phone on every page that is not a car's: the site's own number (the shell's, cached). */
export async function SitePhoneSlot({ params }: { params: Promise<{ host: string }> }) {
  const site = await resolveSite((await params).host);
  if (!site) return null;
  return <HeaderPhone phone={(await loadSiteShell(site)).phone} first={!site.settings.features.garage && !site.settings.features.watchlist} />;
}
