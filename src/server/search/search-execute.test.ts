import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { emptyBitset, fullBitset, popcount, setBit } from "./bitset";
import { executeSearch, type SearchQuery } from "./search-execute";
import { buildSiteIndex, type SearchDocument } from "./site-index";
import { weightedTextFields } from "@/domain/search/text-weights";
import { referenceScores, type ReferenceDocument } from "@/test/text-search-reference";

const schema = { facets: ["make", "model", "colour"], numbers: ["price", "km"] };
const MAKES = ["Toyota", "Ford", "Mazda", "Kia"];
const MODELS = ["HiLux", "Ranger", "CX-5", "Sportage", "RAV4", "Everest"];
const COLOURS = ["White", "Black", "Blue"];

const documentArb = fc.record({
  make: fc.constantFrom(...MAKES),
  model: fc.constantFrom(...MODELS),
  colour: fc.option(fc.constantFrom(...COLOURS), { nil: null }),
  price: fc.option(fc.integer({ min: 0, max: 100 }).map((n) => n * 1000), { nil: null }),
  km: fc.integer({ min: 0, max: 200_000 }),
});

const queryArb = fc.record({
  make: fc.subarray([...MAKES, "Holden"]),
  model: fc.subarray(MODELS),
  colour: fc.subarray(COLOURS),
  priceMin: fc.option(fc.integer({ min: 0, max: 100 }).map((n) => n * 1000), { nil: undefined }),
  priceMax: fc.option(fc.integer({ min: 0, max: 100 }).map((n) => n * 1000), { nil: undefined }),
  sort: fc.option(fc.record({ attribute: fc.constantFrom("price", "km"), direction: fc.constantFrom("asc" as const, "desc" as const) }), { nil: undefined }),
  offset: fc.integer({ min: 0, max: 30 }),
  limit: fc.integer({ min: 0, max: 25 }),
  baseSeed: fc.option(fc.integer({ min: 2, max: 5 }), { nil: undefined }),
});

type Query = typeof queryArb extends fc.Arbitrary<infer T> ? T : never;
type Row = { id: number; make: string; model: string; colour: string | null; price: number | null; km: number };

/** The obvious, slow way: filter rows, sort, slice, and count each facet with its own refinement removed. */
function reference(rows: Row[], q: Query) {
  const inBase = (r: Row) => q.baseSeed === undefined || r.id % q.baseSeed !== 0;
  const passes = (r: Row, skip?: string) =>
    inBase(r) &&
    (skip === "make" || q.make.length === 0 || q.make.includes(r.make)) &&
    (skip === "model" || q.model.length === 0 || q.model.includes(r.model)) &&
    (skip === "colour" || q.colour.length === 0 || (r.colour !== null && q.colour.includes(r.colour))) &&
    (skip === "price" || (q.priceMin === undefined && q.priceMax === undefined) ||
      (r.price !== null && r.price >= (q.priceMin ?? -Infinity) && r.price <= (q.priceMax ?? Infinity)));
  const matching = rows.filter((r) => passes(r));
  if (q.sort) {
    const { attribute, direction } = q.sort;
    matching.sort((a, b) => {
      const va = a[attribute];
      const vb = b[attribute];
      if ((va === null) !== (vb === null)) return va === null ? 1 : -1;
      if (va !== null && vb !== null && va !== vb) return direction === "asc" ? va - vb : vb - va;
      return a.id - b.id;
    });
  }
  const counts = (facet: "make" | "model" | "colour") => {
    const m = new Map<string, number>();
    for (const r of rows) if (passes(r, facet) && r[facet] !== null) m.set(r[facet] as string, (m.get(r[facet] as string) ?? 0) + 1);
    return m;
  };
  const priced = rows.filter((r) => passes(r, "price") && r.price !== null).map((r) => r.price as number);
  return {
    ids: matching.slice(q.offset, q.offset + q.limit).map((r) => r.id),
    count: matching.length,
    make: counts("make"),
    model: counts("model"),
    colour: counts("colour"),
    price: priced.length === 0 ? null : { min: Math.min(...priced), max: Math.max(...priced) },
  };
}

