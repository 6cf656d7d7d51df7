import { apiError } from "@/server/http/api-errors";

/** Any API path a site does not serve: a JSON 404 in the one error shape, for every method. */
function notFound(): Response {
  return apiError(404, "not_found", "There is no API at this path");
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
