/**
 * An id in a query string as a request schema reads it: `parseRowId` (decimal digits only, 1..2^31 - 1), so
 * `car_id=0x10` is a 400 naming car_id rather than car 16.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { parseRowId } from "@/domain/ids/row-id";

/** A query parameter that names a row by its decimal id; `message` is the refusal ("must be a car id"). */
export function rowIdParam(message: string) {
  return z.string({ error: message }).transform((text, context) => {
    const id = parseRowId(text);
    if (id === null) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });
}
