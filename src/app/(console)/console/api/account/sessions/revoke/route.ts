import { revokeSessionSchema } from "@/contracts/console/account";
import { revokeOwnSession } from "@/server/console/account";
import { apiError } from "@/server/http/api-errors";
import { consoleAction } from "@/server/http/console-route";

/** Signs one of the member's own devices out. */
export async function POST(request: Request): Promise<Response> {
  return consoleAction(request, revokeSessionSchema, async (_staff, input) => {
    if (!(await revokeOwnSession(request.headers, input.sessionId))) return apiError(404, "not_found", "You have no such session; it may have ended already");
    return Response.json({ revoked: true }, { headers: { "cache-control": "no-store" } });
  });
}
