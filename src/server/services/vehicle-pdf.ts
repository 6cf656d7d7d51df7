import "server-only";
import sharp from "sharp";
import { formatCurrency, priceDisplay } from "@/domain/price-display";
import { formatAustralianPhone } from "@/domain/phone-format";
import type { VehicleWithLocation } from "@/server/data/vehicles";
import { logger } from "@/server/logger";
import { parseGeneratedImagePath } from "@/server/media/generated-media";
import { mediaCacheDir, renderJpeg } from "@/server/media/rasterise";
import { A4, buildPdf, wrapText, type PdfItem, type PdfJpeg, type Rgb } from "@/server/pdf/pdf-writer";
import type { Site } from "@/server/sites/site-store";
import { vehicleDetailRows } from "./vehicle-page";

function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace("#", "").slice(0, 6), 16);
  return [((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255];
}

/** The car's first picture as JPEG bytes, when the platform has it locally (generated demo art). */
async function firstPicture(url: string | undefined): Promise<PdfJpeg | null> {
  if (!url?.startsWith("/media/gen/")) return null;
  const input = parseGeneratedImagePath(url.slice("/media/gen/".length).split("/"));
  if (!input) return null;
  try {
    const bytes = await renderJpeg(input, mediaCacheDir());
    const meta = await sharp(bytes).metadata();
    const channels = meta.channels === 1 || meta.channels === 4 ? meta.channels : 3;
    if (!meta.width || !meta.height) return null;
    return { bytes: new Uint8Array(bytes), pixelWidth: meta.width, pixelHeight: meta.height, components: channels };
  } catch (error) {
    logger.warn({ err: error, url }, "car PDF made without its picture");
    return null;
  }
}

const GREY: Rgb = [0.35, 0.38, 0.42];

/**
 * The car as a one-page A4 PDF (spec 002 §2, the 'Print PDF' button): picture, title, price, key facts,
 * the dealer's comments, where it is and whom to call, and the page's address.
 */
export async function vehiclePdf(site: Site, { vehicle, location, dealership }: VehicleWithLocation, pageUrl: string): Promise<Uint8Array> {
  const margin = 40;
  const width = A4.width - margin * 2;
  const brand = hexToRgb(site.theme.primary);
  const items: PdfItem[] = [{ kind: "rect", x: 0, y: A4.height - 56, width: A4.width, height: 56, colour: brand }];
  const brandText = hexToRgb(site.theme.primaryForeground);
  items.push({ kind: "text", x: margin, y: A4.height - 35, size: 16, bold: true, text: site.name, colour: brandText });
  let y = A4.height - 90;

  const title = `${vehicle.year} ${vehicle.make} ${vehicle.model}${vehicle.badge ? ` ${vehicle.badge}` : ""}`;
  for (const line of wrapText(title, width, 20, true)) {
    items.push({ kind: "text", x: margin, y, size: 20, bold: true, text: line });
    y -= 24;
  }
  if (vehicle.series) {
    items.push({ kind: "text", x: margin, y, size: 11, text: vehicle.series, colour: GREY });
    y -= 18;
  }

  const picture = await firstPicture(vehicle.media.images[0]?.url);
  if (picture) {
    const height = Math.round((width / picture.pixelWidth) * picture.pixelHeight * 0.6);
    const pictureWidth = (height / picture.pixelHeight) * picture.pixelWidth;
    y -= height;
    items.push({ kind: "jpeg", x: margin, y, width: pictureWidth, height, image: picture });
    y -= 18;
  }

  const price = priceDisplay(vehicle, { subscriptionSite: site.settings.features.subscription, noPriceText: site.settings.card.noPriceText });
  const priceText = price.kind === "none" || price.kind === "preorder" ? price.text : `${formatCurrency(price.amount)}${price.kind === "subscription" ? " /wk" : ""}${vehicle.priceType && price.kind !== "subscription" ? ` ${vehicle.priceType}` : ""}`;
  items.push({ kind: "text", x: margin, y, size: 18, bold: true, text: priceText, colour: brand });
  if (vehicle.status === "sold") items.push({ kind: "text", x: margin + 300, y, size: 14, bold: true, text: "SOLD", colour: [0.75, 0.1, 0.1] });
  y -= 28;

  const shown = vehicleDetailRows(site, vehicle).map((row) => [row.label, row.value] as const);
  const column = width / 2;
  shown.forEach(([label, value], i) => {
    const x = margin + (i % 2) * column;
    const rowY = y - Math.floor(i / 2) * 18;
    items.push({ kind: "text", x, y: rowY, size: 10, text: label, colour: GREY });
    items.push({ kind: "text", x: x + 90, y: rowY, size: 10, bold: true, text: String(value) });
  });
  y -= Math.ceil(shown.length / 2) * 18 + 10;
  items.push({ kind: "line", x1: margin, y1: y + 6, x2: A4.width - margin, y2: y + 6 });
  y -= 12;

  if (vehicle.dealerComments && vehicle.status !== "sold") {
    items.push({ kind: "text", x: margin, y, size: 12, bold: true, text: "Dealer Comments" });
    y -= 16;
    const comments = vehicle.dealerComments.split("|").map((p) => p.trim()).filter(Boolean).join("\n");
    for (const line of wrapText(comments, width, 9.5)) {
      if (y < 110) break;
      items.push({ kind: "text", x: margin, y, size: 9.5, text: line });
      y -= 13;
    }
  }

  const phone = location?.phone ?? site.settings.contact.phone;
  const footer = [location?.name ?? dealership.name, location ? `${location.city} ${location.state}` : null, phone ? `Call ${formatAustralianPhone(phone)}` : null].filter(Boolean).join("  ·  ");
  items.push({ kind: "line", x1: margin, y1: 70, x2: A4.width - margin, y2: 70 });
  items.push({ kind: "text", x: margin, y: 54, size: 10, bold: true, text: footer });
  items.push({ kind: "text", x: margin, y: 40, size: 9, text: pageUrl, colour: GREY });
  return buildPdf(items, { title, author: site.name });
}
