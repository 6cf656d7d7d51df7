import "server-only";
import { Readable } from "node:stream";
import { CsvError, parse } from "csv-parse";
import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * A dealer's stock feed file read into rows of cells by header, with each row's line in the file (for the refusals
 * the dealer reads). The file formats are the libraries': csv-parse for CSV, fast-xml-parser for XML; nothing here
 * splits a line or a tag by hand. Everything is bounded before it is read: the file's bytes, the rows, a record's
 * size, XML's nesting; a file past a bound is refused whole with a message saying which.
 */

export type FeedFormat = "csv" | "xml";

/** The largest file read (20 MB: a dealer group's whole stock with long comments is a few MB). */
export const MAX_FEED_BYTES = 20 * 1024 * 1024;
/** The most rows read: a larger file is not one dealership's stock. */
export const MAX_FEED_ROWS = 200_000;
/** The largest CSV record (one car's row, every cell): 100 image URLs and 4 KB of comments fit many times over. */
export const MAX_RECORD_BYTES = 256 * 1024;

export interface FeedRow {
  /** The line of the file the row starts on (CSV: the line its record ends on, which is the same but for quoted line breaks). */
  line: number;
  cells: Record<string, string>;
}

export interface ParsedFeed {
  format: FeedFormat;
  headers: string[];
  rows: FeedRow[];
}

export type FeedParseResult = { ok: true; feed: ParsedFeed } | { ok: false; message: string; line?: number };

/** The format a file is in: the one named, else its extension, else whether its text starts with `<`. */
export function feedFormatOf(name: string, text: string, named?: FeedFormat): FeedFormat {
  if (named) return named;
  if (/\.xml$/i.test(name)) return "xml";
  if (/\.(csv|txt)$/i.test(name)) return "csv";
  return text.trimStart().startsWith("<") ? "xml" : "csv";
}

const lineAt = (text: string, index: number): number => {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
};

/**
 * The file's text, or why it cannot be read. A file that is not UTF-8 is REFUSED, not decoded as Windows-1252: a
 * guessed encoding turns a "é" or a "’" into other letters on the dealer's website without anyone seeing it, while
 * every dealer system can export UTF-8 ("CSV UTF-8" in Excel). A file the browser already decoded with
 * replacement characters (U+FFFD) is refused the same way.
 */
export function feedText(bytes: Uint8Array): { ok: true; text: string } | { ok: false; message: string; line?: number } {
  if (bytes.byteLength > MAX_FEED_BYTES) return { ok: false, message: `The file is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB; at most ${MAX_FEED_BYTES / 1024 / 1024} MB can be imported at once` };
  if (bytes.byteLength === 0) return { ok: false, message: "The file is empty" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // The line of the first byte that is not UTF-8, read leniently only to count the lines before it.
    const lenient = new TextDecoder("utf-8").decode(bytes);
    const line = lineAt(lenient, lenient.indexOf("\uFFFD"));
    return { ok: false, line, message: `The file is not UTF-8 text (line ${line} has a character in another encoding, such as Windows-1252). Save or export it as "CSV UTF-8" and try again` };
  }
  const replaced = text.indexOf("\uFFFD");
  if (replaced !== -1) {
    const line = lineAt(text, replaced);
    return { ok: false, line, message: `The file is not UTF-8 text (line ${line} has a character that could not be read). Save or export it as "CSV UTF-8" and try again` };
  }
  return { ok: true, text };
}

/** A file read into rows, or the one reason it cannot be. */
export async function parseFeed(file: { name: string; bytes: Uint8Array }, format?: FeedFormat): Promise<FeedParseResult> {
  const decoded = feedText(file.bytes);
  if (!decoded.ok) return decoded;
  const kind = feedFormatOf(file.name, decoded.text, format);
  return kind === "xml" ? parseXmlFeed(decoded.text) : parseCsvFeed(decoded.text);
}

const CSV_WORDS: Record<string, string> = {
  CSV_RECORD_INCONSISTENT_FIELDS_LENGTH: "this row has a different number of cells from the header row",
  CSV_MAX_RECORD_SIZE: `this row is longer than ${MAX_RECORD_BYTES / 1024} KB (a cell far too large)`,
  CSV_QUOTE_NOT_CLOSED: "a quoted cell is never closed",
  CSV_INVALID_CLOSING_QUOTE: 'a quote (") is followed by something other than a comma or the line\'s end',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'a quote (") is followed by something other than a comma or the line\'s end',
  CSV_INVALID_OPENING_QUOTE: 'a quote (") opens in the middle of a cell',
  CSV_RECORD_INCONSISTENT_COLUMNS: "this row has a different number of cells from the header row",
};

