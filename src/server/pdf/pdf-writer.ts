/**
 * A small PDF 1.4 writer for one-page documents the platform makes itself (the car PDF): text in the
 * standard Helvetica fonts (no font files to ship), filled rectangles, lines and JPEG pictures (embedded as
 * they are, DCTDecode). Coordinates are PDF points from the bottom-left of an A4 page (595 × 842).
 */

export const A4 = { width: 595, height: 842 } as const;

export type Rgb = readonly [number, number, number];

export type PdfItem =
  | { kind: "text"; x: number; y: number; size: number; text: string; bold?: boolean; colour?: Rgb }
  | { kind: "rect"; x: number; y: number; width: number; height: number; colour: Rgb }
  | { kind: "line"; x1: number; y1: number; x2: number; y2: number; colour?: Rgb; width?: number }
  | { kind: "jpeg"; x: number; y: number; width: number; height: number; image: PdfJpeg };

export interface PdfJpeg {
  bytes: Uint8Array;
  pixelWidth: number;
  pixelHeight: number;
  /** 1 grey, 3 RGB, 4 CMYK. */
  components: 1 | 3 | 4;
}

/** Characters of Windows-1252 above 0x7F that are not Latin-1, by code point. */
const WIN_ANSI_EXTRAS: Record<number, number> = {
  0x20ac: 0x80, 0x201a: 0x82, 0x0192: 0x83, 0x201e: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87, 0x02c6: 0x88,
  0x2030: 0x89, 0x0160: 0x8a, 0x2039: 0x8b, 0x0152: 0x8c, 0x017d: 0x8e, 0x2018: 0x91, 0x2019: 0x92, 0x201c: 0x93,
  0x201d: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02dc: 0x98, 0x2122: 0x99, 0x0161: 0x9a, 0x203a: 0x9b,
  0x0153: 0x9c, 0x017e: 0x9e, 0x0178: 0x9f,
};

/** Text as WinAnsi bytes for a PDF string literal, with ( ) \ escaped; unknown characters become '?'. */
export function pdfStringBytes(text: string): number[] {
  const out: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    let byte: number;
    if (code === 0x09 || code === 0x0a || code === 0x0d) byte = 0x20;
    else if (code >= 0x20 && code <= 0x7e) byte = code;
    else if (code >= 0xa0 && code <= 0xff) byte = code;
    else byte = WIN_ANSI_EXTRAS[code] ?? 0x3f;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out.push(0x5c);
    out.push(byte);
  }
  return out;
}

/** Approximate width of text in Helvetica at a size, for wrapping (character classes of the font's metrics). */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const c of text) {
    if (" .,;:'!|iljI".includes(c)) em += 0.278;
    else if ("ftr()[]-".includes(c)) em += 0.333;
    else if ("mwMW@%".includes(c)) em += 0.889;
    else if (/[A-Z]/.test(c)) em += 0.667;
    else if (/[0-9$]/.test(c)) em += 0.556;
    else em += 0.54;
  }
  return em * size * (bold ? 1.06 : 1);
}

/** Splits text into lines no wider than `width` at `size` (breaking long words if they must). */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size, bold) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (textWidth(rest, size, bold) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && textWidth(rest.slice(0, cut), size, bold) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

const n = (value: number) => (Math.round(value * 100) / 100).toString();
const rgb = (c: Rgb) => c.map((v) => n(v)).join(" ");

/** One A4 page with these items, as a complete PDF file. */
export function buildPdf(items: readonly PdfItem[], info: { title: string; author?: string }): Uint8Array {
  const images = items.filter((i): i is Extract<PdfItem, { kind: "jpeg" }> => i.kind === "jpeg");
  // Objects: 1 catalog, 2 pages, 3 page, 4 content, 5 Helvetica, 6 Helvetica-Bold, 7 info, 8.. images.
  const content: number[] = [];
  const push = (s: string) => {
    for (let i = 0; i < s.length; i++) content.push(s.charCodeAt(i));
  };
  let imageNo = 0;
  for (const item of items) {
    if (item.kind === "rect") push(`q ${rgb(item.colour)} rg ${n(item.x)} ${n(item.y)} ${n(item.width)} ${n(item.height)} re f Q\n`);
    else if (item.kind === "line") push(`q ${rgb(item.colour ?? [0.8, 0.8, 0.8])} RG ${n(item.width ?? 0.5)} w ${n(item.x1)} ${n(item.y1)} m ${n(item.x2)} ${n(item.y2)} l S Q\n`);
    else if (item.kind === "jpeg") push(`q ${n(item.width)} 0 0 ${n(item.height)} ${n(item.x)} ${n(item.y)} cm /Im${imageNo++} Do Q\n`);
    else {
      push(`BT /${item.bold ? "F2" : "F1"} ${n(item.size)} Tf ${rgb(item.colour ?? [0, 0, 0])} rg ${n(item.x)} ${n(item.y)} Td (`);
      content.push(...pdfStringBytes(item.text));
      push(") Tj ET\n");
    }
  }

  const chunks: Uint8Array[] = [];
  let length = 0;
  const offsets: number[] = [];
  const write = (data: string | Uint8Array) => {
    const bytes = typeof data === "string" ? Uint8Array.from(Buffer.from(data, "latin1")) : data;
    chunks.push(bytes);
    length += bytes.length;
  };
  const object = (id: number, body: string | Array<string | Uint8Array>) => {
    offsets[id] = length;
    write(`${id} 0 obj\n`);
    for (const part of Array.isArray(body) ? body : [body]) write(part);
    write("\nendobj\n");
  };
  const infoString = (text: string) => `(${String.fromCharCode(...pdfStringBytes(text))})`;

  write("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n");
  object(1, "<< /Type /Catalog /Pages 2 0 R >>");
  object(2, "<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  const xobjects = images.map((_, i) => `/Im${i} ${8 + i} 0 R`).join(" ");
  object(3, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Contents 4 0 R /Resources << /Font << /F1 5 0 R /F2 6 0 R >> /XObject << ${xobjects} >> >> >>`);
  object(4, [`<< /Length ${content.length} >>\nstream\n`, Uint8Array.from(content), "\nendstream"]);
  object(5, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  object(6, "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  object(7, `<< /Title ${infoString(info.title)} /Producer (Forecourt)${info.author ? ` /Author ${infoString(info.author)}` : ""} >>`);
  images.forEach((item, i) => {
    const space = item.image.components === 1 ? "/DeviceGray" : item.image.components === 4 ? "/DeviceCMYK" : "/DeviceRGB";
    object(8 + i, [
      `<< /Type /XObject /Subtype /Image /Width ${item.image.pixelWidth} /Height ${item.image.pixelHeight} /ColorSpace ${space} /BitsPerComponent 8 /Filter /DCTDecode /Length ${item.image.bytes.length} >>\nstream\n`,
      item.image.bytes,
      "\nendstream",
    ]);
  });
  const count = 8 + images.length;
  const xref = length;
  write(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let id = 1; id < count; id++) write(`${String(offsets[id] ?? 0).padStart(10, "0")} 00000 n \n`);
  write(`trailer\n<< /Size ${count} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`);

  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}
