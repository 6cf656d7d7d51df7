import { describe, expect, it } from "vitest";
import { searchRequestSchema } from "@/contracts/search/search-request";
import type { Site } from "@/server/sites/site-store";
import { drawnCases, type NameVariant, type VariantKind } from "@/test/forgiving-variants";
import { seededDemo } from "@/test/seeded-demo";
import { searchSite, siteSearchIndex } from "./search-service";
import { tokenize, withinOneEdit, type TextMatching } from "./text-index";

/**
 * Issue 38, "Forgiving text search": on every demo site, the directory included, a make or model name of the
 * site's own listed stock, mistyped the ways a shopper does (src/test/forgiving-variants.ts), finds what the name
 * finds. The cases are drawn by fast-check with a fixed seed, so every run checks the same ones.
 */
const demo = seededDemo({ seed: 38, vehicles: 500 });
const RUNS_PER_SITE = 300;
const SEED = 38;

/** The cars a query finds on a site: every page, in one fixed order (or best match first). */
async function found(site: Site, query: string, textMatching?: TextMatching, sort: "price-desc" | "relevance" = "price-desc"): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += 60) {
    const result = await searchSite(site, searchRequestSchema.parse({ query, limit: 60, offset, sort }), { textMatching });
    ids.push(...result.hits.map((h) => h.vehicle.id));
    if (offset + 60 >= result.exactCount) return ids;
  }
}

/** The makes and models of the cars the site lists (what its shoppers can see and type). */
async function listedNames(site: Site): Promise<string[]> {
  const names = new Set<string>();
  for (let offset = 0; ; offset += 60) {
    const result = await searchSite(site, searchRequestSchema.parse({ limit: 60, offset, sort: "price-desc" }));
    for (const { vehicle } of result.hits) {
      names.add(vehicle.make);
      names.add(vehicle.model);
    }
    if (offset + 60 >= result.exactCount) return [...names].sort();
  }
}

interface Outcome {
  variant: NameVariant;
  ok: boolean;
  missing: number;
  extra: number;
  /** A transposed word that is also one edit from another word of the site's stock ('rangre': 'ranger' or 'range'). */
  ambiguous: boolean;
}

/**
 * Whether a transposed case is a typo of another word of the site's stock as well: the typed word is one edit from
 * a word of the stock that is not the name's word (nor a longer word it begins). Such a case may also find that
 * word's cars, but must find the name's cars and show them first.
 */
async function ambiguous(site: Site, variant: NameVariant): Promise<boolean> {
  if (variant.kind !== "transposed") return false;
  const right = tokenize(variant.name);
  const typed = tokenize(variant.query);
  const k = typed.findIndex((token, i) => token !== right[i]);
  const [word, typo] = [right[k] ?? "", typed[k] ?? ""];
  const { text } = await siteSearchIndex(site);
  return text.sortedWords.some((term) => !term.startsWith(word) && withinOneEdit(typo, term));
}

/** Each case's outcome: the variant, searched with `textMatching`, against the name searched with all the forgiveness. */
async function check(site: Site, cases: readonly NameVariant[], textMatching?: TextMatching): Promise<Outcome[]> {
  const memo = new Map<string, Promise<number[]>>();
  const cached = (query: string, matching?: TextMatching) => {
    const key = `${JSON.stringify(matching ?? {})} ${query}`;
    let ids = memo.get(key);
    if (!ids) memo.set(key, (ids = found(site, query, matching)));
    return ids;
  };
  const outcomes: Outcome[] = [];
  for (const variant of cases) {
    const right = new Set(await cached(variant.name));
    const typed = new Set(await cached(variant.query, textMatching));
    const missing = [...right].filter((id) => !typed.has(id)).length;
    const extra = variant.kind === "prefix" ? 0 : [...typed].filter((id) => !right.has(id)).length;
    let ok = right.size > 0 && missing === 0 && extra === 0;
    const isAmbiguous = extra > 0 && (await ambiguous(site, variant));
    if (isAmbiguous && missing === 0) {
      const best = (await found(site, variant.query, textMatching, "relevance")).slice(0, right.size);
      ok = best.every((id) => right.has(id));
    }
    outcomes.push({ variant, ok, missing, extra, ambiguous: isAmbiguous });
  }
  return outcomes;
}

