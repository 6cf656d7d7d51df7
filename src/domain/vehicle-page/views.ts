/**
 * The view counter of the vehicle page (spec 002 §7 "GET {api}/cars/{slug}/view.json: query photos_count,
 * updated_at, website_id; returns views and car_fields; nothing when not ok", §8 "Car view fetch not ok:
 * returns nothing", §9 "view count animates 1 s").
 *
 * The counter shows only when the site has it on (`vehiclePage.viewCounter`) and the call answered a whole
 * number of views above 0; a failed call, or an answer without a usable count, shows nothing.
 */

export const VIEW_COUNT_ANIMATION_MS = 1_000;

export interface ViewRequest {
  photosCount: number;
  updatedAt: Date | string;
  websiteId: number | string;
}

export interface ViewAnswer {
  views: number;
  carFields: Record<string, unknown>;
}

/** {api}/cars/{slug}/view.json?photos_count=..&updated_at=..&website_id=.. (the slug URL-encoded). */
export function viewJsonUrl(apiBase: string, slug: string, request: ViewRequest): string {
  const base = apiBase.replace(/\/+$/, "");
  const updatedAt = typeof request.updatedAt === "string" ? request.updatedAt : request.updatedAt.toISOString();
  const query = new URLSearchParams({ photos_count: String(request.photosCount), updated_at: updatedAt, website_id: String(request.websiteId) });
  return `${base}/cars/${encodeURIComponent(slug)}/view.json?${query.toString()}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The answer's views and car_fields; null when the response was not ok or the views are not a count. */
export function parseViewAnswer(ok: boolean, body: unknown): ViewAnswer | null {
  if (!ok || !isRecord(body)) return null;
  const raw = body.views;
  const views = typeof raw === "string" && raw.trim() !== "" ? Number(raw) : raw;
  if (typeof views !== "number" || !Number.isInteger(views) || views < 0) return null;
  return { views, carFields: isRecord(body.car_fields) ? body.car_fields : {} };
}

/** Whether the counter shows: on for the site and a count above 0 came back. */
export function viewCounterVisible(enabled: boolean, answer: ViewAnswer | null): answer is ViewAnswer {
  return enabled && answer !== null && answer.views > 0;
}
