import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { weightedTextFields } from "@/domain/search/text-weights";
import { referenceDistance, referenceScores, type ReferenceDocument } from "@/test/text-search-reference";
import { emptyBitset, fullBitset, setBit } from "./bitset";
import { buildTextIndex, editDistance, scoreText, squeeze, suggestText, tokenize, withinOneEdit, type TextFields, type TextMatching } from "./text-index";

const doc = (make: string, model: string, colour: string, stocknum: string, vin = "", rego = "", location = ""): TextFields => ({
  words: weightedTextFields({ make, model, colour, location }),
  identifiers: [stocknum, vin, rego],
});

const docs = [
  doc("Toyota", "HiLux", "White", "CTX10001", "MR0FB8CD3N0123456", "123ABC", "Maroochydore"),
  doc("Toyota", "RAV4", "Silver", "CTX10002"),
  doc("Ford", "Ranger", "Blue", "SCF40003"),
  doc("Mazda", "CX-5", "Red", "MMX20004"),
  doc("Toyota", "Corolla", "Red", "CTX10005"),
];
const index = buildTextIndex(docs);
const matches = (q: string) => {
  const scores = scoreText(index, docs.length, q);
  return scores === null ? null : [...scores].map((s, i) => [i, s] as const).filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]).map(([i]) => i);
};

describe("text query", () => {
  it("needs every word to match", () => {
    expect(matches("toyota")).toEqual([0, 1, 4]);
    expect(matches("toyota red")).toEqual([4]);
  });
  it("matches prefixes, ranking an exact word first", () => {
    expect(matches("hil")).toEqual([0]);
    expect(matches("ran")).toEqual([2]);
    expect(matches("cx")).toEqual([3]);
  });
  it("tolerates one typo in words of five letters or more, not in shorter ones", () => {
    expect(matches("toyata")).toEqual([0, 1, 4]);
    expect(matches("rangr")).toEqual([2]);
    expect(matches("corola")).toEqual([4]);
    expect(matches("frd")).toEqual([]);
  });
  it("finds stock numbers, VINs, regos and locations", () => {
    expect(matches("CTX10002")).toEqual([1]);
    expect(matches("ctx1000")).toEqual([0, 1, 4]);
    expect(matches("MR0FB8CD3N0123456")).toEqual([0]);
    expect(matches("123abc")).toEqual([0]);
    expect(matches("maroochydore")).toEqual([0]);
  });
  it("ranks a make or model match above a colour match", () => {
    const scores = scoreText(buildTextIndex([doc("Kia", "Rio", "Silver", "A1"), doc("Silver", "Wing", "Red", "A2")]), 2, "silver");
    expect((scores?.[1] ?? 0) > (scores?.[0] ?? 0)).toBe(true);
  });
  it("ignores an empty query and bounds a long one", () => {
    expect(matches("  !!  ")).toBeNull();
    expect(matches("toyota ".repeat(1000))).toEqual([0, 1, 4]);
  });
  it("edit distance and tokens", () => {
    expect(withinOneEdit("ranger", "rangr")).toBe(true);
    expect(withinOneEdit("ranger", "ranegr")).toBe(true);
    expect(withinOneEdit("ranger", "ragner")).toBe(true);
    expect(withinOneEdit("ranger", "rgnaer")).toBe(false);
    expect(withinOneEdit("toyota", "toyotas")).toBe(true);
    expect(squeeze("corrolla")).toBe("corola");
    expect(tokenize("Mercedes-Benz C300 Coupé")).toEqual(["mercedes", "benz", "c300", "coupe"]);
  });
});

