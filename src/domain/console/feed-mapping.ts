/**
 * A dealer's stock feed (issue 35): which column of the file is which field of a car, and what a cell must look like
 * to be imported (what importing a file would change is feed-diff.ts). Pure: parsing the file is `src/server/console/feed-parse.ts`,
 * writing the changes `src/server/data/stock-import.ts`.
 *
 * Validation is strict on purpose: a feed is written by another system and nobody reads it before it reaches the
 * dealer's website, so a cell we cannot read with certainty refuses its row (with the field and the reason) rather
 * than guessing. A refused row changes nothing; the rest of the file still imports.
 */
import type { CarType, StockStatus } from "@/domain/vehicle/types";

/** The car fields a feed can fill, in the order the preview lists them. */
export const FEED_FIELDS = [
  "stocknum",
  "vin",
  "regplate",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "body",
  "transmission",
  "fuel",
  "km",
  "colour",
  "price",
  "offerPrice",
  "status",
  "carType",
  "dealerComments",
  "features",
  "images",
] as const;
export type FeedField = (typeof FEED_FIELDS)[number];

/** The fields a row cannot do without: a car is found by its stock number and titled by year, make and model. */
export const REQUIRED_FEED_FIELDS: readonly FeedField[] = ["stocknum", "year", "make", "model"];

/**
 * The documented default mapping: for each field, the header spellings the common dealer exchange formats use
 * (compared without case, spaces, `_`, `-` and `.`, so "Stock No", "stock_number" and "STOCKNO" are one spelling).
 */
export const DEFAULT_FEED_HEADERS: Readonly<Record<FeedField, readonly string[]>> = {
  stocknum: ["StockNumber", "Stock No", "StockNo", "Stock", "Stock #", "StockID", "StockCode", "Stock_Number"],
  vin: ["VIN", "VINNumber", "Chassis", "ChassisNumber"],
  regplate: ["Rego", "Registration", "RegistrationNumber", "RegoNumber", "RegPlate", "Plate", "NumberPlate"],
  year: ["Year", "BuildYear", "ModelYear", "ReleaseYear"],
  make: ["Make", "Manufacturer", "Brand"],
  model: ["Model"],
  badge: ["Badge", "Variant", "Grade", "Trim"],
  series: ["Series"],
  body: ["Body", "BodyType", "BodyStyle"],
  transmission: ["Transmission", "Gearbox", "Trans"],
  fuel: ["Fuel", "FuelType"],
  km: ["Odometer", "KM", "Kms", "Kilometres", "Kilometers", "Mileage", "OdometerReading"],
  colour: ["Colour", "Color", "ExteriorColour", "ExteriorColor", "Paint"],
  price: ["Price", "DriveAwayPrice", "RetailPrice", "AdvertisedPrice", "SellingPrice", "DAP"],
  offerPrice: ["OfferPrice", "SpecialPrice", "SalePrice", "WebPrice"],
  status: ["Status", "StockStatus", "Availability"],
  carType: ["Condition", "CarType", "NewUsed", "VehicleType", "Type"],
  dealerComments: ["Comments", "Description", "DealerComments", "SellerComments", "Notes"],
  features: ["Features", "Options", "Equipment", "StandardEquipment", "FeatureList"],
  images: ["Images", "Photos", "ImageURLs", "PhotoURLs", "Pictures", "ImageList"],
};

/** A mapping the dealer saved: their own header for some fields, and the fields the feed may change even where a person edited them by hand. */
export interface SavedFeedMapping {
  columns?: Partial<Record<FeedField, string>>;
  override?: readonly FeedField[];
}

/** Which header of this file each field is read from (absent: the file does not say, and the field is left alone). */
export interface FeedMapping {
  columns: Partial<Record<FeedField, string>>;
  /** Fields the feed may change on a car even where a person locked them by editing them in the console. */
  override: readonly FeedField[];
}

export type MappingResult = { ok: true; mapping: FeedMapping } | { ok: false; missing: FeedField[] };

