/**
 * The ways a shopper mistypes a make or model name (issue 38, "Forgiving text search"), generated from the name
 * itself, for property tests of the text search over a site's own names (src/server/search/forgiving-search.int.test.ts):
 *
 * - transposed: two neighbouring letters of a word of five letters or more swapped, not the first letter
 *   ('Outlander' -> 'Outlnader');
 * - joined, spaced, hyphenated: one space or hyphen between two words dropped, or written as the other
 *   ('CX-5' -> 'CX5', 'CX 5'; 'Santa Fe' -> 'SantaFe', 'Santa-Fe');
 * - split: a joined name split where its letters change case or turn to digits, with a space or a hyphen
 *   ('LandCruiser' -> 'Land Cruiser', 'Mazda3' -> 'Mazda-3');
 * - prefix: the name cut inside a word, after four letters or more ('Outlander' -> 'Outl', 'Pajero Sport' -> 'Pajero Spor').
 *
 * A variant should find the same cars as the name (a prefix: at least those cars).
 */
import fc from "fast-check";

export type VariantKind = "transposed" | "joined" | "spaced" | "hyphenated" | "split" | "prefix";

export interface NameVariant {
  kind: VariantKind;
  /** The name as the stock writes it. */
  name: string;
  /** What the shopper types. */
  query: string;
}

const LETTER = /^[A-Za-z]$/;
const isLetter = (c: string | undefined) => c !== undefined && LETTER.test(c);
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";

/** A name as words and the separators between them ('Mercedes-AMG C-Class' -> words and ['-', ' ', '-']). */
function parts(name: string): { words: string[]; separators: string[]; lead: string; tail: string } {
  const pieces = name.split(/([^A-Za-z0-9]+)/);
  let lead = "";
  let tail = "";
  if (pieces[0] === "") pieces.shift();
  else if (pieces.length > 0 && !/[A-Za-z0-9]/.test(pieces[0] ?? "")) lead = pieces.shift() ?? "";
  if (pieces[pieces.length - 1] === "") pieces.pop();
  if (pieces.length % 2 === 0) tail = pieces.pop() ?? "";
  const words = pieces.filter((_, i) => i % 2 === 0);
  const separators = pieces.filter((_, i) => i % 2 === 1);
  return { words, separators, lead, tail };
}

function join(words: readonly string[], separators: readonly string[]): string {
  return words.map((w, i) => (i === 0 ? w : `${separators[i - 1] ?? " "}${w}`)).join("");
}

/** Every variant of a name, in a fixed order (the same name gives the same list). */
export function nameVariants(name: string): NameVariant[] {
  const { words, separators, lead, tail } = parts(name);
  const whole = (text: string) => `${lead}${text}${tail}`;
  const out: NameVariant[] = [];
  const push = (kind: VariantKind, query: string) => {
    if (query !== name && !out.some((v) => v.query === query)) out.push({ kind, name, query });
  };
  words.forEach((word, w) => {
    const withWord = (replacement: string) => whole(join(words.map((x, k) => (k === w ? replacement : x)), separators));
    // A transposed pair of letters, not the first letter, in a word of five or more.
    if (word.length >= 5) {
      for (let i = 1; i + 1 < word.length; i++) {
        const a = word[i];
        const b = word[i + 1];
        if (!isLetter(a) || !isLetter(b) || a!.toLowerCase() === b!.toLowerCase()) continue;
        push("transposed", withWord(`${word.slice(0, i)}${b}${a}${word.slice(i + 2)}`));
      }
    }
    // A joined word split where its letters change case or turn to digits ('HiLux', 'LandCruiser', 'Mazda3', 'CB650R').
    if (word.length >= 4) {
      for (let i = 1; i < word.length; i++) {
        const before = word[i - 1];
        const after = word[i];
        const caseChange = isLetter(before) && isLetter(after) && before === before!.toLowerCase() && after === after!.toUpperCase() && after !== after!.toLowerCase();
        const digitChange = (isLetter(before) && isDigit(after)) || (isDigit(before) && isLetter(after));
        if (!caseChange && !digitChange) continue;
        push("split", withWord(`${word.slice(0, i)} ${word.slice(i)}`));
        push("split", withWord(`${word.slice(0, i)}-${word.slice(i)}`));
      }
    }
    // A prefix of four letters or more of a longer word, the rest of the name dropped.
    for (let length = 4; length < word.length; length++) {
      const prefix = word.slice(0, length);
      if ([...prefix].every(isLetter)) push("prefix", `${lead}${join([...words.slice(0, w), prefix], separators)}`);
    }
  });
  // One separator dropped, or written as a space or a hyphen.
  separators.forEach((separator, s) => {
    const withSeparator = (replacement: string) => whole(join(words, separators.map((x, k) => (k === s ? replacement : x))));
    push("joined", withSeparator(""));
    if (separator !== " ") push("spaced", withSeparator(" "));
    if (separator !== "-") push("hyphenated", withSeparator("-"));
  });
  // Every hyphen dropped at once ('Mercedes-AMG C-Class' -> 'MercedesAMG CClass').
  if (separators.filter((s) => s === "-").length > 1) push("joined", whole(join(words, separators.map((s) => (s === "-" ? "" : s)))));
  return out;
}

/**
 * A drawn case: a name of the site's own stock and one of its variants, chosen by fast-check. Names with no
 * variant (short ones: 'Z', 'HS', 'X5') are left out.
 */
export function nameVariantArbitrary(names: readonly string[]): fc.Arbitrary<NameVariant> {
  const withVariants = names.filter((name) => nameVariants(name).length > 0);
  if (withVariants.length === 0) throw new Error("nameVariantArbitrary: no name has a variant");
  return fc.constantFrom(...withVariants).chain((name) => fc.constantFrom(...nameVariants(name)));
}

/**
 * Cases drawn for a site: `runs` draws with a fixed seed (the same every run), each variant once, every kind
 * the names allow present at least once (a kind a small sample happened to miss is drawn from its own variants).
 */
export function drawnCases(names: readonly string[], runs: number, seed: number): NameVariant[] {
  const drawn = fc.sample(nameVariantArbitrary(names), { numRuns: runs, seed });
  const cases = new Map<string, NameVariant>();
  for (const variant of drawn) cases.set(`${variant.kind}\u0000${variant.name}\u0000${variant.query}`, variant);
  const all = names.flatMap(nameVariants);
  for (const kind of new Set(all.map((v) => v.kind))) {
    if ([...cases.values()].some((v) => v.kind === kind)) continue;
    const [variant] = fc.sample(fc.constantFrom(...all.filter((v) => v.kind === kind)), { numRuns: 1, seed });
    if (variant) cases.set(`${variant.kind}\u0000${variant.name}\u0000${variant.query}`, variant);
  }
  return [...cases.values()];
}
