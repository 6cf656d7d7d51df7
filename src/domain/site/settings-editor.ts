/**
 * The settings editor's fields, read from the zod settings schema itself (settings.ts) and the theme's (theme.ts):
 * every setting as one field with its kind (yes/no, a choice, a number, text, a colour, or a list edited as JSON),
 * its bounds and choices as the schema states them, and its words (settings-labels.ts). The form renders these; the
 * server validates with the schema, so the two never disagree about what is allowed.
 */
import { contrastRatio } from "./colour-contrast";
import { normaliseHex } from "./hex-colour";
import { siteSettingsSchema } from "./settings";
import { SETTING_GROUPS, SETTING_LABELS } from "./settings-labels";
import { siteThemeSchema } from "./theme";

export type SettingKind = "boolean" | "enum" | "number" | "text" | "colour" | "json";

export interface SettingField {
  /** The dotted key: a section, any nested section, then the setting (`theme.*` for the theme). */
  key: string;
  /** The schema's section (its top-level key, or `theme`). */
  group: string;
  kind: SettingKind;
  label: string;
  help: string;
  /** A manager may change it (see settingAccess in settings-publishing.ts). */
  content: boolean;
  /** Empty is allowed: null (nullable) or left out (optional). */
  empty: "null" | "omit" | null;
  /** A choice's options, as the schema lists them. */
  options?: Array<string | number>;
  min?: number;
  max?: number;
  integer?: boolean;
}

// zod's own definitions, read only here: the wrapper types that change nothing of a field's kind.
interface Def {
  type: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  entries?: Record<string, string>;
  values?: Array<string | number>;
}
interface Schema {
  _zod: { def: Def };
  minValue?: number | null;
  maxValue?: number | null;
  isInt?: boolean;
}

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault"]);

function unwrapped(schema: Schema): { inner: Schema; empty: "null" | "omit" | null } {
  let inner = schema;
  let empty: "null" | "omit" | null = null;
  while (WRAPPERS.has(inner._zod.def.type) && inner._zod.def.innerType) {
    if (inner._zod.def.type === "nullable") empty = "null";
    else if (inner._zod.def.type === "optional" && empty === null) empty = "omit";
    inner = inner._zod.def.innerType;
  }
  return { inner, empty };
}

function fieldOf(key: string, group: string, schema: Schema, words: { label: string; help: string; content: boolean }): SettingField {
  const { inner, empty } = unwrapped(schema);
  const def = inner._zod.def;
  const base = { key, group, ...words, empty };
  switch (def.type) {
    case "boolean":
      return { ...base, kind: "boolean" };
    case "enum":
      return { ...base, kind: "enum", options: Object.values(def.entries ?? {}) };
    case "literal":
      return { ...base, kind: "enum", options: [...(def.values ?? [])] };
    case "number": {
      const field: SettingField = { ...base, kind: "number", integer: inner.isInt === true };
      if (typeof inner.minValue === "number" && Number.isFinite(inner.minValue)) field.min = inner.minValue;
      if (typeof inner.maxValue === "number" && Number.isFinite(inner.maxValue)) field.max = inner.maxValue;
      return field;
    }
    case "string":
      return { ...base, kind: "text" };
    default:
      return { ...base, kind: "json" };
  }
}

