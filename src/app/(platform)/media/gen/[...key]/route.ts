import { logger } from "@/server/logger";
import { generatedPictureJpeg } from "@/server/media/pictures";
import { RasteriserBusyError } from "@/server/media/rasterise";

export const runtime = "nodejs";

const log = logger.child({ component: "media-gen" });

function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

/**
 * GET /media/gen/{body}/{colour}/{seed}/{shot}.{size}.jpg: a generated demo picture (see generated-media.ts). Only
 * pictures the demo generator can ask for are drawn (seed/demo-pictures.ts), others are a 404; when too many are
 * being drawn, a 503 to retry shortly.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  let key: string[] = [];
  try {
    key = (await params).key ?? [];
  } catch {
    return text("Not found", 404);
  }
  try {
    const jpeg = await generatedPictureJpeg(key);
    if (!jpeg) return text("Not found", 404);
    return new Response(new Uint8Array(jpeg), {
      status: 200,
      headers: {
        "Content-Type": "image/jpeg",
        "Content-Length": String(jpeg.length),
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  } catch (error) {
    if (error instanceof RasteriserBusyError) return text("Busy drawing pictures; try again shortly", 503, { "Retry-After": "2" });
    log.error({ err: error, path: key.join("/") }, "generated image could not be rendered");
    return text("Image could not be rendered", 500);
  }
}
