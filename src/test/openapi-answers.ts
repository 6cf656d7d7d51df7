/**
 * Checks an API's answer against the OpenAPI document (src/contracts/api/openapi.ts) with zod's own JSON Schema
 * reader, `z.fromJSONSchema` (zod is the kept validator: no other is installed): the schema the document gives the
 * path, method and status, its `#/components/...` references resolved.
 */
import { z } from "zod";
import { openApiDocument } from "@/contracts/api/openapi";

type Json = Record<string, unknown>;

function resolveRefs(value: unknown, root: Json): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveRefs(item, root));
  if (value === null || typeof value !== "object") return value;
  const object = value as Json;
  if (typeof object.$ref === "string" && object.$ref.startsWith("#/components/")) {
    const target = object.$ref
      .slice(2)
      .split("/")
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], root);
    if (target === undefined) throw new Error(`the document has no ${object.$ref}`);
    return resolveRefs(target, root);
  }
  return Object.fromEntries(Object.entries(object).map(([key, item]) => [key, resolveRefs(item, root)]));
}

const validators = new Map<string, z.ZodType | null>();

/**
 * The validator of an answer's JSON body: null when the document says the answer has no body (a 204); throws when the
 * document does not list the path, method or status at all (an answer the document does not promise).
 */
export function answerValidator(path: string, method: string, status: number): z.ZodType | null {
  const key = `${method} ${path} ${status}`;
  const known = validators.get(key);
  if (known !== undefined) return known;
  const document = openApiDocument();
  const operation = ((document.paths as Json)[path] as Json | undefined)?.[method.toLowerCase()] as Json | undefined;
  if (!operation) throw new Error(`the OpenAPI document has no ${method} ${path}`);
  const answer = (operation.responses as Json)[String(status)] as Json | undefined;
  if (!answer) throw new Error(`the OpenAPI document promises no ${status} for ${method} ${path}`);
  const schema = ((answer.content as Json | undefined)?.["application/json"] as Json | undefined)?.schema;
  const validator = schema === undefined ? null : z.fromJSONSchema(resolveRefs(schema, document) as z.core.JSONSchema.JSONSchema);
  validators.set(key, validator);
  return validator;
}

/** The problems of an answer against the document: [] when it is what the document says. */
export async function answerProblems(path: string, method: string, response: Response): Promise<string[]> {
  let validator: z.ZodType | null;
  try {
    validator = answerValidator(path, method, response.status);
  } catch (error) {
    return [(error as Error).message];
  }
  const text = await response.clone().text();
  if (validator === null) return text === "" ? [] : [`${method} ${path} ${response.status} has a body the document does not promise`];
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return [`${method} ${path} ${response.status} is not JSON`];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`${method} ${path} ${response.status} is not valid JSON`];
  }
  const parsed = validator.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${method} ${path} ${response.status}: ${issue.path.join(".") || "body"} ${issue.message}`);
}