const withoutZeros = (m: Map<string, number>) => new Map([...m].filter(([, n]) => n > 0));

describe("the search engine agrees with a brute-force reference", () => {
  it("on hits, order, count, disjunctive facet counts and price stats", () => {
    fc.assert(
      fc.property(fc.array(documentArb, { maxLength: 120 }), queryArb, (docs, q) => {
        const rows: Row[] = docs.map((d, i) => ({ id: (i * 7919) % 100_003, ...d }));
        const documents: SearchDocument[] = rows.map((r) => ({ id: r.id, values: { make: r.make, model: r.model, colour: r.colour }, numbers: { price: r.price, km: r.km } }));
        const index = buildSiteIndex(documents, schema);
        let base: Uint32Array | undefined;
        if (q.baseSeed !== undefined) {
          base = emptyBitset(index.size);
          rows.forEach((r, i) => r.id % (q.baseSeed ?? 1) !== 0 && setBit(base as Uint32Array, i));
        }
        const query: SearchQuery = {
          refinements: { make: q.make, model: q.model, colour: q.colour },
          ranges: { price: { min: q.priceMin, max: q.priceMax } },
          base,
          sort: q.sort,
          offset: q.offset,
          limit: q.limit,
          facets: ["make", "model", "colour"],
          stats: ["price"],
        };
        const got = executeSearch(index, query);
        const want = reference(rows, q);
        expect(got.count).toBe(want.count);
        if (q.sort) expect(got.ids).toEqual(want.ids);
        else expect(new Set(got.ids).size).toBe(got.ids.length);
        expect(withoutZeros(got.facetCounts.make ?? new Map())).toEqual(want.make);
        expect(withoutZeros(got.facetCounts.model ?? new Map())).toEqual(want.model);
        expect(withoutZeros(got.facetCounts.colour ?? new Map())).toEqual(want.colour);
        expect(got.stats.price ?? null).toEqual(want.price);
      }),
      { numRuns: 400 },
    );
  });
});

describe("executeSearch", () => {
  const docs: SearchDocument[] = [
    { id: 1, values: { make: "Toyota", model: "HiLux" }, numbers: { price: 50000 } },
    { id: 2, values: { make: "Toyota", model: "RAV4" }, numbers: { price: 40000 } },
    { id: 3, values: { make: "Ford", model: "Ranger" }, numbers: { price: 60000 } },
  ];
  const index = buildSiteIndex(docs, { facets: ["make", "model"], numbers: ["price"] });

  it("keeps a facet's own counts when it is refined (disjunctive), and narrows the others", () => {
    const r = executeSearch(index, { refinements: { make: ["Toyota"] }, facets: ["make", "model"] });
    expect(r.count).toBe(2);
    expect(r.facetCounts.make).toEqual(new Map([["Toyota", 2], ["Ford", 1]]));
    expect(r.facetCounts.model).toEqual(new Map([["HiLux", 1], ["RAV4", 1]]));
  });

  it("sorts by price both ways and pages", () => {
    expect(executeSearch(index, { sort: { attribute: "price", direction: "asc" } }).ids).toEqual([2, 1, 3]);
    expect(executeSearch(index, { sort: { attribute: "price", direction: "desc" }, offset: 1, limit: 1 }).ids).toEqual([1]);
  });

  it("matches nothing for a value it has never seen, and reports unknown attributes", () => {
    expect(executeSearch(index, { refinements: { make: ["Holden"] } }).count).toBe(0);
    expect(() => executeSearch(index, { refinements: { colour: ["Red"] } })).toThrow(/Unknown facet colour/);
  });

  it("counts with bitsets of any size", () => {
    for (const size of [0, 1, 31, 32, 33, 64, 65]) expect(popcount(fullBitset(size))).toBe(size);
  });
});

