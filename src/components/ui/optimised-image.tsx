import type { ImgHTMLAttributes } from "react";
import { preload as preloadResource } from "react-dom";
import { responsiveImage } from "@/lib/responsive-image";

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height" | "alt">;

export type OptimisedImageProps = ImgProps & {
  src: string;
  alt: string;
  /** Served as is (an SVG, the not-found picture), not through the optimiser. */
  unoptimized?: boolean;
  /** Load first: eager, high fetch priority, and preloaded from the document head. */
  preload?: boolean;
} & (
    | { fill: true; sizes: string; width?: never; height?: never; maxWidth?: number }
    | { fill?: false; width: number; height: number; sizes?: string; maxWidth?: never }
  );


/**
 * A picture through the platform's image optimiser as a plain <img> (src/lib/responsive-image.ts): what
 * next/image renders, without its client component, so it costs a page no script wherever it is used.
 * `fill` covers the positioned parent (give `sizes`, and `maxWidth` where the picture is never shown wider than some
 * width); otherwise `width` and `height` reserve the space.
 */
export function OptimisedImage({ src, alt, unoptimized = false, preload = false, fill, sizes, maxWidth, width, height, className, loading, fetchPriority, ...rest }: OptimisedImageProps) {
  const attributes = unoptimized ? { src } : responsiveImage(src, sizes ? { sizes, ...(maxWidth !== undefined ? { maxWidth } : {}) } : { width: width ?? 640 });
  if (preload) {
    preloadResource(attributes.src, { as: "image", fetchPriority: "high", ...("srcSet" in attributes ? { imageSrcSet: attributes.srcSet, imageSizes: attributes.sizes } : {}) });
  }
  return (
    <img
      {...rest}
      {...attributes}
      alt={alt}
      {...(fill ? {} : { width, height })}
      decoding="async"
      loading={preload ? "eager" : (loading ?? "lazy")}
      {...(preload || fetchPriority !== undefined ? { fetchPriority: preload ? "high" : fetchPriority } : {})}
      // globals.css: `img-fill` covers the positioned parent; both hide the alt text while the picture loads. A class
      // rather than a style: a search page draws two dozen.
      className={className ? `${fill ? "img-fill" : "img-sized"} ${className}` : fill ? "img-fill" : "img-sized"}
    />
  );
}
