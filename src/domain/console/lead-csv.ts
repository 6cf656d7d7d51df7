/**
 * The leads inbox's CSV export: its columns, one lead's row, and the cell and line rules that keep the file safe to
 * open in a spreadsheet (no cell can run as a formula) and readable by any CSV reader (RFC 4180 quoting).
 */
import { formatAustralianPhone } from "@/domain/contact/phone-format";
import { LEAD_STATUS_LABELS, LOST_REASON_LABELS, type LeadStatus, type LostReason } from "@/domain/console/lead-status";

/** The export's header, in column order. */
export const LEAD_CSV_COLUMNS = [
  "Received",
  "Status",
  "Lost reason",
  "Category",
  "Subcategory",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Car",
  "Stock number",
  "Location",
  "Assigned to",
  "First response (business minutes)",
  "Message",
] as const;

/** A lead as the export takes it: plain values, the time already formatted for the dealership's time zone. */
export interface LeadCsvInput {
  /** When it arrived, as the dealership reads it ("11/03/2026 9:15 am"). */
  receivedLocal: string;
  status: LeadStatus;
  lostReason: LostReason | null;
  category: string;
  subcategory: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  /** The car as the inbox names it ("2021 Toyota RAV4 GX"), or null for an enquiry about no car. */
  car: string | null;
  stockNumber: string | null;
  location: string | null;
  /** The assignee's name, or null when nobody has it. */
  assignedTo: string | null;
  /** Business minutes to the first response; null while unanswered. */
  responseMinutes: number | null;
  message: string | null;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell's text made safe from CSV formula injection: text beginning with =, +, -, @, a tab or a carriage return gets
 * a leading apostrophe, so a spreadsheet shows it as text instead of running it ("=HYPERLINK(...)" → "'=HYPERLINK(...)").
 */
export function csvSafeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * One lead's row, in LEAD_CSV_COLUMNS' order, each cell made safe by csvSafeCell: status and lost reason as labelled,
 * an Australian phone as the console shows it (0412 345 678), whole minutes, and an empty cell for a missing value.
 */
export function leadCsvRow(lead: LeadCsvInput): string[] {
  const text = (value: string | null) => value?.trim() ?? "";
  const cells: string[] = [
    lead.receivedLocal,
    LEAD_STATUS_LABELS[lead.status],
    lead.lostReason ? LOST_REASON_LABELS[lead.lostReason] : "",
    text(lead.category),
    text(lead.subcategory),
    text(lead.firstName),
    text(lead.lastName),
    text(lead.email),
    lead.phone?.trim() ? formatAustralianPhone(lead.phone.trim()) : "",
    text(lead.car),
    text(lead.stockNumber),
    text(lead.location),
    text(lead.assignedTo),
    lead.responseMinutes === null || !Number.isFinite(lead.responseMinutes) ? "" : String(Math.round(lead.responseMinutes)),
    text(lead.message),
  ];
  return cells.map(csvSafeCell);
}

/**
 * Cells joined as one CSV line (RFC 4180, no line ending): a cell holding a comma, a double quote, a line break or a
 * carriage return is wrapped in double quotes, its quotes doubled.
 */
export function csvLine(cells: readonly string[]): string {
  return cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",");
}
