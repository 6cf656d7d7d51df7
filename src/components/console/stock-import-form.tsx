"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { Label } from "@/components/ui/label";
import { STOCK_IMPORT_MAX_TEXT, type StockImportApplied, type StockImportPreview } from "@/contracts/console/stock-import";
import { selectClassName } from "./lead-action";

interface ChosenFile {
  name: string;
  format: "csv" | "xml";
  text: string;
}

type Answer = { ok: true; value: unknown } | { ok: false; field: string | null; message: string };

async function post(path: "dry-run" | "apply", body: unknown): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(`/console/api/stock/import/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  } catch {
    return { ok: false, field: null, message: "The console could not be reached; check your connection and try again" };
  }
  const json = (await response.json().catch(() => null)) as { error?: { field?: string; message?: string } } | null;
  if (response.ok) return { ok: true, value: json };
  const field = json?.error?.field ?? null;
  const message = json?.error?.message ?? `Something went wrong (${response.status}); please try again`;
  return { ok: false, field, message: field && message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message };
}

/**
 * The stock feed import: choose a dealership and a file, preview what it would change (a dry run: nothing is
 * written), then apply it. The file is read here as UTF-8 text and sent as JSON (the console takes no uploads); its
 * size is checked before it is read, and a file that is not UTF-8 is refused here with the same words as the server's.
 */
export function StockImportForm({ dealerships }: { dealerships: Array<{ id: number; name: string }> }) {
  const id = useId();
  const [dealershipId, setDealershipId] = useState(dealerships[0]?.id ?? 0);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [full, setFull] = useState(false);
  const [preview, setPreview] = useState<StockImportPreview | null>(null);
  const [applied, setApplied] = useState<StockImportApplied | null>(null);
  const [error, setError] = useState<{ field: string | null; message: string } | null>(null);
  const [busy, setBusy] = useState<"reading" | "previewing" | "applying" | null>(null);

  const reset = () => {
    setPreview(null);
    setApplied(null);
    setError(null);
  };

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    reset();
    setFile(null);
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    if (chosen.size > STOCK_IMPORT_MAX_TEXT) {
      setError({ field: "file", message: `The file is ${(chosen.size / 1024 / 1024).toFixed(1)} MB; at most 5 MB can be imported at once. Import it in parts` });
      return;
    }
    setBusy("reading");
    try {
      const bytes = await chosen.arrayBuffer();
      let text: string;
      try {
        text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
      } catch {
        setError({ field: "file", message: 'The file is not UTF-8 text (it has characters in another encoding, such as Windows-1252). Save or export it as "CSV UTF-8" and try again' });
        return;
      }
      const format = /\.xml$/i.test(chosen.name) || (!/\.(csv|txt)$/i.test(chosen.name) && text.trimStart().startsWith("<")) ? "xml" : "csv";
      setFile({ name: chosen.name, format, text });
    } finally {
      setBusy(null);
    }
  }

  const body = () => (file ? { dealershipId, fileName: file.name, format: file.format, text: file.text, full } : null);

  async function runPreview(event: React.FormEvent) {
    event.preventDefault();
    reset();
    const request = body();
    if (!request) return setError({ field: "file", message: "Choose a CSV or XML file" });
    setBusy("previewing");
    const answer = await post("dry-run", request);
    setBusy(null);
    if (answer.ok) setPreview(answer.value as StockImportPreview);
    else setError(answer);
  }

  async function apply() {
    const request = body();
    if (!request) return;
    setError(null);
    setBusy("applying");
    const answer = await post("apply", request);
    setBusy(null);
    if (answer.ok) {
      setApplied(answer.value as StockImportApplied);
      setPreview(null);
    } else setError(answer);
  }

  const shown = applied ?? preview;
  return (
    <div className="grid gap-6">
      <form onSubmit={runPreview} noValidate className="grid gap-4 rounded-lg border bg-background p-4 shadow-sm sm:p-6" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          Import a stock feed
        </h2>
        <div className="grid max-w-md gap-1">
          <Label htmlFor={`${id}-dealership`}>Dealership</Label>
          <select
            id={`${id}-dealership`}
            className={selectClassName}
            value={dealershipId}
            onChange={(e) => {
              setDealershipId(Number(e.target.value));
              reset();
            }}
          >
            {dealerships.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </div>
        <div className="grid max-w-md gap-1">
          <Label htmlFor={`${id}-file`}>Feed file (CSV or XML, UTF-8, at most 5 MB)</Label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.xml,.txt,text/csv,application/xml,text/xml"
            onChange={choose}
            className="min-h-10 w-full min-w-0 text-sm file:mr-3 file:min-h-10 file:rounded-md file:border file:border-input file:bg-muted file:px-3 file:font-medium"
            aria-invalid={error?.field === "file" ? true : undefined}
            aria-describedby={error?.field === "file" ? `${id}-file-error` : `${id}-file-hint`}
          />
          <p id={`${id}-file-hint`} className="text-xs text-muted-foreground">
            Columns are matched by their usual names (Stock No, VIN, Rego, Year, Make, Model, Odometer, Price, Images…). Images are web addresses separated by “;”.
          </p>
          <FieldError id={`${id}-file-error`} message={error?.field === "file" ? error.message : undefined} />
        </div>
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-1"
            checked={full}
            onChange={(e) => {
              setFull(e.target.checked);
              reset();
            }}
          />
          <span>
            This file lists the dealership’s whole stock <span className="text-muted-foreground">(cars it does not list are marked sold)</span>
          </span>
        </label>
        {error && error.field !== "file" ? <FieldError message={error.message} /> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" disabled={busy !== null || file === null}>
            {busy === "previewing" ? "Previewing…" : "Preview changes"}
          </Button>
          {preview ? (
            <Button type="button" variant="secondary" onClick={apply} disabled={busy !== null}>
              {busy === "applying" ? "Applying…" : "Apply these changes"}
            </Button>
          ) : null}
        </div>
      </form>

      <div aria-live="polite">{shown ? <ImportResult result={shown} applied={applied !== null} /> : null}</div>
    </div>
  );
}

function ImportResult({ result, applied }: { result: StockImportPreview; applied: boolean }) {
  const c = result.counts;
  const more = (count: number, listed: number) => (count > listed ? <p className="text-xs text-muted-foreground">The first {listed} of {count} are listed.</p> : null);
  return (
    <section className="grid gap-5" aria-label={applied ? "Import applied" : "Preview of the import"}>
      <div className="rounded-lg border bg-background p-4 shadow-sm">
        <h2 className="text-lg font-semibold">{applied ? "Applied" : "Preview: nothing has been changed yet"}</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {result.fileName}: {result.rows} rows {result.full ? "(a full feed)" : "(an update feed: cars it does not list are left alone)"}
        </p>
        {applied ? <p className="mt-1 text-sm text-muted-foreground">Pictures the file names are copied to your website after the import: they appear on the cars in a moment, and any that cannot be fetched are listed in the import’s report.</p> : null}
        <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
          {(
            [
              ["New", c.added],
              ["Changed", c.changed],
              ["To mark sold", c.missing],
              ["Unchanged", c.unchanged],
              ["Refused rows", c.rejected],
            ] as const
          ).map(([label, n]) => (
            <div key={label} className="rounded-md bg-muted p-2">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{n}</dd>
            </div>
          ))}
        </dl>
      </div>

      {result.added.length > 0 ? (
        <ResultTable caption="New cars" headers={["Stock no.", "Car", "Price"]} rows={result.added.map((v) => [v.stocknum, v.title, v.price ? `$${v.price.toLocaleString("en-AU")}` : "—"])}>
          {more(c.added, result.added.length)}
        </ResultTable>
      ) : null}
      {result.changed.length > 0 ? (
        <ResultTable
          caption="Changed cars"
          headers={["Stock no.", "Field", "Before", "After"]}
          rows={result.changed.flatMap((car) => car.changes.map((ch) => [car.stocknum, ch.label, ch.before, ch.after]))}
        >
          {more(c.changed, result.changed.length)}
        </ResultTable>
      ) : null}
      {result.missing.length > 0 ? (
        <ResultTable caption="Not in the file: to be marked sold" headers={["Stock no."]} rows={result.missing.map((m) => [m.stocknum])}>
          {more(c.missing, result.missing.length)}
        </ResultTable>
      ) : null}
      {result.rejected.length > 0 ? (
        <ResultTable caption="Refused rows (not imported)" headers={["Line", "Reason"]} rows={result.rejected.map((r) => [String(r.line), r.reason])}>
          {more(c.rejected, result.rejected.length)}
        </ResultTable>
      ) : null}
    </section>
  );
}

/** A table that scrolls sideways on a phone; the scrolling region is focusable so a keyboard can scroll it. */
function ResultTable({ caption, headers, rows, children }: { caption: string; headers: string[]; rows: string[][]; children?: React.ReactNode }) {
  return (
    <div className="grid gap-2">
      <div className="overflow-x-auto rounded-lg border bg-background focus-visible:outline-2 focus-visible:outline-ring" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full text-left text-sm">
          <caption className="px-3 py-2 text-left font-semibold">{caption}</caption>
          <thead className="bg-muted text-xs">
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, i) => (
              <tr key={i} className="border-t">
                {cells.map((cell, j) => (
                  <td key={j} className="px-3 py-2 align-top break-words">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {children}
    </div>
  );
}
