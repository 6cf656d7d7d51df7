import { beforeEach, describe, expect, it, vi } from "vitest";
import { invalidate, memoize } from "./memo";

describe("memoize", () => {
  beforeEach(() => invalidate(""));

  it("loads once within the TTL and again after it", async () => {
    const load = vi.fn(async () => "shell");
    await memoize("site-shell:1", 1000, load, 0);
    await memoize("site-shell:1", 1000, load, 999);
    expect(load).toHaveBeenCalledTimes(1);
    await memoize("site-shell:1", 1000, load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps sites apart", async () => {
    expect(await memoize("site-shell:1", 1000, async () => "one", 0)).toBe("one");
    expect(await memoize("site-shell:2", 1000, async () => "two", 0)).toBe("two");
  });

  it("does not cache a failure", async () => {
    await expect(memoize("k", 1000, async () => Promise.reject(new Error("db down")), 0)).rejects.toThrow("db down");
    await new Promise((r) => setTimeout(r, 0));
    expect(await memoize("k", 1000, async () => "ok", 1)).toBe("ok");
  });

  it("drops entries by prefix", async () => {
    const load = vi.fn(async () => 1);
    await memoize("site-shell:1", 1000, load, 0);
    invalidate("site-shell:");
    await memoize("site-shell:1", 1000, load, 1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
