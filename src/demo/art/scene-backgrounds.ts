/**
 * Backdrops behind the vehicles: eight scenes (showroom, studio, open road, sunset, coast, outback,
 * city at dusk, dealer forecourt), picked and varied by the picture's seed so a listing's photos look
 * like one shoot and different listings look different. Scene colours are fixed, muted palettes.
 */
import { darken, lighten, mix } from "./svg-colour";
import { n, pointList, type Point, type SvgDefs } from "./svg-markup";

export const SCENE_COUNT = 8;

/** Deterministic pseudo-random numbers in [0, 1) from a seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sceneIndex(seed: number): number {
  return Math.abs(Math.trunc(seed)) % SCENE_COUNT;
}

interface Frame {
  w: number;
  h: number;
  /** Where ground meets sky or wall, in pixels from the top. */
  horizon: number;
  random: () => number;
  defs: SvgDefs;
}

/** The backdrop for a seed, filling width × height, with the ground starting at `horizon`. */
export function renderScene(seed: number, width: number, height: number, horizon: number, defs: SvgDefs): string {
  const frame: Frame = { w: width, h: height, horizon, random: seededRandom(seed * 7919 + 17), defs };
  const scenes = [showroom, studio, openRoad, sunset, coast, outback, cityDusk, forecourt];
  const scene = scenes[sceneIndex(seed)] ?? showroom;
  return scene(frame);
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" fill="${fill}"${extra}/>`;
}

function sky(f: Frame, top: string, bottom: string): string {
  return rect(0, 0, f.w, f.horizon + 1, `url(#${f.defs.linear([[0, top], [1, bottom]])})`);
}

function ground(f: Frame, top: string, bottom: string): string {
  return rect(0, f.horizon, f.w, f.h - f.horizon, `url(#${f.defs.linear([[0, top], [1, bottom]])})`);
}

/** A ridge line of hills across the frame, its base at y. */
function hills(f: Frame, y: number, height: number, colour: string, bumps: number): string {
  const points: Point[] = [[0, y]];
  const phase = f.random() * Math.PI * 2;
  const steps = 48;
  for (let i = 0; i <= steps; i++) {
    const x = (i / steps) * f.w;
    const wave = Math.sin((i / steps) * Math.PI * bumps + phase) * 0.5 + Math.sin((i / steps) * Math.PI * bumps * 2.3 + phase * 1.7) * 0.25;
    points.push([x, y - height * (0.55 + wave * 0.6)]);
  }
  points.push([f.w, y]);
  return `<polygon points="${pointList(points)}" fill="${colour}"/>`;
}

function clouds(f: Frame, count: number, colour: string, opacity: number): string {
  let out = "";
  const blur = f.defs.blur(Math.max(1, f.h * 0.006));
  for (let i = 0; i < count; i++) {
    const cx = f.random() * f.w;
    const cy = f.horizon * (0.15 + f.random() * 0.5);
    const scale = f.h * (0.04 + f.random() * 0.05);
    let blob = "";
    for (let j = 0; j < 4; j++) {
      blob += `<ellipse cx="${n(cx + (j - 1.5) * scale * 0.9)}" cy="${n(cy - (j % 2) * scale * 0.35)}" rx="${n(scale * (0.9 + (j % 2) * 0.3))}" ry="${n(scale * 0.55)}"/>`;
    }
    out += `<g fill="${colour}" opacity="${n(opacity)}" filter="url(#${blur})">${blob}</g>`;
  }
  return out;
}

/** A road band across the ground with a dashed centre line near the viewer. */
function road(f: Frame, surface: string, line: string, verge: string | null): string {
  const top = f.horizon + (f.h - f.horizon) * 0.14;
  let out = verge ? rect(0, f.horizon, f.w, top - f.horizon, verge) : "";
  out += rect(0, top, f.w, f.h - top, `url(#${f.defs.linear([[0, lighten(surface, 0.08)], [1, darken(surface, 0.12)]])})`);
  out += rect(0, top, f.w, Math.max(1, f.h * 0.006), lighten(surface, 0.35), ' opacity="0.6"');
  const lineY = f.h - (f.h - f.horizon) * 0.1;
  const dash = f.w * 0.09;
  const offset = f.random() * dash * 2;
  for (let x = -offset; x < f.w; x += dash * 2) out += rect(x, lineY, dash, Math.max(1, f.h * 0.008), line, ' opacity="0.85"');
  return out;
}

