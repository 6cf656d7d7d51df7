import "server-only";
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";

/**
 * The PDFs the platform makes itself (the car PDF, the demo history report), on pdf-lib: text in the standard
 * Helvetica fonts (no font files to ship) measured with their real metrics, filled rectangles, lines and JPEG
 * pictures, on as many A4 pages as the content needs. Coordinates are PDF points from the bottom-left of a page.
 *
 * The standard fonts encode only Windows-1252 (WinAnsi): `encodableText` turns any other character into its
 * nearest encodable form (accents dropped, dashes and spaces normalised), drops emoji and invisible characters,
 * and shows anything else as '?', so no dealer text can make a PDF fail.
 */

export const A4 = { width: 595, height: 842 } as const;

export type Rgb = readonly [number, number, number];

export interface TextStyle {
  size: number;
  bold?: boolean;
  colour?: Rgb;
}

/** Characters with no decomposition whose plain-letter form is the sensible stand-in. */
const STAND_INS = new Map<string, string>([
  ["Ł", "L"], ["ł", "l"], ["Đ", "D"], ["đ", "d"], ["Ħ", "H"], ["ħ", "h"], ["ı", "i"], ["ŀ", "l"], ["Ŀ", "L"],
  ["‐", "-"], ["‑", "-"], ["‒", "–"], ["―", "—"], ["−", "-"], ["⁃", "-"],
  ["′", "'"], ["″", '"'], ["‛", "‘"], ["‟", "“"], ["❛", "‘"], ["❜", "’"], ["❝", "“"], ["❞", "”"],
  ["⁄", "/"], ["∕", "/"], ["‣", "•"], ["◦", "•"], ["∙", "·"], ["⋅", "·"], ["✓", "v"], ["✔", "v"],
]);

const INVISIBLE = /[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufe00-\ufe0f\ufeff]|\udb40[\udc00-\udfff]|\ud83c[\udffb-\udfff]/g;
const SPACES = /[\t\n\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/g;
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
const PICTOGRAPH = /^[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]$/u;

/**
 * Text that a font with these code points can show: each character kept when it can be, else its stand-in,
 * else its compatibility decomposition without accents when that can be shown ('ź' → 'z', 'ﬁ' → 'fi'),
 * else nothing for an emoji, else '?'. Line breaks become spaces; runs of spaces left by dropped emoji shrink.
 */
export function encodableText(text: string, canShow: (codePoint: number) => boolean): string {
  if (/^[\x20-\x7e]*$/.test(text)) return text; // plain ASCII, the common case: the standard fonts show all of it
  let out = "";
  let dropped = false;
  for (const char of text.replace(INVISIBLE, "").replace(SPACES, " ").replace(CONTROLS, "")) {
    const shown = showable(char, canShow);
    if (shown === "") {
      dropped = true;
      continue;
    }
    // A dropped emoji leaves no double space and no space before the punctuation that followed it.
    if (dropped && out.endsWith(" ") && (shown === " " || /^[.,;:!?)]$/.test(shown))) out = out.slice(0, -1);
    out += shown;
    dropped = false;
  }
  return out;
}

function showable(char: string, canShow: (codePoint: number) => boolean): string {
  if (canShow(char.codePointAt(0) ?? 0)) return char;
  const all = (s: string) => [...s].every((c) => canShow(c.codePointAt(0) ?? 0));
  const standIn = STAND_INS.get(char);
  if (standIn !== undefined && all(standIn)) return standIn;
  const plain = char.normalize("NFKD").replace(/\p{M}/gu, "");
  if (plain && plain !== char && all(plain)) return plain;
  if (PICTOGRAPH.test(char) || /^\p{M}$/u.test(char)) return "";
  return "?";
}

/**
 * Splits text into lines no wider than `width` by `measure` (breaking a word only when it cannot fit on a line
 * of its own). Newlines start a new line; every other run of white space is one space.
 */
