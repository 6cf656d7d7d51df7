import { inboxLiveCounts } from "@/server/console/inbox";
import { consoleRead } from "@/server/http/console-route";

/**
 * GET /console/api/leads/count: `{ newLeads, latestId }` for the signed-in staff member (401 signed out). The header's
 * badge polls it every 15 s and the inbox every 1.5 s while visible, so it is two index reads and nothing else.
 */
export async function GET(request: Request): Promise<Response> {
  return consoleRead(request, async (staff) => {
    return Response.json(await inboxLiveCounts(staff.scope), { headers: { "cache-control": "no-store" } });
  });
}
