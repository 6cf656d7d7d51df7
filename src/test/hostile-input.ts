/**
 * Generated hostile input for the route fuzz suite (src/server/http/route-fuzz.int.test.ts): request bodies, query
 * strings, path segments and headers as an attacker sends them. Every arbitrary starts from a route's valid request
 * and breaks it one way or several: wrong types, missing and extra fields, huge strings and numbers, NaN and
 * Infinity, unicode edge cases (lone surrogates, NUL, bidi overrides, astral characters), `__proto__` and
 * `constructor` keys, deep nesting, other sites' and dealerships' ids, the wrong content type, bytes that are not
 * UTF-8 and bodies past the route's limit.
 */
import fc from "fast-check";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A body as sent: JSON text (possibly not valid JSON) or raw bytes. */
export type FuzzBody = { text: string } | { bytes: Uint8Array<ArrayBuffer> };

/** Strings that have broken parsers, databases and id checks. */
export const NASTY_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "\ud83d",
  "🚗",
  "𝟘𝟙",
  "\u202eevil",
  "\ufeff",
  "\r\nBcc: evil@example.com",
  "<script>alert(1)</script>",
  "'; drop table leads; --",
  "%00",
  "../../etc/passwd",
  "0x10",
  "1e1",
  "+16",
  "16.0",
  "-1",
  "0",
  "NaN",
  "Infinity",
  "null",
  "undefined",
  "true",
  "__proto__",
  "constructor",
  "toString",
  "9".repeat(40),
  "a".repeat(300),
] as const;

/** Numbers past every bound a schema sets. */
export const NASTY_NUMBERS = [0, -0, -1, 1.5, 0.1, 2 ** 31, 2 ** 31 - 1, -(2 ** 31), 2 ** 53, 2 ** 53 + 2, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER, 1e308, -1e308, 5e-324] as const;

/** Keys that reach an object's prototype when code assigns them. */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "hasOwnProperty", "toString", "valueOf"] as const;

/** Any string of UTF-16 code units (lone surrogates and NUL included). */
export const anyText = fc.string({ unit: "binary", maxLength: 60 });

/** A value nested `depth` levels deep, as arrays or objects. */
export function nested(depth: number, asObject: boolean): Json {
  let value: Json = 1;
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
}

