import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { ToastOutlet } from "@/components/ui/toast";
import { LeadAssignForm } from "@/components/console/lead-assign-form";
import { LeadNoteForm } from "@/components/console/lead-note-form";
import { LeadReplyForm } from "@/components/console/lead-reply-form";
import { LeadResendButton } from "@/components/console/lead-resend-button";
import { LeadStatusForm } from "@/components/console/lead-status-form";
import { parseRowId } from "@/domain/ids/row-id";
import { leadPage } from "@/server/console/lead-page";
import { currentStaff } from "@/server/http/staff-session";

type Props = { params: Promise<{ id: string }> };

/** The staff member and the lead's page, once per request (metadata and page share it); null: the console's 404. */
const load = cache(async (rawId: string) => {
  const id = parseRowId(rawId);
  const staff = await currentStaff();
  if (id === null || !staff) return null;
  const view = await leadPage(staff, id);
  return view ? { staff, view } : null;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load((await params).id);
  return { title: loaded ? loaded.view.title : "Not found" };
}

function Section({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border bg-background p-4">
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A lead in the console (issue 34): who the shopper is and how to reach them, the car, every answer the form took and
 * the pages they saw, the timeline, how the lead reached the dealer, and the actions (status, assignment, note,
 * reply, resend). One column on a phone; on a wide screen the lead's facts on the left, the actions and timeline on
 * the right. A lead the staff member may not see is the console's 404, the same as one that does not exist.
 */
export default async function LeadPage({ params }: Props) {
  const loaded = await load((await params).id);
  if (!loaded) notFound();
  const { staff, view } = loaded;
  return (
    <article className="grid gap-4" aria-labelledby="lead-title">
      <ToastOutlet />
      <header className="grid gap-2 rounded-lg border bg-background p-4">
        <p className="text-sm">
          <a href="/console/leads" className="text-primary underline underline-offset-4">
            Leads
          </a>
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 id="lead-title" className="text-xl font-semibold tracking-tight">
            {view.title}
          </h1>
          <Badge variant={view.status === "new" ? "accent" : view.status === "sold" ? "success" : view.status === "lost" ? "destructive" : "secondary"}>
            <span className="sr-only">Status: </span>
            {view.statusLabel}
            {view.lostReasonLabel ? `: ${view.lostReasonLabel}` : ""}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {view.shopperName} · received <time dateTime={view.received.iso}>{view.received.text}</time> · {view.where.dealership ?? view.where.site}
          {view.where.location ? `, ${view.where.location}` : ""}
        </p>
        <p className={view.overdue ? "text-sm font-semibold text-destructive" : "text-sm"}>{view.responseText}</p>
        <p className="text-sm">Assigned to {view.assignee ? view.assignee.name : "nobody"}</p>
        {/* The fastest answers first, in reach of a thumb: a call, or the reply form further down. */}
        <div className="mt-1 flex flex-wrap gap-2">
          {view.shopper.telHref ? (
            <a href={view.shopper.telHref} className="btn btn-default btn-sm">
              Call {view.shopper.phoneDisplay}
            </a>
          ) : null}
          <a href="#lead-reply" className="btn btn-outline btn-sm">
            Reply
          </a>
          <a href="#lead-manage" className="btn btn-outline btn-sm">
            Change status
          </a>
        </div>
      </header>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <Section title="Contact" id="lead-contact">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted-foreground">Name</dt>
              <dd>{view.shopperName}</dd>
              <dt className="text-muted-foreground">Phone</dt>
              <dd>{view.shopper.telHref ? <a className="text-primary underline underline-offset-4" href={view.shopper.telHref}>{view.shopper.phoneDisplay}</a> : "Not given"}</dd>
              <dt className="text-muted-foreground">Email</dt>
              <dd className="break-all">{view.shopper.email ? <a className="text-primary underline underline-offset-4" href={`mailto:${view.shopper.email}`}>{view.shopper.email}</a> : "Not given"}</dd>
              <dt className="text-muted-foreground">Postcode</dt>
              <dd>{view.shopper.postcode ?? "Not given"}</dd>
              <dt className="text-muted-foreground">News and offers</dt>
              <dd>
                {view.shopper.optIn ? "Subscribed" : "Not subscribed"}
                {view.shopper.consentText ? <span className="block text-xs text-muted-foreground">{view.shopper.consentText}</span> : null}
              </dd>
            </dl>
          </Section>

          {view.car ? (
            <Section title="The car" id="lead-car">
              <div className="flex gap-3">
                {view.car.photoUrl ? (
                  // A console thumbnail: the demo's and dealers' own pictures, shown small; no optimiser needed here.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={view.car.photoUrl} alt="" width={128} height={96} className="h-24 w-32 shrink-0 rounded object-cover" loading="lazy" />
                ) : null}
                <dl className="grid content-start gap-1 text-sm">
                  <dt className="sr-only">Car</dt>
                  <dd className="font-medium">{view.car.title}</dd>
                  <dt className="sr-only">Price</dt>
                  <dd>{view.car.priceText ?? "No price"}</dd>
                  <dt className="sr-only">Stock status</dt>
                  <dd>{view.car.statusLabel}</dd>
                  {view.car.stockNumber ? (
                    <>
                      <dt className="sr-only">Stock number</dt>
                      <dd>Stock no. {view.car.stockNumber}</dd>
                    </>
                  ) : null}
                </dl>
              </div>
            </Section>
          ) : null}

          <Section title="What the form said" id="lead-answers">
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
              {view.answers.map((a, i) => (
                <div key={`${a.label}-${i}`} className="contents">
                  <dt className="text-muted-foreground">{a.label}</dt>
                  <dd className="whitespace-pre-wrap break-words">{a.value}</dd>
                </div>
              ))}
            </dl>
          </Section>

          <Section title="Pages visited before sending" id="lead-pages">
            {view.visitedPages.length > 0 ? (
              <ol className="list-decimal space-y-1 pl-5 text-sm">
                {view.visitedPages.map((p, i) => (
                  <li key={`${p}-${i}`} className="break-all">
                    {p}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-sm text-muted-foreground">The form did not record the visit.</p>
            )}
            <p className="mt-2 text-xs text-muted-foreground">In the order they were visited; the form keeps the pages, not the time of each.</p>
          </Section>

          {view.earlierLeads.length > 0 ? (
            <Section title="The shopper's other leads" id="lead-earlier">
              <ul className="grid gap-2 text-sm">
                {view.earlierLeads.map((e) => (
                  <li key={e.id}>
                    <a href={`/console/leads/${e.id}`} className="text-primary underline underline-offset-4">
                      {e.what}, <time dateTime={e.iso}>{e.at}</time>
                    </a>{" "}
                    · {e.statusLabel} · {e.site} · {e.matchedBy}
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}

          <Section title="Delivery to the dealer" id="lead-deliveries">
            {view.deliveries.length === 0 ? <p className="text-sm text-muted-foreground">This lead had nowhere to be delivered.</p> : null}
            <ul className="grid gap-3">
              {view.deliveries.map((d) => (
                <li key={d.id} className="grid gap-1 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <p>
                      <span className="font-medium">{d.channel}</span> to {d.target}: {d.statusLabel}
                    </p>
                    {view.may.resend ? <LeadResendButton leadId={view.id} deliveryId={d.id} what={`${d.channel} to ${d.target}`} /> : null}
                  </div>
                  {d.attempts.length > 0 ? (
                    <ol className="grid gap-0.5 pl-4 text-xs text-muted-foreground">
                      {d.attempts.map((a) => (
                        <li key={`${a.attempt}-${a.iso}`}>
                          Attempt {a.attempt}, <time dateTime={a.iso}>{a.at}</time>: {a.outcome}
                          {a.detail ? ` (${a.detail})` : ""}
                        </li>
                      ))}
                    </ol>
                  ) : (
                    <p className="pl-4 text-xs text-muted-foreground">Not tried yet.</p>
                  )}
                </li>
              ))}
            </ul>
          </Section>
        </div>

        <div className="grid content-start gap-4">
          <Section title="Status and assignment" id="lead-manage">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              <LeadStatusForm leadId={view.id} status={view.status} />
              {view.may.reassign ? (
                <LeadAssignForm leadId={view.id} assigneeId={view.assignee?.id ?? null} staff={view.assignable} mode="reassign" me={staff.scope.staffId} />
              ) : view.may.takeLead ? (
                <LeadAssignForm leadId={view.id} assigneeId={null} staff={[]} mode="take" me={staff.scope.staffId} />
              ) : null}
            </div>
          </Section>

          <Section title="Reply to the shopper" id="lead-reply">
            <LeadReplyForm leadId={view.id} templates={view.templates} email={view.may.replyByEmail} sms={view.may.replyBySms} />
          </Section>

          <Section title="Timeline" id="lead-timeline">
            <ol className="grid gap-3">
              <li className="text-sm">
                <p>
                  <span className="font-medium">Lead received</span> · <time dateTime={view.received.iso}>{view.received.text}</time>
                </p>
              </li>
              {view.timeline.map((e) => (
                <li key={e.id} className="text-sm">
                  <p>
                    <span className="font-medium">{e.who}</span> {e.text.charAt(0).toLowerCase() + e.text.slice(1)} · <time dateTime={e.iso}>{e.at}</time>
                  </p>
                  {e.detail ? <p className="mt-1 whitespace-pre-wrap break-words rounded bg-muted/50 p-2">{e.detail}</p> : null}
                </li>
              ))}
            </ol>
            <div className="mt-4 border-t pt-4">
              <LeadNoteForm leadId={view.id} />
            </div>
          </Section>
        </div>
      </div>
    </article>
  );
}
