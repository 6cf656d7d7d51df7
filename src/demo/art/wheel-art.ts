/**
 * Drawing a wheel for any viewing angle: the tyre as the outline of a short cylinder, and the face
 * seen (alloy, steel, spoked or dish rim, or the plain back of a wheel) as a circle mapped onto the
 * wheel's plane with an SVG transform.
 */
import { convexHull } from "./model-geometry";
import type { Projector } from "./model-renderer";
import { darken, shade } from "./svg-colour";
import { n, pointList, type Point, type SvgDefs } from "./svg-markup";
import type { Wheel } from "./vehicle-model";

const TYRE = "#1c1d20";

export function wheelMarkup(wheel: Wheel, proj: Projector, defs: SvgDefs): string {
  const { radius: r, width } = wheel;
  const outerSign = wheel.z > 0.01 ? 1 : wheel.z < -0.01 ? -1 : proj.toView([0, 0, 1])[2] >= 0 ? 1 : -1;
  const discs = [wheel.z + (outerSign * width) / 2, wheel.z - (outerSign * width) / 2];
  const samples: Point[] = [];
  for (const z of discs) {
    for (let i = 0; i < 32; i++) {
      const a = (i / 32) * Math.PI * 2;
      samples.push(proj.project([wheel.x + Math.cos(a) * r, r + Math.sin(a) * r, z]));
    }
  }
  let markup = `<polygon points="${pointList(convexHull(samples))}" fill="${TYRE}"/>`;
  const outerFacing = proj.toView([0, 0, outerSign])[2];
  const showOuter = outerFacing > 0.02;
  const discZ = showOuter ? (discs[0] as number) : (discs[1] as number);
  if (Math.abs(outerFacing) <= 0.02) return markup;
  const o = proj.project([wheel.x, r, discZ]);
  const u = proj.project([wheel.x + 1, r, discZ]);
  const v = proj.project([wheel.x, r - 1, discZ]);
  const matrix = [u[0] - o[0], u[1] - o[1], v[0] - o[0], v[1] - o[1], o[0], o[1]].map(n).join(" ");
  markup += `<g transform="matrix(${matrix})">${showOuter ? wheelFace(wheel, defs) : wheelBack(wheel)}</g>`;
  return markup;
}

/** The outer face of a wheel in its own centimetre coordinates, centred on 0,0. */
function wheelFace(wheel: Wheel, defs: SvgDefs): string {
  const r = wheel.radius;
  const rim = wheel.rimColour;
  const rimR = wheel.rim === "spoked" ? r * 0.8 : wheel.rim === "dish" ? r * 0.6 : r * 0.66;
  const grad = defs.linear([[0, shade(rim, 0.35)], [0.5, rim], [1, darken(rim, 0.35)]], 0, 0, 1, 1);
  let out = `<circle r="${n(r)}" fill="#26282c"/><circle r="${n(r * 0.93)}" fill="none" stroke="#34373c" stroke-width="${n(r * 0.04)}"/>`;
  if (wheel.rim === "alloy") {
    out += `<circle r="${n(rimR)}" fill="#1a1b1e"/><circle r="${n(rimR * 0.7)}" fill="#4a4d52"/>`;
    const spokes = 5;
    for (let i = 0; i < spokes; i++) {
      const a = (i / spokes) * Math.PI * 2 - Math.PI / 2;
      const wIn = 0.2;
      const wOut = 0.13;
      const pts: Point[] = [
        [Math.cos(a - wIn) * rimR * 0.2, Math.sin(a - wIn) * rimR * 0.2],
        [Math.cos(a - wOut) * rimR * 0.95, Math.sin(a - wOut) * rimR * 0.95],
        [Math.cos(a + wOut) * rimR * 0.95, Math.sin(a + wOut) * rimR * 0.95],
        [Math.cos(a + wIn) * rimR * 0.2, Math.sin(a + wIn) * rimR * 0.2],
      ];
      out += `<polygon points="${pointList(pts)}" fill="url(#${grad})"/>`;
    }
    out += `<circle r="${n(rimR * 0.96)}" fill="none" stroke="url(#${grad})" stroke-width="${n(rimR * 0.09)}"/>`;
    out += `<circle r="${n(rimR * 0.24)}" fill="url(#${grad})"/><circle r="${n(rimR * 0.1)}" fill="${darken(rim, 0.45)}"/>`;
  } else if (wheel.rim === "steel") {
    out += `<circle r="${n(rimR)}" fill="url(#${grad})"/><circle r="${n(rimR * 0.8)}" fill="none" stroke="${darken(rim, 0.25)}" stroke-width="${n(r * 0.03)}"/>`;
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      out += `<circle cx="${n(Math.cos(a) * rimR * 0.58)}" cy="${n(Math.sin(a) * rimR * 0.58)}" r="${n(rimR * 0.11)}" fill="#2a2c30"/>`;
    }
    out += `<circle r="${n(rimR * 0.3)}" fill="${shade(rim, 0.15)}"/><circle r="${n(rimR * 0.12)}" fill="${darken(rim, 0.4)}"/>`;
  } else if (wheel.rim === "spoked") {
    out += `<circle r="${n(rimR)}" fill="#1e2023"/>`;
    out += `<circle r="${n(rimR * 0.42)}" fill="#555960"/>`;
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2 + 0.2;
      out += `<line x1="${n(Math.cos(a) * rimR * 0.2)}" y1="${n(Math.sin(a) * rimR * 0.2)}" x2="${n(Math.cos(a + 0.25) * rimR * 0.96)}" y2="${n(Math.sin(a + 0.25) * rimR * 0.96)}" stroke="url(#${grad})" stroke-width="${n(r * 0.07)}" stroke-linecap="round"/>`;
    }
    out += `<circle r="${n(rimR)}" fill="none" stroke="url(#${grad})" stroke-width="${n(r * 0.06)}"/>`;
    out += `<circle r="${n(rimR * 0.2)}" fill="url(#${grad})"/>`;
  } else {
    out += `<circle r="${n(rimR)}" fill="url(#${grad})"/><circle r="${n(rimR * 0.55)}" fill="${shade(rim, 0.18)}"/>`;
    for (let i = 0; i < 6; i++) {
      const a = (i / 6) * Math.PI * 2;
      out += `<circle cx="${n(Math.cos(a) * rimR * 0.36)}" cy="${n(Math.sin(a) * rimR * 0.36)}" r="${n(rimR * 0.06)}" fill="${darken(rim, 0.4)}"/>`;
    }
    out += `<circle r="${n(rimR * 0.16)}" fill="${darken(rim, 0.3)}"/>`;
  }
  return out;
}

function wheelBack(wheel: Wheel): string {
  const r = wheel.radius;
  return `<circle r="${n(r)}" fill="#232528"/><circle r="${n(r * 0.6)}" fill="#303338"/><circle r="${n(r * 0.22)}" fill="#3c3f45"/>`;
}
