/**
 * The text query: every word of the query must match (AND), each by exact word, by prefix, or, for words
 * of five letters or more, with one typo (one letter added, dropped, changed or two neighbours swapped,
 * as written or once doubled letters are squeezed: 'hilxu', 'corrola', 'landcrusier'). Words that differ
 * only by a space or a hyphen are the same word: two neighbouring words of a field are also indexed joined ('Land Cruiser' is found by 'landcruiser',
 * 'CX-5' by 'cx5'), and two neighbouring query words may match as one ('hi lux' finds the HiLux, 'rav 4' the
 * RAV4). Matches score by how well and where: an exact make or model counts more than a typo of it or a
 * prefix of a colour. Identifiers (stock number, VIN, rego) match exactly or by prefix only; typos there
 * would find the wrong car.
 *
 * The meaning, precisely (src/test/text-search-reference.ts spells it out the slow way; the tests hold the engine to it):
 * - a document's terms are every token of each word field, and each two neighbouring tokens of one field
 *   joined, with the field's weight; its identifiers are each identifier with everything but letters and
 *   digits removed;
 * - a query word (a token, or two neighbouring tokens joined) scores on a document the best, over its terms,
 *   of quality × weight (EXACT 3, PREFIX 2, TYPO 1), and over its identifiers of 2 × (EXACT or PREFIX); a
 *   word that is itself a term of some document of the index has no TYPO matches (it is read as written);
 * - the query's tokens are cut into words of one token or two neighbouring tokens (each cut a way to read
 *   it), except that two neighbouring tokens whose joined word scores on some document of the index are never
 *   two words of one token each; a reading matches when every word scores, and scores the sum of its words'
 *   scores, a joined word's counting twice (once for each token it covers); a document scores its best
 *   reading, 0 when none matches.
 */

import "server-only";
import { hasBit, type Bitset } from "./bitset";

export interface TextFields {
  /** Descriptive words, weighted by field: make and model highest. */
  words: Array<{ text: string | null | undefined; weight: number }>;
  /** Stock number, VIN, rego: matched whole or by prefix. */
  identifiers: Array<string | null | undefined>;
}

/** The documents a term is in (ascending) and its weight in each. */
interface Posting {
  positions: number[];
  weights: number[];
}

/** A posting while the index is built. */
interface Growing {
  positions: number[];
  weights: number[];
}

/** Where a term is two neighbouring words joined: the documents, and the shortest first word it was joined from. */
interface JoinedPosting extends Posting {
  shortestFirst: number;
}

export interface TextIndex {
  /** Words as written in the documents. */
  words: Map<string, Posting>;
  /** Two neighbouring words of a field joined ('land' + 'cruiser' -> 'landcruiser'). */
  joined: Map<string, JoinedPosting>;
  identifiers: Map<string, Posting>;
  /** Every term of `words` and `joined`, sorted. */
  sortedWords: string[];
  sortedIdentifiers: string[];
  /** sortedWords[t] with doubled letters squeezed ('corolla' -> 'corola'). */
  squeezedWords: string[];
  /** Term numbers (positions in sortedWords) by the term's length, and by its squeezed length: where typos are looked for. */
  termsByLength: number[][];
  termsBySqueezedLength: number[][];
}

const EXACT = 3;
const PREFIX = 2;
const TYPO = 1;
const MAX_QUERY_WORDS = 8;
/** The shortest query word allowed a typo, and the shortest term a typo may land on. */
const TYPO_MIN_WORD = 5;
const TYPO_MIN_TERM = 4;

/**
 * The search's forgiveness, each part on unless turned off: typos, words joined or split (a space or hyphen
 * dropped or added), and prefixes of words. The search always has all three; the tests turn one off to show
 * which searches need it (issue 38).
 */
export interface TextMatching {
  typos?: boolean;
  joinedWords?: boolean;
  prefixes?: boolean;
}

interface Forgiveness {
  typos: boolean;
  joinedWords: boolean;
  prefixes: boolean;
}

const FORGIVING: Forgiveness = { typos: true, joinedWords: true, prefixes: true };
const forgiveness = (matching: TextMatching | undefined): Forgiveness => (matching ? { ...FORGIVING, ...matching } : FORGIVING);

export function tokenize(text: string): string[] {
  return text.toLowerCase().normalize("NFKD").replace(/[\u0300-\u036f]/g, "").split(/[^a-z0-9]+/).filter((t) => t.length > 0);
}

