/**
 * The src, srcset and sizes of a picture served through the platform's image optimiser (/_next/image), worked
 * out without next/image's client component: the same URLs and widths, as plain attributes any <img> can carry,
 * so a page's pictures cost no script.
 *
 * - With `sizes`: a width descriptor for every optimiser width from the smallest useful one (the smallest
 *   device width times the smallest vw share named in `sizes`; every width when no vw is named) upwards.
 * - With a fixed `width`: 1x and 2x density descriptors, each rounded up to the next optimiser width.
 * - `src` is the largest candidate, for browsers without srcset.
 */
import { IMAGE_DEVICE_SIZES, IMAGE_ICON_SIZES, IMAGE_QUALITY } from "./image-sizes";

const ALL_WIDTHS: readonly number[] = [...IMAGE_ICON_SIZES, ...IMAGE_DEVICE_SIZES].sort((a, b) => a - b);
const SMALLEST_DEVICE = Math.min(...IMAGE_DEVICE_SIZES);
const LARGEST = ALL_WIDTHS[ALL_WIDTHS.length - 1] ?? SMALLEST_DEVICE;

/**
 * The optimiser's URL of a picture at a width. The picture's path keeps its slashes (a query may carry them as they
 * are): a search page names 21 pictures at seven widths, and `%2F` for each slash was 2 KB of it.
 */
export function optimisedImageUrl(src: string, width: number, quality: number = IMAGE_QUALITY): string {
  return `/_next/image?url=${encodeURIComponent(src).replaceAll("%2F", "/")}&w=${width}&q=${quality}`;
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

export function responsiveImage(src: string, layout: { sizes: string } | { width: number }): ResponsiveImageAttributes {
  if ("sizes" in layout) {
    const shares = [...layout.sizes.matchAll(/(?:^|\s)(1?\d?\d)vw/g)].map((m) => Number(m[1]));
    const floor = shares.length > 0 ? SMALLEST_DEVICE * (Math.min(...shares) / 100) : 0;
    const widths = ALL_WIDTHS.filter((w) => w >= floor);
    return {
      src: optimisedImageUrl(src, widths[widths.length - 1] ?? LARGEST),
      srcSet: widths.map((w) => `${optimisedImageUrl(src, w)} ${w}w`).join(", "),
      sizes: layout.sizes,
    };
  }
  const densities = [...new Set([widthAtLeast(layout.width), widthAtLeast(layout.width * 2)])];
  return {
    src: optimisedImageUrl(src, densities[densities.length - 1] ?? LARGEST),
    srcSet: densities.map((w, i) => `${optimisedImageUrl(src, w)} ${i + 1}x`).join(", "),
  };
}
