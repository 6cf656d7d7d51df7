import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every package the code imports is declared in package.json (a package that is only there because another one
 * depends on it can vanish with that one's next release), and code the platform runs (src/, not its tests) imports
 * only `dependencies`, never `devDependencies` (a production install leaves those out). Imports are read with the
 * TypeScript compiler's own pre-processor: static and dynamic imports, re-exports and require().
 */
const root = path.resolve(import.meta.dirname, "..");
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

function codeFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : codeFiles(relative);
    return CODE.test(entry.name) ? [relative] : [];
  });
}

function packageOf(specifier: string): string | null {
  if (specifier.startsWith(".") || specifier.startsWith("@/") || specifier.startsWith("node:") || specifier.startsWith("/")) return null;
  const name = specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? specifier);
  return builtinModules.includes(name) ? null : name;
}

/** Runs with the platform (not a test, a test helper, a script or a config file). */
const isPlatformCode = (file: string) => file.startsWith("src/") && !file.startsWith("src/test/") && !/\.(test|int\.test)\.tsx?$/.test(file);

const files = [...["src", "e2e", "scripts"].flatMap(codeFiles), ...fs.readdirSync(root).filter((name) => CODE.test(name))];
const imports = files.flatMap((file) =>
  ts
    .preProcessFile(fs.readFileSync(path.join(root, file), "utf8"), true, true)
    .importedFiles.map((imported) => ({ file, name: packageOf(imported.fileName) }))
    .filter((found): found is { file: string; name: string } => found.name !== null),
);

describe("the packages the code imports", () => {
  it("reads the imports of the whole tree", () => {
    expect(files.length).toBeGreaterThan(200);
    expect(imports.some(({ name }) => name === "next")).toBe(true);
  });

  it("are all declared in package.json", () => {
    const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
    expect(imports.filter(({ name }) => !declared.has(name)).map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });

  it("are dependencies, not devDependencies, when the platform itself imports them", () => {
    const runtime = new Set(Object.keys(pkg.dependencies ?? {}));
    expect(imports.filter(({ file, name }) => isPlatformCode(file) && !runtime.has(name)).map(({ file, name }) => `${file}: ${name}`)).toEqual([]);
  });
});
