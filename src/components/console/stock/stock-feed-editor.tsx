"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { STOCK_IMPORT_MAX_TEXT } from "@/contracts/console/stock-import";
import type { StockFeedColumns, StockFeedView } from "@/contracts/console/stock-feeds";
import { FEED_FIELDS, FIELD_LABELS, REQUIRED_FEED_FIELDS, type FeedField } from "@/domain/console/feed-mapping";
import { savedMappingOf } from "@/domain/console/stock-feeds";
import { selectClassName } from "../lead-action";

type Answer = { ok: true; value: unknown } | { ok: false; field: string | null; message: string };

/** Posts a feed action as JSON and reads the one error shape (the field's message without the "field: " in front). */
export async function postFeedAction(path: string, body: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, field: null, message: "The console could not be reached; check your connection and try again" };
  }
  const json = (await response.json().catch(() => null)) as { error?: { field?: string; message?: string } } | null;
  if (response.ok) return { ok: true, value: json };
  const field = json?.error?.field ?? null;
  const message = json?.error?.message ?? `Something went wrong (${response.status}); please try again`;
  return { ok: false, field, message: field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message };
}

/** The fields a feed may change even where a person edited them by hand ("keep the feed over my edits"). */
const OVERRIDABLE: readonly FeedField[] = ["price", "offerPrice", "status", "dealerComments", "features", "images"];

const SCHEDULES: ReadonlyArray<readonly [string, number | null]> = [
  ["Manual only (Run now)", null],
  ["Every hour", 1],
  ["Every 3 hours", 3],
  ["Every 6 hours", 6],
  ["Every 12 hours", 12],
  ["Every day", 24],
  ["Every week", 168],
];

/**
 * A saved stock feed's form (issue 35): its name, address, format, whether it lists the whole stock, its schedule,
 * and its mapping editor. "Read the columns" fetches the file once (or reads a file chosen here) and lists its
 * headers; each field then has a select of them, starting from the header the import would pick by the usual names,
 * and the overrides say which fields the feed may change over a person's own edits. Saved per feed.
 */
