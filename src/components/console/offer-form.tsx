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
import { FINANCE_OFFER_CATEGORY } from "@/domain/offers/offers";
import { offerCreateSchema, offerUpdateSchema, type OfferSaved } from "@/contracts/console/offers";

/** The values the form edits (the contract's fields, with what the editor carries). */
type Values = z.input<typeof offerCreateSchema> & { updatedAt?: string };
type Field = FieldPath<Values>;

export interface OfferFormProps {
  siteId: number;
  /** Null: a new offer. */
  offer: { id: number; updatedAt: string } | null;
  canEdit: boolean;
  /** For a new offer: the dealerships it may be made for. */
  dealerships: Array<{ id: number; name: string; timeZone: string }>;
  timeZone: string;
  values: Omit<Values, "siteId" | "dealershipId" | "updatedAt">;
}

const FIELDS: readonly Field[] = ["name", "description", "disclaimer", "category", "imageUrl", "price", "startDate", "endDate", "shown", "sortOrder", "dealershipId"];
const orNull = (value: unknown) => (value === "" || value === null || value === undefined ? null : value);
const numberOrNull = (value: unknown) => (value === "" || value === null || value === undefined ? null : Number(value));

/**
 * An offer's form (issue 36): title, description and disclaimer (the dealer's HTML or plain text, shown to shoppers only
 * through the sanitiser), its picture (uploaded, `PictureField`), category, price, the first and last day on the dealership's calendar, whether this site shows
 * it and its place in the list. Validated by the handler's own schema (react-hook-form with zod), so a refusal shows
 * under the field it names; the server's 400 is shown the same way. Sales see it read-only.
 */