/** Every leaf of a schema's nested objects (a nullable object is one leaf: it is set or not as a whole). */
function leaves(schema: Schema, prefix: string, into: Array<{ key: string; schema: Schema }>): void {
  const { inner, empty } = unwrapped(schema);
  if (inner._zod.def.type === "object" && inner._zod.def.shape && empty !== "null") {
    for (const [key, child] of Object.entries(inner._zod.def.shape)) leaves(child, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.push({ key: prefix, schema });
}

/** The dotted keys of every setting the schema has, in its order. */
export function settingKeys(): string[] {
  const into: Array<{ key: string; schema: Schema }> = [];
  leaves(siteSettingsSchema as unknown as Schema, "", into);
  return into.map((leaf) => leaf.key);
}

const THEME_WORDS: Record<string, { label: string; help: string }> = {
  primary: { label: "Primary colour", help: "Buttons and links." },
  primaryForeground: { label: "Text on primary", help: "Text on primary buttons." },
  accent: { label: "Accent colour", help: "Tags and highlights." },
  accentForeground: { label: "Text on accent", help: "Text on the accent colour." },
  header: { label: "Header colour", help: "The header's background." },
  headerForeground: { label: "Header text", help: "The header's text and icons." },
  logoUrl: { label: "Logo", help: "The logo's address on this platform, starting with /. Empty: the generated wordmark." },
  radius: { label: "Corner radius (rem)", help: "How round buttons and cards are, 0 to 2." },
};

/** The theme's colours, each with the one it is read against (the WCAG contrast the editor shows). */
export const THEME_CONTRAST_PAIRS: ReadonlyArray<readonly [background: string, text: string]> = [
  ["theme.primary", "theme.primaryForeground"],
  ["theme.accent", "theme.accentForeground"],
  ["theme.header", "theme.headerForeground"],
];

/** Every field of the editor: the theme's first, then the settings' in the schema's order. */
export function settingFields(): SettingField[] {
  const fields: SettingField[] = [];
  const theme = (siteThemeSchema as unknown as Schema)._zod.def.shape ?? {};
  for (const [key, schema] of Object.entries(theme)) {
    const words = THEME_WORDS[key] ?? { label: key, help: "" };
    const field = fieldOf(`theme.${key}`, "theme", schema, { ...words, content: false });
    fields.push(key === "logoUrl" || key === "radius" ? field : { ...field, kind: "colour" });
  }
  const into: Array<{ key: string; schema: Schema }> = [];
  leaves(siteSettingsSchema as unknown as Schema, "", into);
  for (const { key, schema } of into) {
    const group = key.split(".")[0] ?? key;
    const words = SETTING_LABELS[key];
    const content = words?.content === true || SETTING_GROUPS[group]?.content === true;
    fields.push(fieldOf(key, group, schema, { label: words?.label ?? key, help: words?.help ?? "", content }));
  }
  return fields;
}

/** The editor's sections in order: the theme, then the schema's. */
export function settingGroups(): Array<{ key: string; label: string; help: string }> {
  return [{ key: "theme", label: "Theme", help: "The site's colours, logo and corners. Each colour pair shows its WCAG contrast." }, ...Object.entries(SETTING_GROUPS).map(([key, g]) => ({ key, label: g.label, help: g.help }))];
}

/** A field's value as the form holds it: a checkbox's yes/no, or the text of an input, select or JSON box. */
export type EditorValue = string | boolean;

function valueAt(value: unknown, key: string): unknown {
  let at: unknown = value;
  for (const part of key.split(".")) {
    if (typeof at !== "object" || at === null || Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** The form's value of each field (by key) from settings and a theme. */
export function editorValues(fields: readonly SettingField[], values: { settings: unknown; theme: unknown }): Record<string, EditorValue> {
  const out: Record<string, EditorValue> = {};
  for (const field of fields) {
    const value = field.group === "theme" ? valueAt(values.theme, field.key.slice("theme.".length)) : valueAt(values.settings, field.key);
    if (field.kind === "boolean") out[field.key] = value === true;
    else if (field.kind === "json") out[field.key] = value === undefined ? "" : JSON.stringify(value, null, 2);
    else out[field.key] = value === undefined || value === null ? "" : String(value);
  }
  return out;
}

function setAt(into: Record<string, unknown>, key: string, value: unknown): void {
  const parts = key.split(".");
  let at = into;
  for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Record<string, unknown>;
  at[parts.at(-1) ?? key] = value;
}

/**
 * The form's values back as settings and a theme for the schema to check: an empty field that may be empty is null
 * (or left out), a number's text a number (text that is none stays text, so the schema's own message names it), a
 * JSON box parsed (or an error of its own: the one check the schema cannot make).
 */
export function editorSnapshot(fields: readonly SettingField[], values: Readonly<Record<string, EditorValue>>): { settings: Record<string, unknown>; theme: Record<string, unknown>; errors: Record<string, string> } {
  const settings: Record<string, unknown> = {};
  const theme: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const raw = values[field.key];
    const text = typeof raw === "string" ? raw : "";
    let value: unknown;
    if (field.kind === "boolean") value = raw === true;
    else if (text.trim() === "" && field.empty !== null && field.kind !== "text") value = field.empty === "null" ? null : undefined;
    else if (text === "" && field.empty !== null) value = field.empty === "null" ? null : undefined;
    else if (field.kind === "number") value = text.trim() === "" || !Number.isFinite(Number(text)) ? text : Number(text);
    else if (field.kind === "enum") value = field.options?.find((option) => String(option) === text) ?? text;
    else if (field.kind === "json") {
      try {
        value = JSON.parse(text);
      } catch {
        errors[field.key] = "must be JSON: a list like [\"a\", \"b\"], an object like {\"a\": 1}, or null";
        continue;
      }
    } else value = text;
    if (value === undefined) continue;
    if (field.group === "theme") theme[field.key.slice("theme.".length)] = value;
    else setAt(settings, field.key, value);
  }
  return { settings, theme, errors };
}

/** The field an issue's path belongs to (a list item's path to its list's field): the longest field key it starts with. */
export function fieldOfPath(fields: readonly SettingField[], path: string): string | null {
  let best: string | null = null;
  for (const field of fields) {
    if ((path === field.key || path.startsWith(`${field.key}.`)) && (best === null || field.key.length > best.length)) best = field.key;
  }
  return best;
}

/** WCAG 2 AA's contrast for body text: a theme colour pair below it is refused on save and publish. */
export const WCAG_AA_CONTRAST = 4.5;

/** A theme colour pair that reads below WCAG AA, named by the field to change. */
export interface ThemeContrastProblem {
  /** The field the refusal names: the pair's colour this change touched (its text colour when both or neither did). */
  field: string;
  ratio: number;
  message: string;
}

/**
 * The first theme colour pair of `after` that fails WCAG AA and that the change from `before` touched (a pair the
 * change left as it was is not refused: a manager's content-only save is never blocked by the owner's colours), or
 * null. A colour that is not hex is the schema's to refuse, not this rule's.
 */
export function themeContrastProblem(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): ThemeContrastProblem | null {
  for (const [background, text] of THEME_CONTRAST_PAIRS) {
    const [bg, fg] = [background.slice("theme.".length), text.slice("theme.".length)];
    const [a, b] = [after[bg], after[fg]];
    if (typeof a !== "string" || typeof b !== "string") continue;
    const [hexA, hexB] = [normaliseHex(a), normaliseHex(b)];
    if (!hexA || !hexB) continue;
    const touched = { background: before[bg] !== a, text: before[fg] !== b };
    if (!touched.background && !touched.text) continue;
    const ratio = contrastRatio(hexA, hexB);
    if (ratio >= WCAG_AA_CONTRAST) continue;
    const field = touched.background && !touched.text ? background : text;
    const label = (key: string) => THEME_WORDS[key.slice("theme.".length)]?.label ?? key;
    return {
      field,
      ratio,
      message: `${label(text)} on ${label(background)} is ${ratio.toFixed(2)}:1, below WCAG AA's ${WCAG_AA_CONTRAST}:1: shoppers would find it hard to read. Choose a darker or lighter colour.`,
    };
  }
  return null;
}