const headerKey = (header: string): string => header.toLowerCase().replace(/[\s_\-.#]+/g, "");

/**
 * The mapping for a file's headers: the saved mapping's column where it names one the file has, else the first
 * default spelling found. Refused when a required field has no column.
 */
export function resolveMapping(headers: readonly string[], saved?: SavedFeedMapping): MappingResult {
  const byKey = new Map<string, string>();
  for (const header of headers) if (!byKey.has(headerKey(header))) byKey.set(headerKey(header), header);
  const columns: Partial<Record<FeedField, string>> = {};
  const taken = new Set<string>();
  for (const field of FEED_FIELDS) {
    const own = saved?.columns?.[field];
    const spellings = own !== undefined ? [own] : DEFAULT_FEED_HEADERS[field];
    for (const spelling of spellings) {
      const header = byKey.get(headerKey(spelling));
      if (header !== undefined && !taken.has(header)) {
        columns[field] = header;
        taken.add(header);
        break;
      }
    }
  }
  const missing = REQUIRED_FEED_FIELDS.filter((f) => columns[f] === undefined);
  if (missing.length > 0) return { ok: false, missing };
  return { ok: true, mapping: { columns, override: [...(saved?.override ?? [])] } };
}

/**
 * A car as the feed describes it. A field is undefined when the file has no column for it (the car's value is left
 * as it is); null when the column is there and the cell is empty.
 */
export interface FeedVehicle {
  stocknum: string;
  year: number;
  make: string;
  model: string;
  vin?: string | null;
  regplate?: string | null;
  badge?: string | null;
  series?: string | null;
  body?: string | null;
  transmission?: string | null;
  fuel?: string | null;
  km?: number;
  colour?: string | null;
  price?: number;
  offerPrice?: number | null;
  status?: StockStatus;
  carType?: CarType;
  dealerComments?: string | null;
  features?: string[];
  images?: string[];
}

export type FeedRowResult = { ok: true; vehicle: FeedVehicle } | { ok: false; reason: string; field: FeedField | null };

/** The largest cell read (4 KB of text): a longer one is not a car's detail but a mistake or an attack. */
export const MAX_CELL_CHARS = 4096;
export const MAX_IMAGES = 100;
export const MAX_FEATURES = 200;
export const MAX_PRICE = 5_000_000;
export const MAX_KM = 2_000_000;

// C0 and C1 controls and DEL (tab, CR and LF are dealt with apart), and the bidi overrides that can disguise text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

/** One line of text: controls removed, runs of white space (tabs and line breaks too) one space. */
export function cleanLine(text: string): string {
  return text.replace(CONTROL, "").replace(/\s+/g, " ").trim();
}

/** Text of several lines (comments): controls removed, line breaks kept as \n, at most one blank line in a row. */
export function cleanParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(CONTROL, "")
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/**
 * Whether a cell would be read as a formula by a spreadsheet that opens a file this text later goes into (CSV
 * injection): it starts with `=`, `+`, `-` or `@` (or a tab or carriage return before one). A list's bullet ("- Sunroof",
 * "+ Tow bar": the sign and a space) is not a formula. Such cells are REFUSED with their row, not stripped: stripping
 * would change the dealer's words without telling them, and a real feed has no reason to send one.
 */
export function looksLikeFormula(cell: string): boolean {
  const text = cell.replace(/^[\t\r ]+/, "");
  if (text.length === 0) return false;
  const first = text[0];
  if (first === "=" || first === "@") return true;
  if (first === "+" || first === "-") return text.length > 1 && text[1] !== " ";
  return false;
}

const WORD_STATUSES: ReadonlyMap<string, StockStatus> = new Map([
  ...["", "instock", "available", "active", "forsale", "current", "live", "yes", "stock"].map((w) => [w, "in_stock"] as const),
  ...["comingsoon", "intransit", "arriving", "onorder", "incoming", "ordered", "pending"].map((w) => [w, "coming_soon"] as const),
  ...["sold", "soldout", "delivered", "unavailable", "no"].map((w) => [w, "sold"] as const),
  ...["other", "hold", "onhold", "deposittaken", "reserved", "underoffer"].map((w) => [w, "other"] as const),
]);

const WORD_CAR_TYPES: ReadonlyMap<string, CarType> = new Map([
  ...["new", "brandnew", "n"].map((w) => [w, "new"] as const),
  ...["used", "preowned", "secondhand", "u", "usedcar"].map((w) => [w, "used"] as const),
  ...["demo", "demonstrator", "d", "exdemo"].map((w) => [w, "demo"] as const),
]);

const wordKey = (text: string): string => text.toLowerCase().replace(/[\s_\-.]+/g, "");

/** Whole dollars: "$34,990", "34990", "34,990.00" (no cents: a price with cents is refused, not rounded). Empty or "POA": 0. */
export function parseDollars(text: string): number | "empty" | null {
  const cleaned = text.replace(/^\s*(AUD|A\$|\$)\s*/i, "").replace(/[\s,]/g, "").replace(/^\$/, "");
  if (cleaned === "" || /^poa$/i.test(cleaned)) return "empty";
  const match = /^(\d{1,9})(?:\.00?)?$/.exec(cleaned);
  if (!match?.[1]) return null;
  return Number(match[1]);
}

/** Kilometres: "45,123", "45123 km", "45 123". Empty: "empty". */
export function parseKilometres(text: string): number | "empty" | null {
  const cleaned = text.replace(/\s*(km|kms|kilometres|kilometers)\s*$/i, "").replace(/[\s,]/g, "");
  if (cleaned === "") return "empty";
  if (!/^\d{1,9}$/.test(cleaned)) return null;
  return Number(cleaned);
}

/** The images of a cell: `;`-separated URLs, each http(s) only (no `javascript:`, `data:`, `file:` or relative paths). */
export function parseImageList(text: string): { ok: true; urls: string[] } | { ok: false; reason: string } {
  const parts = text
    .split(";")
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  if (parts.length > MAX_IMAGES) return { ok: false, reason: `${parts.length} images: at most ${MAX_IMAGES} are imported per car` };
  const urls: string[] = [];
  for (const part of parts) {
    let url: URL;
    try {
      url = new URL(part);
    } catch {
      return { ok: false, reason: `"${part.slice(0, 80)}" is not a web address` };
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return { ok: false, reason: `"${part.slice(0, 80)}" is not an http or https address` };
    if (url.username || url.password) return { ok: false, reason: `"${part.slice(0, 80)}" carries a user name or password` };
    if (!urls.includes(url.href)) urls.push(url.href);
  }
  return { ok: true, urls };
}

export interface FeedRowContext {
  /** The latest model year accepted (next year: a new model is sold the year before its badge says). */
  latestYear: number;
}

const refuse = (field: FeedField | null, reason: string): FeedRowResult => ({ ok: false, reason, field });

/**
 * One row of a feed as a car, or why it is refused (the first problem found, naming its field). The row is the file's
 * cells by header; the mapping says which header is which field.
 */
export function feedRowToVehicle(row: Readonly<Record<string, string | undefined>>, mapping: FeedMapping, context: FeedRowContext): FeedRowResult {
  const raw: Partial<Record<FeedField, string>> = {};
  for (const field of FEED_FIELDS) {
    const header = mapping.columns[field];
    if (header === undefined) continue;
    const cell = row[header] ?? "";
    if (cell.length > MAX_CELL_CHARS) return refuse(field, `the ${FIELD_LABELS[field]} cell is ${cell.length} characters long; at most ${MAX_CELL_CHARS} are read`);
    if (looksLikeFormula(cell) && field !== "km" && field !== "price" && field !== "offerPrice" && field !== "year") {
      return refuse(field, `the ${FIELD_LABELS[field]} cell starts with "${cell.trim()[0]}", which a spreadsheet would run as a formula; the row was not imported`);
    }
    raw[field] = cell;
  }

  const stocknum = cleanLine(raw.stocknum ?? "");
  if (stocknum === "") return refuse("stocknum", "the stock number is empty");
  if (stocknum.length > 40) return refuse("stocknum", "the stock number is longer than 40 characters");

  const yearText = cleanLine(raw.year ?? "");
  if (!/^\d{4}$/.test(yearText)) return refuse("year", yearText === "" ? "the year is empty" : `"${yearText.slice(0, 20)}" is not a year`);
  const year = Number(yearText);
  if (year < 1900 || year > context.latestYear) return refuse("year", `${year} is outside 1900 to ${context.latestYear}`);

  const make = cleanLine(raw.make ?? "");
  if (make === "") return refuse("make", "the make is empty");
  const model = cleanLine(raw.model ?? "");
  if (model === "") return refuse("model", "the model is empty");
  for (const [field, value] of [["make", make], ["model", model]] as const) if (value.length > 80) return refuse(field, `the ${field} is longer than 80 characters`);

  const vehicle: FeedVehicle = { stocknum, year, make, model };

  for (const field of ["badge", "series", "body", "transmission", "fuel", "colour"] as const) {
    if (raw[field] === undefined) continue;
    const value = cleanLine(raw[field]);
    if (value.length > 120) return refuse(field, `the ${FIELD_LABELS[field]} is longer than 120 characters`);
    vehicle[field] = value === "" ? null : value;
  }

  if (raw.vin !== undefined) {
    const vin = cleanLine(raw.vin).toUpperCase().replace(/\s+/g, "");
    // 17 characters since 1989; older cars carry shorter chassis numbers, so 5 to 17 letters and digits.
    if (vin !== "" && !/^[A-Z0-9]{5,17}$/.test(vin)) return refuse("vin", `"${vin.slice(0, 30)}" is not a VIN (5 to 17 letters and digits)`);
    vehicle.vin = vin === "" ? null : vin;
  }
  if (raw.regplate !== undefined) {
    const rego = cleanLine(raw.regplate).toUpperCase().replace(/[\s-]+/g, "");
    if (rego !== "" && !/^[A-Z0-9]{1,9}$/.test(rego)) return refuse("regplate", `"${rego.slice(0, 30)}" is not a registration (1 to 9 letters and digits)`);
    vehicle.regplate = rego === "" ? null : rego;
  }

  if (raw.km !== undefined) {
    const km = parseKilometres(cleanLine(raw.km));
    if (km === null || (km !== "empty" && km > MAX_KM)) return refuse("km", `"${cleanLine(raw.km).slice(0, 30)}" is not kilometres (a whole number, 0 to ${MAX_KM.toLocaleString("en-AU")})`);
    vehicle.km = km === "empty" ? 0 : km;
  }
  if (raw.price !== undefined) {
    const price = parseDollars(cleanLine(raw.price));
    if (price === null || (price !== "empty" && price > MAX_PRICE)) return refuse("price", `"${cleanLine(raw.price).slice(0, 30)}" is not a price (whole dollars, 0 to $5,000,000)`);
    // An empty price is 0, which the sites show as "price on application" (the column's own default).
    vehicle.price = price === "empty" ? 0 : price;
  }
  if (raw.offerPrice !== undefined) {
    const offer = parseDollars(cleanLine(raw.offerPrice));
    if (offer === null || (offer !== "empty" && offer > MAX_PRICE)) return refuse("offerPrice", `"${cleanLine(raw.offerPrice).slice(0, 30)}" is not an offer price (whole dollars, 0 to $5,000,000)`);
    vehicle.offerPrice = offer === "empty" || offer === 0 ? null : offer;
  }
  if (raw.status !== undefined) {
    const status = WORD_STATUSES.get(wordKey(cleanLine(raw.status)));
    if (status === undefined) return refuse("status", `"${cleanLine(raw.status).slice(0, 30)}" is not a status this import knows (in stock, coming soon, sold, other)`);
    vehicle.status = status;
  }
  if (raw.carType !== undefined && cleanLine(raw.carType) !== "") {
    const carType = WORD_CAR_TYPES.get(wordKey(cleanLine(raw.carType)));
    if (carType === undefined) return refuse("carType", `"${cleanLine(raw.carType).slice(0, 30)}" is not new, used or demo`);
    vehicle.carType = carType;
  }
  if (raw.dealerComments !== undefined) {
    const comments = cleanParagraphs(raw.dealerComments);
    vehicle.dealerComments = comments === "" ? null : comments;
  }
  if (raw.features !== undefined) {
    // Features are `;`-separated like images; some exports use `|` or one per line.
    const features = [...new Set(raw.features.split(/[;|\n]/).map(cleanLine).filter((f) => f.length > 0))];
    if (features.length > MAX_FEATURES) return refuse("features", `${features.length} features: at most ${MAX_FEATURES} are imported per car`);
    if (features.some(looksLikeFormula)) return refuse("features", "a feature starts with a formula sign (= + - @)");
    vehicle.features = features;
  }
  if (raw.images !== undefined) {
    const images = parseImageList(raw.images);
    if (!images.ok) return refuse("images", images.reason);
    vehicle.images = images.urls;
  }
  return { ok: true, vehicle };
}

/** The words the preview and refusals use for each field. */
export const FIELD_LABELS: Readonly<Record<FeedField, string>> = {
  stocknum: "stock number",
  vin: "VIN",
  regplate: "registration",
  year: "year",
  make: "make",
  model: "model",
  badge: "badge",
  series: "series",
  body: "body",
  transmission: "transmission",
  fuel: "fuel",
  km: "kilometres",
  colour: "colour",
  price: "price",
  offerPrice: "offer price",
  status: "status",
  carType: "condition",
  dealerComments: "comments",
  features: "features",
  images: "images",
};

/**
 * The condition of a new car the feed does not name: the feed's own word when it has one, else by kilometres: at
 * most 100 km is new (a delivery drive), more is used. A demonstrator cannot be told from its odometer, so "demo"
 * comes only from the feed. A coming-soon car with no odometer reading is new.
 */
export function carTypeOf(vehicle: FeedVehicle): CarType {
  if (vehicle.carType) return vehicle.carType;
  return (vehicle.km ?? 0) <= 100 ? "new" : "used";
}
