import { mediaKeyProblem } from "@/domain/console/photos";
import { mediaStorage } from "@/server/adapters/storage";
import { logger } from "@/server/logger";

export const runtime = "nodejs";

const log = logger.child({ component: "media-uploaded" });

function text(body: string, status: number, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });
}

/**
 * GET /media/u/{key}: an uploaded picture from the media store (src/server/adapters/storage.ts), e.g. a car's photo
 * `/media/u/v/12/0123456789abcdef0123-1920.webp`. A key's content never changes (a changed photo has a new name), so
 * it is cached for a year, immutable. A key the store could not hold, or one it does not have, is a 404; the image
 * optimiser (`/img/{width}/media/u/...`) reads these like every other /media/ picture.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ key: string[] }> }): Promise<Response> {
  let key = "";
  try {
    key = ((await params).key ?? []).join("/");
  } catch {
    return text("Not found", 404);
  }
  if (mediaKeyProblem(key) !== null) return text("Not found", 404);
  try {
    const stored = await mediaStorage().get(key);
    if (!stored) return text("Not found", 404);
    return new Response(new Uint8Array(stored.bytes), {
      status: 200,
      headers: {
        "Content-Type": stored.contentType,
        "Content-Length": String(stored.bytes.byteLength),
        "Cache-Control": "public, max-age=31536000, immutable",
      },
    });
  } catch (error) {
    log.error({ code: (error as { code?: string }).code ?? (error as Error).name ?? null }, "uploaded media could not be read from the store");
    return text("The picture could not be read just now; try again shortly", 503, { "Retry-After": "5" });
  }
}