/** A word with each run of one letter written once: 'corrola' and 'corolla' are both 'corola'. */
export function squeeze(word: string): string {
  let out = "";
  for (let i = 0; i < word.length; i++) if (word[i] !== word[i - 1]) out += word[i];
  return out;
}

function add<P extends Growing>(map: Map<string, P>, token: string, position: number, weight: number, create: () => P): P {
  let posting = map.get(token);
  if (!posting) {
    posting = create();
    map.set(token, posting);
  }
  const last = posting.positions.length - 1;
  if (posting.positions[last] === position) posting.weights[last] = Math.max(posting.weights[last] ?? 0, weight);
  else {
    posting.positions.push(position);
    posting.weights.push(weight);
  }
  return posting;
}

const newPosting = (): Growing => ({ positions: [], weights: [] });

function settled<P extends Growing>(map: Map<string, P>): Map<string, Omit<P, keyof Growing> & Posting> {
  const out = new Map<string, Omit<P, keyof Growing> & Posting>();
  for (const [term, { positions, weights, ...rest }] of map) out.set(term, { ...rest, positions, weights });
  return out;
}

function bucket(buckets: number[][], length: number, term: number): void {
  while (buckets.length <= length) buckets.push([]);
  buckets[length]!.push(term);
}

export function buildTextIndex(documents: readonly TextFields[]): TextIndex {
  const words = new Map<string, Growing>();
  const joined = new Map<string, Growing & { shortestFirst: number }>();
  const identifiers = new Map<string, Growing>();
  documents.forEach((doc, position) => {
    for (const field of doc.words) {
      const tokens = tokenize(field.text ?? "");
      tokens.forEach((token, k) => {
        add(words, token, position, field.weight, newPosting);
        const first = tokens[k - 1];
        if (first === undefined) return;
        const posting = add(joined, `${first}${token}`, position, field.weight, () => ({ ...newPosting(), shortestFirst: first.length }));
        posting.shortestFirst = Math.min(posting.shortestFirst, first.length);
      });
    }
    for (const id of doc.identifiers) {
      const token = (id ?? "").toLowerCase().replace(/[^a-z0-9]/g, "");
      if (token) add(identifiers, token, position, 1, newPosting);
    }
  });
  const sortedWords = [...new Set([...words.keys(), ...joined.keys()])].sort();
  const squeezedWords = sortedWords.map(squeeze);
  const termsByLength: number[][] = [];
  const termsBySqueezedLength: number[][] = [];
  sortedWords.forEach((term, t) => {
    bucket(termsByLength, term.length, t);
    bucket(termsBySqueezedLength, squeezedWords[t]!.length, t);
  });
  return { words: settled(words), joined: settled(joined), identifiers: settled(identifiers), sortedWords, sortedIdentifiers: [...identifiers.keys()].sort(), squeezedWords, termsByLength, termsBySqueezedLength };
}

/**
 * True when a and b differ by at most one edit: a letter inserted, deleted or substituted, or two
 * neighbouring letters transposed (Damerau: 'hilxu' is one edit from 'hilux').
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
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
 * Calls `visit(term number, quality)` for every word term the query word matches (a term may come twice):
 * EXACT, PREFIX, or TYPO when the word has five letters or more, the term four or more, they are one edit
 * apart as written or with doubled letters squeezed, and the word is not itself a term: a word the stock has
 * is read as written, not as a typo of another ('patrol' is not 'petrol', 'model y' not 'model x').
 */
function forEachMatchingTerm(index: TextIndex, word: string, visit: (term: number, quality: number) => void, how: Forgiveness = FORGIVING): void {
  const [from, to] = prefixRange(index.sortedWords, word);
  for (let t = from; t < to; t++) {
    const exact = index.sortedWords[t] === word;
    if (exact || how.prefixes) visit(t, exact ? EXACT : PREFIX);
  }
  if (word.length < TYPO_MIN_WORD || !how.typos) return;
  if (from < to && index.sortedWords[from] === word) return; // a word of the stock: no typo
  // A typo is within one edit as written (its length differs by at most one) or squeezed (its squeezed length does).
  const length = word.length;
  const squeezed = squeeze(word);
  for (let l = Math.max(TYPO_MIN_TERM, length - 1); l <= length + 1; l++) {
    for (const t of index.termsByLength[l] ?? []) {
      const term = index.sortedWords[t] ?? "";
      if (!term.startsWith(word) && (withinOneEdit(word, term) || withinOneEdit(squeezed, index.squeezedWords[t] ?? ""))) visit(t, TYPO);
    }
  }
  for (let l = Math.max(1, squeezed.length - 1); l <= squeezed.length + 1; l++) {
    for (const t of index.termsBySqueezedLength[l] ?? []) {
      const term = index.sortedWords[t] ?? "";
      if (Math.abs(term.length - length) <= 1 || term.length < TYPO_MIN_TERM) continue; // seen above, or too short
      if (!term.startsWith(word) && withinOneEdit(squeezed, index.squeezedWords[t] ?? "")) visit(t, TYPO);
    }
  }
}