/** JSON text nested `depth` levels (built as text: JSON.stringify of a very deep value is itself recursive). */
export function nestedText(depth: number, asObject: boolean): string {
  return asObject ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` : `${"[".repeat(depth)}1${"]".repeat(depth)}`;
}

/** One hostile JSON value; `ids` are real ids of other sites, dealerships, cars and leads. */
export function hostileValue(ids: readonly number[]): fc.Arbitrary<Json> {
  const leaf: fc.Arbitrary<Json> = fc.oneof(
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.constantFrom(...NASTY_NUMBERS),
    // NaN and ±Infinity become null in JSON; sent raw they are invalid JSON (see hostileBody).
    fc.double(),
    fc.constantFrom(...NASTY_STRINGS),
    anyText,
    fc.constantFrom(...ids),
    fc.constantFrom(...ids).map(String),
  );
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.oneof(anyText, fc.constantFrom(...PROTOTYPE_KEYS)), leaf, { maxKeys: 4 }) },
    { weight: 1, arbitrary: fc.constantFrom(1_000, 20_000, 70_000).map((n) => "x".repeat(n)) },
    { weight: 1, arbitrary: fc.integer({ min: 20, max: 400 }).chain((depth) => fc.boolean().map((asObject) => nested(depth, asObject))) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json> },
  );
}

/** An object with `key` set as its own property (a literal `__proto__` key included, as JSON.parse would make it). */
function withKey(object: Record<string, Json>, key: string, value: Json): Record<string, Json> {
  const copy: Record<string, Json> = { ...object };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/** The valid value with one value somewhere inside it (any depth) replaced. */
function replaceSomewhere(valid: Json, path: readonly number[], value: Json): Json {
  if (valid === null || typeof valid !== "object") return value;
  const [step = 0, ...rest] = path;
  if (Array.isArray(valid)) {
    if (valid.length === 0) return [value];
    const at = step % valid.length;
    return valid.map((item, i) => (i === at ? (rest.length === 0 ? value : replaceSomewhere(item, rest, value)) : item));
  }
  const keys = Object.keys(valid);
  if (keys.length === 0) return value;
  const key = keys[step % keys.length] as string;
  const inner = valid[key] as Json;
  return withKey(valid, key, rest.length === 0 || inner === null || typeof inner !== "object" ? value : replaceSomewhere(inner, rest, value));
}

/** A JSON body broken from `valid` in one of many ways. */
export function hostileJson(valid: Json, ids: readonly number[]): fc.Arbitrary<Json> {
  const keys = valid && typeof valid === "object" && !Array.isArray(valid) ? Object.keys(valid) : [];
  const object = (valid && typeof valid === "object" && !Array.isArray(valid) ? valid : {}) as Record<string, Json>;
  const value = hostileValue(ids);
  const options: Array<fc.WeightedArbitrary<Json>> = [
    // The valid request itself, now and then, so the oracle sees 2xx answers too.
    { weight: 1, arbitrary: fc.constant(valid) },
    // A value replaced at any depth.
    { weight: 6, arbitrary: fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), value).map(([path, v]) => replaceSomewhere(valid, path, v)) },
    // Two values replaced.
    { weight: 2, arbitrary: fc.tuple(fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), value, fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), value).map(([p1, v1, p2, v2]) => replaceSomewhere(replaceSomewhere(valid, p1, v1), p2, v2)) },
    // An extra field (a prototype key, or any text).
    { weight: 2, arbitrary: fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), anyText), value).map(([k, v]) => withKey(object, k, v)) },
    // Not an object at all.
    { weight: 1, arbitrary: fc.oneof(value, fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>) },
  ];
  if (keys.length > 0) {
    // A field missing, or all but one.
    options.push({ weight: 2, arbitrary: fc.constantFrom(...keys).map((drop) => Object.fromEntries(Object.entries(object).filter(([k]) => k !== drop))) });
    options.push({ weight: 1, arbitrary: fc.constantFrom(...keys).map((keep) => ({ [keep]: object[keep] as Json })) });
  }
  return fc.oneof(...options);
}

/** Raw bodies that are not the JSON a route reads: invalid JSON, NaN, bytes that are not UTF-8, too deep, too large. */
export function hostileRawBody(valid: Json, maxBytes: number): fc.Arbitrary<FuzzBody> {
  const text = JSON.stringify(valid);
  return fc.oneof(
    fc.constantFrom<FuzzBody>(
      { text: "" },
      { text: "{" },
      { text: "nul" },
      { text: '{"a":NaN}' },
      { text: '{"a":Infinity}' },
      { text: "[1,]" },
      { text: `${text}garbage` },
      { text: `{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}` },
      { text: `{"a":"\\ud800"}` },
      { text: `{"\\u0000":1}` },
      { bytes: Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]) },
      { bytes: Uint8Array.from([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]) },
      { text: nestedText(Math.max(1, Math.floor(maxBytes / 2) - 2), false) },
      { text: nestedText(Math.max(1, Math.floor(maxBytes / 6) - 2), true) },
      { text: `{"x":"${"y".repeat(maxBytes)}"}` },
      { text: " ".repeat(maxBytes + 1) },
    ),
    fc.string({ unit: "binary", maxLength: 40 }).map((t) => ({ text: t })),
  );
}

/** Content types a route may be sent. */
export const CONTENT_TYPES = ["application/json", "application/json; charset=utf-8", "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/xml", ""] as const;

/** Header values as a client can send them (visible Latin-1 and tabs: what the Headers class accepts). */
export const headerText = fc.string({ unit: fc.oneof(fc.integer({ min: 0x20, max: 0x7e }), fc.integer({ min: 0xa0, max: 0xff }), fc.constant(0x09)).map((c) => String.fromCharCode(c)), maxLength: 300 });

/** A query string: the valid one with values broken, keys added or repeated, and raw percent-encoding junk. */
export function hostileQuery(valid: Record<string, string>, ids: readonly number[]): fc.Arbitrary<string> {
  const keys = Object.keys(valid);
  const text = fc.oneof(fc.constantFrom(...NASTY_STRINGS), anyText, fc.constantFrom(...ids).map(String), fc.integer().map(String), fc.constantFrom("x".repeat(5000)));
  const encode = (params: Array<[string, string]>) => new URLSearchParams(params).toString();
  const entries = Object.entries(valid);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(encode(entries)) },
    { weight: 4, arbitrary: keys.length > 0 ? fc.tuple(fc.constantFrom(...keys), text).map(([k, v]) => encode(entries.map(([key, value]) => [key, key === k ? v : value]))) : text.map((v) => encode([["q", v]])) },
    { weight: 2, arbitrary: fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), anyText, fc.constantFrom(...keys, "x")), text).map(([k, v]) => encode([...entries, [k, v]])) },
    { weight: 1, arbitrary: keys.length > 0 ? fc.constantFrom(...keys).map((k) => encode([...entries, [k, valid[k] ?? ""]])) : fc.constant("") },
    { weight: 1, arbitrary: keys.length > 0 ? fc.constantFrom(...keys).map((drop) => encode(entries.filter(([k]) => k !== drop))) : fc.constant("") },
    {
      weight: 2,
      arbitrary: fc.constantFrom("%00", "%", "%zz", "%ED%A0%80", "%FF%FE", "a=%C0%AF", `${keys[0] ?? "q"}[]=1`, `${keys[0] ?? "q"}=1&${keys[0] ?? "q"}=2`, "&&&", "=", "__proto__[x]=1", "constructor=1").map((raw) => `${encode(entries)}&${raw}`),
    },
  );
}

/** A path segment in place of an id or a name: real ids of this and other sites and dealerships, and junk. */
export function hostileSegment(good: readonly string[], ids: readonly number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...good) },
    { weight: 3, arbitrary: fc.constantFrom(...ids).map(String) },
    { weight: 2, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 1, arbitrary: anyText },
  );
}
