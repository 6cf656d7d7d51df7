/**
 * Answers one query over a SiteIndex: refinements (OR within a facet, AND across facets), numeric ranges,
 * a base filter (the stock filter and the site's own filters), a sort, a page, and disjunctive facet
 * counts: a facet's own selection does not narrow its own counts, every other constraint does. The same
 * holds for the min/max of a numeric attribute under its own range.
 *
 * Each constraint becomes a bitset; prefix and suffix ANDs give, for every constraint, the documents that
 * pass all the others, so n constraints cost O(n) bitset passes, not O(n²).
 */
import "server-only";
import { and, type Bitset, forEachBit, fullBitset, hasBit, popcount } from "./bitset";
import { sortOrder, type SiteIndex } from "./site-index";
import { scoreText, type TextMatching } from "./text-index";

export interface SearchQuery {
  /** facet attribute -> selected values; a value not in the index matches nothing. */
  refinements?: Readonly<Record<string, readonly string[]>>;
  /** numeric attribute -> inclusive bounds. */
  ranges?: Readonly<Record<string, { min?: number; max?: number }>>;
  /** Documents eligible at all (not disjunctive); every document when absent. */
  base?: Bitset;
  sort?: { attribute: string; direction: "asc" | "desc" };
  /**
   * Groups before the sort (without a text ranking): documents by the rank of their value of a facet, lowest
   * first (`rankOf(null)` for none), each group in the sort's order.
   */
  groups?: { attribute: string; rankOf: (value: string | null) => number };
  /** A text query: narrows every facet (it is not one), and with `rankByText` orders hits by its score. */
  text?: string;
  /** The text query's forgiveness (typos, joined words, prefixes): all of it unless a test turns a part off. */
  textMatching?: TextMatching;
  rankByText?: boolean;
  offset?: number;
  limit?: number;
  /** Facets to count and numeric attributes to summarise. */
  facets?: readonly string[];
  stats?: readonly string[];
  /**
   * Numeric attribute -> thresholds: how many documents have a value at or above each, under every other constraint
   * (disjunctive, as a range's stats are: its own range does not narrow them). The "Listed" choices' counts.
   */
  atLeast?: Readonly<Record<string, readonly number[]>>;
}

export interface SearchExecution {
  /** Positions of the page's hits, in order. */
  positions: number[];
  ids: number[];
  count: number;
  /** facet -> value -> count (values with a count of 0 are left out, unless refined). */
  facetCounts: Record<string, Map<string, number>>;
  stats: Record<string, { min: number; max: number } | null>;
  /** attribute -> the count at or above each of `atLeast`'s thresholds, in their order. */
  atLeastCounts: Record<string, number[]>;
  /** The matching documents, for callers that post-process (collapse sold runs, place promos). */
  matches: Bitset;
}

interface Constraint {
  kind: "facet" | "range";
  attribute: string;
  matches: Bitset;
}