export function wrapLines(text: string, width: number, measure: (line: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(rest) > width && [...rest].length > 1) {
        const chars = [...rest];
        let cut = chars.length - 1;
        while (cut > 1 && measure(chars.slice(0, cut).join("")) > width) cut--;
        lines.push(chars.slice(0, cut).join(""));
        rest = chars.slice(cut).join("");
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

export interface PageFlow {
  /** The baseline where a page's content starts. */
  top: number;
  /** No content baseline goes below this (the footer lives beneath it). */
  bottom: number;
  /** Draws what every page carries at its top (a header band), as the page is added. */
  onNewPage?: (writer: PdfWriter, pageIndex: number) => void;
}

export class PdfWriter {
  /** The baseline of the next line of content on the current page. */
  y: number;
  private current: PDFPage;
  private readonly charset: { regular: Set<number>; bold: Set<number> };

  private constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly flow: PageFlow,
  ) {
    this.charset = { regular: new Set(fonts.regular.getCharacterSet()), bold: new Set(fonts.bold.getCharacterSet()) };
    this.current = doc.addPage([A4.width, A4.height]);
    this.y = flow.top;
    flow.onNewPage?.(this, 0);
  }

  /** A document with its first page. `info` is the PDF's title and author (shown by viewers). */
  static async create(info: { title: string; author?: string }, flow: PageFlow): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
    const writer = new PdfWriter(doc, fonts, flow);
    doc.setTitle(writer.encodable(info.title, false));
    if (info.author) doc.setAuthor(writer.encodable(info.author, false));
    doc.setProducer("Forecourt");
    doc.setCreator("Forecourt");
    return writer;
  }

  get pageCount(): number {
    return this.doc.getPageCount();
  }

  /** Text as the font can show it (see `encodableText`). */
  encodable(text: string, bold = false): string {
    const set = bold ? this.charset.bold : this.charset.regular;
    return encodableText(text, (code) => set.has(code));
  }

  /** The width of text at a size, from the font's own metrics. */
  textWidth(text: string, size: number, bold = false): number {
    return (bold ? this.fonts.bold : this.fonts.regular).widthOfTextAtSize(this.encodable(text, bold), size);
  }

  /** The text as lines no wider than `width` (see `wrapLines`), each already encodable. */
  wrap(text: string, width: number, size: number, bold = false): string[] {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const lines = text.split(/\r?\n/).map((line) => this.encodable(line, bold)).join("\n");
    return wrapLines(lines, width, (line) => font.widthOfTextAtSize(line, size));
  }

  text(x: number, y: number, text: string, style: TextStyle): void {
    const shown = this.encodable(text, style.bold);
    if (!shown) return;
    const [r, g, b] = style.colour ?? [0, 0, 0];
    this.current.drawText(shown, { x, y, size: style.size, font: style.bold ? this.fonts.bold : this.fonts.regular, color: rgb(r, g, b) });
  }

  rect(x: number, y: number, width: number, height: number, colour: Rgb): void {
    this.current.drawRectangle({ x, y, width, height, color: rgb(...colour) });
  }

  line(x1: number, y1: number, x2: number, y2: number, colour: Rgb = [0.8, 0.8, 0.8], width = 0.5): void {
    this.current.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: width, color: rgb(...colour) });
  }

  /** Embeds JPEG bytes as they are (DCTDecode); throws when they are not a JPEG. */
  embedJpeg(bytes: Uint8Array): Promise<PDFImage> {
    return this.doc.embedJpg(bytes);
  }

  image(image: PDFImage, x: number, y: number, width: number, height: number): void {
    this.current.drawImage(image, { x, y, width, height });
  }

  /** Starts a new page: its header is drawn and `y` is back at the top. */
  newPage(): void {
    this.current = this.doc.addPage([A4.width, A4.height]);
    this.y = this.flow.top;
    this.flow.onNewPage?.(this, this.doc.getPageCount() - 1);
  }

  /** Makes room for `height` below `y`, starting a new page when it would reach the bottom; true when it did. */
  room(height: number): boolean {
    if (this.y - height >= this.flow.bottom || this.y === this.flow.top) return false;
    this.newPage();
    return true;
  }

  /**
   * Writes text wrapped to `width` at `x` from `y` down, `lineHeight` apart, continuing on new pages; `continued`
   * is called at the top of each new page it starts (a '(continued)' heading).
   */
  paragraph(text: string, x: number, width: number, style: TextStyle & { lineHeight: number }, continued?: () => void): void {
    for (const line of this.wrap(text, width, style.size, style.bold)) {
      if (this.y < this.flow.bottom) {
        this.newPage();
        continued?.();
      }
      this.text(x, this.y, line, style);
      this.y -= style.lineHeight;
    }
  }

  /** Draws on every page once the content is laid out (footers, page numbers). */
  eachPage(draw: (pageIndex: number, pageCount: number) => void): void {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      this.current = page;
      draw(i, pages.length);
    });
  }

  save(): Promise<Uint8Array> {
    return this.doc.save({ objectsPerTick: Number.POSITIVE_INFINITY });
  }
}
