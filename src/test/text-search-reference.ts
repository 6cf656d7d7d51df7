/**
 * The text query the slow, obvious way, for tests to hold the search engine (src/server/search/text-index.ts)
 * to: every reading of the query is enumerated, every term of every document compared with a full edit-distance
 * table. It shares no code with the engine; like the engine's documents (src/server/search/vehicle-documents.ts),
 * it weighs each field of a car by the one table, TEXT_FIELD_WEIGHTS.
 */
import { TEXT_FIELD_WEIGHTS, type TextField, type TextFieldValues } from "@/domain/search/text-weights";

export interface ReferenceDocument {
  /** The car's text of each searched field. */
  fields: TextFieldValues;
  identifiers: string[];
}

export function referenceTokens(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours, by the full table. */
export function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i]!;
      row[j] = Math.min(d[i - 1]![j]! + 1, row[j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

const squeezed = (word: string) => word.replace(/(.)\1+/g, "$1");

/** A document's terms: each token of a field and each two neighbouring tokens of a field joined, with the field's weight. */
function terms(doc: ReferenceDocument): Array<{ term: string; weight: number }> {
  return (Object.entries(doc.fields) as Array<[TextField, string | null | undefined]>).flatMap(([field, text]) => {
    const weight = TEXT_FIELD_WEIGHTS[field];
    const tokens = referenceTokens(text ?? "");
    return [...tokens, ...tokens.slice(1).map((t, k) => `${tokens[k]}${t}`)].map((term) => ({ term, weight }));
  });
}

/** One query word's score on one document; `typos`: whether the word may match as a typo (it is no term of the collection). */
function wordScore(doc: ReferenceDocument, word: string, typos: boolean): number {
  let best = 0;
  for (const { term, weight } of terms(doc)) {
    let quality = 0;
    if (term === word) quality = 3;
    else if (term.startsWith(word)) quality = 2;
    else if (typos && word.length >= 5 && term.length >= 4 && (referenceDistance(word, term) <= 1 || referenceDistance(squeezed(word), squeezed(term)) <= 1)) quality = 1;
    best = Math.max(best, quality * weight);
  }
  for (const id of doc.identifiers) {
    const term = id.toLowerCase().replace(/[^a-z0-9]/g, "");
    if (term && term === word) best = Math.max(best, 6);
    else if (term.startsWith(word)) best = Math.max(best, 4);
  }
  return best;
}

/** Every way to cut the tokens into words of one token or two neighbours joined (with the first token each covers and how many). */
function readings(tokens: readonly string[], from = 0): Array<Array<{ word: string; at: number; tokens: number }>> {
  if (from >= tokens.length) return [[]];
  const out = readings(tokens, from + 1).map((rest) => [{ word: tokens[from]!, at: from, tokens: 1 }, ...rest]);
  if (from + 1 < tokens.length) for (const rest of readings(tokens, from + 2)) out.push([{ word: `${tokens[from]}${tokens[from + 1]}`, at: from, tokens: 2 }, ...rest]);
  return out;
}

/**
 * Each document's score for a query, the documents being the index's: its best reading's sum, 0 when no reading
 * has every word matching; null for no words. A word that is a term of some document takes no typos; two
 * neighbouring tokens that, joined, score on some document are never read as two words.
 */
export function referenceScores(collection: readonly ReferenceDocument[], query: string): number[] | null {
  const tokens = referenceTokens(query).slice(0, 8);
  if (tokens.length === 0) return null;
  // The collection's terms (a token, or two neighbouring tokens joined, of some document).
  const collectionTerms = new Set(collection.flatMap((d) => terms(d).map(({ term }) => term)));
  const score = (d: ReferenceDocument, word: string) => wordScore(d, word, !collectionTerms.has(word));
  const together = tokens.map((token, k) => k > 0 && collection.some((d) => score(d, `${tokens[k - 1]}${token}`) > 0));
  const allowed = readings(tokens).filter((reading) => !reading.some((w, k) => k > 0 && w.tokens === 1 && reading[k - 1]!.tokens === 1 && together[w.at]));
  return collection.map((doc) => {
    let best = 0;
    for (const reading of allowed) {
      const scores = reading.map(({ word, tokens: n }) => score(doc, word) * n);
      if (scores.every((s) => s > 0)) best = Math.max(best, scores.reduce((a, b) => a + b, 0));
    }
    return best;
  });
}