/** The stock of a Toyota, Mazda and Hyundai dealer, with the attributes a shopper types. */
const stock: TextFields[] = [
  ["Toyota", "HiLux", "SR5", "Ute", "Glacier White", "Diesel", "Automatic", "4x4"],
  ["Toyota", "HiLux", "Workmate", "Cab Chassis", "White", "Petrol", "Manual", "RWD"],
  ["Toyota", "LandCruiser 300", "GXL", "SUV", "Eclipse Black", "Diesel", "Automatic", "4x4"],
  ["Toyota", "Corolla", "Ascent Sport", "Hatch", "Silver", "Hybrid", "Automatic", "FWD"],
  ["Toyota", "RAV4", "GX", "SUV", "Red", "Hybrid", "Automatic", "AWD"],
  ["Mazda", "CX-5", "Maxx Sport", "SUV", "Soul Red", "Petrol", "Automatic", "AWD"],
  ["Mazda", "CX-50", "G25", "SUV", "Grey", "Petrol", "Automatic", "AWD"],
  ["Hyundai", "i30 Sedan", "i30", "Sedan", "Blue", "Petrol", "Automatic", "FWD"],
  ["Land Rover", "Range Rover Sport", "SE", "SUV", "Black", "Diesel", "Automatic", "AWD"],
  ["Toyota", "Corolla Cross", "GX", "SUV", "White", "Hybrid", "Automatic", "FWD"],
].map(([make, model, badge, body, colour, fuel, transmission, drive], i) => ({
  words: weightedTextFields({ make, model, badge, body, colour, fuel, transmission, drive }),
  identifiers: [`STK${1000 + i}`],
}));
const stockIndex = buildTextIndex(stock);
/** Positions that match, best first (ties by position). */
const found = (q: string) => {
  const scores = scoreText(stockIndex, stock.length, q) ?? new Float64Array(stock.length);
  return [...scores].map((s, i) => [i, s] as const).filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([i]) => i);
};

describe("search that forgives (issue 15)", () => {
  it("counts a transposed letter as one typo: 'hilxu', 'landcrusier', 'toyoat'", () => {
    expect(found("hilxu")).toEqual([0, 1]);
    expect(found("landcrusier")).toEqual([2]);
    expect(found("toyoat corolla")).toEqual([3, 9]);
  });

  it("does not count a doubled or undoubled letter: 'corrola', 'corrolla', 'hillux'", () => {
    expect(found("corrola")).toEqual([3, 9]);
    expect(found("corrolla")).toEqual([3, 9]);
    expect(found("hillux sr5")).toEqual([0]);
  });

  it("still needs a long word for a typo, and does not take two of them", () => {
    expect(found("rva4")).toEqual([]);
    expect(found("hlxiu")).toEqual([]);
  });

  it("matches split words joined: 'hi lux', 'rav 4', 'i 30', 'land cruiser', 'cx 5'", () => {
    expect(found("hi lux")).toEqual([0, 1]);
    expect(found("rav 4")).toEqual([4]);
    expect(found("i 30")).toEqual([7]);
    expect(found("land cruiser")).toEqual([2]);
    expect(found("cx 5")).toEqual([5, 6]);
  });

  it("matches joined words split, and words that differ only by a hyphen: 'cx5' = 'CX-5', 'landrover', 'rangerover'", () => {
    expect(found("cx5")[0]).toBe(5);
    expect(found("cx-5")[0]).toBe(5);
    expect(found("landrover")).toEqual([8]);
    expect(found("rangerover sport")).toEqual([8]);
  });

  it("searches the attributes a shopper types: fuel, transmission, body, drive, colour and badge", () => {
    expect(found("diesel")).toEqual([0, 2, 8]);
    expect(found("manual")).toEqual([1]);
    expect(found("automatic").length).toBe(9);
    expect(found("hilux diesel automatic 4x4")).toEqual([0]);
    expect(found("ute")).toEqual([0]);
    expect(found("awd hybrid")).toEqual([4]);
    expect(found("toyota white")).toEqual([0, 1, 9]);
    expect(found("corolla gx")).toEqual([9]);
    expect(found("deisel")).toEqual([0, 2, 8]);
  });

  it("ranks an exact model match above a typo or a prefix of it", () => {
    expect(found("cx5")).toEqual([5, 6]);
    const typoAndExact = buildTextIndex([
      { words: weightedTextFields({ model: "Range Rover" }), identifiers: [] },
      { words: weightedTextFields({ model: "Ranger" }), identifiers: [] },
    ]);
    const scores = scoreText(typoAndExact, 2, "ranger");
    expect((scores?.[1] ?? 0) > (scores?.[0] ?? 0)).toBe(true);
    expect(scores?.[0]).toBeGreaterThan(0);
  });

  it("scores a car the same whether its words are written joined or apart, for a query typed either way", () => {
    const written = buildTextIndex([
      { words: weightedTextFields({ model: "HiLux" }), identifiers: [] },
      { words: weightedTextFields({ model: "Hi-Lux" }), identifiers: [] },
      { words: weightedTextFields({ model: "Hi Lux" }), identifiers: [] },
    ]);
    for (const query of ["hilux", "hi lux", "hi-lux"]) {
      const scores = [...(scoreText(written, 3, query) ?? [])];
      expect(scores[0]).toBeGreaterThan(0);
      expect(scores).toEqual([scores[0], scores[0], scores[0]]);
    }
  });
});