export function executeSearch(index: SiteIndex, query: SearchQuery): SearchExecution {
  let base = query.base ?? fullBitset(index.size);
  const scores = query.text ? scoreText(index.text, index.size, query.text, query.textMatching) : null;
  if (scores) {
    const textMatches = new Uint32Array(base.length);
    for (let i = 0; i < index.size; i++) if ((scores[i] ?? 0) > 0) textMatches[i >>> 5]! |= 1 << (i & 31);
    base = and(base, textMatches);
  }
  const constraints: Constraint[] = [];

  for (const [attribute, values] of Object.entries(query.refinements ?? {})) {
    if (values.length === 0) continue;
    const list = index.lists.get(attribute);
    if (list) {
      // A document with any of the values: the OR of their bitsets.
      const matches = new Uint32Array(base.length);
      for (const value of values) {
        const members = list.members[list.lookup.get(value) ?? 0];
        if (members) for (let w = 0; w < matches.length; w++) matches[w]! |= members[w] ?? 0;
      }
      constraints.push({ kind: "facet", attribute, matches });
      continue;
    }
    const column = index.facets.get(attribute);
    if (!column) throw new Error(`Unknown facet ${attribute}`);
    const selected = new Uint8Array(column.dictionary.length);
    for (const value of values) {
      const code = column.lookup.get(value);
      if (code !== undefined) selected[code] = 1;
    }
    const matches = new Uint32Array(base.length);
    const codes = column.codes;
    for (let i = 0; i < index.size; i++) if (selected[codes[i] ?? 0] === 1) matches[i >>> 5]! |= 1 << (i & 31);
    constraints.push({ kind: "facet", attribute, matches });
  }

  for (const [attribute, range] of Object.entries(query.ranges ?? {})) {
    if (range.min === undefined && range.max === undefined) continue;
    const column = index.numbers.get(attribute);
    if (!column) throw new Error(`Unknown numeric attribute ${attribute}`);
    const min = range.min ?? -Infinity;
    const max = range.max ?? Infinity;
    const matches = new Uint32Array(base.length);
    for (let i = 0; i < index.size; i++) {
      const v = column[i] ?? Number.NaN;
      if (v >= min && v <= max) matches[i >>> 5]! |= 1 << (i & 31);
    }
    constraints.push({ kind: "range", attribute, matches });
  }

  // prefix[k] = base & c0 & ... & c(k-1); suffix[k] = ck & ... & c(n-1).
  const prefix: Bitset[] = [base];
  for (const c of constraints) prefix.push(and(prefix[prefix.length - 1] ?? base, c.matches));
  const suffix: Array<Bitset | null> = new Array(constraints.length + 1).fill(null);
  for (let k = constraints.length - 1; k >= 0; k--) {
    const next = suffix[k + 1];
    const own = constraints[k]?.matches ?? base;
    suffix[k] = next ? and(own, next) : own;
  }
  const all = prefix[constraints.length] ?? base;
  const allBut = (k: number): Bitset => {
    const before = prefix[k] ?? base;
    const after = suffix[k + 1];
    return after ? and(before, after) : before;
  };
  const ownSet = (kind: Constraint["kind"], attribute: string): Bitset => {
    const k = constraints.findIndex((c) => c.kind === kind && c.attribute === attribute);
    return k === -1 ? all : allBut(k);
  };

  // Facet counts: unrefined facets share one pass over the matches; a refined facet counts over its own set.
  const facetCounts: Record<string, Map<string, number>> = {};
  const shared: string[] = [];
  for (const attribute of query.facets ?? []) {
    const list = index.lists.get(attribute);
    if (list) {
      const own = constraints.some((c) => c.kind === "facet" && c.attribute === attribute);
      facetCounts[attribute] = toMap(list.dictionary, tallyMembers(list.members, own ? ownSet("facet", attribute) : all), own ? (query.refinements?.[attribute] ?? []) : []);
      continue;
    }
    const column = index.facets.get(attribute);
    if (!column) throw new Error(`Unknown facet ${attribute}`);
    if (constraints.some((c) => c.kind === "facet" && c.attribute === attribute)) {
      facetCounts[attribute] = countFacet(index, attribute, ownSet("facet", attribute), query.refinements?.[attribute] ?? []);
    } else {
      shared.push(attribute);
    }
  }
  for (const attribute of shared) {
    const column = index.facets.get(attribute)!;
    facetCounts[attribute] = toMap(column.dictionary, tallyCodes(column.codes, all, column.dictionary.length, index.size), []);
  }

  const stats: SearchExecution["stats"] = {};
  for (const attribute of query.stats ?? []) {
    const column = index.numbers.get(attribute);
    if (!column) throw new Error(`Unknown numeric attribute ${attribute}`);
    let min = Infinity;
    let max = -Infinity;
    forEachBit(ownSet("range", attribute), (i) => {
      const v = column[i] ?? Number.NaN;
      if (Number.isNaN(v)) return;
      if (v < min) min = v;
      if (v > max) max = v;
    });
    stats[attribute] = min === Infinity ? null : { min, max };
  }

  const atLeastCounts: SearchExecution["atLeastCounts"] = {};
  for (const [attribute, thresholds] of Object.entries(query.atLeast ?? {})) {
    const column = index.numbers.get(attribute);
    if (!column) throw new Error(`Unknown numeric attribute ${attribute}`);
    const counts = thresholds.map(() => 0);
    forEachBit(ownSet("range", attribute), (i) => {
      const v = column[i] ?? Number.NaN;
      if (Number.isNaN(v)) return;
      thresholds.forEach((t, k) => {
        if (v >= t) counts[k]! += 1;
      });
    });
    atLeastCounts[attribute] = counts;
  }

  const count = popcount(all);
  const offset = Math.max(0, query.offset ?? 0);
  const limit = Math.max(0, query.limit ?? 21);
  const positions: number[] = [];
  if (limit > 0 && offset < count && scores && query.rankByText) {
    // Best text matches first; the sort decides among equal scores, then the id.
    const matched: number[] = [];
    forEachBit(all, (i) => matched.push(i));
    const column = query.sort ? index.numbers.get(query.sort.attribute) : undefined;
    const sign = query.sort?.direction === "asc" ? 1 : -1;
    matched.sort((a, b) => {
      const byScore = (scores[b] ?? 0) - (scores[a] ?? 0);
      if (byScore !== 0) return byScore;
      const va = column?.[a] ?? 0;
      const vb = column?.[b] ?? 0;
      if (column && va !== vb && !Number.isNaN(va) && !Number.isNaN(vb)) return (va - vb) * sign;
      return (index.ids[a] ?? 0) - (index.ids[b] ?? 0);
    });
    positions.push(...matched.slice(offset, offset + limit));
  } else if (limit > 0 && offset < count) {
    // Without a sort, documents keep the order they were indexed in.
    const order = query.sort ? sortOrder(index, query.sort.attribute, query.sort.direction) : null;
    const grouping = query.groups ? groupRanks(index, query.groups) : null;
    let seen = 0;
    for (const rank of grouping?.ranks ?? [0]) {
      for (let k = 0; k < index.size && positions.length < limit; k++) {
        const position = order ? (order[k] ?? 0) : k;
        if (!hasBit(all, position)) continue;
        if (grouping && grouping.rankOfPosition(position) !== rank) continue;
        if (seen++ >= offset) positions.push(position);
      }
    }
  }

  return { positions, ids: positions.map((p) => index.ids[p] ?? 0), count, facetCounts, stats, atLeastCounts, matches: all };
}

