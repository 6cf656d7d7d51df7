"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, type FieldPath } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { PictureField } from "./picture-field";
import { PROMO_CAR_TYPES, promoCreateSchema, promoUpdateSchema, type PromoSaved } from "@/contracts/console/promos";

type Values = z.input<typeof promoCreateSchema> & { updatedAt?: string };
type Field = FieldPath<Values>;

export interface PromoFormProps {
  siteId: number;
  promo: { id: number; updatedAt: string } | null;
  canEdit: boolean;
  timeZone: string;
  values: Omit<Values, "siteId" | "updatedAt">;
}

const FIELDS: readonly Field[] = ["name", "title", "text", "cta", "href", "imageUrl", "startDate", "endDate", "position", "display", "strictDisplay"];
const numberOrNull = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));
const CAR_TYPE_LABELS: Record<(typeof PROMO_CAR_TYPES)[number], string> = { new: "New", used: "Used", demo: "Demo" };

/**
 * A promo card's form (issue 36): its console name, the card's title, words, button and link, its picture, the first
 * and last day on the site's calendar, its place among the results and the car types whose searches show it. Validated
 * by the handler's schema (react-hook-form with zod); a server refusal shows under the field it names.
 */
export function PromoForm(props: PromoFormProps) {
  const id = useId();
  const router = useRouter();
  const form = useForm<Values>({
    resolver: zodResolver((props.promo ? promoUpdateSchema : promoCreateSchema) as unknown as typeof promoCreateSchema) as never,
    defaultValues: { ...props.values, siteId: props.siteId, ...(props.promo ? { updatedAt: props.promo.updatedAt } : {}) },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const errors = form.formState.errors;

  async function post(path: string, body: unknown): Promise<{ ok: true; json: unknown } | { ok: false; field?: string; message: string }> {
    try {
      const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = (await response.json().catch(() => null)) as { error?: { field?: string; message?: string } } | null;
      if (response.ok) return { ok: true, json };
      return { ok: false, field: json?.error?.field, message: json?.error?.message ?? `Something went wrong (${response.status}); please try again` };
    } catch {
      return { ok: false, message: "The console could not be reached; check your connection and try again" };
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const result = await post(props.promo ? `/console/api/promos/${props.promo.id}` : "/console/api/promos", props.promo ? values : { ...values, updatedAt: undefined });
    if (!result.ok) {
      const field = result.field?.split(".")[0] as Field | undefined;
      if (field && FIELDS.includes(field)) form.setError(field, { message: result.message.replace(/^[A-Za-z0-9_.]+: /, "") });
      setFailure(`Not saved: ${result.message}`);
      return;
    }
    const saved = result.json as PromoSaved;
    toast.success(props.promo ? "Promo saved as a draft: shoppers see it once the site is published (Offers and promos, Publish)" : "Promo made as a draft: shoppers see it once the site is published");
    if (props.promo) {
      form.reset({ ...values, updatedAt: saved.updatedAt });
      router.refresh();
    } else router.push(`/console/sites/${props.siteId}/offers/promos/${saved.id}`);
  });

  async function remove() {
    if (!props.promo || !window.confirm("Delete this promo?")) return;
    setDeleting(true);
    const result = await post(`/console/api/promos/${props.promo.id}/delete`, { siteId: props.siteId, updatedAt: form.getValues("updatedAt") });
    setDeleting(false);
    if (!result.ok) return setFailure(`Not deleted: ${result.message}`);
    toast.success("Promo deleted in the draft: shoppers see it until the site is published");
    router.push(`/console/sites/${props.siteId}/offers`);
  }

  const message = (name: Field) => errors[name as keyof typeof errors]?.message as string | undefined;
  const describe = (name: Field, hint = true) => [hint ? `${id}-${name}-hint` : null, message(name) ? `${id}-${name}-error` : null].filter(Boolean).join(" ") || undefined;
  const invalid = (name: Field) => (message(name) ? true : undefined);
  const text = (name: Field, label: string, hint: string | null, options: Parameters<typeof form.register>[1] = {}) => (
    <div className="grid gap-1">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {hint ? <FieldDescription id={`${id}-${name}-hint`}>{hint}</FieldDescription> : null}
      <Input id={`${id}-${name}`} autoComplete="off" aria-invalid={invalid(name)} aria-describedby={describe(name, hint !== null)} {...form.register(name, options)} />
      <FieldError id={`${id}-${name}-error`} message={message(name)} />
    </div>
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-lg border bg-background p-4 shadow-sm" aria-label={props.promo ? "The promo" : "A new promo"}>
      <fieldset disabled={!props.canEdit || form.formState.isSubmitting} className="grid gap-4">
        <legend className="sr-only">The promo</legend>
        {text("name", "Name", "Yours only: shoppers see the card's title.")}
        <div className="grid gap-4 sm:grid-cols-2">
          {text("title", "Card title", null)}
          {text("cta", "Button words", null)}
          {text("href", "Link", "A page of the site (/finance) or an https:// address.")}
        </div>
        <PictureField
          siteId={props.siteId}
          inputId={`${id}-imageUrl`}
          label="Picture"
          value={form.watch("imageUrl") ?? null}
          error={message("imageUrl")}
          disabled={!props.canEdit || form.formState.isSubmitting}
          onChange={(url) => form.setValue("imageUrl", url, { shouldDirty: true, shouldValidate: true })}
        />
        <div className="grid gap-1">
          <Label htmlFor={`${id}-text`}>Card words</Label>
          <Textarea id={`${id}-text`} rows={3} aria-invalid={invalid("text")} aria-describedby={describe("text", false)} {...form.register("text")} />
          <FieldError id={`${id}-text-error`} message={message("text")} />
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-startDate`}>First day</Label>
            <FieldDescription id={`${id}-startDate-hint`}>From midnight, {props.timeZone} time.</FieldDescription>
            <Input id={`${id}-startDate`} type="date" aria-invalid={invalid("startDate")} aria-describedby={describe("startDate")} {...form.register("startDate")} />
            <FieldError id={`${id}-startDate-error`} message={message("startDate")} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-endDate`}>Last day</Label>
            <FieldDescription id={`${id}-endDate-hint`}>To midnight at its end, {props.timeZone} time.</FieldDescription>
            <Input id={`${id}-endDate`} type="date" aria-invalid={invalid("endDate")} aria-describedby={describe("endDate")} {...form.register("endDate")} />
            <FieldError id={`${id}-endDate-error`} message={message("endDate")} />
          </div>
          {text("position", "Place among the results", "1 is first. Empty: after the placed ones.", { setValueAs: numberOrNull })}
        </div>
        <fieldset className="grid gap-2" aria-describedby={`${id}-display-hint`}>
          <legend className="text-sm font-medium">Searches that show it</legend>
          <FieldDescription id={`${id}-display-hint`}>None ticked: every search.</FieldDescription>
          <div className="flex flex-wrap gap-4">
            {PROMO_CAR_TYPES.map((type) => (
              <div key={type} className="flex items-center gap-2">
                <input id={`${id}-display-${type}`} type="checkbox" className="size-4" value={type} {...form.register("display")} />
                <Label htmlFor={`${id}-display-${type}`}>{CAR_TYPE_LABELS[type]}</Label>
              </div>
            ))}
          </div>
          <FieldError id={`${id}-display-error`} message={message("display")} />
          <div className="flex items-center gap-2">
            <input id={`${id}-strictDisplay`} type="checkbox" className="size-4" {...form.register("strictDisplay")} />
            <Label htmlFor={`${id}-strictDisplay`}>Only when every car type searched is ticked</Label>
          </div>
        </fieldset>
      </fieldset>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      {props.canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {props.promo ? "Save the promo" : "Make the promo"}
          </Button>
          {props.promo ? (
            <Button type="button" variant="destructive" loading={deleting} onClick={() => void remove()}>
              Delete the promo
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">As sales you may read this promo; a manager or owner changes it.</p>
      )}
    </form>
  );
}
