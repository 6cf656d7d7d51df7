import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberDetails, rememberedPostcode } from "./lead-storage";

/** A browser's localStorage for this site, in memory. */
function storage(blocked = false): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (k) => { if (blocked) throw new Error("SecurityError"); return items.get(k) ?? null; },
    setItem: (k, v) => { if (blocked) throw new Error("SecurityError"); items.set(k, v); },
    removeItem: (k) => { items.delete(k); },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("issue 38: a postcode auto-filled where the site has one", () => {
  it("is the 4-digit postcode the shopper gave on an earlier form of this site, and none before they gave one", () => {
    vi.stubGlobal("window", { localStorage: storage(), sessionStorage: storage() });
    expect(rememberedPostcode()).toBeNull();
    rememberDetails({ firstName: "Jo", postcode: " 4000 " });
    expect(rememberedPostcode()).toBe("4000");
    rememberDetails({ firstName: "Jo", postcode: "40" });
    expect(rememberedPostcode()).toBeNull();
  });

  it("is none where the browser blocks storage (private mode), without failing", () => {
    vi.stubGlobal("window", { localStorage: storage(true), sessionStorage: storage(true) });
    rememberDetails({ postcode: "4000" });
    expect(rememberedPostcode()).toBeNull();
  });
});
