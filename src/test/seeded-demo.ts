/**
 * The demo world in a fresh test database, for an integration test file: the set-up most of them share.
 *
 *     const demo = seededDemo({ seed: 5, vehicles: 250 });
 *     ... searchSite(demo.site("coastal-toyota"), ...)
 *
 * Called once at the top of a file, it registers the file's first `beforeAll` (a fresh, migrated database, see
 * test-database.ts; the demo seeded into it; made the process's database, so server code finds it; its sites read)
 * and an `afterAll` that closes it. A file's own `beforeAll` hooks run after it, its own `afterAll` hooks before the
 * close. The world is deterministic for a seed and a reference date (the seed's clock; now when not given).
 */
import { afterAll, beforeAll } from "vitest";
import { seedDatabase } from "@/demo/seed/load";
import { closeProcessDatabase, setProcessDatabase, type DatabaseHandle } from "@/server/db/client";
import { loadSites, type Site } from "@/server/sites/site-store";
import { freshTestDatabase } from "./test-database";

export interface SeededDemoOptions {
  seed: number;
  /** The seed's clock: stock ages, sale dates, opening hours and offers are relative to it. Default: now. */
  referenceDate?: Date;
  /** Total vehicles; the default is the demo sites' own counts (about 3,500, slow: ask for what the test needs). */
  vehicles?: number;
}

export interface SeededDemo {
  /** The database, also the process's database while the file runs. */
  readonly db: DatabaseHandle;
  /** Every site as `loadSites` read them after the seed. */
  readonly sites: Site[];
  /** The site with this slug; throws naming the slug when the world has none. */
  site(slug: string): Site;
}

export function seededDemo(options: SeededDemoOptions): SeededDemo {
  let handle: DatabaseHandle | undefined;
  let sites: Site[] | undefined;
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("seededDemo: the demo is seeded in beforeAll; read it in a hook or a test");
    return value;
  };

  beforeAll(async () => {
    const db = await freshTestDatabase();
    await seedDatabase(db, { seed: options.seed, referenceDate: options.referenceDate ?? new Date(), vehicles: options.vehicles });
    setProcessDatabase(db);
    handle = db;
    sites = await loadSites(db.db);
  });

  afterAll(async () => {
    handle = undefined;
    sites = undefined;
    await closeProcessDatabase();
  });

  return {
    get db() {
      return ready(handle);
    },
    get sites() {
      return ready(sites);
    },
    site(slug) {
      const found = ready(sites).find((s) => s.slug === slug);
      if (!found) throw new Error(`no demo site ${slug}`);
      return found;
    },
  };
}
