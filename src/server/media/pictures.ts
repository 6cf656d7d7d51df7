import "server-only";
import { parseGeneratedImagePath } from "@/demo/art/generated-media";
import { isDemoPicture } from "@/demo/seed/demo-pictures";
import { mediaCacheDir, renderJpeg } from "./rasterise";

/**
 * The pictures the platform holds itself, as JPEG bytes: today the demo's drawn pictures
 * (`/media/gen/{body}/{colour}/{seed}/{shot}.{size}.jpg`); a dealer's uploaded pictures would be read here too.
 * Only pictures the demo generator can ask for are drawn; anything else is null. Throws RasteriserBusyError when
 * too many are being drawn at once.
 */
export async function generatedPictureJpeg(pathSegments: readonly string[]): Promise<Buffer | null> {
  const input = parseGeneratedImagePath(pathSegments);
  if (!input || !isDemoPicture(input)) return null;
  return renderJpeg(input, mediaCacheDir());
}

const GENERATED_PREFIX = "/media/gen/";

/** A picture by its URL on this platform (a car's image URL), or null when the platform does not hold it. */
export async function localPictureJpeg(url: string | undefined): Promise<Buffer | null> {
  if (!url?.startsWith(GENERATED_PREFIX)) return null;
  return generatedPictureJpeg(url.slice(GENERATED_PREFIX.length).split("/"));
}