describe("'Did you mean' from the site's own words", () => {
  const all = fullBitset(stock.length);
  it("corrects a word that matches nothing to the nearest word of the stock", () => {
    expect(suggestText(stockIndex, "hiluxx", all)).toBeNull(); // found as it is: nothing to correct
    expect(suggestText(stockIndex, "corrolaa", all)).toBeNull(); // a doubled letter is free: found
    expect(suggestText(stockIndex, "karola", all)).toBe("corolla");
    expect(suggestText(stockIndex, "toyota hulix", all)).toBe("toyota hilux");
    expect(suggestText(stockIndex, "amzad", all)).toBe("mazda");
    expect(suggestText(stockIndex, "gery", all)).toBe("grey");
  });
  it("keeps words that match and words it cannot correct, and offers nothing when no word changes", () => {
    expect(suggestText(stockIndex, "mazda hilux", all)).toBeNull();
    expect(suggestText(stockIndex, "zzzzzz", all)).toBeNull();
    expect(suggestText(stockIndex, "xq", all)).toBeNull();
    expect(suggestText(stockIndex, "frod", all)).toBeNull(); // no Ford in this stock
    expect(suggestText(stockIndex, "mazda qwertyuiop", all)).toBeNull();
  });
  it("takes words only from the cars the search may show", () => {
    const onlyMazdas = emptyBitset(stock.length);
    setBit(onlyMazdas, 5);
    setBit(onlyMazdas, 6);
    expect(suggestText(stockIndex, "hulix", onlyMazdas)).toBeNull();
    expect(suggestText(stockIndex, "cx5 gery", onlyMazdas)).toBe("cx5 grey");
  });
  it("prefers, among words as near, the one more cars have", () => {
    const index = buildTextIndex([
      { words: weightedTextFields({ model: "Kona" }), identifiers: [] },
      { words: weightedTextFields({ model: "Kola" }), identifiers: [] },
      { words: weightedTextFields({ model: "Kola" }), identifiers: [] },
    ]);
    expect(suggestText(index, "koda", fullBitset(3))).toBe("kola");
  });
  it("measures edits as the reference does", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-c]{0,7}$/), fc.stringMatching(/^[a-c]{0,7}$/), fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(editDistance(a, b, max)).toBe(Math.min(referenceDistance(a, b), max + 1));
        expect(withinOneEdit(a, b)).toBe(referenceDistance(a, b) <= 1);
      }),
      { numRuns: 500 },
    );
  });
});

const MAKES = ["Toyota", "Mazda", "Land Rover", "Hyundai", "Mercedes-Benz"];
const MODELS = ["HiLux", "LandCruiser 300", "Corolla", "Corolla Cross", "CX-5", "CX-50", "RAV4", "i30 N", "Range Rover", "Ranger", "C300"];
const BADGES = ["SR5", "GXL", "Maxx Sport", "G25", "Ascent", "4x2", "Workmate", null];
const WORDS = ["White", "Glacier White", "Red", "Diesel", "Petrol", "Hybrid", "Automatic", "Manual", "4x4", "AWD", "Ute", "SUV", null];

const documentArb = fc.record({
  make: fc.constantFrom(...MAKES),
  model: fc.constantFrom(...MODELS),
  badge: fc.constantFrom(...BADGES),
  colour: fc.constantFrom(...WORDS),
  fuel: fc.constantFrom(...WORDS),
  stocknum: fc.stringMatching(/^[A-C]{1,2}[0-9]{1,3}$/),
});

