import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readPdf, wordsInOrder } from "@/test/pdf-text";
import { A4, encodableText, PdfWriter, wrapLines } from "./pdf-writer";

const latin1 = (code: number) => code >= 0x20 && code <= 0xff && !(code >= 0x7f && code <= 0x9f);
const flow = { top: A4.height - 60, bottom: 60 };

describe("encodableText", () => {
  it("keeps what the font shows, gives the nearest plain form of the rest, drops emoji and shows '?' for the unknown", () => {
    expect(encodableText("naïve café ½", latin1)).toBe("naïve café ½");
    expect(encodableText("Łódź", latin1)).toBe("Lódz");
    expect(encodableText("ﬁtted Ⅳ", latin1)).toBe("fitted IV");
    expect(encodableText("great car 🚗👍. ok 👨‍👩‍👧 yes 🇦🇺 👍🏽", latin1)).toBe("great car. ok yes ");
    expect(encodableText("東京 import", latin1)).toBe("?? import");
    expect(encodableText("a\u00a0b\u200bc\td\ne", latin1)).toBe("a bc d e");
  });
});

describe("the PDF writer", () => {
  it("wraps with Helvetica's real widths: no line wider than asked, every word kept in order", async () => {
    const pdf = await PdfWriter.create({ title: "t" }, flow);
    const text = "One owner, full service history, two keys and a long-range fuel tank fitted. WWWWWWWWWW iiiiiiiiiiiiiiiiiiii";
    const lines = pdf.wrap(text, 150, 10);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(pdf.textWidth(line, 10)).toBeLessThanOrEqual(150);
    expect(lines.join(" ")).toBe(text);
    // Real metrics: ten W are far wider than twenty i (a per-class guess put them near each other).
    expect(pdf.textWidth("WWWWWWWWWW", 10)).toBeCloseTo(94.4, 1);
    expect(pdf.textWidth("iiiiiiiiiiiiiiiiiiii", 10)).toBeCloseTo(44.4, 1);
    expect(pdf.textWidth("Bold", 10, true)).toBeGreaterThan(pdf.textWidth("Bold", 10));
  });

  it("breaks a word only when it cannot fit on a line of its own", () => {
    const lines = wrapLines("x".repeat(30) + " end", 50, (line) => line.length * 5);
    expect(lines).toEqual(["xxxxxxxxxx", "xxxxxxxxxx", "xxxxxxxxxx", "end"]);
  });

  it("flows a long paragraph onto new pages, each started with its header and a '(continued)' line", async () => {
    const pdf = await PdfWriter.create({ title: "Long", author: "Coastal Toyota" }, { ...flow, onNewPage: (w, i) => w.text(40, A4.height - 30, `Header ${i + 1}`, { size: 12 }) });
    const words = Array.from({ length: 1500 }, (_, i) => `word${i}`);
    pdf.paragraph(words.join(" "), 40, 515, { size: 10, lineHeight: 13 }, () => {
      pdf.text(40, pdf.y, "(continued)", { size: 10 });
      pdf.y -= 13;
    });
    pdf.eachPage((i, n) => pdf.text(40, 30, `Page ${i + 1} of ${n}`, { size: 9 }));
    const read = await readPdf(await pdf.save());
    expect(read.pageCount).toBeGreaterThanOrEqual(3);
    expect(read.title).toBe("Long");
    expect(wordsInOrder(read.text, words)).toBe(true);
    expect(read.pages.at(-1)).toContain("word1499");
    read.pages.forEach((page, i) => {
      expect(page).toContain(`Header ${i + 1}`);
      expect(page).toContain(`Page ${i + 1} of ${read.pageCount}`);
      if (i > 0) expect(page).toContain("(continued)");
    });
  });

  it("writes text the standard fonts cannot encode instead of failing", async () => {
    const pdf = await PdfWriter.create({ title: "“Quotes” 🚗 東京" }, flow);
    pdf.text(40, 700, "“Immaculate” – owner’s car 🚗 東京 ✓", { size: 12 });
    pdf.text(40, 680, "Bold ‘too’ 👍", { size: 12, bold: true });
    const read = await readPdf(await pdf.save());
    expect(read.text).toBe("“Immaculate” – owner’s car ?? v Bold ‘too’");
    expect(read.title).toBe("“Quotes” ??");
  });

  it("embeds a JPEG as it is", async () => {
    const jpeg = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#b3202a" } }).jpeg().toBuffer();
    const pdf = await PdfWriter.create({ title: "x" }, flow);
    pdf.image(await pdf.embedJpeg(jpeg), 40, 500, 300, 200);
    expect((await readPdf(await pdf.save())).jpegs).toEqual([{ width: 60, height: 40 }]);
  });
});