/** A CSV feed: the first row names the columns, every row has as many cells (csv-parse, streamed record by record). */
export async function parseCsvFeed(text: string): Promise<FeedParseResult> {
  const parser = Readable.from([text]).pipe(
    parse({
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim()),
      relax_column_count: false,
      max_record_size: MAX_RECORD_BYTES,
      skip_empty_lines: true,
      info: true,
    }),
  );
  const rows: FeedRow[] = [];
  let headers: string[] = [];
  try {
    for await (const item of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
      if (rows.length === 0) headers = Object.keys(item.record);
      if (rows.length >= MAX_FEED_ROWS) {
        parser.destroy();
        return { ok: false, message: `The file has more than ${MAX_FEED_ROWS.toLocaleString("en-AU")} rows; import it in parts` };
      }
      rows.push({ line: item.info.lines, cells: item.record });
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof (error as { lines?: unknown }).lines === "number" ? (error as unknown as { lines: number }).lines : undefined;
      const words = CSV_WORDS[error.code] ?? error.message;
      return { ok: false, line, message: line ? `The file is not a CSV this import can read: at line ${line}, ${words}` : `The file is not a CSV this import can read: ${words}` };
    }
    throw error;
  }
  if (rows.length === 0) return { ok: false, message: "The file has a header row but no cars" };
  return { ok: true, feed: { format: "csv", headers, rows } };
}

/** The element names a vehicle goes by in the XML feeds seen (`<Stock><Vehicle>`, `<vehicles><vehicle>`, `<Inventory><Item>`). */
const VEHICLE_TAGS = new Set(["vehicle", "car", "item", "listing", "stockitem", "unit"]);

/**
 * An XML feed: one element per vehicle under the root (which element is detected: the child of the root named like
 * a vehicle, else the root's only kind of child), each of its child elements a cell by tag name; a child holding a
 * list (`<Images><Image>…</Image><Image>…</Image></Images>`) is its items joined by `;`, as a CSV cell holds them.
 * Entity expansion is off by construction: a document with a DTD (`<!DOCTYPE`, where entities are declared) is
 * refused before parsing, so only XML's five predefined entities and character references are decoded.
 */
export function parseXmlFeed(text: string): FeedParseResult {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return { ok: false, message: "The XML file has a DOCTYPE; feeds with a document type or entities are not accepted" };
  const valid = XMLValidator.validate(text, { allowBooleanAttributes: true });
  if (valid !== true) return { ok: false, line: valid.err.line, message: `The file is not well-formed XML: at line ${valid.err.line}, ${valid.err.msg}` };
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    trimValues: true,
    processEntities: true,
    htmlEntities: false,
    captureMetaData: true,
    maxNestedTags: 16,
  });
  let document: Record<string, unknown>;
  try {
    document = parser.parse(text) as Record<string, unknown>;
  } catch (error) {
    return { ok: false, message: `The file is not XML this import can read: ${error instanceof Error ? error.message : String(error)}` };
  }
  const rootName = Object.keys(document).find((k) => !k.startsWith("?"));
  const root = rootName ? document[rootName] : undefined;
  if (!root || typeof root !== "object" || Array.isArray(root)) return { ok: false, message: "The XML file has no vehicles under its root element" };
  const children = Object.keys(root);
  const vehicleTag = children.find((k) => VEHICLE_TAGS.has(k.toLowerCase())) ?? (children.length === 1 ? children[0] : undefined);
  if (!vehicleTag) return { ok: false, message: `The XML file's root <${rootName}> holds no <Vehicle> elements (it holds ${children.map((c) => `<${c}>`).join(", ") || "nothing"})` };
  const found = (root as Record<string, unknown>)[vehicleTag];
  const elements = Array.isArray(found) ? found : [found];
  if (elements.length > MAX_FEED_ROWS) return { ok: false, message: `The file has more than ${MAX_FEED_ROWS.toLocaleString("en-AU")} vehicles; import it in parts` };
  const meta = XMLParser.getMetaDataSymbol() as unknown as symbol;
  // Line starts once, so each vehicle's line is a binary search rather than a count from the top.
  const starts = [0];
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
  const lineOf = (index: number): number => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] ?? 0) <= index) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const headers = new Set<string>();
  const rows: FeedRow[] = [];
  for (const element of elements) {
    const cells: Record<string, string> = {};
    const start = element && typeof element === "object" ? (element as Record<symbol, { startIndex?: number } | undefined>)[meta]?.startIndex : undefined;
    if (element && typeof element === "object") {
      for (const [tag, value] of Object.entries(element as Record<string, unknown>)) {
        cells[tag] = cellOf(value);
        headers.add(tag);
      }
    }
    rows.push({ line: start === undefined ? 0 : lineOf(start), cells });
  }
  if (rows.length === 0) return { ok: false, message: "The XML file has no vehicles" };
  return { ok: true, feed: { format: "xml", headers: [...headers], rows } };
}

/** An element's text; a list (`<Images><Image/>…`, or the tag repeated) joined by `;`. */
function cellOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.map(cellOf).filter((v) => v !== "").join(";");
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 1 && entries[0]) return cellOf(entries[0][1]);
    const textValue = (value as Record<string, unknown>)["#text"];
    if (textValue !== undefined) return cellOf(textValue);
    return entries.map(([, v]) => cellOf(v)).filter((v) => v !== "").join(";");
  }
  return "";
}
