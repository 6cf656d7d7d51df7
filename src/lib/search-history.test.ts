import { describe, expect, it } from "vitest";
import { addToHistory, readSearchHistory, recordSearch } from "./search-history";

function memoryStorage(initial?: string) {
  const data = new Map<string, string>(initial ? [["forecourt:search-history", initial]] : []);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe("search history", () => {
  it("keeps the last 5 searches, newest first, without duplicates", () => {
    let history = addToHistory([], { href: "/search/used-cars", label: "Used" });
    for (let i = 1; i <= 6; i++) history = addToHistory(history, { href: `/search/used-cars?page=${i}`, label: `p${i}` });
    history = addToHistory(history, { href: "/search/used-cars?page=3", label: "p3 again" });
    expect(history.map((e) => e.label)).toEqual(["p3 again", "p6", "p5", "p4", "p2"]);
  });
  it("survives storage that is empty, corrupt or full", () => {
    expect(readSearchHistory(memoryStorage())).toEqual([]);
    expect(readSearchHistory(memoryStorage("{not json"))).toEqual([]);
    expect(readSearchHistory(memoryStorage('[{"href":"javascript:alert(1)","label":"x"}]'))).toEqual([]);
    const full = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(recordSearch(full, { href: "/search/new-cars", label: "New" })).toHaveLength(1);
  });
  it("records into storage", () => {
    const storage = memoryStorage();
    recordSearch(storage, { href: "/search/new-cars", label: "New" });
    expect(readSearchHistory(storage)).toEqual([{ href: "/search/new-cars", label: "New" }]);
  });
});