describe("the text query agrees with a brute-force reference", () => {
  it("on which documents match short prefix words, under refinements", () => {
    const words = ["to", "ra", "hi", "fo", "ma", "bl", "wh", "cx", "ev"];
    fc.assert(
      fc.property(fc.array(documentArb, { maxLength: 80 }), fc.subarray(words, { minLength: 1, maxLength: 2 }), fc.subarray(MAKES), (docs, queryWords, makes) => {
        const documents: SearchDocument[] = docs.map((d, i) => ({
          id: i + 1,
          values: { make: d.make, model: d.model, colour: d.colour },
          numbers: { price: d.price, km: d.km },
          text: { words: weightedTextFields({ make: d.make, model: d.model, colour: d.colour }), identifiers: [] },
        }));
        const index = buildSiteIndex(documents, schema);
        const got = executeSearch(index, { text: queryWords.join(" "), refinements: { make: makes }, rankByText: true, limit: 1000, facets: ["make"] });
        const tokens = (d: (typeof docs)[number]) => [d.make, d.model, d.colour ?? ""].flatMap((t) => t.toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean);
        const want = docs
          .map((d, i) => ({ d, id: i + 1 }))
          .filter(({ d }) => queryWords.every((w) => tokens(d).some((t) => t.startsWith(w))))
          .filter(({ d }) => makes.length === 0 || makes.includes(d.make))
          .map(({ id }) => id)
          .sort((a, b) => a - b);
        expect([...got.ids].sort((a, b) => a - b)).toEqual(want);
        expect(got.count).toBe(want.length);
      }),
      { numRuns: 300 },
    );
  });

  it("on hits, their order and the counts for misspelt, split, joined and attribute words (referenceScore)", () => {
    const FUELS = ["Diesel", "Petrol", "Hybrid"];
    // Words a shopper types, each possibly misspelt (a letter swapped, doubled or dropped), split or joined.
    const typed = fc
      .tuple(
        fc.constantFrom("toyota", "hilux", "ranger", "mazda", "sportage", "everest", "rav4", "cx5", "cx-5", "white", "diesel", "hybrid", "petrol", "blue"),
        fc.nat(),
        fc.constantFrom("as is", "swap", "double", "drop", "split"),
      )
      .map(([word, at, how]) => {
        const i = at % (word.length - 1);
        if (how === "swap") return `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}`;
        if (how === "double") return `${word.slice(0, i + 1)}${word.slice(i)}`;
        if (how === "drop") return `${word.slice(0, i)}${word.slice(i + 1)}`;
        if (how === "split") return `${word.slice(0, i + 1)} ${word.slice(i + 1)}`;
        return word;
      });
    const queryArb = fc.array(typed, { minLength: 1, maxLength: 3 }).chain((ws) => fc.constantFrom(ws.join(" "), ws.join("")));
    fc.assert(
      fc.property(fc.array(fc.tuple(documentArb, fc.constantFrom(...FUELS)), { maxLength: 80 }), queryArb, fc.subarray(MAKES), (rows, query, makes) => {
        const texts: ReferenceDocument[] = rows.map(([d, fuel]) => ({
          fields: { make: d.make, model: d.model, colour: d.colour, fuel },
          identifiers: [],
        }));
        const documents: SearchDocument[] = rows.map(([d], i) => ({ id: i + 1, values: { make: d.make, model: d.model, colour: d.colour }, numbers: { price: d.price, km: d.km }, text: { words: weightedTextFields(texts[i]!.fields), identifiers: [] } }));
        const got = executeSearch(buildSiteIndex(documents, schema), { text: query, refinements: { make: makes }, rankByText: true, sort: { attribute: "km", direction: "asc" }, limit: 1000 });
        // Best score first, then fewest km, then id.
        const scores = referenceScores(texts, query);
        const want = rows
          .map(([d], i) => ({ id: i + 1, km: d.km, make: d.make, score: scores?.[i] ?? 0 }))
          .filter((r) => r.score > 0 && (makes.length === 0 || makes.includes(r.make)))
          .sort((a, b) => b.score - a.score || a.km - b.km || a.id - b.id)
          .map((r) => r.id);
        expect(got.ids).toEqual(want);
        expect(got.count).toBe(want.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe("groups before the sort", () => {
  it("pages through documents group by group (by the rank of a facet value), each group in the sort's order", () => {
    const colours = ["Blue", null, "White", "Blue", "Black", "White", null, "Blue"];
    const docs: SearchDocument[] = colours.map((colour, i) => ({ id: i + 1, values: { make: "Kia", model: "Rio", colour }, numbers: { price: (i + 1) * 1000, km: 0 } }));
    const index = buildSiteIndex(docs, schema);
    const rank = (value: string | null) => (value === "White" ? 0 : value === "Blue" ? 1 : 2);
    const page = (offset: number, limit: number) =>
      executeSearch(index, { sort: { attribute: "price", direction: "desc" }, groups: { attribute: "colour", rankOf: rank }, offset, limit }).ids;
    expect(page(0, 8)).toEqual([6, 3, 8, 4, 1, 7, 5, 2]);
    expect([...page(0, 3), ...page(3, 3), ...page(6, 3)]).toEqual(page(0, 8));
  });
});

describe("list facets (several values a car: categories, filtered_features)", () => {
  const FEATURES = ["Apple CarPlay", "Android Auto", "Reversing Camera", "Heated Front Seats", "ABS"];
  const MAKES = ["Toyota", "Ford", "Kia"];
  const rowArb = fc.record({ make: fc.constantFrom(...MAKES), features: fc.uniqueArray(fc.constantFrom(...FEATURES), { maxLength: 4 }), price: fc.integer({ min: 0, max: 100 }) });

  it("matches a car holding any chosen value, and counts disjunctively, as the obvious way does", () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 90 }),
        fc.uniqueArray(fc.constantFrom(...FEATURES), { maxLength: 3 }),
        fc.uniqueArray(fc.constantFrom(...MAKES), { maxLength: 2 }),
        (rows, chosenFeatures, chosenMakes) => {
          const docs: SearchDocument[] = rows.map((r, i) => ({ id: i + 1, values: { make: r.make }, lists: { filtered_features: r.features }, numbers: { price: r.price } }));
          const index = buildSiteIndex(docs, { facets: ["make"], numbers: ["price"], lists: ["filtered_features"] });
          const got = executeSearch(index, { refinements: { filtered_features: chosenFeatures, make: chosenMakes }, facets: ["make", "filtered_features"], limit: 1000 });
          const byFeature = (r: (typeof rows)[number]) => chosenFeatures.length === 0 || r.features.some((f) => chosenFeatures.includes(f));
          const byMake = (r: (typeof rows)[number]) => chosenMakes.length === 0 || chosenMakes.includes(r.make);
          expect(got.ids).toEqual(rows.flatMap((r, i) => (byFeature(r) && byMake(r) ? [i + 1] : [])));
          const featureCounts = new Map<string, number>();
          for (const r of rows) if (byMake(r)) for (const f of r.features) featureCounts.set(f, (featureCounts.get(f) ?? 0) + 1);
          const makeCounts = new Map<string, number>();
          for (const r of rows) if (byFeature(r)) makeCounts.set(r.make, (makeCounts.get(r.make) ?? 0) + 1);
          const positive = (m: Map<string, number> | undefined) => new Map([...(m ?? new Map<string, number>())].filter(([, n]) => n > 0));
          expect(positive(got.facetCounts.filtered_features)).toEqual(featureCounts);
          expect(positive(got.facetCounts.make)).toEqual(makeCounts);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps a chosen value that the other filters leave no car of, with a count of 0", () => {
    const docs: SearchDocument[] = [
      { id: 1, values: { make: "Kia" }, lists: { categories: ["SUVs"] }, numbers: {} },
      { id: 2, values: { make: "Ford" }, lists: { categories: ["Vans"] }, numbers: {} },
    ];
    const index = buildSiteIndex(docs, { facets: ["make"], numbers: [], lists: ["categories"] });
    const got = executeSearch(index, { refinements: { categories: ["Vans"], make: ["Kia"] }, facets: ["categories"] });
    expect(got.count).toBe(0);
    expect(got.facetCounts.categories).toEqual(new Map([["SUVs", 1], ["Vans", 0]]));
  });
});