/** The names and drawn cases of every demo site, read once. */
const siteCases = new Map<string, NameVariant[]>();
async function casesOf(site: Site): Promise<NameVariant[]> {
  let cases = siteCases.get(site.slug);
  if (!cases) siteCases.set(site.slug, (cases = drawnCases(await listedNames(site), RUNS_PER_SITE, SEED)));
  return cases;
}

const rate = (outcomes: readonly Outcome[]) => (outcomes.length === 0 ? 1 : outcomes.filter((o) => o.ok).length / outcomes.length);

describe("issue 38: forgiving text search over each demo site's own make and model names", () => {
  it("draws cases on every demo site, the directory included, from the makes and models it lists", async () => {
    expect(demo.sites.map((s) => s.slug)).toContain("drive-local");
    expect(demo.sites.length).toBeGreaterThanOrEqual(6);
    for (const site of demo.sites) {
      const cases = await casesOf(site);
      const kinds = new Set(cases.map((c) => c.kind));
      expect(cases.length, `${site.slug}: cases drawn`).toBeGreaterThanOrEqual(40);
      for (const kind of ["transposed", "joined", "prefix"] as const) expect(kinds.has(kind), `${site.slug}: no ${kind} case`).toBe(true);
    }
  });

  it("finds the same cars for a transposed pair, a dropped or added hyphen or space, and at least them for a prefix, on every site", { timeout: 120_000 }, async () => {
    const report: Record<string, Record<string, string>> = {};
    const failures: string[] = [];
    for (const site of demo.sites) {
      const outcomes = await check(site, await casesOf(site));
      const kinds = [...new Set(outcomes.map((o) => o.variant.kind))].sort() as VariantKind[];
      report[site.slug] = Object.fromEntries([
        ["all", `${(rate(outcomes) * 100).toFixed(1)}% of ${outcomes.length}`],
        ["ambiguous typos, the name's cars first", String(outcomes.filter((o) => o.ambiguous).length)],
        ...kinds.map((kind) => {
          const ofKind = outcomes.filter((o) => o.variant.kind === kind);
          return [kind, `${(rate(ofKind) * 100).toFixed(1)}% of ${ofKind.length}`];
        }),
      ]);
      for (const o of outcomes) if (!o.ok) failures.push(`${site.slug}: ${o.variant.kind} '${o.variant.query}' for '${o.variant.name}': ${o.missing} missing, ${o.extra} extra${o.ambiguous ? " (ambiguous, the name's cars not first)" : ""}`);
    }
    console.log(JSON.stringify(report, null, 1));
    expect(failures, `forgiving search missed on generated cases:\n${failures.join("\n")}`).toEqual([]);
  });

  /** Which forgiveness each kind of case needs: with it turned off, some of those cases must fail on every site. */
  const NEEDS: Array<{ part: keyof TextMatching; kinds: VariantKind[] }> = [
    { part: "typos", kinds: ["transposed"] },
    { part: "joinedWords", kinds: ["joined", "split"] },
    { part: "prefixes", kinds: ["prefix"] },
  ];
  for (const { part, kinds } of NEEDS) {
    it(`fails on every site with the ${part} forgiveness turned off (${kinds.join(", ")} cases)`, { timeout: 60_000 }, async () => {
      const rates: Record<string, number> = {};
      for (const site of demo.sites) {
        const cases = (await casesOf(site)).filter((c) => kinds.includes(c.kind));
        if (cases.length === 0) continue;
        rates[site.slug] = rate(await check(site, cases, { [part]: false }));
      }
      expect(Object.keys(rates).length, "sites with such cases").toBeGreaterThanOrEqual(part === "joinedWords" ? 4 : 6);
      for (const [slug, measured] of Object.entries(rates)) expect(measured, `${slug}: ${kinds.join(", ")} cases still all pass with ${part} off`).toBeLessThan(1);
    });
  }
});
