import "server-only";
import { hexChannels } from "@/domain/site/hex-colour";
import type { PDFImage } from "pdf-lib";
import type { VehicleWithLocation } from "@/server/data/vehicles";
import { logger } from "@/server/logger";
import { localPictureJpeg } from "@/server/media/pictures";
import { A4, PdfWriter, type Rgb } from "@/server/pdf/pdf-writer";
import type { Site } from "@/server/sites/site-store";
import { vehiclePrintModel } from "./vehicle-print";

/** The car's first picture as JPEG bytes, when the platform has it locally (generated demo art). */
async function firstPicture(url: string | undefined): Promise<Buffer | null> {
  try {
    return await localPictureJpeg(url);
  } catch (error) {
    logger.warn({ err: error, url }, "car PDF made without its picture");
    return null;
  }
}

const GREY: Rgb = [0.35, 0.38, 0.42];
const MARGIN = 40;
/** A theme colour (#rgb or #rrggbb, `hexChannels`) as the PDF's 0..1 channels. */
const pdfColour = (hex: string): Rgb => (hexChannels(hex) ?? [0, 0, 0]).map((c) => c / 255) as unknown as Rgb;

/**
 * The car as an A4 PDF (spec 002 §2, the 'Print PDF' button), laid out from the print model the print view
 * shows: picture, title, price, key facts, the dealer's comments (onto further pages when they run long),
 * and on every page the site's band, where the car is, whom to call and the page's address.
 */
export async function vehiclePdf(site: Site, found: VehicleWithLocation, pageUrl: string): Promise<Uint8Array> {
  const model = await vehiclePrintModel(site, found);
  const width = A4.width - MARGIN * 2;
  const brand = pdfColour(site.theme.primary);
  const brandText = pdfColour(site.theme.primaryForeground);
  const pdf = await PdfWriter.create(
    { title: model.title, author: model.siteName },
    {
      top: A4.height - 90,
      bottom: 110,
      onNewPage: (page) => {
        page.rect(0, A4.height - 56, A4.width, 56, brand);
        page.text(MARGIN, A4.height - 35, model.siteName, { size: 16, bold: true, colour: brandText });
      },
    },
  );

  for (const line of pdf.wrap(model.title, width, 20, true)) {
    pdf.text(MARGIN, pdf.y, line, { size: 20, bold: true });
    pdf.y -= 24;
  }
  if (model.series) {
    pdf.text(MARGIN, pdf.y, model.series, { size: 11, colour: GREY });
    pdf.y -= 18;
  }

  const picture = await embedPicture(pdf, model.picture?.url);
  if (picture) {
    const height = Math.round((width / picture.width) * picture.height * 0.6);
    pdf.y -= height;
    pdf.image(picture, MARGIN, pdf.y, (height / picture.height) * picture.width, height);
    pdf.y -= 18;
  }

  pdf.text(MARGIN, pdf.y, [model.price.text, model.price.priceType].filter(Boolean).join(" "), { size: 18, bold: true, colour: brand });
  if (model.sold) pdf.text(MARGIN + 300, pdf.y, "SOLD", { size: 14, bold: true, colour: [0.75, 0.1, 0.1] });
  pdf.y -= 28;

  const column = width / 2;
  model.details.forEach(({ label, value }, i) => {
    const x = MARGIN + (i % 2) * column;
    const rowY = pdf.y - Math.floor(i / 2) * 18;
    pdf.text(x, rowY, label, { size: 10, colour: GREY });
    pdf.text(x + 90, rowY, value, { size: 10, bold: true });
  });
  pdf.y -= Math.ceil(model.details.length / 2) * 18 + 10;
  pdf.line(MARGIN, pdf.y + 6, A4.width - MARGIN, pdf.y + 6);
  pdf.y -= 12;

  if (model.comments) {
    const { title, paragraphs } = model.comments;
    pdf.room(16 + 13 * 2);
    pdf.text(MARGIN, pdf.y, title, { size: 12, bold: true });
    pdf.y -= 16;
    pdf.paragraph(paragraphs.join("\n"), MARGIN, width, { size: 9.5, lineHeight: 13 }, () => {
      pdf.text(MARGIN, pdf.y, `${title} (continued)`, { size: 12, bold: true });
      pdf.y -= 16;
    });
  }

  const contact = model.contact.join("  ·  ");
  pdf.eachPage((index, count) => {
    pdf.line(MARGIN, 70, A4.width - MARGIN, 70);
    pdf.text(MARGIN, 54, contact, { size: 10, bold: true });
    pdf.text(MARGIN, 40, pageUrl, { size: 9, colour: GREY });
    if (count > 1) {
      const label = `Page ${index + 1} of ${count}`;
      pdf.text(A4.width - MARGIN - pdf.textWidth(label, 9), 40, label, { size: 9, colour: GREY });
    }
  });
  return pdf.save();
}

async function embedPicture(pdf: PdfWriter, url: string | undefined): Promise<PDFImage | null> {
  const bytes = await firstPicture(url);
  if (!bytes) return null;
  try {
    return await pdf.embedJpeg(bytes);
  } catch (error) {
    logger.warn({ err: error, url }, "car PDF made without its picture");
    return null;
  }
}
