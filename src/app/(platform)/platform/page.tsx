import type { Metadata } from "next";
import { listSites } from "@/server/sites/site-resolver";
import { config } from "@/server/config";
import { siteOrigin } from "@/server/tenancy/host";
import { ownValue } from "@/lib/own-value";

export const metadata: Metadata = { title: "Forecourt: platform index" };
export const dynamic = "force-dynamic";

const TEMPLATE_NAMES: Record<string, string> = {
  franchise: "Single-franchise dealer",
  group: "Multi-franchise dealer group",
  directory: "Used-car directory",
  manufacturer: "Manufacturer-style group",
  powersports: "Motorcycle and truck dealer",
  caravan: "Caravan dealer",
};

/** The bare platform host: lists the sites it serves, each linked on its own host name. */
export default async function PlatformIndex() {
  const sites = await listSites();
  const { PLATFORM_HOSTS, PUBLIC_PORT, PORT } = config();
  const platformHost = PLATFORM_HOSTS[0] ?? "localhost";
  return (
    <main className="mx-auto max-w-4xl px-6 py-12">
      <h1 className="text-3xl font-bold tracking-tight">Forecourt</h1>
      <p className="mt-2 text-muted-foreground">
        This platform serves {sites.length} dealer {sites.length === 1 ? "site" : "sites"}. Each answers on its own host name.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2" aria-label="Dealer sites">
        {sites.map((site) => {
          const href = `${siteOrigin(site.slug, platformHost, PUBLIC_PORT ?? PORT)}/`;
          return (
            <li key={site.id} className="rounded-lg border bg-card p-5 shadow-sm">
              <div className="flex items-center gap-3">
                <span aria-hidden className="size-4 rounded-full" style={{ background: site.theme.primary }} />
                <h2 className="text-lg font-semibold">
                  <a href={href} className="hover:underline">
                    {site.name}
                  </a>
                </h2>
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{ownValue(TEMPLATE_NAMES, site.template) ?? site.template}</p>
              <p className="mt-3 font-mono text-xs break-all text-muted-foreground">{href}</p>
              {site.hostnames.length > 0 ? (
                <p className="mt-1 text-xs text-muted-foreground">Custom host: {site.hostnames.join(", ")}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </main>
  );
}
