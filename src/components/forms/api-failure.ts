/**
 * Reading the platform's one error shape (`{ error: { code, message, field? } }`, server/http/api-errors.ts) in
 * the browser: the message to show and the field it names. Anything else (a proxy's HTML page, no body) becomes
 * the spec's generic failure text, and what came back is logged.
 */
import "@/lib/zod-jitless";
import { z } from "zod";

/** The spec's wording when a form cannot be sent and the server gave no reason. */
export const SUBMIT_FAILED = "An error occurred when submitting this form";

const apiErrorBody = z.object({ error: z.object({ message: z.string(), field: z.string().optional() }) });

export async function apiFailureOf(response: Response, what: string): Promise<{ message: string; field?: string }> {
  try {
    const parsed = apiErrorBody.safeParse(await response.json());
    if (parsed.success) return parsed.data.error;
    console.error(`${what} not sent: unexpected error body`, response.status, parsed.error);
  } catch (error) {
    console.error(`${what} not sent: the answer was not JSON`, response.status, error);
  }
  return { message: SUBMIT_FAILED };
}

/** A field's message without the "field: " prefix the API puts before it. */
export function fieldMessage(field: string, message: string): string {
  const prefix = `${field}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}