export function OfferForm(props: OfferFormProps) {
  const id = useId();
  const router = useRouter();
  const schema = props.offer ? offerUpdateSchema : offerCreateSchema;
  const form = useForm<Values>({
    resolver: zodResolver(schema as unknown as typeof offerCreateSchema) as never,
    defaultValues: props.offer
      ? { ...props.values, siteId: props.siteId, updatedAt: props.offer.updatedAt }
      : { ...props.values, siteId: props.siteId, dealershipId: props.dealerships[0]?.id ?? 0 },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const errors = form.formState.errors;
  const dealershipId = form.watch("dealershipId");
  const zone = props.offer ? props.timeZone : (props.dealerships.find((d) => d.id === Number(dealershipId))?.timeZone ?? props.timeZone);

  async function post(path: string, body: unknown): Promise<{ ok: true; json: unknown } | { ok: false; status: number; field?: string; message: string }> {
    try {
      const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = (await response.json().catch(() => null)) as { error?: { field?: string; message?: string } } | null;
      if (response.ok) return { ok: true, json };
      return { ok: false, status: response.status, field: json?.error?.field, message: json?.error?.message ?? `Something went wrong (${response.status}); please try again` };
    } catch {
      return { ok: false, status: 0, message: "The console could not be reached; check your connection and try again" };
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const { updatedAt, dealershipId: chosen, ...fields } = values;
    const body = props.offer ? { ...fields, updatedAt } : { ...fields, dealershipId: Number(chosen) };
    const result = await post(props.offer ? `/console/api/offers/${props.offer.id}` : "/console/api/offers", body);
    if (!result.ok) {
      const field = result.field as Field | undefined;
      const words = result.message.replace(/^[A-Za-z0-9_.]+: /, "");
      if (field && FIELDS.includes(field)) form.setError(field, { message: words });
      setFailure(`Not saved: ${result.message}`);
      return;
    }
    const saved = result.json as OfferSaved;
    toast.success(props.offer ? "Offer saved: the site shows the change now" : "Offer made");
    if (props.offer) {
      form.reset({ ...values, updatedAt: saved.updatedAt });
      router.refresh();
    } else {
      router.push(`/console/sites/${props.siteId}/offers/${saved.id}`);
    }
  });

  async function remove() {
    if (!props.offer || !window.confirm("Delete this offer from every site that shows it?")) return;
    setDeleting(true);
    const result = await post(`/console/api/offers/${props.offer.id}/delete`, { siteId: props.siteId, updatedAt: form.getValues("updatedAt") });
    setDeleting(false);
    if (!result.ok) return setFailure(`Not deleted: ${result.message}`);
    toast.success("Offer deleted");
    router.push(`/console/sites/${props.siteId}/offers`);
  }

  const describe = (name: Field, hint = true) => [hint ? `${id}-${name}-hint` : null, errors[name as keyof typeof errors] ? `${id}-${name}-error` : null].filter(Boolean).join(" ") || undefined;
  const invalid = (name: Field) => (errors[name as keyof typeof errors] ? true : undefined);
  const message = (name: Field) => errors[name as keyof typeof errors]?.message as string | undefined;

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 rounded-lg border bg-background p-4 shadow-sm" aria-label={props.offer ? "The offer" : "A new offer"}>
      <fieldset disabled={!props.canEdit || form.formState.isSubmitting} className="grid gap-4">
        <legend className="sr-only">The offer</legend>
        {props.offer === null ? (
          <div className="grid gap-1">
            <Label htmlFor={`${id}-dealershipId`}>Dealership</Label>
            <select id={`${id}-dealershipId`} className="h-10 rounded-md border bg-background px-2" aria-invalid={invalid("dealershipId")} aria-describedby={describe("dealershipId", false)} {...form.register("dealershipId", { setValueAs: Number })}>
              {props.dealerships.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </select>
            <FieldError id={`${id}-dealershipId-error`} message={message("dealershipId")} />
          </div>
        ) : null}
        <div className="grid gap-1">
          <Label htmlFor={`${id}-name`}>Title</Label>
          <Input id={`${id}-name`} autoComplete="off" aria-invalid={invalid("name")} aria-describedby={describe("name", false)} {...form.register("name")} />
          <FieldError id={`${id}-name-error`} message={message("name")} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-description`}>Description</Label>
          <FieldDescription id={`${id}-description-hint`}>Plain text, or HTML (links, bold, lists): shoppers see it cleaned of anything unsafe.</FieldDescription>
          <Textarea id={`${id}-description`} rows={6} aria-invalid={invalid("description")} aria-describedby={describe("description")} {...form.register("description")} />
          <FieldError id={`${id}-description-error`} message={message("description")} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-disclaimer`}>Disclaimer</Label>
          <FieldDescription id={`${id}-disclaimer-hint`}>The offer&apos;s terms, shown under it. Plain text or HTML, as the description.</FieldDescription>
          <Textarea id={`${id}-disclaimer`} rows={4} aria-invalid={invalid("disclaimer")} aria-describedby={describe("disclaimer")} {...form.register("disclaimer")} />
          <FieldError id={`${id}-disclaimer-error`} message={message("disclaimer")} />
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
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <FieldDescription id={`${id}-category-hint`}>Optional. &ldquo;{FINANCE_OFFER_CATEGORY}&rdquo; shows its disclaimer in full on some sites.</FieldDescription>
            <Input id={`${id}-category`} list={`${id}-categories`} autoComplete="off" aria-invalid={invalid("category")} aria-describedby={describe("category")} {...form.register("category")} />
            <datalist id={`${id}-categories`}>
              <option value={FINANCE_OFFER_CATEGORY} />
            </datalist>
            <FieldError id={`${id}-category-error`} message={message("category")} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-price`}>Price (whole dollars)</Label>
            <FieldDescription id={`${id}-price-hint`}>Optional: leave it empty for an offer without a price.</FieldDescription>
            <Input id={`${id}-price`} inputMode="numeric" autoComplete="off" aria-invalid={invalid("price")} aria-describedby={describe("price")} {...form.register("price", { setValueAs: numberOrNull })} />
            <FieldError id={`${id}-price-error`} message={message("price")} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-startDate`}>First day</Label>
            <FieldDescription id={`${id}-startDate-hint`}>From midnight, {zone} time. Empty: at once.</FieldDescription>
            <Input id={`${id}-startDate`} type="date" aria-invalid={invalid("startDate")} aria-describedby={describe("startDate")} {...form.register("startDate", { setValueAs: orNull })} />
            <FieldError id={`${id}-startDate-error`} message={message("startDate")} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-endDate`}>Last day</Label>
            <FieldDescription id={`${id}-endDate-hint`}>To midnight at its end, {zone} time. Empty: until it is removed.</FieldDescription>
            <Input id={`${id}-endDate`} type="date" aria-invalid={invalid("endDate")} aria-describedby={describe("endDate")} {...form.register("endDate", { setValueAs: orNull })} />
            <FieldError id={`${id}-endDate-error`} message={message("endDate")} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-sortOrder`}>Order</Label>
            <FieldDescription id={`${id}-sortOrder-hint`}>Lower numbers show first.</FieldDescription>
            <Input id={`${id}-sortOrder`} inputMode="numeric" autoComplete="off" aria-invalid={invalid("sortOrder")} aria-describedby={describe("sortOrder")} {...form.register("sortOrder", { setValueAs: (v) => (v === "" ? Number.NaN : Number(v)) })} />
            <FieldError id={`${id}-sortOrder-error`} message={message("sortOrder")} />
          </div>
          <div className="flex items-center gap-2 self-end pb-2">
            <input id={`${id}-shown`} type="checkbox" className="size-4" aria-describedby={describe("shown", false)} {...form.register("shown")} />
            <Label htmlFor={`${id}-shown`}>Show it on this site</Label>
            <FieldError id={`${id}-shown-error`} message={message("shown")} />
          </div>
        </div>
      </fieldset>
      {failure ? (
        <p role="alert" className="text-sm text-destructive">
          {failure}
        </p>
      ) : null}
      {props.canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {props.offer ? "Save the offer" : "Make the offer"}
          </Button>
          {props.offer ? (
            <Button type="button" variant="destructive" loading={deleting} onClick={() => void remove()}>
              Delete the offer
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">As sales you may read this offer; a manager or owner of its dealership changes it.</p>
      )}
    </form>
  );
}
