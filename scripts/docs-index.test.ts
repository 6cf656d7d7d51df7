import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readersOf, renderIndex, specCitations } from "./docs-index";

const root = path.resolve(import.meta.dirname, "..");

describe("docs/index.md", () => {
  it("is what npm run docs:index writes from the source today", () => {
    expect(fs.readFileSync(path.join(root, "docs", "index.md"), "utf8"), "docs/index.md is out of date: run npm run docs:index").toBe(renderIndex(root));
  });
});

describe("how the index finds readers", () => {
  const file = (p: string, text: string) => ({ path: p, text });

  it("finds a setting named with its group, a distinctive key as a parameter, and a record looked up by key", () => {
    const files = [
      file("src/a.tsx", "if (s.features.print) show();"),
      file("src/b.ts", "const max = settings.loanMaxFollowsPrice ? 1 : 2;"),
      file("src/c.ts", "const phone = settings.byCarType[car.carType];"),
    ];
    const all = ["features.print", "finance.calculator.loanMaxFollowsPrice", "phone.byCarType.new", "chat.enabled", "reviews.enabled"];
    expect(readersOf("features.print", files, all)).toEqual(["src/a.tsx"]);
    expect(readersOf("finance.calculator.loanMaxFollowsPrice", files, all)).toEqual(["src/b.ts"]);
    expect(readersOf("phone.byCarType.new", files, all)).toEqual(["src/c.ts"]);
    // "enabled" is shared by several settings: a bare mention is not a read of chat.enabled.
    expect(readersOf("chat.enabled", [file("src/d.ts", "const enabled = true;")], all)).toEqual([]);
  });

  it("reads spec citations, several sections in one", () => {
    const cited = specCitations([file("src/x.ts", "// spec 001 §2, §5 and spec 002 §9")]);
    expect([...(cited.get("001")?.keys() ?? [])]).toEqual([2, 5]);
    expect(cited.get("002")?.get(9)).toEqual(["src/x.ts"]);
  });
});
