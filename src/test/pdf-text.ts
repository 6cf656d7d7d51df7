/**
 * Reads a PDF the way a test needs to: parsed with pdf-lib (not by searching the raw bytes), each page's
 * content streams decoded (Flate or none), and the strings its text operators show, decoded from WinAnsi.
 * Enough for the PDFs the platform writes with the standard fonts; not a general text extractor.
 */
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from "pdf-lib";

export interface ReadPdf {
  pageCount: number;
  /** The text of each page, its shown strings joined by single spaces. */
  pages: string[];
  /** Every page's text, joined. */
  text: string;
  /** Embedded JPEG pictures (DCTDecode image streams): their pixel sizes. */
  jpegs: Array<{ width: number; height: number }>;
  title: string | undefined;
}

/** WinAnsi bytes 0x80–0x9F that differ from Latin-1 (Node's TextDecoder reads "windows-1252" as Latin-1). */
const WIN_ANSI_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ";
const winAnsi = { decode: (bytes: Uint8Array) => Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join("") };

function streamBytes(object: PDFObject | undefined): Uint8Array {
  if (object instanceof PDFRawStream) return decodePDFRawStream(object).decode();
  return new Uint8Array();
}

function unescapeLiteral(body: string): string {
  return body.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, c: string) => {
    if (/^[0-7]+$/.test(c)) return String.fromCharCode(Number.parseInt(c, 8));
    return ({ n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" } as Record<string, string>)[c] ?? c;
  });
}

/** The strings shown by Tj operators in one content stream, in order. */
export function shownStrings(content: string): string[] {
  const out: string[] = [];
  for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) {
      const hex = match[1].replace(/\s/g, "");
      const bytes = Uint8Array.from(hex.match(/../g) ?? [], (h) => Number.parseInt(h, 16));
      out.push(winAnsi.decode(bytes));
    } else {
      const latin1 = unescapeLiteral(match[2] ?? "");
      out.push(winAnsi.decode(Uint8Array.from(latin1, (c) => c.charCodeAt(0))));
    }
  }
  return out;
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const content = parts.map((part) => Buffer.from(streamBytes(part)).toString("latin1")).join("\n");
    return shownStrings(content).join(" ").replace(/\s+/g, " ").trim();
  });
  const jpegs: ReadPdf["jpegs"] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of("Subtype")) !== PDFName.of("Image") || dict.get(PDFName.of("Filter")) !== PDFName.of("DCTDecode")) continue;
    jpegs.push({ width: Number(dict.get(PDFName.of("Width"))?.toString()), height: Number(dict.get(PDFName.of("Height"))?.toString()) });
  }
  return { pageCount: doc.getPageCount(), pages, text: pages.join(" "), jpegs, title: doc.getTitle() };
}

/** Whether every word appears in the text in this order (other text, such as page footers, may come between). */
export function wordsInOrder(text: string, words: readonly string[]): boolean {
  let at = 0;
  for (const word of words) {
    const found = text.indexOf(word, at);
    if (found < 0) return false;
    at = found + word.length;
  }
  return true;
}
