import { bodyOfImageFile } from "@/domain/vehicle/body";
import { bodyTypeSvg } from "@/server/media/body-types";

/** GET /media/body/{slug}.svg: a body type's picture (`bodyTypeImagePath`), drawn by the platform; 404 for any other name. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const body = bodyOfImageFile((await params).file);
  if (!body) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return new Response(bodyTypeSvg(body), { headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": "public, max-age=86400" } });
}
