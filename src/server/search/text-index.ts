/**
 * The text query: every word of the query must match (AND), each by exact word, by prefix, or, for words
 * of five letters or more, with one typo (one letter added, dropped or changed). Matches score by how
 * well and where: an exact make or model counts more than a prefix of a colour. Identifiers (stock
 * number, VIN, rego) match exactly or by prefix only; typos there would find the wrong car.
 */

import "server-only";
export interface TextFields {
  /** Descriptive words, weighted by field: make and model highest. */
  words: Array<{ text: string | null | undefined; weight: number }>;
  /** Stock number, VIN, rego: matched whole or by prefix. */
  identifiers: Array<string | null | undefined>;
}

interface Posting {
  positions: number[];
  weights: number[];
}

export interface TextIndex {
  words: Map<string, Posting>;
  identifiers: Map<string, Posting>;
  sortedWords: string[];
  sortedIdentifiers: string[];
}

const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
const MAX_QUERY_WORDS = 8;

export function tokenize(text: string): string[] {
  return text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").split(/[^a-z0-9]+/).filter((t) => t.length > 0);
}

function add(map: Map<string, Posting>, token: string, position: number, weight: number): void {
  let posting = map.get(token);
  if (!posting) {
    posting = { positions: [], weights: [] };
    map.set(token, posting);
  }
  const last = posting.positions.length - 1;
  if (posting.positions[last] === position) posting.weights[last] = Math.max(posting.weights[last] ?? 0, weight);
  else {
    posting.positions.push(position);
    posting.weights.push(weight);
  }
}

export function buildTextIndex(documents: readonly TextFields[]): TextIndex {
  const words = new Map<string, Posting>();
  const identifiers = new Map<string, Posting>();
  documents.forEach((doc, position) => {
    for (const field of doc.words) for (const token of tokenize(field.text ?? "")) add(words, token, position, field.weight);
    for (const id of doc.identifiers) {
      const token = (id ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");
      if (token) add(identifiers, token, position, 1);
    }
  });
  return { words, identifiers, sortedWords: [...words.keys()].sort(), sortedIdentifiers: [...identifiers.keys()].sort() };
}

/** True when a and b differ by at most one insertion, deletion or substitution. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) return a.slice(i + 1) === b.slice(i + 1);
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function prefixRange(sorted: readonly string[], prefix: string): [number, number] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] ?? "") < prefix) lo = mid + 1;
    else hi = mid;
  }
  let end = lo;
  while (end < sorted.length && (sorted[end] ?? "").startsWith(prefix)) end++;
  return [lo, end];
}

/**
 * Scores of every document for a query (0 = no match), or null when the query has no words.
 * A document scores only if every query word matches somewhere in it.
 */
export function scoreText(index: TextIndex, size: number, query: string): Float64Array | null {
  const queryWords = tokenize(query).slice(0, MAX_QUERY_WORDS);
  if (queryWords.length === 0) return null;
  let total: Float64Array | null = null;
  for (const word of queryWords) {
    const best = new Float64Array(size);
    const apply = (posting: Posting | undefined, quality: number) => {
      if (!posting) return;
      for (let k = 0; k < posting.positions.length; k++) {
        const p = posting.positions[k] ?? 0;
        const s = quality * (posting.weights[k] ?? 1);
        if (s > (best[p] ?? 0)) best[p] = s;
      }
    };
    const [from, to] = prefixRange(index.sortedWords, word);
    for (let t = from; t < to; t++) {
      const term = index.sortedWords[t] ?? "";
      apply(index.words.get(term), term === word ? EXACT : PREFIX);
    }
    if (word.length >= 5) {
      for (const term of index.sortedWords) {
        if (term.length >= 4 && !term.startsWith(word) && withinOneEdit(word, term)) apply(index.words.get(term), TYPO);
      }
    }
    const [idFrom, idTo] = prefixRange(index.sortedIdentifiers, word);
    for (let t = idFrom; t < idTo; t++) {
      const term = index.sortedIdentifiers[t] ?? "";
      apply(index.identifiers.get(term), (term === word ? EXACT : PREFIX) * 2);
    }
    if (total === null) total = best;
    else for (let p = 0; p < size; p++) total[p] = (total[p] ?? 0) > 0 && (best[p] ?? 0) > 0 ? (total[p] ?? 0) + (best[p] ?? 0) : 0;
  }
  return total;
}