function showroom(f: Frame): string {
  const tint = ["#eef0f3", "#f1efec", "#ebeff2"][Math.floor(f.random() * 3)] ?? "#eef0f3";
  let out = sky(f, lighten(tint, 0.3), darken(tint, 0.06));
  const panel = f.w * (0.16 + f.random() * 0.08);
  const start = f.random() * panel;
  for (let x = start; x < f.w; x += panel) out += rect(x, 0, Math.max(1, f.w * 0.002), f.horizon, darken(tint, 0.12), ' opacity="0.6"');
  for (let i = 0; i < 4; i++) {
    const cx = ((i + 0.5) / 4) * f.w;
    out += `<ellipse cx="${n(cx)}" cy="${n(f.h * 0.04)}" rx="${n(f.w * 0.09)}" ry="${n(f.h * 0.05)}" fill="#ffffff" opacity="0.7" filter="url(#${f.defs.blur(f.h * 0.02)})"/>`;
  }
  out += ground(f, darken(tint, 0.14), darken(tint, 0.3));
  out += rect(0, f.horizon, f.w, Math.max(1, f.h * 0.012), darken(tint, 0.35));
  out += `<ellipse cx="${n(f.w / 2)}" cy="${n(f.h * 0.86)}" rx="${n(f.w * 0.55)}" ry="${n(f.h * 0.12)}" fill="#ffffff" opacity="0.28" filter="url(#${f.defs.blur(f.h * 0.04)})"/>`;
  return out;
}

function studio(f: Frame): string {
  const base = ["#2b2f35", "#33302e", "#262b31"][Math.floor(f.random() * 3)] ?? "#2b2f35";
  let out = rect(0, 0, f.w, f.h, `url(#${f.defs.radial([[0, lighten(base, 0.22)], [1, darken(base, 0.45)]], 0.5, 0.35, 0.75)})`);
  out += rect(0, f.horizon, f.w, f.h - f.horizon, `url(#${f.defs.linear([[0, darken(base, 0.3), 0], [1, darken(base, 0.55), 0.8]])})`);
  out += `<ellipse cx="${n(f.w / 2)}" cy="${n(f.h * 0.84)}" rx="${n(f.w * 0.42)}" ry="${n(f.h * 0.11)}" fill="${lighten(base, 0.45)}" opacity="0.55" filter="url(#${f.defs.blur(f.h * 0.05)})"/>`;
  return out;
}

function openRoad(f: Frame): string {
  const skyTop = ["#6fa8d6", "#7fb2dc", "#5d9fd4"][Math.floor(f.random() * 3)] ?? "#6fa8d6";
  let out = sky(f, skyTop, "#e4f1fa");
  out += clouds(f, 4, "#ffffff", 0.85);
  out += hills(f, f.horizon + 1, f.h * 0.12, "#a9bba6", 3);
  out += hills(f, f.horizon + 1, f.h * 0.06, "#84a07f", 5);
  out += ground(f, "#8fa86f", "#6f8a55");
  out += road(f, "#63676c", "#f4f4f0", "#8fa86f");
  return out;
}

function sunset(f: Frame): string {
  const warm = ["#f4a261", "#f7b267", "#ee9b6b"][Math.floor(f.random() * 3)] ?? "#f4a261";
  let out = sky(f, "#5b4a7a", warm);
  const sx = f.w * (0.2 + f.random() * 0.6);
  out += `<circle cx="${n(sx)}" cy="${n(f.horizon * 0.78)}" r="${n(f.h * 0.16)}" fill="#ffe1a8" opacity="0.35" filter="url(#${f.defs.blur(f.h * 0.04)})"/>`;
  out += `<circle cx="${n(sx)}" cy="${n(f.horizon * 0.78)}" r="${n(f.h * 0.07)}" fill="#fff0cf"/>`;
  out += clouds(f, 3, "#f9c9a4", 0.5);
  out += hills(f, f.horizon + 1, f.h * 0.1, "#6a4f6b", 2);
  out += hills(f, f.horizon + 1, f.h * 0.05, "#4d3b55", 4);
  out += ground(f, "#4a3d4c", "#2f2833");
  out += road(f, "#3c3a40", "#e9d9c0", "#4a3d4c");
  return out;
}

function coast(f: Frame): string {
  let out = sky(f, "#8cc3e8", "#eaf6fc");
  out += clouds(f, 3, "#ffffff", 0.8);
  const sea = f.horizon - f.h * 0.06;
  out += hills(f, sea + 1, f.h * 0.07, "#9fb0b8", 2);
  out += rect(0, sea, f.w, f.horizon - sea + 1, `url(#${f.defs.linear([[0, "#4f8fb8"], [1, "#7fb6d2"]])})`);
  for (let i = 0; i < 6; i++) out += rect(f.random() * f.w, sea + (f.horizon - sea) * (0.2 + f.random() * 0.7), f.w * (0.05 + f.random() * 0.1), Math.max(1, f.h * 0.004), "#e6f3fa", ' opacity="0.6"');
  out += ground(f, "#d9ccb0", "#c2b596");
  out += road(f, "#8d8a85", "#ffffff", "#ddd0b4");
  return out;
}

