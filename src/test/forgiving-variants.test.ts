import { describe, expect, it } from "vitest";
import { drawnCases, nameVariants } from "./forgiving-variants";

const queries = (name: string, kind: string) => nameVariants(name).filter((v) => v.kind === kind).map((v) => v.query);

describe("issue 38: forgiving text search, the variants a shopper types", () => {
  it("transposes two neighbouring letters of a word of five or more, never the first letter nor a digit", () => {
    expect(queries("Hilux", "transposed")).toEqual(["Hliux", "Hiulx", "Hilxu"]);
    expect(queries("Ranger", "transposed")).toContain("Rnager");
    expect(queries("Pajero Sport", "transposed")).toEqual(expect.arrayContaining(["Pjaero Sport", "Pajero Sprot"]));
    expect(queries("Kona", "transposed")).toEqual([]); // four letters
    expect(queries("Z900", "transposed")).toEqual([]);
    expect(queries("Cannon", "transposed")).toEqual(["Cnanon", "Canonn", "Cannno"]); // swapping the two n's changes nothing: no case
  });

  it("drops, adds or swaps a hyphen or a space where the name has one, keeping the name's other marks", () => {
    expect(queries("CX-5", "joined")).toEqual(["CX5"]);
    expect(queries("CX-5", "spaced")).toEqual(["CX 5"]);
    expect(queries("Santa Fe", "hyphenated")).toEqual(["Santa-Fe"]);
    expect(queries("Mercedes-AMG C-Class", "joined")).toEqual(["MercedesAMG C-Class", "Mercedes-AMGC-Class", "Mercedes-AMG CClass", "MercedesAMG CClass"]);
    expect(queries("Tiggo 8 Pro Max", "hyphenated")).toEqual(["Tiggo-8 Pro Max", "Tiggo 8-Pro Max", "Tiggo 8 Pro-Max"]);
    expect(queries("Tiggo 8 Pro Max", "spaced")).toEqual([]);
  });

  it("splits a joined name where its letters change case or turn to digits", () => {
    expect(queries("LandCruiser", "split")).toEqual(["Land Cruiser", "Land-Cruiser"]);
    expect(queries("Mazda3", "split")).toEqual(["Mazda 3", "Mazda-3"]);
    expect(queries("RAV4", "split")).toEqual(["RAV 4", "RAV-4"]);
    expect(queries("MG4", "split")).toEqual([]); // not a long joined name
  });

  it("cuts a word after four letters or more, dropping the rest of the name", () => {
    expect(queries("Outlander", "prefix")).toEqual(["Outl", "Outla", "Outlan", "Outland", "Outlande"]);
    expect(queries("Pajero Sport", "prefix")).toEqual(["Paje", "Pajer", "Pajero Spor"]);
    expect(queries("Kona", "prefix")).toEqual([]);
  });

  it("draws the same cases for the same names and seed, each once, every kind the names allow included", () => {
    const names = ["Toyota", "HiLux", "LandCruiser 300", "CX-5", "Outlander"];
    const cases = drawnCases(names, 30, 38);
    expect(drawnCases(names, 30, 38)).toEqual(cases);
    expect(new Set(cases.map((c) => `${c.kind} ${c.query}`)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => c.kind))).toEqual(new Set(["transposed", "joined", "spaced", "hyphenated", "split", "prefix"]));
    for (const c of cases) expect(names).toContain(c.name);
  });
});
