/**
 * The src, srcset and sizes of a picture served through the platform's image optimiser (/_next/image), worked
 * out without next/image's client component: the same URLs and widths, as plain attributes any <img> can carry,
 * so a page's pictures cost no script.
 *
 * - With `sizes`: a width descriptor for every optimiser width from the smallest useful one (the smallest
 *   device width times the smallest vw share named in `sizes`; every width when no vw is named) upwards, up to
 *   the first at least `maxWidth` when it is given.
 * - With a fixed `width`: 1x and 2x density descriptors, each rounded up to the next optimiser width.
 * - `src` is the largest candidate, for browsers without srcset.
 */
import { IMAGE_DEVICE_SIZES, IMAGE_ICON_SIZES, IMAGE_QUALITY } from "./image-sizes";

const ALL_WIDTHS: readonly number[] = [...IMAGE_ICON_SIZES, ...IMAGE_DEVICE_SIZES].sort((a, b) => a - b);
const SMALLEST_DEVICE = Math.min(...IMAGE_DEVICE_SIZES);
const LARGEST = ALL_WIDTHS[ALL_WIDTHS.length - 1] ?? SMALLEST_DEVICE;

/** The prefix of the optimiser's short paths: `/img/{width}{picture path}`. */
export const OPTIMISED_IMAGE_PREFIX = "/img/";

/** Where the optimiser's pictures come from (next.config.ts `images.localPatterns`). */
const OPTIMISED_SOURCES = /^\/(media|brand)\//;

/**
 * The optimiser's URL of a picture at a width, as a short path: `/img/640/media/gen/suv/p0.full.jpg`. A search page
 * names 21 pictures at seven widths; Next's own form (`/_next/image?url=…&w=640&q=75`) was 28 characters longer each,
 * and its two `&` were escaped in every attribute. The platform server turns the path back into Next's form
 * (`optimiserTargetOf`); each segment of the picture's path is percent-encoded, so no character of it ends the path.
 */
/** Whether the optimiser serves this picture (a local picture under /media/ or /brand/). */
export function isOptimisable(src: string): boolean {
  return OPTIMISED_SOURCES.test(src);
}

export function optimisedImageUrl(src: string, width: number): string {
  return atWidth(encodedPath(src), width);
}

/** A picture's path with each segment percent-encoded (worked out once for all of a srcset's widths). */
function encodedPath(src: string): string {
  return src.split("/").map(encodeURIComponent).join("/");
}

function atWidth(path: string, width: number): string {
  return `${OPTIMISED_IMAGE_PREFIX}${width}${path}`;
}

/**
 * A decoded segment of a picture's path the optimiser is asked for: no `%` (Next decodes its `url` again and answers a
 * 500 for a bad escape), no `?` or `#` (a query or a fragment: endless URLs for one picture), no backslash, no control
 * character.
 */
const PICTURE_SEGMENT = /^[^%?#\\\u0000-\u001f\u007f]+$/u;

/**
 * Next's optimiser request for a short image path (`/img/640/media/…`), or null when the path is not one: a width the
 * optimiser serves, a picture under /media/ or /brand/, written exactly as `optimisedImageUrl` writes it (so one URL
 * per picture and width), no empty, `.` or `..` segment, no segment that decodes to `%`, `?`, `#`, a backslash or a
 * control character (NUL included), well-formed percent-encoding. The quality is the platform's one (IMAGE_QUALITY).
 */
export function optimiserTargetOf(pathname: string): string | null {
  if (!pathname.startsWith(OPTIMISED_IMAGE_PREFIX)) return null;
  const rest = pathname.slice(OPTIMISED_IMAGE_PREFIX.length);
  const slash = rest.indexOf("/");
  if (slash < 1) return null;
  // Exactly as optimisedImageUrl writes it: one URL per picture and width (no `0640`).
  const width = ALL_WIDTHS.find((w) => String(w) === rest.slice(0, slash));
  if (width === undefined) return null;
  const encoded = rest.slice(slash);
  let segments: string[];
  try {
    segments = encoded.split("/").slice(1).map(decodeURIComponent);
  } catch {
    return null;
  }
  if (segments.some((segment) => segment === "." || segment === ".." || !PICTURE_SEGMENT.test(segment))) return null;
  const src = `/${segments.join("/")}`;
  if (!OPTIMISED_SOURCES.test(src) || encodedPath(src) !== encoded) return null;
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;
}

/**
 * A request made straight to Next's optimiser (`/_next/image?url=…&w=…&q=…`) held to the same rules as a short path
 * (`optimiserTargetOf`): its own request rewritten whole when it is one a page could make, else null. Next answers a
 * bad escape in `url` with a 500 of its own.
 */
export function optimiserTargetOfQuery(search: string): string | null {
  const params = new URLSearchParams(search);
  const src = params.get("url");
  const width = params.get("w");
  if (src === null || width === null || params.get("q") !== String(IMAGE_QUALITY) || !src.startsWith("/")) return null;
  return optimiserTargetOf(`${OPTIMISED_IMAGE_PREFIX}${width}${encodedPath(src)}`);
}

/** The smallest optimiser width at least `width` (the largest when none is). */
function widthAtLeast(width: number): number {
  return ALL_WIDTHS.find((w) => w >= width) ?? LARGEST;
}

export interface ResponsiveImageAttributes {
  src: string;
  srcSet: string;
  sizes?: string;
}

/**
 * The widths of a srcset for `sizes` up to `maxWidth` (see the module's note). A layout's `sizes` is a constant of the
 * component that draws the picture, so the widths are worked out once per layout and kept (a search page asks for
 * the card's 21 times): at most WIDTHS_KEPT layouts, the first ones asked for.
 */
function srcsetWidths(sizes: string, maxWidth: number | undefined): readonly number[] {
  const key = `${maxWidth ?? ""} ${sizes}`;
  const kept = widthsOfLayout.get(key);
  if (kept) return kept;
  const shares = [...sizes.matchAll(/(?:^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[1]));
  const floor = shares.length > 0 ? SMALLEST_DEVICE * (Math.min(...shares) / 100) : 0;
  const ceiling = maxWidth === undefined ? LARGEST : widthAtLeast(maxWidth);
  const widths = ALL_WIDTHS.filter((w) => w >= floor && w <= ceiling);
  if (widthsOfLayout.size < WIDTHS_KEPT) widthsOfLayout.set(key, widths);
  return widths;
}
const WIDTHS_KEPT = 64;
const widthsOfLayout = new Map<string, readonly number[]>();

export function responsiveImage(src: string, layout: { sizes: string; maxWidth?: number } | { width: number }): ResponsiveImageAttributes {
  const path = encodedPath(src);
  if ("sizes" in layout) {
    const widths = srcsetWidths(layout.sizes, layout.maxWidth);
    return {
      src: atWidth(path, widths[widths.length - 1] ?? LARGEST),
      srcSet: widths.map((w) => `${atWidth(path, w)} ${w}w`).join(", "),
      sizes: layout.sizes,
    };
  }
  const densities = [...new Set([widthAtLeast(layout.width), widthAtLeast(layout.width * 2)])];
  return {
    src: atWidth(path, densities[densities.length - 1] ?? LARGEST),
    srcSet: densities.map((w, i) => `${atWidth(path, w)} ${i + 1}x`).join(", "),
  };
}
