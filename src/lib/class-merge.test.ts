import fs from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";

/** Every Tailwind-looking token written in the source (class strings in .ts/.tsx files). */
function sourceUtilities(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of fs.readdirSync(dir)) {
      const full = path.join(dir, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else if (/\.tsx?$/.test(name) && !name.includes(".test.") && name !== "class-merge.ts") files.push(full);
    }
  };
  walk(path.resolve(__dirname, ".."));
  const tokens = new Set<string>();
  for (const file of files) {
    const source = fs.readFileSync(file, "utf8");
    for (const match of source.matchAll(/"([^"\n]{2,400})"|`([^`\n]{2,400})`/g)) {
      const text = match[1] ?? match[2] ?? "";
      // Module names ("p-limit") are not class strings.
      if (/(\bfrom|\bimport)\s*\(?\s*$/.test(source.slice(Math.max(0, (match.index ?? 0) - 10), match.index))) continue;
      if (!/(^|\s)(flex|grid|p[xytrbl]?-|m[xytrbl]?-|text-|bg-|w-|h-|rounded|border|gap-|items-|justify-|font-|size-|shadow|hidden|block|inline)/.test(text)) continue;
      for (const token of text.split(/\s+/)) {
        if (token && !token.includes("${") && /^[!a-z0-9:\-[\]/.%_()&>*=',#+@~]+$/i.test(token)) tokens.add(token);
      }
    }
  }
  return [...tokens].sort();
}

const variantOf = (token: string) => token.slice(0, token.lastIndexOf(":") + 1);

describe("mergeClasses", () => {
  it("resolves the conflicts components meet", () => {
    expect(mergeClasses("h-10 px-4 py-2 w-full px-3")).toBe("h-10 py-2 w-full px-3");
    expect(mergeClasses("text-sm text-muted-foreground text-lg")).toBe("text-muted-foreground text-lg");
    expect(mergeClasses("border border-border border-2 border-primary")).toBe("border-2 border-primary");
    expect(mergeClasses("p-4 px-2 p-6")).toBe("p-6");
    expect(mergeClasses("px-2 p-6")).toBe("p-6");
    expect(mergeClasses("hover:bg-muted bg-primary hover:bg-accent")).toBe("bg-primary hover:bg-accent");
    expect(mergeClasses("flex hidden lg:flex")).toBe("hidden lg:flex");
    expect(mergeClasses("flex flex-col flex-1")).toBe("flex flex-col flex-1");
  });

  it("keeps classes it does not know, like an unconfigured merge would", () => {
    expect(mergeClasses("group/card data-[state=open]:bg-muted some-custom-class")).toBe("group/card data-[state=open]:bg-muted some-custom-class");
  });

  it("agrees with tailwind-merge's full configuration for every pair of utilities used in the source", () => {
    const tokens = sourceUtilities();
    expect(tokens.length).toBeGreaterThan(300);
    const byVariant = new Map<string, string[]>();
    for (const token of tokens) byVariant.set(variantOf(token), [...(byVariant.get(variantOf(token)) ?? []), token]);
    const disagreements: string[] = [];
    for (const group of byVariant.values()) {
      for (const a of group) {
        for (const b of group) {
          if (a === b) continue;
          const input = `${a} ${b}`;
          if (mergeClasses(input) !== twMerge(input)) disagreements.push(`${input} → ${mergeClasses(input)} (tailwind-merge: ${twMerge(input)})`);
        }
      }
    }
    expect(disagreements.slice(0, 400)).toEqual([]);
    // Tens of thousands of pairs: about a second on a quiet machine, several under CI's parallel load.
  }, 30_000);
});
