/**
 * The widths the platform's image optimiser (Next's /_next/image) serves, and its one quality. next.config.ts
 * gives these to Next; OptimisedImage (src/components/ui/optimised-image.tsx) builds its srcset from them, so a
 * width the optimiser would refuse is never asked for.
 */
export const IMAGE_DEVICE_SIZES = [640, 828, 1080, 1200, 1920] as const;
export const IMAGE_ICON_SIZES = [96, 150, 256, 384] as const;
export const IMAGE_QUALITY = 75;
