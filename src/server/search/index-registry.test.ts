import { afterEach, describe, expect, it } from "vitest";
import { cachedSiteIndex, invalidateSearchIndexes, searchIndexFootprint } from "./index-registry";
import { buildSiteIndex, indexBytes } from "./site-index";

const docs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, values: { make: i % 2 ? "Toyota" : "Mazda" }, numbers: { price: 1000 * i }, text: { words: [{ text: `car ${i}`, weight: 1 }], identifiers: [`S${i}`] } }));

afterEach(() => invalidateSearchIndexes());

describe("the process's search index footprint", () => {
  it("adds up the built indexes of every site, and forgets dropped and failed ones", async () => {
    const a = await cachedSiteIndex(1, async () => buildSiteIndex(docs(30), { facets: ["make"], numbers: ["price"] }));
    const b = await cachedSiteIndex(2, async () => buildSiteIndex(docs(12), { facets: ["make"], numbers: ["price"] }));
    await expect(cachedSiteIndex(3, async () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    await Promise.resolve();
    expect(searchIndexFootprint()).toEqual({ sites: 2, vehicles: 42, bytes: indexBytes(a) + indexBytes(b) });
    invalidateSearchIndexes([1]);
    expect(searchIndexFootprint()).toEqual({ sites: 1, vehicles: 12, bytes: indexBytes(b) });
  });
});
