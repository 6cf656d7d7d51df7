import "server-only";
import { formatAustralianDate, registrationText } from "@/domain/registration";
import { formatKms } from "@/domain/vehicle-specs";
import type { VehicleWithLocation } from "@/server/data/vehicles";
import { A4, buildPdf, type PdfItem, type Rgb } from "@/server/pdf/pdf-writer";

const GREY: Rgb = [0.35, 0.38, 0.42];
const GREEN: Rgb = [0.05, 0.45, 0.25];

/**
 * The demo data's history report of a used car (the file behind 'Car History Report'): a one-page A4 PDF with
 * the car's identity and the checks a shopper looks for. It says on its face that it is a sample, because the
 * checks are not real register searches; a dealer's own reports are uploaded files and never pass through here.
 */
export function demoHistoryReportPdf({ vehicle }: VehicleWithLocation, now: Date = new Date()): Uint8Array {
  const margin = 48;
  const items: PdfItem[] = [{ kind: "rect", x: 0, y: A4.height - 64, width: A4.width, height: 64, colour: [0.12, 0.16, 0.22] }];
  items.push({ kind: "text", x: margin, y: A4.height - 40, size: 18, bold: true, text: "Vehicle History Report", colour: [1, 1, 1] });
  let y = A4.height - 92;
  items.push({ kind: "text", x: margin, y, size: 10, text: "SAMPLE REPORT from Forecourt's demonstration data: not a real register search.", colour: [0.7, 0.1, 0.1], bold: true });
  y -= 32;
  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}${vehicle.badge ? ` ${vehicle.badge}` : ""}`;
  items.push({ kind: "text", x: margin, y, size: 16, bold: true, text: title });
  y -= 26;
  const identity: Array<[string, string]> = [
    ["VIN", vehicle.vin ?? "Not recorded"],
    ["Registration", vehicle.regplate ? `${vehicle.regplate}${vehicle.regoState ? ` (${vehicle.regoState})` : ""}` : "Not recorded"],
    ["Registration status", registrationText(vehicle.regoExpiry, { now, showUnregistered: true }) ?? "Unregistered"],
    ["Odometer at listing", formatKms(vehicle.km) ?? "Not recorded"],
    ["Colour", vehicle.colour ?? "Not recorded"],
    ["Stock number", vehicle.stocknum],
  ];
  for (const [label, value] of identity) {
    items.push({ kind: "text", x: margin, y, size: 10, text: label, colour: GREY });
    items.push({ kind: "text", x: margin + 150, y, size: 10, bold: true, text: value });
    y -= 17;
  }
  y -= 10;
  items.push({ kind: "line", x1: margin, y1: y + 6, x2: A4.width - margin, y2: y + 6 });
  y -= 16;
  items.push({ kind: "text", x: margin, y, size: 13, bold: true, text: "Checks" });
  y -= 22;
  const checks: Array<[string, string]> = [
    ["Written-off vehicle register", "No record found"],
    ["Stolen vehicle register", "No record found"],
    ["Finance owing (PPSR)", "No security interest recorded"],
    ["Odometer readings", "Consistent with the listing"],
  ];
  for (const [label, result] of checks) {
    items.push({ kind: "text", x: margin, y, size: 11, text: label });
    items.push({ kind: "text", x: margin + 250, y, size: 11, bold: true, text: result, colour: GREEN });
    y -= 20;
  }
  items.push({ kind: "line", x1: margin, y1: 70, x2: A4.width - margin, y2: 70 });
  items.push({ kind: "text", x: margin, y: 52, size: 9, text: `Prepared ${formatAustralianDate(now.toISOString().slice(0, 10)) ?? ""} for the dealer's listing of this car.`, colour: GREY });
  return buildPdf(items, { title: `Vehicle History Report: ${title}` });
}
