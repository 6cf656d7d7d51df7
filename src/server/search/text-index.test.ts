import { describe, expect, it } from "vitest";
import { buildTextIndex, scoreText, tokenize, withinOneEdit, type TextFields } from "./text-index";

const doc = (make: string, model: string, colour: string, stocknum: string, vin = "", rego = "", location = ""): TextFields => ({
  words: [
    { text: make, weight: 3 },
    { text: model, weight: 3 },
    { text: colour, weight: 1 },
    { text: location, weight: 1 },
  ],
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
    expect(withinOneEdit("ranger", "ranegr")).toBe(false);
    expect(withinOneEdit("toyota", "toyotas")).toBe(true);
    expect(tokenize("Mercedes-Benz C300 Coupé")).toEqual(["mercedes", "benz", "c300", "coupe"]);
  });
});
