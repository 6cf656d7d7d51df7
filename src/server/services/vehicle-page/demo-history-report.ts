import "server-only";
import { formatAustralianDate, registrationText } from "@/domain/vehicle/registration";
import { formatKms } from "@/domain/vehicle/specs";
import { vehicleTitle } from "@/domain/vehicle/title";
import type { VehicleWithLocation } from "@/server/data/vehicles";
import { A4, PdfWriter, type Rgb } from "@/server/pdf/pdf-writer";

const GREY: Rgb = [0.35, 0.38, 0.42];
const GREEN: Rgb = [0.05, 0.45, 0.25];

/**
 * The demo data's history report of a used car (the file behind 'Car History Report'): a one-page A4 PDF with
 * the car's identity and the checks a shopper looks for. It says on its face that it is a sample, because the
 * checks are not real register searches; a dealer's own reports are uploaded files and never pass through here.
 */
export async function demoHistoryReportPdf({ vehicle }: VehicleWithLocation, now: Date = new Date()): Promise<Uint8Array> {
  const margin = 48;
  const title = vehicleTitle(vehicle, { badge: true });
  const pdf = await PdfWriter.create({ title: `Vehicle History Report: ${title}` }, { top: A4.height - 92, bottom: 80 });
  pdf.rect(0, A4.height - 64, A4.width, 64, [0.12, 0.16, 0.22]);
  pdf.text(margin, A4.height - 40, "Vehicle History Report", { size: 18, bold: true, colour: [1, 1, 1] });
  let y = pdf.y;
  pdf.text(margin, y, "SAMPLE REPORT from Forecourt's demonstration data: not a real register search.", { size: 10, bold: true, colour: [0.7, 0.1, 0.1] });
  y -= 32;
  pdf.text(margin, y, title, { size: 16, bold: true });
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
    pdf.text(margin, y, label, { size: 10, colour: GREY });
    pdf.text(margin + 150, y, value, { size: 10, bold: true });
    y -= 17;
  }
  y -= 10;
  pdf.line(margin, y + 6, A4.width - margin, y + 6);
  y -= 16;
  pdf.text(margin, y, "Checks", { size: 13, bold: true });
  y -= 22;
  const checks: Array<[string, string]> = [
    ["Written-off vehicle register", "No record found"],
    ["Stolen vehicle register", "No record found"],
    ["Finance owing (PPSR)", "No security interest recorded"],
    ["Odometer readings", "Consistent with the listing"],
  ];
  for (const [label, result] of checks) {
    pdf.text(margin, y, label, { size: 11 });
    pdf.text(margin + 250, y, result, { size: 11, bold: true, colour: GREEN });
    y -= 20;
  }
  pdf.line(margin, 70, A4.width - margin, 70);
  pdf.text(margin, 52, `Prepared ${formatAustralianDate(now.toISOString().slice(0, 10)) ?? ""} for the dealer's listing of this car.`, { size: 9, colour: GREY });
  return pdf.save();
}
