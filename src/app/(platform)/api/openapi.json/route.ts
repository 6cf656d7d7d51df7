import { openApiDocument } from "@/contracts/api/openapi";

/**
 * GET /api/openapi.json: the shopper APIs' OpenAPI 3.1 document (src/contracts/api/openapi.ts), for CRM integrators.
 * The same on every host (the proxy does not rewrite it), built from the schemas the routes validate with.
 */
export function GET() {
  return Response.json(openApiDocument(), { headers: { "cache-control": "public, max-age=3600" } });
}
