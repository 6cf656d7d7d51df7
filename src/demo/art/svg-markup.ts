/**
 * Small helpers for writing SVG text (escaping is `@/lib/xml`): compact numbers, point lists, and a collector for
 * the <defs> (gradients, filters, clip paths) one picture needs, each with a unique id.
 */

import { escapeXml } from "@/lib/xml";

export type Point = readonly [number, number];


/** A number with at most two decimals, no trailing zeros: keeps the markup short. */
export function n(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export function pointList(points: readonly Point[]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ");
}

/** Attributes from a record; undefined values are left out, strings are escaped. */
export function attrs(record: Record<string, string | number | undefined>): string {
  return Object.entries(record)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? n(value) : escapeXml(value)}"`)
    .join("");
}

export function polygon(points: readonly Point[], fill: string, extra: Record<string, string | number | undefined> = {}): string {
  return `<polygon points="${pointList(points)}"${attrs({ fill, ...extra })}/>`;
}

/** Collects <defs> entries for one document; the same definition is only written once. */
export class SvgDefs {
  private readonly entries = new Map<string, string>();
  private counter = 0;

  /** Registers markup built from a fresh id unless an identical key was seen; returns the id. */
  add(key: string, build: (id: string) => string): string {
    const existing = this.entries.get(key);
    if (existing !== undefined) return existing.slice(0, existing.indexOf("\u0000"));
    const id = `d${(this.counter++).toString(36)}`;
    this.entries.set(key, `${id}\u0000${build(id)}`);
    return id;
  }

  /** A top-to-bottom (or any direction) linear gradient through the given stops. */
  linear(stops: ReadonlyArray<readonly [number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `lin|${x1},${y1},${x2},${y2}|${JSON.stringify(stops)}`;
    return this.add(key, (id) => `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${stopMarkup(stops)}</linearGradient>`);
  }

  radial(stops: ReadonlyArray<readonly [number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `rad|${cx},${cy},${r}|${JSON.stringify(stops)}`;
    return this.add(key, (id) => `<radialGradient id="${id}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopMarkup(stops)}</radialGradient>`);
  }

  blur(stdDeviation: number): string {
    const sd = n(stdDeviation);
    return this.add(`blur|${sd}`, (id) => `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
  }

  markup(): string {
    if (this.entries.size === 0) return "";
    const body = [...this.entries.values()].map((entry) => entry.slice(entry.indexOf("\u0000") + 1)).join("");
    return `<defs>${body}</defs>`;
  }
}

function stopMarkup(stops: ReadonlyArray<readonly [number, string, number?]>): string {
  return stops
    .map(([offset, colour, opacity]) => `<stop offset="${n(offset)}" stop-color="${escapeXml(colour)}"${opacity === undefined ? "" : ` stop-opacity="${n(opacity)}"`}/>`)
    .join("");
}

/** Wraps content in a complete SVG document of the given pixel size. */
export function svgDocument(width: number, height: number, defs: SvgDefs, body: string, viewBox?: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${n(width)}" height="${n(height)}" viewBox="${viewBox ?? `0 0 ${n(width)} ${n(height)}`}">` +
    defs.markup() +
    body +
    `</svg>`
  );
}