/** A query a shopper might type: the stock's words with letters swapped, doubled, dropped, changed, split, joined or hyphenated. */
const vocabulary = [...new Set([...MAKES, ...MODELS, ...BADGES, ...WORDS].flatMap((w) => (w ?? "").toLowerCase().split(/[^a-z0-9]+/)).filter(Boolean))];
const mutated = fc.tuple(fc.constantFrom(...vocabulary), fc.nat(), fc.constantFrom("as is", "swap", "double", "drop", "change", "split", "hyphen", "prefix")).map(([word, at, how]) => {
  const i = at % Math.max(1, word.length);
  switch (how) {
    case "swap":
      return i + 1 < word.length ? `${word.slice(0, i)}${word[i + 1]}${word[i]}${word.slice(i + 2)}` : word;
    case "double":
      return `${word.slice(0, i + 1)}${word[i]}${word.slice(i + 1)}`;
    case "drop":
      return word.length > 1 ? `${word.slice(0, i)}${word.slice(i + 1)}` : word;
    case "change":
      return `${word.slice(0, i)}x${word.slice(i + 1)}`;
    case "split":
      return `${word.slice(0, i)} ${word.slice(i)}`;
    case "hyphen":
      return `${word.slice(0, i)}-${word.slice(i)}`;
    case "prefix":
      return word.slice(0, i + 1);
    default:
      return word;
  }
});
const queryArb = fc.array(fc.oneof(mutated, fc.stringMatching(/^[a-c0-9]{1,3}$/)), { minLength: 1, maxLength: 4 }).chain((words) =>
  fc.constantFrom(words.join(" "), words.join(""), words.join("-")),
);

describe("the text index agrees with a brute-force reference", () => {
  it("on every document's score for misspelt, split and joined queries", () => {
    fc.assert(
      fc.property(fc.array(documentArb, { maxLength: 40 }), queryArb, (rows, query) => {
        const documents: ReferenceDocument[] = rows.map((r) => ({
          fields: { make: r.make, model: r.model, badge: r.badge, colour: r.colour, fuel: r.fuel },
          identifiers: [r.stocknum],
        }));
        const engineDocuments = documents.map((d) => ({ words: weightedTextFields(d.fields), identifiers: d.identifiers }));
        const got = scoreText(buildTextIndex(engineDocuments), documents.length, query);
        const want = referenceScores(documents, query);
        expect(got === null ? null : [...got]).toEqual(want);
      }),
      { numRuns: 400 },
    );
  });
});

describe("issue 38: forgiving text search that keeps a right spelling exact", () => {
  const cars = [
    ["Nissan", "Patrol", "Ti", "White", "Diesel"],
    ["Toyota", "HiLux", "SR5", "White", "Petrol"],
    ["Honda", "CR-V", "VTi", "Black", "Petrol"],
    ["Volkswagen", "Crafter", "TDI340", "Vivid Blue", "Diesel"],
    ["Mazda", "Mazda3", "G20", "Red", "Petrol"],
    ["Mazda", "CX-30", "G20", "Red", "Petrol"],
    ["Tesla", "Model Y", "RWD", "Black", "Electric"],
    ["Tesla", "Model X", "Plaid", "Grey", "Electric"],
  ].map(([make, model, badge, colour, fuel]) => ({ words: weightedTextFields({ make, model, badge, colour, fuel }), identifiers: [] }));
  const carIndex = buildTextIndex(cars);
  const hits = (q: string, matching?: TextMatching) => [...(scoreText(carIndex, cars.length, q, matching) ?? [])].flatMap((s, i) => (s > 0 ? [i] : []));

  it("reads a word of the stock as written, not as a typo of another: 'patrol' is not 'petrol', 'model y' not 'model x'", () => {
    expect(hits("patrol")).toEqual([0]);
    expect(hits("partol")).toEqual([0]);
    expect(hits("model y")).toEqual([6]);
    expect(hits("modle y")).toEqual([6]);
    expect(hits("petrl")).toEqual([1, 2, 4, 5]); // not a word of the stock: a typo of 'petrol'
  });

  it("reads two words joined when joined they are a word of the stock: 'cr v' is the CR-V, 'mazda 3' the Mazda3", () => {
    expect(hits("cr v")).toEqual([2]);
    expect(hits("cr-v")).toEqual(hits("crv"));
    expect(hits("mazda 3")).toEqual([4]);
    expect(hits("mazda-3")).toEqual(hits("mazda3"));
    expect(hits("mazda red")).toEqual([4, 5]); // 'mazdared' is no word: the two words apart
  });

  it("finds none of it with that part of the forgiveness turned off", () => {
    expect(hits("partol", { typos: false })).toEqual([]);
    expect(hits("crv", { joinedWords: false })).toEqual([]);
    expect(hits("hi lux", { joinedWords: false })).toEqual([]);
    expect(hits("patr", { prefixes: false })).toEqual([]);
    expect(hits("patr")).toEqual([0]);
  });
});
