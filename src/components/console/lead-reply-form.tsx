"use client";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { toast } from "@/components/ui/toast";
import { leadReplySchema, SMS_REPLY_MAX_CHARS, type LeadReply } from "@/contracts/console/lead-actions";
import type { ConsoleLeadView } from "@/view-models/console-lead";
import { postLeadAction, selectClassName } from "./lead-action";

type Fields = "channel" | "templateId" | "subject" | "body";

/**
 * The reply to the shopper: email or SMS (only the ones the shopper left details for), a template that fills the
 * subject and text with this lead's details (editable), then "Send reply". The text is sent as written and recorded
 * on the timeline.
 */
export function LeadReplyForm({ leadId, templates, email, sms }: { leadId: number; templates: ConsoleLeadView["templates"]; email: boolean; sms: boolean }) {
  const router = useRouter();
  const form = useForm<LeadReply>({
    resolver: zodResolver(leadReplySchema),
    defaultValues: { channel: email ? "email" : "sms", subject: "", body: "" },
  });
  const channel = form.watch("channel");
  const body = form.watch("body") ?? "";
  const offered = templates.filter((t) => t.channel === channel);
  const errors = form.formState.errors;

  const applyTemplate = (value: string) => {
    const template = offered.find((t) => String(t.id) === value);
    form.setValue("templateId", template?.id, { shouldDirty: true });
    if (!template) return;
    if (template.channel === "email") form.setValue("subject", template.subject ?? "", { shouldDirty: true });
    form.setValue("body", template.body, { shouldDirty: true, shouldValidate: false });
  };

  const submit = form.handleSubmit(async (values) => {
    const payload = { channel: values.channel, body: values.body, ...(values.templateId ? { templateId: values.templateId } : {}), ...(values.channel === "email" ? { subject: values.subject } : {}) };
    const result = await postLeadAction(leadId, "replies", payload);
    if (!result.ok) {
      const field = (["channel", "templateId", "subject", "body"] as const).find((f) => f === result.field);
      form.setError(field ?? "root", { message: result.message });
      return;
    }
    form.reset({ channel: values.channel, subject: "", body: "", templateId: undefined });
    toast.success(values.channel === "sms" ? "SMS sent" : "Email sent");
    router.refresh();
  });

  if (!email && !sms) return <p className="text-sm text-muted-foreground">The shopper left no email address or phone number to reply to.</p>;
  const describe = (field: Fields, hint?: string) => (errors[field]?.message ? [hint, `reply-${field}-error`].filter(Boolean).join(" ") : hint);
  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Reply to the shopper">
      <fieldset className="grid gap-1.5">
        <legend className="text-sm font-medium">Reply by</legend>
        <div className="flex gap-4">
          {email ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="email" {...form.register("channel", { onChange: () => form.setValue("templateId", undefined) })} /> Email
            </label>
          ) : null}
          {sms ? (
            <label className="flex items-center gap-2 text-sm">
              <input type="radio" value="sms" {...form.register("channel", { onChange: () => (form.setValue("templateId", undefined), form.setValue("subject", "")) })} /> SMS
            </label>
          ) : null}
        </div>
        <FieldError id="reply-channel-error" message={errors.channel?.message} />
      </fieldset>
      {offered.length > 0 ? (
        <div className="grid gap-1.5">
          <Label htmlFor="reply-template">Template</Label>
          <select id="reply-template" className={selectClassName} value={form.watch("templateId") ?? ""} onChange={(e) => applyTemplate(e.target.value)} aria-describedby={describe("templateId")}>
            <option value="">No template: write my own</option>
            {offered.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
          <FieldError id="reply-templateId-error" message={errors.templateId?.message} />
        </div>
      ) : null}
      {channel === "email" ? (
        <div className="grid gap-1.5">
          <Label htmlFor="reply-subject">Subject</Label>
          <Input id="reply-subject" aria-invalid={errors.subject ? true : undefined} aria-describedby={describe("subject")} {...form.register("subject")} />
          <FieldError id="reply-subject-error" message={errors.subject?.message} />
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor="reply-body">Message</Label>
        <Textarea id="reply-body" rows={channel === "sms" ? 4 : 10} aria-invalid={errors.body ? true : undefined} aria-describedby={describe("body", "reply-body-hint")} {...form.register("body")} />
        <FieldDescription id="reply-body-hint" aria-live="polite">
          {channel === "sms" ? `${body.length} of ${SMS_REPLY_MAX_CHARS} characters.` : "Plain text."} Tokens such as {"{first name}"} are filled in when it is sent.
        </FieldDescription>
        <FieldError id="reply-body-error" message={errors.body?.message} />
      </div>
      <FieldError message={errors.root?.message} />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Send reply
      </Button>
    </form>
  );
}
