"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { fieldClassName, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { LIFECYCLE_LABELS } from "@/contracts/console/stock";
import { stockBulkSchema, type StockBulkApplied, type StockBulkPreview, type StockBulkRequest } from "@/contracts/console/stock-bulk";
import { LIFECYCLE_STATUSES, type LifecycleStatus } from "@/domain/console/stock";

type Kind = "price" | "status";
type By = "dollars" | "percent";
type Lasts = "permanent" | "offer";
type Errors = { amount?: string; startsAt?: string; endsAt?: string; form?: string };
type ApiError = { error?: { field?: string; message?: string } };

const plural = (n: number) => `${n.toLocaleString("en-AU")} car${n === 1 ? "" : "s"}`;

/** Which of the panel's fields a refusal's field names. */
function errorsFor(field: string, message: string): Errors {
  if (field.startsWith("change.amount")) return { amount: message };
  if (field === "offer.startsAt") return { startsAt: message };
  if (field === "offer.endsAt") return { endsAt: message };
  return { form: message };
}

/**
 * "Change prices or status" (issue 35): one price change (dollars or percent, up or down) or status for the cars the
 * stock table's current filters show (`filters`: the address's own values, sent as the table reads them). Preview
 * first: the first 100 cars before → after and how many change; then "Apply to N cars" sends the very change that was
 * previewed (editing the change clears the preview). Refusals show under the field they name. Stacks in one column
 * on a phone; the preview table scrolls sideways inside its own box. A price change is permanent or a temporary offer:
 * then the start and end (the dealership's local date and time) are asked for, the cars' offer price is what changes,
 * and the preview says the period.
 */