/** The postings a query word matches, each with its quality (identifiers' doubled). */
function matchedPostings(index: TextIndex, word: string, how: Forgiveness): Array<{ posting: Posting; quality: number }> {
  const matched: Array<{ posting: Posting; quality: number }> = [];
  forEachMatchingTerm(
    index,
    word,
    (t, quality) => {
      const term = index.sortedWords[t] ?? "";
      const written = index.words.get(term);
      if (written) matched.push({ posting: written, quality });
      // A prefix of a joined term's first word is a prefix of that word as written, in the same documents and field: no better.
      const joined = how.joinedWords ? index.joined.get(term) : undefined;
      if (joined && !(quality === PREFIX && word.length <= joined.shortestFirst)) matched.push({ posting: joined, quality });
    },
    how,
  );
  const [idFrom, idTo] = prefixRange(index.sortedIdentifiers, word);
  for (let t = idFrom; t < idTo; t++) {
    const term = index.sortedIdentifiers[t] ?? "";
    const posting = index.identifiers.get(term);
    if (posting) matched.push({ posting, quality: (term === word ? EXACT : PREFIX) * 2 });
  }
  return matched;
}

type Readings = Float64Array | "start" | null;

/**
 * Extends readings by one query word into `into` (made when first needed): for each document where the readings
 * score (every document at the start) and the word matches, the readings' score plus the word's best score
 * times `times`, when more than `into` holds. Touches only the word's postings, never every document.
 */
function extendInto(into: Float64Array | null, size: number, before: Readings, matched: ReadonlyArray<{ posting: Posting; quality: number }>, times: number): Float64Array | null {
  if (before === null || matched.length === 0) return into;
  const out = into ?? new Float64Array(size);
  for (const { posting, quality } of matched) {
    const { positions, weights } = posting;
    const factor = quality * times;
    for (let k = 0; k < positions.length; k++) {
      const p = positions[k]!;
      let score = factor * weights[k]!;
      if (before !== "start") {
        const soFar = before[p]!;
        if (soFar <= 0) continue;
        score += soFar;
      }
      if (score > out[p]!) out[p] = score;
    }
  }
  return out;
}

/**
 * Scores of every document for a query (0 = no match), or null when the query has no words.
 * A document scores only if every query token is matched, alone or joined with a neighbour. Two neighbouring
 * tokens that, joined, match a word of the stock are read joined only ('cr v' is the CR-V, not a Crafter in
 * Vivid Blue; 'mazda 3' the Mazda3, not every Mazda with a 3 in it).
 */
export function scoreText(index: TextIndex, size: number, query: string, matching?: TextMatching): Float64Array | null {
  const how = forgiveness(matching);
  const tokens = tokenize(query).slice(0, MAX_QUERY_WORDS);
  if (tokens.length === 0) return null;
  // alone[j], joined[j]: each document's best score over readings of the first j tokens whose last word is the
  // j-th token alone, or the (j-1)-th and j-th joined (null: no document has one). alone[0] is the empty reading.
  const alone: Readings[] = ["start"];
  const joined: Readings[] = [null];
  /** Whether tokens j-1 and j may be read apart: not when, joined, they match a word of the stock. */
  const apart: boolean[] = [true];
  const joinedMatches: Array<ReturnType<typeof matchedPostings>> = [[]];
  for (let j = 1; j < tokens.length; j++) {
    const matched = how.joinedWords ? matchedPostings(index, `${tokens[j - 1]}${tokens[j]}`, how) : [];
    joinedMatches.push(matched);
    apart.push(matched.length === 0);
  }
  for (let j = 1; j <= tokens.length; j++) {
    const afterJoined = joined[j - 1] ?? null;
    const afterAlone = j === 1 || apart[j - 1] ? (alone[j - 1] ?? null) : null;
    const single = afterJoined === null && afterAlone === null ? [] : matchedPostings(index, tokens[j - 1] ?? "", how);
    alone.push(extendInto(extendInto(null, size, afterJoined, single, 1), size, afterAlone, single, 1));
    let pair: Float64Array | null = null;
    if (j >= 2) {
      // A joined word counts once for each token it covers.
      const matched = joinedMatches[j - 1] ?? [];
      pair = extendInto(null, size, alone[j - 2] ?? null, matched, 2);
      pair = extendInto(pair, size, joined[j - 2] ?? null, matched, 2);
    }
    joined.push(pair);
  }
  const last = [alone[tokens.length], joined[tokens.length]].filter((r): r is Float64Array => r instanceof Float64Array);
  if (last.length === 0) return new Float64Array(size);
  if (last.length === 1) return last[0]!;
  const [a, b] = last as [Float64Array, Float64Array];
  for (let p = 0; p < size; p++) if (b[p]! > a[p]!) a[p] = b[p]!;
  return a;
}