export function StockFeedEditor({ dealerships, feed }: { dealerships: Array<{ id: number; name: string }>; feed?: StockFeedView }) {
  const id = useId();
  const [dealershipId, setDealershipId] = useState(feed?.dealershipId ?? dealerships[0]?.id ?? 0);
  const [name, setName] = useState(feed?.name ?? "");
  const [url, setUrl] = useState(feed?.url ?? "");
  const [format, setFormat] = useState<"auto" | "csv" | "xml">(feed?.format ?? "auto");
  const [full, setFull] = useState(feed?.full ?? false);
  const [scheduleHours, setScheduleHours] = useState<number | null>(feed ? feed.scheduleHours : 24);
  const [override, setOverride] = useState<FeedField[]>(feed?.mapping.override ?? []);
  const [headers, setHeaders] = useState<string[] | null>(null);
  const [chosen, setChosen] = useState<Partial<Record<FeedField, string | null>>>(feed?.mapping.columns ?? {});
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [busy, setBusy] = useState<"columns" | "saving" | null>(null);

  const errorOf = (field: string) => (error?.field === field ? error.message : undefined);

  async function readColumns(source: { kind: "url"; url: string } | { kind: "file"; fileName: string; text: string }) {
    setError(null);
    setBusy("columns");
    const answer = await postFeedAction("/console/api/stock/feeds/columns", { dealershipId, format, mapping: { columns: Object.fromEntries(Object.entries(chosen).filter(([, v]) => v)), override }, source });
    setBusy(null);
    if (!answer.ok) return setError(answer.field === "source.url" ? { field: "url", message: answer.message } : answer.field === "source.text" ? { field: "sample", message: answer.message } : answer);
    const columns = answer.value as StockFeedColumns;
    setHeaders(columns.headers);
    setChosen(columns.columns);
  }

  async function chooseSample(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > STOCK_IMPORT_MAX_TEXT) return setError({ field: "sample", message: "The file is larger than 5 MB; choose a smaller sample of the feed" });
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
    } catch {
      return setError({ field: "sample", message: 'The file is not UTF-8 text. Save or export it as "CSV UTF-8" and try again' });
    }
    await readColumns({ kind: "file", fileName: file.name, text });
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setSaved(null);
    const columns = headers ? savedMappingOf(headers, chosen, override).columns : Object.fromEntries(Object.entries(chosen).filter(([, v]) => v));
    const body = { name, url, format, full, scheduleHours, mapping: { columns, override } };
    setBusy("saving");
    const answer = feed ? await postFeedAction(`/console/api/stock/feeds/${feed.id}`, body) : await postFeedAction("/console/api/stock/feeds", { dealershipId, ...body });
    setBusy(null);
    if (!answer.ok) return setError(answer);
    const view = answer.value as StockFeedView;
    if (!feed) window.location.assign(`/console/stock/feeds/${view.id}`);
    else setSaved("Saved");
  }

  return (
    <form onSubmit={save} noValidate className="grid gap-4 rounded-lg border bg-background p-4 shadow-sm sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {feed ? `Edit ${feed.name}` : "Add a feed"}
      </h2>
      {feed ? null : (
        <div className="grid max-w-md gap-1">
          <Label htmlFor={`${id}-dealership`}>Dealership</Label>
          <select id={`${id}-dealership`} className={selectClassName} value={dealershipId} onChange={(e) => setDealershipId(Number(e.target.value))}>
            {dealerships.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="grid max-w-md gap-1">
        <Label htmlFor={`${id}-name`}>Name</Label>
        <Input id={`${id}-name`} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} aria-invalid={errorOf("name") ? true : undefined} aria-describedby={`${id}-name-error`} />
        <FieldError id={`${id}-name-error`} message={errorOf("name")} />
      </div>
      <div className="grid max-w-2xl gap-1">
        <Label htmlFor={`${id}-url`}>Feed address (https)</Label>
        <Input id={`${id}-url`} type="url" inputMode="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://dms.example.com/export/stock.csv" aria-invalid={errorOf("url") ? true : undefined} aria-describedby={`${id}-url-error`} />
        <FieldError id={`${id}-url-error`} message={errorOf("url")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor={`${id}-format`}>Format</Label>
          <select id={`${id}-format`} className={selectClassName} value={format} onChange={(e) => setFormat(e.target.value as "auto" | "csv" | "xml")}>
            <option value="auto">Detect (CSV or XML)</option>
            <option value="csv">CSV</option>
            <option value="xml">XML</option>
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor={`${id}-schedule`}>Fetch it</Label>
          <select id={`${id}-schedule`} className={selectClassName} value={scheduleHours ?? ""} onChange={(e) => setScheduleHours(e.target.value === "" ? null : Number(e.target.value))} aria-describedby={`${id}-schedule-error`}>
            {SCHEDULES.map(([label, hours]) => (
              <option key={label} value={hours ?? ""}>
                {label}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-schedule-error`} message={errorOf("scheduleHours")} />
        </div>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1" checked={full} onChange={(e) => setFull(e.target.checked)} />
        <span>
          This feed lists the dealership’s whole stock <span className="text-muted-foreground">(cars it does not list are marked sold)</span>
        </span>
      </label>

      <fieldset className="grid gap-3 rounded-md border p-3">
        <legend className="px-1 text-sm font-semibold">Columns</legend>
        <p className="text-sm text-muted-foreground">Read the feed’s columns to choose which is which. Columns with the usual names are chosen for you.</p>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" disabled={busy !== null || url.trim() === ""} onClick={() => readColumns({ kind: "url", url: url.trim() })}>
            {busy === "columns" ? "Reading…" : "Read the columns from the address"}
          </Button>
          <Label htmlFor={`${id}-sample`} className="text-sm">
            or from a sample file
          </Label>
          <input id={`${id}-sample`} type="file" accept=".csv,.xml,.txt,text/csv,application/xml,text/xml" onChange={chooseSample} className="min-h-10 text-sm" aria-describedby={`${id}-sample-error`} />
        </div>
        <FieldError id={`${id}-sample-error`} message={errorOf("sample")} />
        {headers ? (
          <div className="grid gap-2 sm:grid-cols-2">
            {FEED_FIELDS.map((field) => (
              <div key={field} className="grid gap-1">
                <Label htmlFor={`${id}-col-${field}`}>
                  {FIELD_LABELS[field].replace(/^./, (c) => c.toUpperCase())}
                  {REQUIRED_FEED_FIELDS.includes(field) ? " (required)" : ""}
                </Label>
                <select
                  id={`${id}-col-${field}`}
                  className={selectClassName}
                  value={chosen[field] ?? ""}
                  onChange={(e) => setChosen((c) => ({ ...c, [field]: e.target.value === "" ? null : e.target.value }))}
                  aria-invalid={errorOf(`mapping.columns.${field}`) ? true : undefined}
                >
                  <option value="">Not in this feed</option>
                  {headers.map((h) => (
                    <option key={h} value={h}>
                      {h}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
        ) : Object.keys(chosen).length > 0 ? (
          <p className="text-sm">
            Saved columns: {Object.entries(chosen).filter(([, v]) => v).map(([f, h]) => `${FIELD_LABELS[f as FeedField]} ← ${h}`).join("; ")}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="grid gap-2 rounded-md border p-3">
        <legend className="px-1 text-sm font-semibold">Keep the feed over my edits</legend>
        <p className="text-sm text-muted-foreground">A field you edit by hand in the console is normally left alone by the feed. Tick the fields this feed should change anyway.</p>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {OVERRIDABLE.map((field) => (
            <label key={field} className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={override.includes(field)} onChange={(e) => setOverride((o) => (e.target.checked ? [...o, field] : o.filter((f) => f !== field)))} />
              {FIELD_LABELS[field].replace(/^./, (c) => c.toUpperCase())}
            </label>
          ))}
        </div>
      </fieldset>

      {error && !["name", "url", "sample", "scheduleHours"].includes(error.field ?? "") ? <FieldError message={error.message} /> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy !== null}>
          {busy === "saving" ? "Saving…" : feed ? "Save changes" : "Save feed"}
        </Button>
        <span aria-live="polite" className="text-sm text-muted-foreground">
          {saved}
        </span>
      </div>
    </form>
  );
}
