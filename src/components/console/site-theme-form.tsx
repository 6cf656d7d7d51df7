"use client";
import { useId, useMemo, useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { THEME_COLOUR_KEYS, type SiteDraftSaved } from "@/contracts/console/site-settings";
import { contrastRatio } from "@/domain/site/colour-contrast";
import { normaliseHex } from "@/domain/site/hex-colour";
import { settingFields, THEME_CONTRAST_PAIRS, themeContrastProblem, WCAG_AA_CONTRAST } from "@/domain/site/settings-editor";
import { siteThemeSchema } from "@/domain/site/theme";
import { DraftConflictAlert, DraftStateNote, useSiteDraft, type DraftVersions } from "./use-site-draft";

type ColourKey = (typeof THEME_COLOUR_KEYS)[number];
type Colours = Record<ColourKey, string>;

export interface SiteThemeFormProps {
  siteId: number;
  /** Only an owner may change the theme: a manager sees it read-only. */
  editable: boolean;
  /** The draft's colours, else the live ones. */
  colours: Colours;
  /** The live colours (what a change is checked against: a pair the change leaves as it is is never refused). */
  live: Colours;
  draftVersion: number;
  revision: number;
  hasDraft: boolean;
}

/**
 * The theme's colours as a draft (issue 36): each colour as hex text and a picker, each pair's WCAG contrast worked
 * out live as a colour changes (the same `contrastRatio` the settings editor shows), and a sample of the header,
 * a button and a tag drawn in them. "Save draft" stores the colours in the site's draft (shoppers see nothing yet);
 * a pair below WCAG AA is refused under the colour, here and by the server; "Publish" makes the saved draft live.
 */
export function SiteThemeForm(props: SiteThemeFormProps) {
  const id = useId();
  const words = useMemo(() => new Map(settingFields().map((f) => [f.key, f])), []);
  const [colours, setColours] = useState<Colours>(props.colours);
  const [saved, setSaved] = useState<Colours>(props.colours);
  // What is live: the page's, then what this form published (the page is not reloaded, so its status stays in view).
  const [live, setLive] = useState<Colours>(props.live);
  const draft = useSiteDraft(props.siteId, props);
  const { versions, hasDraft, status, setStatus, conflict, busy } = draft;
  const [errors, setErrors] = useState<Partial<Record<ColourKey, string>>>({});
  const dirty = THEME_COLOUR_KEYS.some((key) => colours[key] !== saved[key]);
  const label = (key: string) => words.get(`theme.${key}`)?.label ?? key;

  function change(key: ColourKey, value: string) {
    setColours((c) => ({ ...c, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
    if (status.kind === "failed") setStatus({ kind: "idle" });
  }

  /** The colours' own problems before anything is sent: not hex (the schema's message), or a pair below WCAG AA. */
  function check(): boolean {
    const found: Partial<Record<ColourKey, string>> = {};
    for (const key of THEME_COLOUR_KEYS) {
      const parsed = siteThemeSchema.shape[key].safeParse(colours[key]);
      if (!parsed.success) found[key] = parsed.error.issues[0]?.message ?? "must be a hex colour";
    }
    const problem = Object.keys(found).length === 0 ? themeContrastProblem(live, colours) : null;
    if (problem) found[problem.field.slice("theme.".length) as ColourKey] = problem.message;
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  /** A colour's refusal under that colour. */
  const place = (field: string, message: string) => {
    const key = field.replace(/^(theme|colours)\./, "") as ColourKey;
    if (THEME_COLOUR_KEYS.includes(key)) setErrors((e) => ({ ...e, [key]: message }));
  };

  async function save(carried: DraftVersions) {
    if (!check()) {
      setStatus({ kind: "failed", message: "Not saved: see the colour marked above." });
      return;
    }
    draft.begin("Saving the draft…");
    const result = await draft.post<SiteDraftSaved>("draft/theme", { ...carried, colours });
    if (!result.ok) return draft.refuse(result, "Not saved", place);
    setSaved(colours);
    draft.drafted(result.value);
  }

  async function publish() {
    if (await draft.publish()) setLive(saved);
  }

  const hex = (key: ColourKey) => normaliseHex(colours[key]);
  const sample = { header: hex("header"), headerForeground: hex("headerForeground"), primary: hex("primary"), primaryForeground: hex("primaryForeground"), accent: hex("accent"), accentForeground: hex("accentForeground") };

  return (
    <form
      noValidate
      className="grid gap-4"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void save(versions);
      }}
    >
      <h2 id={`${id}-title`} className="sr-only">
        Theme colours
      </h2>
      <DraftStateNote hasDraft={hasDraft} revision={versions.revision} what="colours" />
      <DraftConflictAlert conflict={conflict} onSaveOver={(current) => void save(current)} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <fieldset className="grid gap-4 rounded-lg border bg-background p-4 shadow-sm sm:grid-cols-2" disabled={!props.editable}>
          <legend className="sr-only">Colours</legend>
          {THEME_COLOUR_KEYS.map((key) => {
            const inputId = `${id}-${key}`;
            const error = errors[key];
            return (
              <div key={key} className="grid gap-1">
                <Label htmlFor={inputId}>{label(key)}</Label>
                <div className="flex items-center gap-2">
                  <Input
                    id={inputId}
                    name={key}
                    autoComplete="off"
                    className="font-mono"
                    value={colours[key]}
                    onChange={(e) => change(key, e.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={[`${inputId}-help`, error ? `${inputId}-error` : null].filter(Boolean).join(" ")}
                  />
                  <input type="color" aria-label={`${label(key)}: pick`} className="h-10 w-12 shrink-0 rounded-md border" value={hex(key) ?? "#000000"} onChange={(e) => change(key, e.target.value)} />
                </div>
                <FieldDescription id={`${inputId}-help`}>{words.get(`theme.${key}`)?.help}</FieldDescription>
                <FieldError id={`${inputId}-error`} message={error} />
              </div>
            );
          })}
        </fieldset>
        <div className="grid content-start gap-4">
          <section aria-labelledby={`${id}-contrast`} className="grid gap-2 rounded-lg border bg-background p-4 shadow-sm">
            <h3 id={`${id}-contrast`} className="font-semibold">
              Contrast (WCAG 2)
            </h3>
            <ul className="grid gap-2 text-sm" data-testid="theme-contrast">
              {THEME_CONTRAST_PAIRS.map(([background, text]) => {
                const a = normaliseHex(colours[background.slice("theme.".length) as ColourKey]);
                const b = normaliseHex(colours[text.slice("theme.".length) as ColourKey]);
                const name = `${words.get(text)?.label ?? text} on ${words.get(background)?.label ?? background}`;
                if (!a || !b) return <li key={background}>{name}: enter both colours as hex to see their contrast.</li>;
                const ratio = contrastRatio(a, b);
                return (
                  <li key={background} className="flex items-center gap-2">
                    <span aria-hidden className="inline-flex size-6 shrink-0 items-center justify-center rounded border" style={{ background: a }}>
                      <span className="size-2.5 rounded-full" style={{ background: b }} />
                    </span>
                    <span>
                      {name}: {ratio.toFixed(2)}:1, {ratio >= WCAG_AA_CONTRAST ? `passes WCAG AA (${WCAG_AA_CONTRAST}:1)` : <strong className="text-destructive">below WCAG AA ({WCAG_AA_CONTRAST}:1): refused</strong>}
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>
          <section aria-labelledby={`${id}-sample`} className="grid gap-2 rounded-lg border bg-background p-4 shadow-sm">
            <h3 id={`${id}-sample`} className="font-semibold">
              Sample
            </h3>
            <div className="overflow-hidden rounded-md border text-sm">
              <div className="px-3 py-2 font-semibold" style={{ background: sample.header ?? undefined, color: sample.headerForeground ?? undefined }}>
                Header and menu
              </div>
              <div className="flex flex-wrap items-center gap-2 bg-white p-3 text-black">
                <span className="rounded-md px-3 py-1.5 font-medium" style={{ background: sample.primary ?? undefined, color: sample.primaryForeground ?? undefined }}>
                  Enquire now
                </span>
                <span className="rounded px-2 py-0.5 text-xs font-semibold" style={{ background: sample.accent ?? undefined, color: sample.accentForeground ?? undefined }}>
                  Special offer
                </span>
              </div>
            </div>
          </section>
        </div>
      </div>
      {props.editable ? (
        <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t bg-background py-3">
          <Button type="submit" disabled={busy}>
            Save draft
          </Button>
          <Button type="button" variant="accent" disabled={busy || !hasDraft || dirty} onClick={() => void publish()} aria-describedby={`${id}-publish-help`}>
            Publish
          </Button>
          <Link className="text-sm underline underline-offset-4" href={`/console/sites/${props.siteId}/preview`}>
            Preview the draft
          </Link>
          <p id={`${id}-publish-help`} className="text-sm text-muted-foreground">
            {dirty ? "Save the draft before publishing it." : hasDraft ? "Publishing makes the draft live now, as a new revision." : ""}
          </p>
          {status.message ? (
            <p role={status.kind === "failed" ? "alert" : "status"} className={status.kind === "failed" ? "w-full text-sm font-medium text-destructive" : "w-full text-sm"}>
              {status.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