function outback(f: Frame): string {
  let out = sky(f, "#86b7dd", "#f3e6d2");
  out += clouds(f, 2, "#ffffff", 0.6);
  const mx = f.w * (0.1 + f.random() * 0.5);
  const mw = f.w * (0.22 + f.random() * 0.1);
  const mh = f.h * 0.09;
  const mesa: Point[] = [[mx, f.horizon + 1], [mx + mw * 0.12, f.horizon - mh], [mx + mw * 0.88, f.horizon - mh], [mx + mw, f.horizon + 1]];
  out += `<polygon points="${pointList(mesa)}" fill="#b0694a"/>`;
  out += hills(f, f.horizon + 1, f.h * 0.03, "#a4684c", 6);
  out += ground(f, "#c2774c", "#9c5634");
  for (let i = 0; i < 14; i++) {
    const x = f.random() * f.w;
    const y = f.horizon + (f.h - f.horizon) * f.random() * 0.2;
    out += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(f.w * 0.012)}" ry="${n(f.h * 0.008)}" fill="#7d7d4e" opacity="0.8"/>`;
  }
  out += road(f, "#b06a45", "#e8c9a6", null);
  return out;
}

function cityDusk(f: Frame): string {
  let out = sky(f, "#26324d", "#7b8fb5");
  let x = -f.random() * f.w * 0.05;
  const windows: string[] = [];
  while (x < f.w) {
    const bw = f.w * (0.05 + f.random() * 0.07);
    const bh = f.horizon * (0.18 + f.random() * 0.45);
    const colour = mix("#1f2940", "#3a4766", f.random());
    out += rect(x, f.horizon - bh, bw, bh + 1, colour);
    const cell = Math.max(3, f.w * 0.012);
    for (let wy = f.horizon - bh + cell; wy < f.horizon - cell; wy += cell * 1.8) {
      for (let wx = x + cell * 0.6; wx < x + bw - cell; wx += cell * 1.5) {
        if (f.random() < 0.35) windows.push(rect(wx, wy, cell * 0.6, cell * 0.7, "#f3d28b", ' opacity="0.8"'));
      }
    }
    x += bw + f.w * 0.004;
  }
  out += windows.join("");
  out += ground(f, "#3d4352", "#262a33");
  out += road(f, "#3a3e47", "#d8d8d0", "#4a5060");
  return out;
}

function forecourt(f: Frame): string {
  let out = sky(f, "#8bbbe0", "#e7f2fa");
  out += clouds(f, 2, "#ffffff", 0.7);
  const top = f.horizon * (0.3 + f.random() * 0.12);
  out += rect(0, top, f.w, f.horizon - top + 1, "#d9dde2");
  out += rect(0, top, f.w, (f.horizon - top) * 0.18, "#4b5058");
  const glassTop = top + (f.horizon - top) * 0.3;
  out += rect(f.w * 0.04, glassTop, f.w * 0.92, f.horizon - glassTop, `url(#${f.defs.linear([[0, "#6f8497"], [1, "#3e4d5c"]])})`);
  const mullion = f.w * (0.1 + f.random() * 0.05);
  for (let mx = f.w * 0.04; mx < f.w * 0.96; mx += mullion) out += rect(mx, glassTop, Math.max(1, f.w * 0.004), f.horizon - glassTop, "#c5cbd2");
  out += ground(f, "#c9c9c4", "#a9a9a3");
  // Parking-bay lines receding towards a vanishing point on the horizon.
  const vx = f.w * (0.35 + f.random() * 0.3);
  const far = f.horizon + (f.h - f.horizon) * 0.3;
  const bay = f.w * 0.42;
  const shift = f.random() * bay;
  for (let bx = -bay - shift; bx < f.w + bay * 2; bx += bay) {
    const t = (far - f.horizon) / (f.h - f.horizon);
    const topX = vx + (bx - vx) * t;
    const half = f.w * 0.006;
    const line: Point[] = [[bx - half, f.h], [bx + half, f.h], [topX + half * t, far], [topX - half * t, far]];
    out += `<polygon points="${pointList(line)}" fill="#f4f4ef" opacity="0.75"/>`;
  }
  return out;
}
