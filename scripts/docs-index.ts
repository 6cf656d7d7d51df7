/**
 * `npm run docs:index` writes docs/index.md: where each section of the spec is implemented (the files that
 * cite it as "spec 001 §N" / "spec 002 §N") and where each site setting is read. The index is generated so it
 * stays true; its test (scripts/docs-index.test.ts) fails when the committed file is out of date, and
 * scripts/settings-read.test.ts fails when a setting is read by nothing.
 */
import fs from "node:fs";
import path from "node:path";
import { siteSettingsSchema } from "../src/domain/site/settings";

export const SPECS = [
  { id: "001", file: "stock-search-and-vehicle-page.md", title: "Stock search and the vehicle page" },
  { id: "002", file: "finance-forms-locations-offers.md", title: "Finance, forms, locations, reviews, offers and navigation" },
] as const;

type Def = { type: string; shape?: Record<string, unknown>; innerType?: unknown; in?: unknown };
const WRAPPERS = new Set(["default", "optional", "nullable", "prefault", "readonly", "catch", "nonoptional"]);

/** Every leaf setting of the schema, as a dotted path ("finance.provider"). */
export function settingPaths(schema: unknown = siteSettingsSchema, prefix: string[] = []): string[] {
  let s = schema as { def: Def };
  while (WRAPPERS.has(s.def.type)) s = s.def.innerType as { def: Def };
  if (s.def.type === "pipe") s = s.def.in as { def: Def };
  if (s.def.type !== "object" || !s.def.shape) return [prefix.join(".")];
  return Object.entries(s.def.shape).flatMap(([key, value]) => settingPaths(value, [...prefix, key]));
}

export interface SourceFile {
  path: string;
  text: string;
}

/**
 * The settings schema's files: settings.ts and the sections it composes (finance-settings.ts, settings-fields.ts, …),
 * and the console editor's words for each setting (settings-labels.ts), which names every setting without reading it.
 */
export const SETTINGS_SCHEMA_FILES = /^src\/domain\/site\/(settings|settings-fields|settings-labels|[a-z-]+-settings)\.ts$/;

/** The product's source files: src/ without tests, the settings schema itself and the demo data that sets them. */
export function productSources(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(root, full).split(path.sep).join("/");
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push({ path: rel, text: fs.readFileSync(full, "utf8") });
    }
  };
  walk(path.join(root, "src"));
  return out
    .filter((f) => !SETTINGS_SCHEMA_FILES.test(f.path) && !f.path.startsWith("src/demo/") && !f.path.startsWith("src/test/"))
    .sort((a, b) => a.path.localeCompare(b.path));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The files that read a setting: they name it with its group (`finance.provider`, `s.features.print`), or
 * name the group and take the key from it (`const { provider } = finance`, `finance["provider"]`).
 */
export function readersOf(setting: string, files: readonly SourceFile[], allSettings: readonly string[] = settingPaths()): string[] {
  const parts = setting.split(".");
  const leaf = parts[parts.length - 1]!;
  const group = parts.length > 1 ? parts[parts.length - 2]! : "settings";
  const dotted = new RegExp(`\\b${escape(group)}\\??\\.${escape(leaf)}\\b`);
  const keyed = new RegExp(`\\b${escape(group)}\\b[\\s\\S]*\\b${escape(leaf)}\\b|\\b${escape(leaf)}\\b[\\s\\S]*\\b${escape(group)}\\b`);
  const direct = files.filter((f) => dotted.test(f.text));
  if (direct.length > 0) return direct.map((f) => f.path);
  // A key no other setting shares (`loanMaxFollowsPrice`) is this setting wherever it is named, as a domain
  // function's parameter (`settings.loanMax`) or a picked type (`Pick<FinanceSettings, "pagePath">`).
  const sameLeaf = allSettings.filter((other) => other.split(".").pop() === leaf).length;
  if (sameLeaf === 1 && leaf.length >= 6) {
    const named = new RegExp(`\\b${escape(leaf)}\\b`);
    const found = files.filter((f) => named.test(f.text));
    if (found.length > 0) return found.map((f) => f.path);
  }
  // A record keyed by data (`phone.byCarType.new`) is read where the record is looked up by a key.
  if (parts.length > 2) {
    const indexed = new RegExp(`\\b${escape(group)}\\[`);
    const found = files.filter((f) => indexed.test(f.text));
    if (found.length > 0) return found.map((f) => f.path);
  }
  // A destructured key: the file names the group and the key as a property being taken out.
  const destructured = new RegExp(`[{,]\\s*${escape(leaf)}\\s*[,}:=]`);
  return files.filter((f) => keyed.test(f.text) && destructured.test(f.text)).map((f) => f.path);
}

/** spec id → section → files citing it. */
export function specCitations(files: readonly SourceFile[]): Map<string, Map<number, string[]>> {
  const out = new Map<string, Map<number, string[]>>();
  for (const file of files) {
    for (const match of file.text.matchAll(/spec (00[12]) ((?:§\d+(?:,\s*)?)+)/g)) {
      for (const section of match[2]!.matchAll(/§(\d+)/g)) {
        const bySection = out.get(match[1]!) ?? new Map<number, string[]>();
        out.set(match[1]!, bySection);
        const list = bySection.get(Number(section[1])) ?? [];
        if (!list.includes(file.path)) list.push(file.path);
        bySection.set(Number(section[1]), list);
      }
    }
  }
  return out;
}

export function renderIndex(root: string): string {
  const files = productSources(root);
  const lines: string[] = [
    "# Index: from the spec and the settings to the code",
    "",
    "Generated by `npm run docs:index` from the source; do not edit by hand (its test fails when this file is out of date).",
    "",
    "## Spec sections",
    "",
    "Files that cite a section of the spec (`spec 001 §4` in a comment). Spec 001 is `../shared/spec/stock-search-and-vehicle-page.md`,",
    "spec 002 `../shared/spec/finance-forms-locations-offers.md`.",
    "",
  ];
  const citations = specCitations(files);
  for (const spec of SPECS) {
    lines.push(`### Spec ${spec.id}: ${spec.title}`, "");
    const sections = [...(citations.get(spec.id) ?? new Map<number, string[]>())].sort((a, b) => a[0] - b[0]);
    for (const [section, paths] of sections) lines.push(`- §${section}: ${paths.map((p) => `\`${p}\``).join(", ")}`);
    lines.push("");
  }
  lines.push("## Site settings", "", "Each setting of `src/domain/site/settings.ts` and the files that read it.", "", "| Setting | Read in |", "|---|---|");
  const all = settingPaths();
  for (const setting of all) {
    const readers = readersOf(setting, files, all);
    const where = readers.length > 0 ? readers.map((p) => `\`${p}\``).join(", ") : "read by nothing";
    lines.push(`| \`${setting}\` | ${where} |`);
  }
  return `${lines.join("\n")}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..");
  fs.writeFileSync(path.join(root, "docs", "index.md"), renderIndex(root));
  process.stdout.write("wrote docs/index.md\n");
}
