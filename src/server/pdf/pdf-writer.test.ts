import { describe, expect, it } from "vitest";
import { buildPdf, pdfStringBytes, textWidth, wrapText } from "./pdf-writer";

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString("latin1");

describe("the PDF writer", () => {
  it("writes a well-formed file whose cross-reference offsets point at its objects", () => {
    const pdf = latin1(buildPdf([{ kind: "text", x: 40, y: 800, size: 18, text: "2021 Toyota HiLux (SR5)", bold: true }], { title: "HiLux" }));
    expect(pdf.startsWith("%PDF-1.4")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pdf).toContain("(2021 Toyota HiLux \\(SR5\\)) Tj");
    const xrefAt = Number(/startxref\n(\d+)/.exec(pdf)?.[1]);
    expect(pdf.slice(xrefAt, xrefAt + 4)).toBe("xref");
    const offsets = [...pdf.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => expect(pdf.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });

  it("embeds a JPEG as it is and names it on the page", () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]);
    const pdf = latin1(buildPdf([{ kind: "jpeg", x: 0, y: 0, width: 100, height: 66, image: { bytes: jpeg, pixelWidth: 600, pixelHeight: 400, components: 3 } }], { title: "x" }));
    expect(pdf).toContain("/Width 600 /Height 400 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length 4");
    expect(pdf).toContain("/Im0 Do");
    expect(pdf).toContain("/XObject << /Im0 8 0 R >>");
  });

  it("encodes text as WinAnsi: dashes and quotes kept, other characters replaced", () => {
    expect(pdfStringBytes("– ’ é")).toEqual([0x96, 0x20, 0x92, 0x20, 0xe9]);
    expect(pdfStringBytes("车")).toEqual([0x3f]);
    expect(pdfStringBytes("a\\b")).toEqual([0x61, 0x5c, 0x5c, 0x62]);
  });

  it("wraps text to the width, breaking a word only when it cannot fit", () => {
    const lines = wrapText("One owner, full service history, two keys and a long-range fuel tank fitted.", 150, 10);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(150);
    expect(lines.join(" ")).toBe("One owner, full service history, two keys and a long-range fuel tank fitted.");
    expect(wrapText("x".repeat(100), 50, 10).every((l) => textWidth(l, 10) <= 50)).toBe(true);
  });
});