/** Optimal string alignment distance (edits and neighbour swaps), or `max + 1` once it is known to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row: number[] = [i];
    let lowest = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((rows[i - 1]![j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (rows[i - 1]![j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (rows[i - 2]![j - 2] ?? 0) + 1);
      row.push(d);
      lowest = Math.min(lowest, d);
    }
    if (i > 0 && lowest > max) return max + 1;
    rows.push(row);
  }
  return Math.min(rows[a.length]![b.length] ?? max + 1, max + 1);
}

/** How many edits a 'Did you mean' correction may make to a word of this length (none below three letters). */
function suggestionEdits(length: number): number {
  return length < 3 ? 0 : length < 5 ? 1 : 2;
}

/**
 * 'Did you mean …': the query with each word that matches nothing among the `eligible` documents (alone or
 * joined with a neighbour) replaced by the nearest word written in those documents (fewest edits, doubled
 * letters free; then the word more of them have; then alphabetical), or null when no word could be corrected.
 * The words come from the site's own stock, never from a dictionary.
 */
export function suggestText(index: TextIndex, query: string, eligible: Bitset): string | null {
  const tokens = tokenize(query).slice(0, MAX_QUERY_WORDS);
  const documentsWith = (posting: Posting | undefined) => {
    let n = 0;
    for (const p of posting?.positions ?? []) if (hasBit(eligible, p)) n++;
    return n;
  };
  const matches = (word: string) => {
    let found = false;
    forEachMatchingTerm(index, word, (t) => {
      const term = index.sortedWords[t] ?? "";
      found ||= documentsWith(index.words.get(term)) > 0 || documentsWith(index.joined.get(term)) > 0;
    });
    const [idFrom, idTo] = prefixRange(index.sortedIdentifiers, word);
    for (let t = idFrom; t < idTo && !found; t++) found = documentsWith(index.identifiers.get(index.sortedIdentifiers[t] ?? "")) > 0;
    return found;
  };
  const alone = tokens.map(matches);
  const joined = tokens.map((token, k) => k > 0 && matches(`${tokens[k - 1]}${token}`));
  let changed = false;
  const corrected = tokens.map((token, k) => {
    if (alone[k] || joined[k] || joined[k + 1]) return token;
    // Edits as written, or with doubled letters squeezed (allowed by the squeezed word's length: 'zzzzzz' is 'z').
    const edits = suggestionEdits(token.length);
    const squeezed = squeeze(token);
    const squeezedEdits = suggestionEdits(squeezed.length);
    let best: { term: string; distance: number; documents: number } | null = null;
    index.sortedWords.forEach((term, t) => {
      const squeezedTerm = index.squeezedWords[t] ?? "";
      if (Math.abs(term.length - token.length) > edits && Math.abs(squeezedTerm.length - squeezed.length) > squeezedEdits) return;
      const asWritten = editDistance(token, term, edits);
      const asSqueezed = editDistance(squeezed, squeezedTerm, squeezedEdits);
      const distance = Math.min(asWritten <= edits ? asWritten : Infinity, asSqueezed <= squeezedEdits ? asSqueezed : Infinity);
      if (distance === Infinity || (best && distance > best.distance)) return;
      const posting = index.words.get(term);
      if (!posting) return;
      const documents = documentsWith(posting);
      if (documents === 0) return;
      if (!best || distance < best.distance || documents > best.documents) best = { term, distance, documents };
    });
    const found = best as { term: string } | null;
    if (!found) return token;
    changed = true;
    return found.term;
  });
  return changed ? corrected.join(" ") : null;
}
