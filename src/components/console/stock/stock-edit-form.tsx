"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { fieldClassName, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { LIFECYCLE_LABELS, STOCK_COMMENTS_MAX, stockEditSchema, type StockEdit, type StockEditSaved } from "@/contracts/console/stock";
import { LIFECYCLE_STATUSES } from "@/domain/console/stock";
import type { StockEditValues } from "@/view-models/console-stock";

/** The form's fields as typed: numbers as text (an empty offer is none), the features one a line. */
interface StockFormValues {
  price: string;
  offerPrice: string;
  status: StockEdit["status"];
  comments: string;
  features: string;
  showOnWebsite: boolean;
}

const asNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(/[\s,$]/g, "")));

/** What the form sends: the contract's body, made from what was typed. */
function bodyOf(values: StockFormValues): unknown {
  return {
    price: asNumber(values.price),
    offerPrice: values.offerPrice.trim() === "" ? null : asNumber(values.offerPrice),
    status: values.status,
    comments: values.comments,
    features: values.features
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== ""),
    showOnWebsite: values.status === "withdrawn" ? false : values.showOnWebsite,
  };
}

/**
 * The shared edit schema as the form's resolver: the same checks and messages the handler's 400 names, shown under
 * the field (a feature's problem under the features box, naming its line).
 */
const resolver: Resolver<StockFormValues, unknown, StockEdit> = async (values) => {
  const parsed = stockEditSchema.safeParse(bodyOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<StockFormValues> = {};
  for (const issue of parsed.error.issues) {
    const [field, index] = issue.path;
    const key = String(field ?? "price") as keyof StockFormValues;
    if (errors[key]) continue;
    const message = key === "features" && typeof index === "number" ? `Line ${index + 1}: ${issue.message}` : issue.message;
    errors[key] = { type: issue.code, message };
  }
  return { values: {}, errors };
};

/**
 * A car's edit (managers and owners): price, offer price, status, comments, features and the website switch, posted
 * as JSON to `POST /console/api/stock/{id}`. A refusal's message shows under the field it names. Withdrawn takes the
 * car off the website, so the switch is off and disabled while it is chosen.
 */
export function StockEditForm({ vehicleId, initial }: { vehicleId: number; initial: StockEditValues }) {
  const id = useId();
  const router = useRouter();
  const [status, setStatus] = useState<{ kind: "idle" | "saved" | "failed"; message?: string }>({ kind: "idle" });
  const form = useForm<StockFormValues, unknown, StockEdit>({
    resolver,
    defaultValues: {
      price: String(initial.price),
      offerPrice: initial.offerPrice === null ? "" : String(initial.offerPrice),
      status: initial.status,
      comments: initial.comments,
      features: initial.features.join("\n"),
      showOnWebsite: initial.showOnWebsite,
    },
  });
  const { register, handleSubmit, formState, setError, setValue, watch } = form;
  const withdrawn = watch("status") === "withdrawn";

  const submit = handleSubmit(async (edit) => {
    setStatus({ kind: "idle" });
    try {
      const response = await fetch(`/console/api/stock/${vehicleId}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(edit) });
      const json = (await response.json().catch(() => null)) as (StockEditSaved & { error?: { field?: string; message?: string } }) | null;
      if (response.ok && json) {
        setStatus({ kind: "saved", message: json.changed.length === 0 ? "Nothing had changed." : "Saved. Shoppers see the change within a second." });
        // The page's history, health and locked fields are the server's: render them again.
        if (json.changed.length > 0) router.refresh();
        return;
      }
      const field = json?.error?.field;
      const message = (json?.error?.message ?? `The car could not be saved (${response.status}); please try again`).replace(/^[A-Za-z.0-9]+: /, "");
      const key = field?.split(".")[0] as keyof StockFormValues | undefined;
      if (key && key in form.getValues()) setError(key, { message });
      else setStatus({ kind: "failed", message });
    } catch {
      setStatus({ kind: "failed", message: "The console could not be reached; check your connection and try again" });
    }
  });

  const describe = (field: keyof StockFormValues, hint?: boolean) => ({
    "aria-invalid": formState.errors[field] ? true : undefined,
    "aria-describedby": [formState.errors[field] ? `${id}-${field}-error` : null, hint ? `${id}-${field}-hint` : null].filter(Boolean).join(" ") || undefined,
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-5 rounded-lg border bg-background p-4 shadow-sm sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Edit this car
      </h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-price`}>Price (dollars)</Label>
          <Input id={`${id}-price`} inputMode="numeric" autoComplete="off" {...register("price")} {...describe("price")} />
          <FieldError id={`${id}-price-error`} message={formState.errors.price?.message} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-offerPrice`}>Offer price (optional)</Label>
          <Input id={`${id}-offerPrice`} inputMode="numeric" autoComplete="off" {...register("offerPrice")} {...describe("offerPrice", true)} />
          <FieldDescription id={`${id}-offerPrice-hint`}>Leave empty for no offer.</FieldDescription>
          <FieldError id={`${id}-offerPrice-error`} message={formState.errors.offerPrice?.message} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <select id={`${id}-status`} className={`${fieldClassName} h-10`} {...register("status", { onChange: (e: React.ChangeEvent<HTMLSelectElement>) => e.target.value === "withdrawn" && setValue("showOnWebsite", false) })} {...describe("status")}>
            {LIFECYCLE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {LIFECYCLE_LABELS[s]}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-status-error`} message={formState.errors.status?.message} />
        </div>
      </div>
      <div className="grid gap-1">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" disabled={withdrawn} {...register("showOnWebsite")} {...describe("showOnWebsite", true)} />
          Show on the website
        </label>
        <FieldDescription id={`${id}-showOnWebsite-hint`}>{withdrawn ? "A withdrawn car is never shown to shoppers." : "Untick to keep the car off your sites without withdrawing it."}</FieldDescription>
        <FieldError id={`${id}-showOnWebsite-error`} message={formState.errors.showOnWebsite?.message} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-comments`}>Dealer comments</Label>
        <Textarea id={`${id}-comments`} rows={6} maxLength={STOCK_COMMENTS_MAX} {...register("comments")} {...describe("comments", true)} />
        <FieldDescription id={`${id}-comments-hint`}>Up to {STOCK_COMMENTS_MAX.toLocaleString("en-AU")} characters; at least 50 make a healthy listing.</FieldDescription>
        <FieldError id={`${id}-comments-error`} message={formState.errors.comments?.message} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-features`}>Features, one a line</Label>
        <Textarea id={`${id}-features`} rows={8} {...register("features")} {...describe("features", true)} />
        <FieldDescription id={`${id}-features-hint`}>Up to 100 features of 120 characters each.</FieldDescription>
        <FieldError id={`${id}-features-error`} message={formState.errors.features?.message} />
      </div>
      <p className="text-sm text-muted-foreground">The fields you change here are kept as you set them: the stock feed no longer overwrites them.</p>
      <FieldError message={status.kind === "failed" ? status.message : undefined} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" loading={formState.isSubmitting}>
          Save changes
        </Button>
        <p role="status" className="text-sm text-muted-foreground">
          {status.kind === "saved" ? status.message : ""}
        </p>
      </div>
    </form>
  );
}
