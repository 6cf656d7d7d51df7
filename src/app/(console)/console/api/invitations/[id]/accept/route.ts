import { acceptInvitationSchema } from "@/contracts/console/staff";
import { acceptStaffInvitation } from "@/server/console/staff-admin";
import { apiError, readJson, validationError } from "@/server/http/api-errors";
import { consoleAnswer, sameOrigin } from "@/server/http/console-route";

/** The invitee (not signed in: they have no account yet) accepts with their name and password. */
export async function POST(request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  if (!sameOrigin(request)) return apiError(403, "forbidden_origin", "The request's Origin is not the console's own; please send it from the console");
  const body = await readJson(request, 16 * 1024);
  if (!body.ok) return body.response;
  const parsed = acceptInvitationSchema.safeParse(body.value);
  if (!parsed.success) return validationError(parsed.error);
  const outcome = await acceptStaffInvitation((await params).id, parsed.data, new Date());
  // An invitation is nobody's dealership row: its own words say what to do next.
  if (!outcome.ok && outcome.kind === "not_found") return apiError(404, "not_found", "This invitation has expired, was already used, or does not exist");
  return consoleAnswer(outcome);
}