/** The ranks of a grouping (ascending) and each document's rank, from its facet value's rank. */
function groupRanks(index: SiteIndex, groups: NonNullable<SearchQuery["groups"]>): { ranks: number[]; rankOfPosition: (position: number) => number } {
  const column = index.facets.get(groups.attribute);
  if (!column) throw new Error(`Unknown facet ${groups.attribute}`);
  const rankByCode = column.dictionary.map((value, code) => groups.rankOf(code === 0 ? null : value));
  return { ranks: [...new Set(rankByCode)].sort((a, b) => a - b), rankOfPosition: (position) => rankByCode[column.codes[position] ?? 0] ?? 0 };
}

function countFacet(index: SiteIndex, attribute: string, set: Bitset, refined: readonly string[]): Map<string, number> {
  const column = index.facets.get(attribute)!;
  return toMap(column.dictionary, tallyCodes(column.codes, set, column.dictionary.length, index.size), refined);
}

/** Occurrences of each code among the documents in `set`: one column at a time, whole words at once. */
function tallyCodes(codes: Uint16Array | Uint32Array, set: Bitset, dictionarySize: number, size: number): Uint32Array {
  const tally = new Uint32Array(dictionarySize);
  for (let w = 0; w < set.length; w++) {
    let word = set[w] ?? 0;
    if (word === 0) continue;
    const start = w << 5;
    if (word === 0xffffffff) {
      const end = Math.min(start + 32, size);
      for (let i = start; i < end; i++) tally[codes[i] ?? 0]! += 1;
      continue;
    }
    while (word !== 0) {
      const lowest = word & -word;
      tally[codes[start + 31 - Math.clz32(lowest)] ?? 0]! += 1;
      word ^= lowest;
    }
  }
  return tally;
}

/** Documents of `set` holding each value of a list attribute: a popcount of the AND, word by word, with nothing allocated. */
function tallyMembers(members: readonly Bitset[], set: Bitset): Uint32Array {
  const tally = new Uint32Array(members.length);
  for (let code = 1; code < members.length; code++) {
    const bits = members[code]!;
    let count = 0;
    for (let w = 0; w < set.length; w++) {
      let v = (set[w] ?? 0) & (bits[w] ?? 0);
      if (v === 0) continue;
      v = v - ((v >>> 1) & 0x55555555);
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      count += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    tally[code] = count;
  }
  return tally;
}

function toMap(dictionary: readonly string[], tally: Uint32Array, keep: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (let code = 1; code < dictionary.length; code++) {
    const value = dictionary[code] ?? "";
    if ((tally[code] ?? 0) > 0 || keep.includes(value)) out.set(value, tally[code] ?? 0);
  }
  return out;
}
