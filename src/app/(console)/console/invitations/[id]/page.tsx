import type { Metadata } from "next";
import { openInvitation } from "@/server/console/staff-admin";
import { AcceptInvitationForm } from "@/components/console/staff-forms";

export const metadata: Metadata = { title: "Join your dealer group" };

/** The page an invitation's email links to: who invited them, to what, and the form to choose a name and password. */
export default async function InvitationPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const invitation = await openInvitation(id, new Date());
  return (
    <section aria-labelledby="invitation-heading" className="mx-4 mt-10 max-w-md rounded-lg border bg-background p-6 shadow-sm sm:mx-auto">
      {invitation ? (
        <>
          <h1 id="invitation-heading" className="text-xl font-semibold">
            Join {invitation.groupName}
          </h1>
          <p className="mt-2 text-sm text-muted-foreground">
            {invitation.inviterName} invited {invitation.email} to the Forecourt dealer console. Choose the name your colleagues will see and a
            password.
          </p>
          <AcceptInvitationForm id={id} email={invitation.email} />
        </>
      ) : (
        <>
          <h1 id="invitation-heading" className="text-xl font-semibold">
            This invitation cannot be used
          </h1>
          <p className="mt-2 text-sm">It has expired, was already accepted, or the link is not complete. Ask the person who invited you to send a new one.</p>
        </>
      )}
    </section>
  );
}
