import { inviteStaffSchema } from "@/contracts/console/staff";
import { inviteStaff } from "@/server/console/staff-admin";
import { consoleAction, consoleAnswer, requestOrigin } from "@/server/http/console-route";

/** An owner invites someone to their group by email. */
export async function POST(request: Request): Promise<Response> {
  return consoleAction(request, inviteStaffSchema, async (staff, input) => consoleAnswer(await inviteStaff(staff, input, requestOrigin(request), new Date())));
}
