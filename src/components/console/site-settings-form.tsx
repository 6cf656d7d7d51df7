"use client";
import { useId, useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { fieldClassName, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { SiteDraftSaved } from "@/contracts/console/site-settings";
import { contrastRatio } from "@/domain/site/colour-contrast";
import { normaliseHex } from "@/domain/site/hex-colour";
import { siteSettingsSchema } from "@/domain/site/settings";
import { editorSnapshot, editorValues, fieldOfPath, settingFields, settingGroups, THEME_CONTRAST_PAIRS, WCAG_AA_CONTRAST as AA_CONTRAST, type EditorValue, type SettingField } from "@/domain/site/settings-editor";
import { mayEditSetting, storedSettings, type SettingChange, type SiteEditRole } from "@/domain/site/settings-publishing";
import { siteThemeSchema } from "@/domain/site/theme";
import { DraftConflictAlert, useSiteDraft, type DraftVersions } from "./use-site-draft";


export interface SiteSettingsFormProps {
  siteId: number;
  role: SiteEditRole;
  settings: unknown;
  theme: unknown;
  draftVersion: number;
  revision: number;
  draft: { by: string | null; at: string | null; stale: boolean } | null;
  pending: SettingChange[];
  /** How many of the site's plain pages have a draft: Publish makes them live with the settings. */
  pageDrafts?: number;
}

type Values = Record<string, EditorValue>;
type Parsed = { settings: Record<string, unknown>; theme: Record<string, unknown> };

/** The form's own error, for a problem the schema names on no field of the editor. */
const FORM_ERROR = "__form";

/** A field's form name: react-hook-form reads dots as nesting, so a key's dots become "__". */
const nameOf = (key: string) => key.replaceAll(".", "__");

/**
 * A site's settings editor, generated from the settings schema (settingFields): each section of the schema a
 * disclosure, each setting a control with its label and help, checked by the schema itself as the form's resolver so
 * the messages are the schema's. "Save draft" stores the values as the site's draft (shoppers see nothing yet);
 * "Publish" makes the saved draft live; "Discard draft" drops it. A manager's controls for settings that are not
 * content are read-only here, and refused by the server whatever is sent. When someone else saved or published since
 * the form opened, the answer says who and the form keeps every value typed; saving over theirs is the user's choice.
 */
export function SiteSettingsForm(props: SiteSettingsFormProps) {
  const id = useId();
  const router = useRouter();
  const fields = useMemo(() => settingFields(), []);
  const groups = useMemo(() => settingGroups(), []);
  const initial = useMemo(() => {
    const values = editorValues(fields, { settings: props.settings, theme: props.theme });
    return Object.fromEntries(fields.map((f) => [nameOf(f.key), values[f.key] ?? ""]));
  }, [fields, props.settings, props.theme]);
  const draft = useSiteDraft(props.siteId, { draftVersion: props.draftVersion, revision: props.revision, hasDraft: props.draft !== null || (props.pageDrafts ?? 0) > 0 });
  const { versions, hasDraft, status, conflict, busy } = draft;
  const [pending, setPending] = useState<SettingChange[]>(props.pending);

  const resolver: Resolver<Values, unknown, Parsed> = async (values) => {
    // A disabled control (a manager's view of an owner's setting) gives no value: its value is the one loaded.
    const merged: Values = { ...initial };
    for (const [name, value] of Object.entries(values)) if (value !== undefined) merged[name] = value;
    const byKey = Object.fromEntries(fields.map((f) => [f.key, merged[nameOf(f.key)] ?? ""]));
    const snapshot = editorSnapshot(fields, byKey);
    const errors: FieldErrors<Values> = {};
    for (const [key, message] of Object.entries(snapshot.errors)) errors[nameOf(key)] = { type: "json", message };
    const settings = siteSettingsSchema.safeParse(snapshot.settings);
    const theme = siteThemeSchema.safeParse(snapshot.theme);
    const issues = [...(settings.success ? [] : settings.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))), ...(theme.success ? [] : theme.error.issues.map((i) => ({ path: `theme.${i.path.join(".")}`, message: i.message })))];
    for (const issue of issues) {
      const key = fieldOfPath(fields, issue.path);
      if (key && !errors[nameOf(key)]) errors[nameOf(key)] = { type: "schema", message: issue.path === key ? issue.message : `${issue.path.slice(key.length + 1)}: ${issue.message}` };
    }
    if (Object.keys(errors).length === 0 && issues.length > 0) errors[FORM_ERROR] = { type: "schema", message: `${issues[0]?.path}: ${issues[0]?.message}` };
    if (Object.keys(errors).length > 0 || !settings.success || !theme.success) return { values: {} as Record<string, never>, errors };
    const parsed: Parsed = { settings: storedSettings(settings.data), theme: theme.data };
    return { values: parsed, errors: {} };
  };

  const form = useForm<Values, unknown, Parsed>({ resolver, defaultValues: initial });
  const { register, handleSubmit, formState, setError, setValue, watch, reset, getValues } = form;

  /** A setting's refusal under its control. */
  function place(field: string, message: string) {
    const key = fieldOfPath(fields, field.replace(/^settings\./, ""));
    if (key) setError(nameOf(key), { message });
  }

  const save = (carried: DraftVersions) =>
    handleSubmit(async (parsed) => {
      draft.begin("Saving the draft…");
      const result = await draft.post<SiteDraftSaved>("draft", { ...carried, ...parsed });
      if (!result.ok) return draft.refuse(result, "Not saved", place);
      setPending(result.value.changes);
      reset(getValues());
      draft.drafted(result.value);
    });

  async function publish() {
    if (!(await draft.publish())) return;
    setPending([]);
    router.refresh();
  }

  async function discard() {
    draft.begin("Discarding the draft…");
    const result = await draft.post<{ discarded: true }>("draft/discard", versions);
    if (!result.ok) return draft.refuse(result, "Not discarded");
    // The live settings come back from the server.
    window.location.reload();
  }

  const colours = watch(THEME_CONTRAST_PAIRS.flat().map(nameOf));

  const describe = (field: SettingField) => {
    const name = nameOf(field.key);
    return {
      "aria-invalid": formState.errors[name] ? true : undefined,
      "aria-describedby": [`${id}-${name}-help`, formState.errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(" "),
    };
  };

  function control(field: SettingField) {
    const name = nameOf(field.key);
    const inputId = `${id}-${name}`;
    const locked = !mayEditSetting(props.role, field.key);
    const help = (
      <FieldDescription id={`${inputId}-help`}>
        {field.help}
        {locked ? " Only an owner may change this." : ""}
      </FieldDescription>
    );
    const error = <FieldError id={`${inputId}-error`} message={formState.errors[name]?.message} />;
    if (field.kind === "boolean") {
      return (
        <div key={field.key} className="grid gap-1">
          <label className="flex items-start gap-2 text-sm font-medium">
            <input type="checkbox" id={inputId} className="mt-0.5 size-4" disabled={locked} {...register(name)} {...describe(field)} />
            {field.label}
          </label>
          {help}
          {error}
        </div>
      );
    }
    let input: React.ReactNode;
    if (field.kind === "enum") {
      input = (
        <select id={inputId} className={`${fieldClassName} h-10`} disabled={locked} {...register(name)} {...describe(field)}>
          {field.empty !== null ? <option value="">None</option> : null}
          {(field.options ?? []).map((option) => (
            <option key={String(option)} value={String(option)}>
              {String(option)}
            </option>
          ))}
        </select>
      );
    } else if (field.kind === "json") {
      input = <Textarea id={inputId} rows={4} spellCheck={false} className="font-mono text-xs" disabled={locked} {...register(name)} {...describe(field)} />;
    } else if (field.kind === "colour") {
      const value = String(watch(name) ?? "");
      input = (
        <div className="flex items-center gap-2">
          <Input id={inputId} autoComplete="off" className="font-mono" disabled={locked} {...register(name)} {...describe(field)} />
          <input
            type="color"
            aria-label={`${field.label}: pick`}
            className="h-10 w-12 shrink-0 rounded-md border"
            disabled={locked}
            value={normaliseHex(value) ?? "#000000"}
            onChange={(e) => setValue(name, e.target.value, { shouldDirty: true })}
          />
        </div>
      );
    } else {
      input = <Input id={inputId} autoComplete="off" inputMode={field.kind === "number" ? "decimal" : undefined} disabled={locked} {...register(name)} {...describe(field)} />;
    }
    const bounds = field.kind === "number" && (field.min !== undefined || field.max !== undefined) ? ` (${field.min ?? "…"} to ${field.max ?? "…"})` : "";
    return (
      <div key={field.key} className="grid gap-1">
        <Label htmlFor={inputId}>
          {field.label}
          {bounds ? <span className="font-normal text-muted-foreground">{bounds}</span> : null}
        </Label>
        {input}
        {help}
        {error}
      </div>
    );
  }

  function contrast() {
    return (
      <ul className="grid gap-1 text-sm" aria-label="Colour contrast (WCAG 2)">
        {THEME_CONTRAST_PAIRS.map(([background, text], i) => {
          const a = normaliseHex(String(colours[i * 2] ?? ""));
          const b = normaliseHex(String(colours[i * 2 + 1] ?? ""));
          const label = `${fields.find((f) => f.key === text)?.label ?? text} on ${fields.find((f) => f.key === background)?.label ?? background}`;
          if (!a || !b) return <li key={background}>{label}: enter both colours as hex to see their contrast.</li>;
          const ratio = contrastRatio(a, b);
          const passes = ratio >= AA_CONTRAST;
          return (
            <li key={background} className="flex flex-wrap items-center gap-2">
              <span aria-hidden className="inline-flex size-6 shrink-0 items-center justify-center rounded border" style={{ background: a }}>
                <span className="size-2.5 rounded-full" style={{ background: b }} />
              </span>
              <span>
                {label}: {ratio.toFixed(2)}:1, {passes ? "passes WCAG AA (4.5:1)" : <strong className="text-destructive">below WCAG AA (4.5:1): hard to read</strong>}
              </span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <form onSubmit={save(versions)} noValidate className="grid gap-4" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sr-only">
        Settings
      </h2>
      <div aria-live="polite" className="grid gap-2 rounded-lg border bg-background p-4 text-sm">
        <p>
          {hasDraft
            ? `A draft is waiting to be published${props.draft?.by && versions.draftVersion === props.draftVersion ? ` (last saved by ${props.draft.by})` : ""}. The site shows ${versions.revision ? `revision ${versions.revision}` : "its settings as first set up"}.`
            : `No draft: the form shows the live settings${versions.revision ? ` (revision ${versions.revision})` : ""}. Changes are a draft until you publish them.`}
        </p>
        {hasDraft && (props.pageDrafts ?? 0) > 0 ? <p>{props.pageDrafts === 1 ? "1 page has" : `${props.pageDrafts} pages have`} a draft too (see Pages): publishing makes it live with the settings.</p> : null}
        {props.draft?.stale && versions.draftVersion === props.draftVersion ? <p className="font-medium text-destructive">The settings were published or rolled back since this draft was started: publishing it will say so.</p> : null}
        {pending.length > 0 ? (
          <details>
            <summary className="cursor-pointer">The draft changes {pending.length === 1 ? "1 setting" : `${pending.length} settings`}</summary>
            <ul className="mt-1 list-disc pl-5">
              {pending.map((c) => (
                <li key={c.key}>
                  {fields.find((f) => f.key === c.key)?.label ?? c.key}: {c.before} → {c.after}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
      <DraftConflictAlert conflict={conflict} onSaveOver={(current) => void save(current)()} />
      {groups.map((group, index) => {
        const inGroup = fields.filter((f) => f.group === group.key);
        const editable = inGroup.some((f) => mayEditSetting(props.role, f.key));
        return (
          <details key={group.key} open={index === 0} className="rounded-lg border bg-background shadow-sm">
            <summary className="cursor-pointer px-4 py-3 font-semibold">
              {group.label}
              {!editable ? <span className="ml-2 text-sm font-normal text-muted-foreground">(owners only)</span> : null}
            </summary>
            <fieldset className="grid gap-4 border-t px-4 py-4 sm:grid-cols-2">
              <legend className="sr-only">{group.label}</legend>
              <p className="text-sm text-muted-foreground sm:col-span-2">{group.help}</p>
              {group.key === "theme" ? <div className="sm:col-span-2">{contrast()}</div> : null}
              {inGroup.map(control)}
            </fieldset>
          </details>
        );
      })}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t bg-background py-3">
        <Button type="submit" disabled={busy}>
          Save draft
        </Button>
        <Button type="button" variant="accent" disabled={busy || !hasDraft || formState.isDirty} onClick={() => void publish()} aria-describedby={`${id}-publish-help`}>
          Publish
        </Button>
        <Button type="button" variant="outline" disabled={busy || !hasDraft} onClick={() => void discard()}>
          Discard draft
        </Button>
        <p id={`${id}-publish-help`} className="text-sm text-muted-foreground">
          {formState.isDirty ? "Save the draft before publishing it." : hasDraft ? "Publishing makes the draft live now, as a new revision." : ""}
        </p>
        {formState.errors[FORM_ERROR]?.message ? (
          <p role="alert" className="w-full text-sm font-medium text-destructive">
            {formState.errors[FORM_ERROR].message}
          </p>
        ) : null}
        {status.message ? (
          <p role={status.kind === "failed" ? "alert" : "status"} className={status.kind === "failed" ? "w-full text-sm font-medium text-destructive" : "w-full text-sm"}>
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
