import { mercatorPixel } from "@/domain/locations/map";
import type { LocationMapView } from "@/view-models/locations";

const WIDTH = 640;
const HEIGHT = 360;
/** Street spacing in map pixels: a street every 40 px of the world at the map's zoom, a main road every 5th. */
const STREET = 40;

/** A number in [0, 1) from two integers, the same every time (streets stay put between pages). */
function hash(a: number, b: number): number {
  let h = (Math.imul(a, 374761393) + Math.imul(b, 668265263)) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * The platform's own map picture of a place (no tiles, nothing from the network): streets and parks drawn from the
 * place's position on the Web Mercator world at the map's zoom, the site's other places nearby as small pins, the
 * place as a pin, and its address written on it. Server-rendered SVG.
 */
export function DrawnMap({ map, name }: { map: LocationMapView; name: string }) {
  const centre = mercatorPixel(map.lat, map.lng, map.zoom);
  // Whole pixels: the picture is the same, and its markup is shorter.
  const left = Math.round(centre.x - WIDTH / 2);
  const top = Math.round(centre.y - HEIGHT / 2);
  const firstCol = Math.floor(left / STREET);
  const firstRow = Math.floor(top / STREET);
  const cols = Math.ceil(WIDTH / STREET) + 1;
  const rows = Math.ceil(HEIGHT / STREET) + 1;

  const parks: Array<{ x: number; y: number; key: string }> = [];
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      if (hash(firstCol + c, firstRow + r) < 0.1) parks.push({ x: (firstCol + c) * STREET - left, y: (firstRow + r) * STREET - top, key: `${c}-${r}` });
    }
  }
  const vertical = Array.from({ length: cols }, (_, c) => firstCol + c).filter((col) => col % 5 === 0 || hash(col, 7) < 0.55);
  const horizontal = Array.from({ length: rows }, (_, r) => firstRow + r).filter((row) => row % 5 === 0 || hash(11, row) < 0.55);
  const others = map.others.map((other) => {
    const p = mercatorPixel(other.lat, other.lng, map.zoom);
    return { ...other, x: Math.round(p.x - left), y: Math.round(p.y - top) };
  });
  const label = map.addressLine;

  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={map.label} className="block h-auto w-full bg-[#eef1ea]" preserveAspectRatio="xMidYMid slice">
      <title>{map.label}</title>
      {parks.map((park) => (
        <rect key={park.key} x={park.x + 4} y={park.y + 4} width={STREET - 8} height={STREET - 8} rx={4} fill="#cfe5c4" />
      ))}
      {vertical.map((col) => (
        <line key={`v${col}`} x1={col * STREET - left} x2={col * STREET - left} y1={0} y2={HEIGHT} stroke={col % 5 === 0 ? "#f6d98b" : "#ffffff"} strokeWidth={col % 5 === 0 ? 7 : 4} />
      ))}
      {horizontal.map((row) => (
        <line key={`h${row}`} y1={row * STREET - top} y2={row * STREET - top} x1={0} x2={WIDTH} stroke={row % 5 === 0 ? "#f6d98b" : "#ffffff"} strokeWidth={row % 5 === 0 ? 7 : 4} />
      ))}
      {others.map((other) => (
        <g key={`${other.name}-${other.x}-${other.y}`} transform={`translate(${other.x} ${other.y})`}>
          <title>{other.name}</title>
          <circle r={7} fill="#64748b" stroke="#ffffff" strokeWidth={2} />
        </g>
      ))}
      <g transform={`translate(${WIDTH / 2} ${HEIGHT / 2})`}>
        <path d="M0 0 C -4 -12 -16 -18 -16 -30 A 16 16 0 1 1 16 -30 C 16 -18 4 -12 0 0 Z" className="fill-primary" stroke="#ffffff" strokeWidth={2.5} />
        <circle cy={-30} r={6} fill="#ffffff" />
      </g>
      <g transform={`translate(12 ${HEIGHT - 60})`}>
        <rect width={WIDTH - 24} height={48} rx={6} fill="#ffffff" fillOpacity={0.94} stroke="#cbd5e1" />
        <text x={14} y={20} fontSize={15} fontWeight={600} fill="#0f172a">{name.length > 70 ? `${name.slice(0, 69)}…` : name}</text>
        <text x={14} y={38} fontSize={13} fill="#334155">{label.length > 80 ? `${label.slice(0, 79)}…` : label}</text>
      </g>
    </svg>
  );
}
