"use client";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { FieldError, FieldDescription } from "@/components/ui/form-message";
import { toast } from "@/components/ui/toast";
import { leadNoteSchema, type LeadNote } from "@/contracts/console/lead-actions";
import { postLeadAction } from "./lead-action";

/** An internal note for the timeline: staff read it, the shopper never does. */
export function LeadNoteForm({ leadId }: { leadId: number }) {
  const router = useRouter();
  const form = useForm<LeadNote>({ resolver: zodResolver(leadNoteSchema), defaultValues: { text: "" } });
  const submit = form.handleSubmit(async (values) => {
    const result = await postLeadAction(leadId, "notes", values);
    if (!result.ok) return form.setError("text", { message: result.message });
    form.reset({ text: "" });
    toast.success("Note added");
    router.refresh();
  });
  const error = form.formState.errors.text?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-2" aria-label="Add a note">
      <Label htmlFor="lead-note">Note</Label>
      <FieldDescription id="lead-note-hint">Only your colleagues see notes.</FieldDescription>
      <Textarea id="lead-note" rows={3} aria-invalid={error ? true : undefined} aria-describedby={error ? "lead-note-hint lead-note-error" : "lead-note-hint"} {...form.register("text")} />
      <FieldError id="lead-note-error" message={error} />
      <Button type="submit" variant="secondary" loading={form.formState.isSubmitting}>
        Add note
      </Button>
    </form>
  );
}
