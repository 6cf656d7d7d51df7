/**
 * What a lead's page in the console sends to its actions' APIs (`/console/api/leads/{id}/...`), validated by the same
 * schemas in the browser (react-hook-form) and on the server (`consoleAction`), so a message the form shows is the one
 * the API would answer. Every object is strict: a key the form does not send is refused, by name, rather than ignored
 * (a typo in a client is found at once, not a silently dropped field).
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { LEAD_STATUSES, LOST_REASONS } from "@/domain/console/lead-status";
import { safeText } from "@/lib/stored-text";

/** An SMS longer than this is four or more parts on most networks: the reply form keeps a text to four (4 × 153). */
export const SMS_REPLY_MAX_CHARS = 612;
export const EMAIL_REPLY_MAX_CHARS = 8000;
export const REPLY_SUBJECT_MAX_CHARS = 200;
export const NOTE_MAX_CHARS = 4000;

/**
 * A change of status. Lost needs a reason (the message names `lostReason`, which the form shows under that select);
 * whether the move itself is allowed (not to the same status) is the domain's `checkStatusChange`, run against the
 * lead's status at the moment it is written.
 */
export const leadStatusChangeSchema = z
  .strictObject({
    status: z.enum(LEAD_STATUSES, { error: "Choose one of the statuses" }),
    lostReason: z.enum(LOST_REASONS, { error: "Choose one of the lost reasons" }).nullish(),
    /**
     * The status the staff member saw when they chose (optional): when someone else moved the lead to the same status
     * meanwhile, the answer is a conflict ("someone has just...") rather than "it is already".
     */
    from: z.enum(LEAD_STATUSES, { error: "Choose one of the statuses" }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.status === "lost" && !value.lostReason) ctx.addIssue({ code: "custom", path: ["lostReason"], message: "Choose why the lead was lost" });
  });
export type LeadStatusChange = z.infer<typeof leadStatusChangeSchema>;

/** Who has the lead: a staff member's id, or null to take it off whoever has it. */
export const leadAssignSchema = z.strictObject({
  assigneeId: z
    .string({ error: "Choose who takes the lead" })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "Choose who takes the lead")
    .nullable(),
});
export type LeadAssign = z.infer<typeof leadAssignSchema>;

/** An internal note on the lead's timeline (the shopper never sees it). */
export const leadNoteSchema = z.strictObject({
  text: safeText().trim().min(1, "Write the note").max(NOTE_MAX_CHARS, `A note is at most ${NOTE_MAX_CHARS} characters`),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/**
 * A reply to the shopper, by email (with a subject) or SMS (no subject, at most SMS_REPLY_MAX_CHARS). `templateId`
 * names the template the text started from (the timeline says so); the text sent is what the staff member edited,
 * with any tokens left in it ({first name} ...) rendered once more on the server.
 */
export const leadReplySchema = z
  .strictObject({
    channel: z.enum(["email", "sms"], { error: "Choose email or SMS" }),
    templateId: z.number({ error: "Choose one of the templates" }).int("Choose one of the templates").positive("Choose one of the templates").optional(),
    subject: safeText().trim().max(REPLY_SUBJECT_MAX_CHARS, `A subject is at most ${REPLY_SUBJECT_MAX_CHARS} characters`).optional(),
    body: safeText().trim().min(1, "Write the reply").max(EMAIL_REPLY_MAX_CHARS, `A reply is at most ${EMAIL_REPLY_MAX_CHARS} characters`),
  })
  .superRefine((value, ctx) => {
    if (value.channel === "email" && !value.subject) ctx.addIssue({ code: "custom", path: ["subject"], message: "Write a subject for the email" });
    if (value.channel === "sms" && value.subject) ctx.addIssue({ code: "custom", path: ["subject"], message: "An SMS has no subject" });
    if (value.channel === "sms" && value.body.length > SMS_REPLY_MAX_CHARS) {
      ctx.addIssue({ code: "custom", path: ["body"], message: `An SMS reply is at most ${SMS_REPLY_MAX_CHARS} characters (this one is ${value.body.length})` });
    }
  });
export type LeadReply = z.infer<typeof leadReplySchema>;

/** Sends one of the lead's deliveries (to the dealer's inbox, CRM or phone) again. */
export const leadResendSchema = z.strictObject({
  deliveryId: z.number({ error: "Choose the delivery to send again" }).int("Choose the delivery to send again").positive("Choose the delivery to send again"),
});
export type LeadResend = z.infer<typeof leadResendSchema>;

/** The one error shape's body, as the lead page's forms read it to show a message under the field it names. */
export interface LeadActionError {
  error: { code: string; message: string; field?: string };
}
