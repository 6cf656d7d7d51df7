import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Every route file's URL path (with sample values for dynamic segments) and the methods it exports. */
export function routeFiles(dir: string): Array<{ file: string; pathname: string; methods: string[] }> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    if (entry.name !== "route.ts" && entry.name !== "page.tsx") return [];
    const route = path
      .relative("src/app", dir)
      .split(path.sep)
      // Route groups ("(sites)", "(console)") are no part of the URL; "s/[host]" and "platform" are the proxy's rewrite.
      .filter((s) => s !== "" && !/^\(.*\)$/.test(s) && s !== "s" && s !== "[host]" && s !== "platform")
      .map((s) => (s.startsWith("[[") ? "" : s.startsWith("[...") ? "a/b" : s.startsWith("[") ? "sample" : s))
      .filter(Boolean);
    const source = readFileSync(file, "utf8");
    const methods = entry.name === "page.tsx" ? ["GET"] : [...source.matchAll(/export (?:async )?(?:function|const) (GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS)\b/g)].map((m) => m[1] ?? "");
    return [{ file, pathname: `/${route.join("/")}`, methods }];
  });
}

