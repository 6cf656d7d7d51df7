/** A stable, saturated brand colour for a manufacturer slug (generated logo tiles). */
export function brandColour(slug: string): string {
  let hash = 0;
  for (let i = 0; i < slug.length; i++) hash = (Math.imul(hash, 31) + slug.charCodeAt(i)) >>> 0;
  const hue = hash % 360;
  const s = 0.62;
  const l = 0.38;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x: number) => Math.round(x * 255).toString(16).padStart(2, "0");
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}
