import path from "node:path";
import { describe, expect, it } from "vitest";
import { productSources, readersOf, settingPaths, SETTINGS_SCHEMA_FILES } from "./docs-index";

const root = path.resolve(import.meta.dirname, "..");

/**
 * Every declared site setting is read (issue 14's proof): the leaf keys of src/domain/site/settings.ts, each looked
 * for in src/ outside the schema and the demo data that sets it, with docs/index.md's reader search (`readersOf`).
 */
describe("every key of the site-settings schema is read by the product", () => {
  const files = productSources(root);
  const keys = settingPaths();

  it("walks the schema down to its leaf keys", () => {
    expect(keys.length).toBeGreaterThan(150);
    for (const key of ["content.homeBlocks", "content.warrantyYears", "features.brandsPage", "finance.calculator.loanMax", "navigation.serviceUrl"]) expect(keys).toContain(key);
    // The schema itself and the demo's settings are not readers.
    expect(files.some((f) => SETTINGS_SCHEMA_FILES.test(f.path) || f.path.startsWith("src/demo/"))).toBe(false);
    for (const schema of ["src/domain/site/settings.ts", "src/domain/site/finance-settings.ts", "src/domain/site/settings-fields.ts", "src/domain/site/settings-labels.ts"]) expect(SETTINGS_SCHEMA_FILES.test(schema)).toBe(true);
  });

  it("fails on a key that no source file reads", () => {
    const unread = keys.filter((key) => readersOf(key, files, keys).length === 0);
    expect(unread, "settings read by nothing: read them, or remove them if they serve no spec rule").toEqual([]);
  });
});
