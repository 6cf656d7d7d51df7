/**
 * A site's stock as columns: one typed array per numeric attribute, one dictionary-encoded code array per
 * facet attribute (code 0 means "no value"), and sort permutations built on first use. Built from plain
 * documents, so it does not know the database; `search-execute.ts` answers queries over it.
 */
import "server-only";
import { setBit, wordsFor, type Bitset } from "./bitset";
import { buildTextIndex, type TextFields, type TextIndex } from "./text-index";

export interface IndexSchema {
  /** Single-valued string attributes that can be refined and counted (make, model, body...). */
  facets: readonly string[];
  /** Numeric attributes that can be range-filtered, sorted and summarised (price, km, year...). */
  numbers: readonly string[];
  /** String attributes with several values a document (a car's features), refined and counted as facets are. */
  lists?: readonly string[];
}

export interface SearchDocument {
  id: number;
  values: Readonly<Record<string, string | null | undefined>>;
  numbers: Readonly<Record<string, number | null | undefined>>;
  /** The values of each list attribute (IndexSchema.lists). */
  lists?: Readonly<Record<string, readonly string[] | undefined>>;
  /** What the text query searches. */
  text?: TextFields;
}

export interface FacetColumn {
  /** Code to value; index 0 is the missing value and is never counted. */
  dictionary: string[];
  codes: Uint16Array | Uint32Array;
  /** Value to code. */
  lookup: Map<string, number>;
}

/**
 * A list attribute: one bitset of documents per value. Its values are few (tens), so a refinement is an OR of
 * bitsets and a count a popcount of one AND each, with no pass over the documents.
 */
export interface ListColumn {
  /** Code to value; index 0 is unused, as a facet column's missing value. */
  dictionary: string[];
  lookup: Map<string, number>;
  /** Code to the documents holding the value (members[0] is empty). */
  members: Bitset[];
}

export interface SiteIndex {
  schema: IndexSchema;
  size: number;
  ids: Int32Array;
  facets: Map<string, FacetColumn>;
  lists: Map<string, ListColumn>;
  /** NaN marks a missing number. */
  numbers: Map<string, Float64Array>;
  /** Document positions sorted by "attribute:asc|desc", id ascending on ties; built on first use. */
  sortOrders: Map<string, Uint32Array>;
  text: TextIndex;
}

export function buildSiteIndex(documents: readonly SearchDocument[], schema: IndexSchema): SiteIndex {
  const size = documents.length;
  const ids = new Int32Array(size);
  documents.forEach((doc, i) => (ids[i] = doc.id));

  const facets = new Map<string, FacetColumn>();
  for (const attribute of schema.facets) {
    const dictionary: string[] = [""];
    const lookup = new Map<string, number>();
    const raw = new Uint32Array(size);
    documents.forEach((doc, i) => {
      const value = doc.values[attribute];
      if (value === null || value === undefined || value === "") return;
      let code = lookup.get(value);
      if (code === undefined) {
        code = dictionary.length;
        dictionary.push(value);
        lookup.set(value, code);
      }
      raw[i] = code;
    });
    facets.set(attribute, { dictionary, lookup, codes: dictionary.length <= 0xffff ? Uint16Array.from(raw) : raw });
  }

  const numbers = new Map<string, Float64Array>();
  for (const attribute of schema.numbers) {
    const column = new Float64Array(size);
    documents.forEach((doc, i) => {
      const value = doc.numbers[attribute];
      column[i] = value === null || value === undefined || !Number.isFinite(value) ? Number.NaN : value;
    });
    numbers.set(attribute, column);
  }

  const lists = new Map<string, ListColumn>();
  const words = wordsFor(size);
  for (const attribute of schema.lists ?? []) {
    const column: ListColumn = { dictionary: [""], lookup: new Map(), members: [new Uint32Array(words)] };
    documents.forEach((doc, i) => {
      for (const value of doc.lists?.[attribute] ?? []) {
        if (value === "") continue;
        let code = column.lookup.get(value);
        if (code === undefined) {
          code = column.dictionary.length;
          column.dictionary.push(value);
          column.lookup.set(value, code);
          column.members.push(new Uint32Array(words));
        }
        setBit(column.members[code]!, i);
      }
    });
    lists.set(attribute, column);
  }

  const text = buildTextIndex(documents.map((doc) => doc.text ?? { words: [], identifiers: [] }));
  return { schema, size, ids, facets, lists, numbers, sortOrders: new Map(), text };
}

/** Positions ordered by a numeric attribute; missing numbers last in either direction; ties by id. */
export function sortOrder(index: SiteIndex, attribute: string, direction: "asc" | "desc"): Uint32Array {
  const key = `${attribute}:${direction}`;
  const cached = index.sortOrders.get(key);
  if (cached) return cached;
  const column = index.numbers.get(attribute);
  if (!column) throw new Error(`Unknown sort attribute ${attribute}`);
  const order = new Uint32Array(index.size);
  for (let i = 0; i < index.size; i++) order[i] = i;
  const sign = direction === "asc" ? 1 : -1;
  order.sort((a, b) => {
    const va = column[a] ?? Number.NaN;
    const vb = column[b] ?? Number.NaN;
    const missingA = Number.isNaN(va);
    const missingB = Number.isNaN(vb);
    if (missingA !== missingB) return missingA ? 1 : -1;
    if (!missingA && va !== vb) return (va - vb) * sign;
    return (index.ids[a] ?? 0) - (index.ids[b] ?? 0);
  });
  index.sortOrders.set(key, order);
  return order;
}

/** Bytes the index holds (typed arrays and dictionaries, estimated), for reporting memory per vehicle. */
export function indexBytes(index: SiteIndex): number {
  let bytes = index.ids.byteLength;
  for (const column of index.facets.values()) {
    bytes += column.codes.byteLength;
    for (const value of column.dictionary) bytes += 48 + value.length * 2;
  }
  for (const column of index.lists.values()) {
    for (const members of column.members) bytes += members.byteLength;
    for (const value of column.dictionary) bytes += 48 + value.length * 2;
  }
  for (const column of index.numbers.values()) bytes += column.byteLength;
  for (const order of index.sortOrders.values()) bytes += order.byteLength;
  for (const [token, posting] of [...index.text.words, ...index.text.joined, ...index.text.identifiers]) bytes += 64 + token.length * 2 + posting.positions.length * 16;
  return bytes;
}