export function StockBulkPanel({ filters, shown, capped = false }: { filters: Record<string, string>; shown: number; capped?: boolean }) {
  const id = useId();
  const router = useRouter();
  const [kind, setKind] = useState<Kind>("price");
  const [by, setBy] = useState<By>("percent");
  const [amount, setAmount] = useState("");
  const [status, setStatus] = useState<LifecycleStatus>("in_stock");
  const [lasts, setLasts] = useState<Lasts>("permanent");
  const [startsAt, setStartsAt] = useState("");
  const [endsAt, setEndsAt] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [preview, setPreview] = useState<{ body: StockBulkRequest; answer: StockBulkPreview } | null>(null);
  const [applied, setApplied] = useState<StockBulkApplied | null>(null);
  const [busy, setBusy] = useState<"preview" | "apply" | null>(null);

  /** Any edit of the change makes the preview stale: it goes. */
  const edited = () => {
    setPreview(null);
    setApplied(null);
    setErrors({});
  };

  const bodyOf = (mode: "preview" | "apply"): unknown => ({
    mode,
    filters,
    change: kind === "price" ? { kind, by, amount: amount.trim() === "" ? Number.NaN : Number(amount.replace(/[\s,$%]/g, "").replace(/^−/, "-")) } : { kind, status },
    ...(kind === "price" && lasts === "offer" ? { offer: { startsAt, endsAt } } : {}),
  });

  async function send(body: unknown): Promise<{ ok: true; json: unknown } | { ok: false }> {
    try {
      const response = await fetch("/console/api/stock/bulk", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = (await response.json().catch(() => null)) as unknown;
      if (response.ok && json) return { ok: true, json };
      const error = (json as ApiError | null)?.error;
      const message = (error?.message ?? `The change could not be made (${response.status}); please try again`).replace(/^[A-Za-z.0-9]+: /, "");
      setErrors(errorsFor(error?.field ?? "", message));
    } catch {
      setErrors({ form: "The console could not be reached; check your connection and try again" });
    }
    return { ok: false };
  }

  async function onPreview(event: React.FormEvent) {
    event.preventDefault();
    edited();
    const parsed = stockBulkSchema.safeParse(bodyOf("preview"));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setErrors(errorsFor(issue.path.join("."), issue.message));
      return;
    }
    setBusy("preview");
    const answer = await send(parsed.data);
    setBusy(null);
    if (answer.ok) setPreview({ body: parsed.data, answer: answer.json as StockBulkPreview });
  }

  async function onApply() {
    if (!preview) return;
    setBusy("apply");
    const answer = await send({ ...preview.body, mode: "apply" });
    setBusy(null);
    if (!answer.ok) return;
    setApplied(answer.json as StockBulkApplied);
    setPreview(null);
    router.refresh();
  }

  const p = preview?.answer;
  return (
    <details className="rounded-lg border bg-background p-3 sm:p-4">
      <summary className="cursor-pointer font-medium">Change prices or status</summary>
      <form onSubmit={onPreview} noValidate className="mt-3 grid gap-4" aria-describedby={`${id}-scope`}>
        <p id={`${id}-scope`} className="text-sm text-muted-foreground">
          Applies to {capped ? `the more than ${plural(shown)}` : `the ${plural(shown)}`} this filter shows (only those of dealerships you manage are changed; at most 5,000 a change). Preview the change before you apply it.
        </p>
        <div className="grid gap-3 sm:grid-cols-3">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-kind`}>What to change</Label>
            <select id={`${id}-kind`} value={kind} onChange={(e) => (setKind(e.target.value as Kind), edited())} className={`${fieldClassName} h-10`}>
              <option value="price">Price</option>
              <option value="status">Status</option>
            </select>
          </div>
          {kind === "price" ? (
            <>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-by`}>Change prices by</Label>
                <select id={`${id}-by`} value={by} onChange={(e) => (setBy(e.target.value as By), edited())} className={`${fieldClassName} h-10`}>
                  <option value="percent">Percent</option>
                  <option value="dollars">Dollars</option>
                </select>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={`${id}-amount`}>{by === "percent" ? "Amount (%)" : "Amount ($)"}</Label>
                <Input
                  id={`${id}-amount`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(e) => (setAmount(e.target.value), edited())}
                  aria-invalid={errors.amount ? true : undefined}
                  aria-describedby={[`${id}-amount-hint`, errors.amount ? `${id}-amount-error` : null].filter(Boolean).join(" ")}
                />
                <FieldDescription id={`${id}-amount-hint`}>
                  {by === "percent" ? "Up to 50, one decimal place; a minus lowers prices (−5). Rounded to the nearest $10 over $1,000." : "Whole dollars up to 100,000; a minus lowers prices (−500)."}
                </FieldDescription>
                <FieldError id={`${id}-amount-error`} message={errors.amount} />
              </div>
              <fieldset className="grid gap-1 sm:col-span-3">
                <legend className="text-sm font-medium">How long</legend>
                <div className="flex flex-wrap gap-4">
                  <label className="flex items-center gap-2 text-sm">
                    <input type="radio" name={`${id}-lasts`} value="permanent" checked={lasts === "permanent"} onChange={() => (setLasts("permanent"), edited())} />
                    Permanent (changes the price)
                  </label>
                  <label className="flex items-center gap-2 text-sm">
                    <input type="radio" name={`${id}-lasts`} value="offer" checked={lasts === "offer"} onChange={() => (setLasts("offer"), edited())} />
                    Temporary offer (sets the offer price for a period)
                  </label>
                </div>
              </fieldset>
              {lasts === "offer" ? (
                <>
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-starts`}>Offer starts</Label>
                    <Input
                      id={`${id}-starts`}
                      type="datetime-local"
                      value={startsAt}
                      onChange={(e) => (setStartsAt(e.target.value), edited())}
                      aria-invalid={errors.startsAt ? true : undefined}
                      aria-describedby={[`${id}-period-hint`, errors.startsAt ? `${id}-starts-error` : null].filter(Boolean).join(" ")}
                    />
                    <FieldError id={`${id}-starts-error`} message={errors.startsAt} />
                  </div>
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-ends`}>Offer ends</Label>
                    <Input
                      id={`${id}-ends`}
                      type="datetime-local"
                      value={endsAt}
                      onChange={(e) => (setEndsAt(e.target.value), edited())}
                      aria-invalid={errors.endsAt ? true : undefined}
                      aria-describedby={[`${id}-period-hint`, errors.endsAt ? `${id}-ends-error` : null].filter(Boolean).join(" ")}
                    />
                    <FieldError id={`${id}-ends-error`} message={errors.endsAt} />
                  </div>
                  <FieldDescription id={`${id}-period-hint`} className="sm:col-span-3">
                    The dealership&apos;s local date and time. The start may be now; after the end each car gets back the offer price it had. Lower prices with a minus amount.
                  </FieldDescription>
                </>
              ) : null}
            </>
          ) : (
            <div className="grid gap-1">
              <Label htmlFor={`${id}-status`}>New status</Label>
              <select id={`${id}-status`} value={status} onChange={(e) => (setStatus(e.target.value as LifecycleStatus), edited())} className={`${fieldClassName} h-10`}>
                {LIFECYCLE_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {LIFECYCLE_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
        <FieldError message={errors.form} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="outline" loading={busy === "preview"} disabled={busy !== null}>
            Preview the change
          </Button>
        </div>
      </form>

      {p ? (
        <section aria-labelledby={`${id}-preview`} className="mt-4 grid gap-3">
          <h2 id={`${id}-preview`} className="text-base font-semibold">
            {p.summary}: {plural(p.changing)} change
          </h2>
          {p.offer ? <p className="text-sm">The offer runs {p.offer.label}; the cars&apos; prices stay as they are.</p> : null}
          <p className="text-sm text-muted-foreground">
            {plural(p.total)} of dealerships you manage {p.total === 1 ? "is" : "are"} in this filter
            {p.total > p.changing
              ? p.offer
                ? `; ${plural(p.total - p.changing)} ${p.total - p.changing === 1 ? "has" : "have"} no price, an offer as low, or another offer then, and stay as they are`
                : `; ${plural(p.total - p.changing)} already ${p.total - p.changing === 1 ? "is" : "are"} so and stay as they are`
              : ""}
            {p.notAllowed > 0 ? `; ${plural(p.notAllowed)} you can't change ${p.notAllowed === 1 ? "is" : "are"} skipped` : ""}.
            {p.total > p.lines.length ? ` The first ${p.lines.length} are shown.` : ""}
          </p>
          {p.lines.length > 0 ? (
            <div className="max-h-96 overflow-auto rounded border" tabIndex={0} role="region" aria-label="Cars the change applies to">
              <table className="w-full min-w-[22rem] text-left text-sm">
                <caption className="sr-only">{`${p.summary}: each car before and after`}</caption>
                <thead className="sticky top-0 bg-muted">
                  <tr>
                    <th scope="col" className="p-2">Car</th>
                    <th scope="col" className="p-2">Before</th>
                    <th scope="col" className="p-2">After</th>
                  </tr>
                </thead>
                <tbody>
                  {p.lines.map((line) => (
                    <tr key={line.id} className="border-t align-top">
                      <td className="p-2">
                        <a href={line.href} className="underline">
                          {line.title}
                        </a>
                        <div className="text-xs text-muted-foreground">Stock no. {line.stockNumber}</div>
                      </td>
                      <td className="p-2">{line.before}</td>
                      <td className="p-2">{line.changes ? line.after : <span className="text-muted-foreground">Unchanged</span>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={onApply} loading={busy === "apply"} disabled={busy !== null || p.changing === 0}>
              Apply to {plural(p.changing)}
            </Button>
            <Button type="button" variant="ghost" onClick={edited} disabled={busy !== null}>
              Cancel
            </Button>
          </div>
        </section>
      ) : null}
      <p role="status" className="mt-3 text-sm">
        {applied
          ? applied.offer
            ? `${applied.summary}: ${plural(applied.changed)} given the offer${applied.notAllowed > 0 ? `, ${plural(applied.notAllowed)} skipped` : ""}. ${applied.started ? "It has started: shoppers see it within a second." : "It starts at its start."}`
            : `${applied.summary}: ${plural(applied.changed)} changed${applied.notAllowed > 0 ? `, ${plural(applied.notAllowed)} skipped` : ""}. Shoppers see the change within a second.`
          : ""}
      </p>
    </details>
  );
}
