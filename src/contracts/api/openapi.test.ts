import { describe, expect, it } from "vitest";
import { z } from "zod";
import { GET as openApiRoute } from "@/app/(platform)/api/openapi.json/route";
import { allowedMethods } from "@/server/http/node-server/front-door";
import { routeFiles } from "@/test/route-files";
import { openApiDocument, PLATFORM_ENDPOINTS, SHOPPER_ENDPOINTS } from "./openapi";

type Json = Record<string, unknown>;

/** The parts of OpenAPI 3.1 (spec section 4.8) this document uses, as a zod schema. */
const operation = z.strictObject({
  summary: z.string().min(1),
  description: z.string().optional(),
  operationId: z.string().regex(/^[A-Za-z0-9]+$/).optional(),
  parameters: z.array(z.strictObject({ name: z.string().min(1), in: z.enum(["path", "query", "header"]), required: z.boolean(), description: z.string().optional(), schema: z.looseObject({}) })).optional(),
  requestBody: z.strictObject({ required: z.boolean(), description: z.string().optional(), content: z.record(z.string(), z.strictObject({ schema: z.looseObject({}) })) }).optional(),
  responses: z.record(z.string().regex(/^[1-5][0-9]{2}$/), z.strictObject({ description: z.string().min(1), content: z.record(z.string(), z.strictObject({ schema: z.looseObject({}) })).optional() })),
});
const openApi31 = z.strictObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string().min(1), version: z.string().min(1) }),
  servers: z.array(z.looseObject({ url: z.string() })),
  paths: z.record(z.string().regex(/^\//), z.partialRecord(z.enum(["get", "post", "put", "patch", "delete"]), operation)),
  webhooks: z.record(z.string(), z.partialRecord(z.enum(["post"]), operation)),
  components: z.strictObject({ schemas: z.record(z.string(), z.looseObject({})) }),
});

/** Every JSON Schema in the document (request bodies, parameters, answers, components). */
function schemasOf(value: unknown, into: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const item of value) schemasOf(item, into);
  else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value as Json)) {
      if (key === "schema" && item && typeof item === "object" && !("$ref" in item)) into.push(item as Json);
      else schemasOf(item, into);
    }
  }
  return into;
}

describe("the OpenAPI document", () => {
  const document = openApiDocument();

  it("is an OpenAPI 3.1 document, and every schema in it is JSON Schema zod can read", () => {
    expect(openApi31.safeParse(JSON.parse(JSON.stringify(document))).error?.issues ?? []).toEqual([]);
    const schemas = [...schemasOf(document), ...Object.values((document.components as { schemas: Record<string, Json> }).schemas)];
    expect(schemas.length).toBeGreaterThan(40);
    for (const schema of schemas) expect(() => z.fromJSONSchema(schema as z.core.JSONSchema.JSONSchema)).not.toThrow();
  });

  it("describes every public shopper API route with the methods its file exports, and nothing else", () => {
    const files = routeFiles("src/app/(sites)/s/[host]/api").filter((r) => !r.file.includes("[...rest]"));
    const fromFiles = files.flatMap((r) => r.methods.map((m) => `${m} ${r.pathname.replace("/sample", "/{postcode}")}`)).sort();
    expect(SHOPPER_ENDPOINTS.map((e) => `${e.method.toUpperCase()} ${e.path}`).sort()).toEqual(fromFiles);
    const platform = routeFiles("src/app/(platform)/api").flatMap((r) => r.methods.map((m) => `${m} ${r.pathname}`));
    expect(PLATFORM_ENDPOINTS.map((e) => `${e.method.toUpperCase()} ${e.path}`).sort()).toEqual(platform.sort());
  });

  it("gives every shopper route's bad input the one error shape, and every body route its 400 and 413", () => {
    const errorShape = (document.components as { schemas: Record<string, Json> }).schemas.ApiError;
    expect(errorShape).toMatchObject({ required: ["error"], properties: { error: { required: ["code", "message"] } } });
    for (const endpoint of SHOPPER_ENDPOINTS) {
      if (endpoint.body) expect(Object.keys(endpoint.errors), endpoint.path).toEqual(expect.arrayContaining(["400", "413"]));
      if (endpoint.query) expect(Object.keys(endpoint.errors), endpoint.path).toContain("400");
    }
    const lead = (document.paths as Json)["/api/leads"] as { post: { responses: Record<string, Json>; parameters: Json[] } };
    expect(lead.post.responses["400"]).toEqual({ description: expect.any(String), content: { "application/json": { schema: { $ref: "#/components/schemas/ApiError" } } } });
    expect(lead.post.parameters).toContainEqual(expect.objectContaining({ name: "Idempotency-Key", in: "header", required: false }));
  });

  it("is served at GET /api/openapi.json, cacheable, GET and HEAD only", async () => {
    const answer = openApiRoute();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/json");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await answer.json()).toEqual(JSON.parse(JSON.stringify(document)));
    expect(allowedMethods("/api/openapi.json")).toEqual(["GET", "HEAD", "OPTIONS"]);
  });

  it("tells a CRM how to verify the lead webhook's signature", () => {
    const webhook = JSON.stringify((document.webhooks as Json)["lead.created"]);
    for (const words of ["Forecourt-Signature", "HMAC-SHA256", "{t}.{raw body}", "300 seconds", "Forecourt-Event-Id", "constant time"]) expect(webhook).toContain(words);
  });
});
