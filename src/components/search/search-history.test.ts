import { describe, expect, it } from "vitest";
import { addToHistory, readSearchHistory, recordSearch, searchHistoryKey } from "./search-history";

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
  it("treats searches that differ only in letter case or spaces as one, keeping the newest first", () => {
    let history = addToHistory([], { href: "/search/used-cars?query=RAV4", label: "Used · RAV4" });
    history = addToHistory(history, { href: "/search/used-cars?query=hilux", label: "Used · hilux" });
    history = addToHistory(history, { href: "/search/used-cars?query=rav+4", label: "Used · rav 4" });
    history = addToHistory(history, { href: "/search/used-cars?query=%20Rav4%20", label: "Used · Rav4" });
    expect(history.map((e) => e.label)).toEqual(["Used · Rav4", "Used · hilux"]);
    // Other searches stay apart: another query, another route, another filter.
    history = addToHistory(history, { href: "/search/new-cars?query=rav4", label: "New · rav4" });
    history = addToHistory(history, { href: "/search/used-cars?query=rav4&make=Toyota", label: "Used · rav4 · Toyota" });
    expect(history).toHaveLength(4);
    expect(searchHistoryKey("/search/used-cars?query=Hi%20Lux")).toBe(searchHistoryKey("/search/used-cars?query=hilux"));
    expect(searchHistoryKey("/search/used-cars?query=hilux")).not.toBe(searchHistoryKey("/search/used-cars?query=hiace"));
  });
  it("drops repeats stored before (an older browser's history)", () => {
    const stored = JSON.stringify([
      { href: "/search/used-cars?query=Corolla", label: "Corolla" },
      { href: "/search/used-cars?query=corolla", label: "corolla" },
      { href: "/search/new-cars", label: "New" },
    ]);
    expect(readSearchHistory(memoryStorage(stored)).map((e) => e.label)).toEqual(["Corolla", "New"]);
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
