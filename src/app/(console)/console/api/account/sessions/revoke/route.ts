import { revokeSessionSchema } from "@/contracts/console/account";
import { revokeOwnSession } from "@/server/console/account";
import { consoleAction, consoleRefusal } from "@/server/http/console-route";

/** Signs one of the member's own devices out. */
export async function POST(request: Request): Promise<Response> {
  return consoleAction(request, revokeSessionSchema, async (_staff, input) => {
    if (!(await revokeOwnSession(request.headers, input.sessionId))) return consoleRefusal({ kind: "not_found", message: "You have no such session" });
    return Response.json({ revoked: true }, { headers: { "cache-control": "no-store" } });
  });
}
