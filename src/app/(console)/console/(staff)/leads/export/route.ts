import { stringify } from "csv-stringify/sync";
import { parseInboxQuery } from "@/contracts/console/inbox";
import { isoDateIn } from "@/domain/vehicle-page/time";
import { inboxCsv } from "@/server/console/inbox";
import { consoleRead, consoleRefusal } from "@/server/http/console-route";

/** Rows written per piece of the stream: about a chunk the data layer reads. */
const ROWS_PER_PIECE = 500;

/**
 * GET /console/leads/export?{the inbox's filters}: the leads the inbox shows under the same filters, as a CSV file
 * (LEAD_CSV_COLUMNS, formula-safe cells, CRLF lines, a UTF-8 byte-order mark so a spreadsheet reads names with accents
 * right), streamed as the rows are read. At most 50,000 rows; when more matched, `x-forecourt-truncated: true` says
 * the file was cut (a header, since the body's first bytes leave before its last rows are read). Signed out: 401. A bad
 * filter: 400 naming the field, not a file of every lead.
 */
export async function GET(request: Request): Promise<Response> {
  return consoleRead(request, async (staff) => {
    const parsed = parseInboxQuery(new URL(request.url).searchParams);
    if (!parsed.ok) return consoleRefusal({ kind: "invalid", field: parsed.field, message: parsed.message });
    const now = new Date();
    const { truncated, rows } = await inboxCsv(staff.scope, parsed.query, now);
    const encoder = new TextEncoder();
    let first = true;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const piece: string[][] = [];
        while (piece.length < ROWS_PER_PIECE) {
          const next = await rows.next();
          if (next.done) break;
          piece.push(next.value);
        }
        if (piece.length === 0) {
          controller.close();
          return;
        }
        const text = stringify(piece, { record_delimiter: "windows" });
        controller.enqueue(encoder.encode(first ? `\ufeff${text}` : text));
        first = false;
      },
      async cancel() {
        await rows.return(undefined);
      },
    });
    return new Response(body, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="leads-${isoDateIn(now, "Australia/Sydney")}.csv"`,
        "cache-control": "no-store",
        ...(truncated ? { "x-forecourt-truncated": "true" } : {}),
      },
    });
  });
}
