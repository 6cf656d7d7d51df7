/**
 * Loads sites from the database with their settings validated. Used by the start-up check (every site must
 * parse) and by the per-request resolver.
 */
import "server-only";
import type { Db } from "@/server/db/client";
import { activeSiteRows, type SiteRow } from "@/server/data/sites";
import { systemScope } from "@/server/data/scope";
import type { SiteTheme } from "@/server/db/json-types";
import { parseSiteSettings, type SiteSettings } from "@/domain/site/settings";
import { parseSiteTheme } from "@/domain/site/theme";

export type SiteTemplate = SiteRow["template"];

/** A resolved site: what every page and API of that site receives. */
export interface Site {
  id: number;
  slug: string;
  name: string;
  template: SiteTemplate;
  manufacturerId: number | null;
  primaryDealershipId: number | null;
  theme: SiteTheme;
  settings: SiteSettings;
  /** Custom host names (from site_hosts), primary first. */
  hostnames: string[];
}

const SITE_DIRECTORY = systemScope("the site directory: every active site and host name, to resolve a request's host");

/** All active sites, settings parsed; throws InvalidSiteSettingsError naming the first bad site. */
export async function loadSites(db?: Db): Promise<Site[]> {
  const { rows, hosts } = await activeSiteRows(SITE_DIRECTORY, db);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    template: row.template,
    manufacturerId: row.manufacturerId,
    primaryDealershipId: row.primaryDealershipId,
    theme: parseSiteTheme(row.slug, row.theme),
    settings: parseSiteSettings(row.slug, row.settings),
    hostnames: hosts
      .filter((h) => h.siteId === row.id)
      .sort((a, b) => Number(b.primary) - Number(a.primary))
      .map((h) => h.hostname),
  }));
}

/** Sites indexed for host look-up. */
export class SiteDirectory {
  private readonly bySlug = new Map<string, Site>();
  private readonly byHostname = new Map<string, Site>();
  private readonly byId = new Map<number, Site>();

  constructor(readonly all: readonly Site[]) {
    for (const site of all) {
      this.bySlug.set(site.slug, site);
      this.byId.set(site.id, site);
      for (const host of site.hostnames) this.byHostname.set(host, site);
    }
  }

  slug(slug: string): Site | undefined {
    return this.bySlug.get(slug);
  }

  id(id: number): Site | undefined {
    return this.byId.get(id);
  }

  hostname(hostname: string): Site | undefined {
    return this.byHostname.get(hostname);
  }
}
