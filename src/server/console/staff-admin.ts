import "server-only";
import { randomBytes } from "node:crypto";
import type { InviteStaff } from "@/contracts/console/staff";
import { mailSender } from "@/server/adapters/mail-sender";
import { systemScope } from "@/server/data/scope";
import { acceptInvitation, groupDealerships, insertInvitation, invitationById, isGroupMemberEmail, type InvitationRow } from "@/server/data/staff";
import { staffAuth } from "./auth";
import { refused, type ConsoleOutcome } from "./outcome";
import type { ConsoleStaff } from "./staff-session";

const INVITATIONS = systemScope("staff invitations: the invitee has no account yet, so the invitation is found by its unguessable id");
/** An invitation lasts a week. */
export const INVITATION_DAYS = 7;

/**
 * An owner invites someone to their group: an invitation for a week, emailed through the mail adapter with the link
 * to accept it (`origin`: the console's own, from the request). Refused for a group they do not own (404, as for a
 * group that does not exist), a dealership outside the group, or an email already in the group.
 */
export async function inviteStaff(staff: ConsoleStaff, input: InviteStaff, origin: string, now: Date): Promise<ConsoleOutcome<{ invitationId: string }>> {
  const scope = staff.scope;
  if (!scope.ownedGroupIds.includes(input.groupId)) return refused({ kind: "not_found", message: "There is no such dealer group in your console" });
  const offered = new Set((await groupDealerships(scope, input.groupId)).map((d) => d.id));
  const outside = input.dealershipIds.findIndex((id) => !offered.has(id));
  if (outside >= 0) return refused({ kind: "invalid", field: `dealershipIds.${outside}`, message: "is not a dealership of this group" });
  if (await isGroupMemberEmail(scope, input.groupId, input.email)) return refused({ kind: "conflict", message: "That email is already a member of this group" });
  const id = randomBytes(24).toString("base64url");
  const role = input.role === "owner" ? "owner" : "staff";
  const dealershipRoles = input.role === "owner" ? [] : input.dealershipIds.map((dealershipId) => ({ dealershipId, role: input.role as "manager" | "sales" }));
  await insertInvitation(scope, { id, groupId: input.groupId, email: input.email, role, expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000), dealershipRoles });
  const group = staff.groups.find((g) => g.id === input.groupId)?.name ?? "a dealer group";
  try {
    await mailSender().send({
      from: { name: "Forecourt console", address: "console@forecourt.invalid" },
      to: [input.email],
      subject: `${staff.user.name} invited you to ${group} on Forecourt`,
      text: `Hello,\n\n${staff.user.name} invited you to join ${group} in the Forecourt dealer console as ${input.role === "sales" ? "a sales member" : `${input.role === "owner" ? "an owner" : "a manager"}`}. To accept and choose your password, open:\n\n${origin}/console/invitations/${id}\n\nThe invitation lasts ${INVITATION_DAYS} days.\n`,
      messageId: `<invitation-${id.slice(0, 12)}@forecourt.invalid>`,
    });
  } catch {
    return refused({ kind: "unavailable", message: "The invitation is saved but its email could not be sent; try again in a minute" });
  }
  return { ok: true, value: { invitationId: id } };
}

/** A pending, unexpired invitation for its page; null otherwise (expired, accepted, or no such id). */
export async function openInvitation(id: string, now: Date): Promise<InvitationRow | null> {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(id)) return null;
  const invitation = await invitationById(INVITATIONS, id);
  if (!invitation || invitation.status !== "pending" || invitation.expiresAt <= now) return null;
  return invitation;
}

/** Accepts an invitation with the invitee's name and password (hashed as better-auth hashes it). */
export async function acceptStaffInvitation(id: string, input: { name: string; password: string }, now: Date): Promise<ConsoleOutcome<{ email: string }>> {
  if (!(await openInvitation(id, now))) return refused({ kind: "not_found", message: "This invitation has expired, was already used, or does not exist" });
  const passwordHash = await (await (await staffAuth()).$context).password.hash(input.password);
  const result = await acceptInvitation(INVITATIONS, id, { userId: `staff-${randomBytes(12).toString("base64url")}`, name: input.name, passwordHash }, now);
  if (result.kind === "gone") return refused({ kind: "not_found", message: "This invitation has expired, was already used, or does not exist" });
  if (result.kind === "email_taken") return refused({ kind: "conflict", message: "That email already has a console account; sign in with it and ask the owner to add you" });
  return { ok: true, value: { email: result.email } };
}
