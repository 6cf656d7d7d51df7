import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ART_BODIES, brandInitials, renderBodyTypeSvg, renderBrandLogoSvg, renderSiteLogoSvg, renderVehicleSvg, type VehicleArtInput } from "./vehicle-art";

/** Well-formedness check: every tag closes in order, attributes are quoted, no stray markup. */
function assertWellFormed(svg: string): void {
  expect(svg.startsWith("<svg ")).toBe(true);
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tag.exec(svg); match; match = tag.exec(svg)) {
    const between = svg.slice(last, match.index);
    expect(between, `text before <${match[2]}> must hold no markup`).not.toMatch(/[<>]/);
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = match;
    if (closing) expect(stack.pop(), `closing </${name}>`).toBe(name);
    else if (!selfClosing) stack.push(name as string);
  }
  expect(svg.slice(last)).toBe("");
  expect(stack).toEqual([]);
  expect(svg).not.toMatch(/<script|<image|href=|NaN|Infinity|undefined/);
}

const base: VehicleArtInput = { body: "Sedan", colour: "#b3202a", seed: 42, shot: { kind: "photo", index: 0 }, width: 600, height: 400 };

describe("renderVehicleSvg", () => {
  it.each(ART_BODIES)("draws a well-formed %s that sharp renders at the asked size", async (body) => {
    const svg = renderVehicleSvg({ ...base, body });
    assertWellFormed(svg);
    const { data, info } = await sharp(Buffer.from(svg)).png().toBuffer({ resolveWithObject: true });
    expect(data.length).toBeGreaterThan(1000);
    expect([info.width, info.height]).toEqual([600, 400]);
  });

  it("draws every photo angle, spin frame and the interior well-formed", () => {
    for (let index = 0; index < 8; index++) assertWellFormed(renderVehicleSvg({ ...base, body: "Ute", shot: { kind: "photo", index } }));
    for (let frame = 0; frame < 36; frame += 5) assertWellFormed(renderVehicleSvg({ ...base, body: "Motorcycle", shot: { kind: "spin", frame, frames: 36 } }));
    for (const body of ["Sedan", "Motorcycle", "Scooter", "Caravan"] as const) {
      assertWellFormed(renderVehicleSvg({ ...base, body, shot: { kind: "photo", index: 5 } }));
      assertWellFormed(renderVehicleSvg({ ...base, body, shot: { kind: "interior" }, width: 1200, height: 800 }));
    }
  });

  it("gives each body type its own drawing", () => {
    const drawings = new Set(ART_BODIES.map((body) => renderVehicleSvg({ ...base, body })));
    expect(drawings.size).toBe(ART_BODIES.length);
  });

  it("uses the paint colour: different colours give different pictures", async () => {
    const red = renderVehicleSvg(base);
    const blue = renderVehicleSvg({ ...base, colour: "#1f4e9c" });
    expect(red).not.toBe(blue);
    expect(renderVehicleSvg({ ...base, shot: { kind: "photo", index: 5 } })).not.toBe(renderVehicleSvg({ ...base, colour: "#1f4e9c", shot: { kind: "photo", index: 5 } }));
    // The middle of a side view is door panel: it shows the paint.
    const sample = async (colour: string) => {
      const svg = renderVehicleSvg({ ...base, colour, seed: 1, shot: { kind: "photo", index: 1 } });
      const { data } = await sharp(Buffer.from(svg)).extract({ left: 280, top: 270, width: 40, height: 20 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const mean = [0, 1, 2].map((c) => data.filter((_, i) => i % 3 === c).reduce((a, b) => a + b, 0) / (data.length / 3));
      return mean as [number, number, number];
    };
    const [r1, g1, b1] = await sample("#b3202a");
    expect(r1).toBeGreaterThan(g1 + 60);
    expect(r1).toBeGreaterThan(b1 + 60);
    const [r2, g2, b2] = await sample("#1f4e9c");
    expect(b2).toBeGreaterThan(r2 + 60);
    expect(b2).toBeGreaterThan(g2 + 20);
  });

  it("is deterministic, and the seed changes the backdrop", () => {
    expect(renderVehicleSvg(base)).toBe(renderVehicleSvg(base));
    const backdrops = new Set(Array.from({ length: 8 }, (_, seed) => renderVehicleSvg({ ...base, seed })));
    expect(backdrops.size).toBe(8);
  });

  it("turns the vehicle on a turntable: frames differ and frame 0 is the front three-quarter photo's angle", () => {
    const frame = (n: number) => renderVehicleSvg({ ...base, shot: { kind: "spin", frame: n, frames: 36 } });
    expect(frame(0)).not.toBe(frame(18));
    expect(frame(9)).not.toBe(frame(27));
    expect(new Set(Array.from({ length: 36 }, (_, n) => frame(n))).size).toBe(36);
  });

  it("escapes the label for XML", () => {
    const svg = renderVehicleSvg({ ...base, label: `2023 Toyota <HiLux> "SR5" & Co's` });
    assertWellFormed(svg);
    expect(svg).toContain("2023 Toyota &lt;HiLux&gt; &quot;SR5&quot; &amp; Co&apos;s");
    expect(svg).not.toContain("<HiLux>");
  });

  it("still draws something for a colour it cannot read", () => {
    assertWellFormed(renderVehicleSvg({ ...base, colour: "not-a-colour" }));
  });
});

describe("logos", () => {
  it("picks 1–3 letter initials", () => {
    expect(brandInitials("Toyota")).toBe("T");
    expect(brandInitials("Land Rover")).toBe("LR");
    expect(brandInitials("Great Wall Motors")).toBe("GWM");
    expect(brandInitials("BMW")).toBe("BMW");
    expect(brandInitials("Mercedes-Benz")).toBe("MB");
    expect(brandInitials("")).toBe("?");
  });

  it("draws a brand tile with readable text on light and dark brand colours", async () => {
    const dark = renderBrandLogoSvg({ name: "Mazda & Co", colour: "#101820", size: 128 });
    const light = renderBrandLogoSvg({ name: "Suzuki", colour: "#f4f4f4", size: 128 });
    assertWellFormed(dark);
    assertWellFormed(light);
    expect(dark).toContain('fill="#ffffff">MC<');
    expect(dark).toContain("MAZDA &amp; CO");
    expect(light).toContain('fill="#16181c">S<');
    const info = await sharp(Buffer.from(dark)).png().toBuffer({ resolveWithObject: true });
    expect([info.info.width, info.info.height]).toEqual([128, 128]);
  });

  it("draws a site wordmark on a transparent background", async () => {
    const svg = renderSiteLogoSvg({ name: "Coastal <Motors>", family: "shield", ink: "#16181c", primary: "#e4572e", accent: "#111827", width: 280, height: 56 });
    assertWellFormed(svg);
    expect(svg).toContain("Coastal &lt;Motors&gt;");
    const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([280, 56]);
    // The top-right corner is see-through.
    expect(data[(info.width - 1) * 4 + 3]).toBe(0);
  });
});

describe("issue 38: body-type images in the budget finder (drawn like the demo's other art)", () => {
  it("draws each body type from the side, well-formed, its own drawing, on a transparent ground", async () => {
    const drawings = new Set<string>();
    for (const body of ART_BODIES) {
      const svg = renderBodyTypeSvg({ body, width: 160, height: 80 });
      assertWellFormed(svg);
      drawings.add(svg);
      const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([160, 80]);
      const alpha = data.filter((_, i) => i % 4 === 3);
      // The corners are empty (no backdrop), the middle is the vehicle.
      expect(alpha[0]).toBe(0);
      expect(alpha[alpha.length - 1]).toBe(0);
      expect(alpha.filter((a) => a > 200).length, body).toBeGreaterThan(160 * 80 * 0.1);
    }
    expect(drawings.size).toBe(ART_BODIES.length);
  });
});
