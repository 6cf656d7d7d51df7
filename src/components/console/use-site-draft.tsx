"use client";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { SiteEditCurrent, SitePublished } from "@/contracts/console/site-settings";

/**
 * What every editor of a site's draft shares (issue 36: settings, theme, home blocks, menus): the draft's versions
 * carried with each save, whether there is a draft, the status line, the POST to the site's console API, a refusal
 * put where it belongs (a 409 with who saved since as the conflict, with the choice to save over it; a field's
 * message under that field), and the publish. Each editor keeps its own values and says what a save keeps.
 */

export interface DraftVersions {
  draftVersion: number;
  revision: number;
}

export interface DraftStatus {
  kind: "idle" | "busy" | "done" | "failed";
  message?: string;
}

export interface DraftConflict {
  message: string;
  current: SiteEditCurrent;
}

interface ApiAnswer {
  error?: { code?: string; field?: string; message?: string };
  current?: SiteEditCurrent;
}

export type DraftPosted<T> = { ok: true; value: T } | { ok: false; status: number; answer: ApiAnswer | null };

/** What a save into the draft says when it worked. */
export const DRAFT_SAVED = "Draft saved. Shoppers see nothing of it until it is published: preview it first.";

/** A field's message without the field's name before it ("theme.primary: must be..." → "must be..."). */
export const withoutFieldName = (message: string) => message.replace(/^[A-Za-z0-9_.]+: /, "");

export function useSiteDraft(siteId: number, initial: DraftVersions & { hasDraft: boolean }) {
  const [versions, setVersions] = useState<DraftVersions>({ draftVersion: initial.draftVersion, revision: initial.revision });
  const [hasDraft, setHasDraft] = useState(initial.hasDraft);
  const [status, setStatus] = useState<DraftStatus>({ kind: "idle" });
  const [conflict, setConflict] = useState<DraftConflict | null>(null);

  /** POSTs to `/console/api/sites/{id}/{path}`: a FormData as it is, anything else as JSON. */
  async function post<T>(path: string, body: unknown): Promise<DraftPosted<T>> {
    try {
      const init: RequestInit = body instanceof FormData ? { body } : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
      const response = await fetch(`/console/api/sites/${siteId}/${path}`, { method: "POST", ...init });
      const json = (await response.json().catch(() => null)) as unknown;
      return response.ok ? { ok: true, value: json as T } : { ok: false, status: response.status, answer: json as ApiAnswer | null };
    } catch {
      return { ok: false, status: 0, answer: { error: { message: "The console could not be reached; check your connection and try again" } } };
    }
  }

  /**
   * Shows a refusal: a conflict when someone saved or published since (the editor keeps every value), else under its
   * field by `place` (given the field and the message without its name), and in the status line as `{what}: {message}`.
   */
  function refuse(result: { status: number; answer: ApiAnswer | null }, what: string, place?: (field: string, message: string) => void): void {
    const error = result.answer?.error;
    const message = error?.message ?? `Something went wrong (${result.status}); please try again`;
    if (result.status === 409 && result.answer?.current) {
      setConflict({ message, current: result.answer.current });
      setStatus({ kind: "failed", message: `${what}: see above.` });
      return;
    }
    if (error?.field) place?.(error.field, withoutFieldName(message));
    setStatus({ kind: "failed", message: `${what}: ${message}` });
  }

  /** Starts a save or publish: the conflict cleared, the status busy. */
  function begin(message: string): void {
    setConflict(null);
    setStatus({ kind: "busy", message });
  }

  /** The draft saved at these versions. */
  function drafted(saved: DraftVersions, message: string = DRAFT_SAVED): void {
    setVersions({ draftVersion: saved.draftVersion, revision: saved.revision });
    setHasDraft(true);
    setStatus({ kind: "done", message });
  }

  /** Publishes the saved draft; the revision made, or null when refused (and shown). */
  async function publish(): Promise<SitePublished | null> {
    begin("Publishing…");
    const result = await post<SitePublished>("publish", versions);
    if (!result.ok) {
      refuse(result, "Not published");
      return null;
    }
    setVersions({ draftVersion: 0, revision: result.value.revision });
    setHasDraft(false);
    setStatus({ kind: "done", message: `Published as revision ${result.value.revision}: shoppers see it now.` });
    return result.value;
  }

  return { versions, hasDraft, status, setStatus, conflict, busy: status.kind === "busy", post, refuse, begin, drafted, publish };
}

/** The line that says whether there is a draft and which revision the site shows. */
export function DraftStateNote(props: { hasDraft: boolean; revision: number; what: string; children?: React.ReactNode }) {
  return (
    <p aria-live="polite" className="rounded-lg border bg-background p-4 text-sm">
      {props.hasDraft
        ? `A draft is waiting to be published. The site shows ${props.revision ? `revision ${props.revision}` : "its settings as first set up"}.`
        : `No draft: these are the live ${props.what}. Changes are a draft until you publish them.`}
      {props.children}
    </p>
  );
}

/** Someone saved or published since this editor loaded: say who, and let the user save over it or reload. */
export function DraftConflictAlert(props: { conflict: DraftConflict | null; onSaveOver: (current: SiteEditCurrent) => void; saveOverLabel?: string }) {
  if (!props.conflict) return null;
  const { current } = props.conflict;
  return (
    <div role="alert" className="grid gap-2 rounded-lg border border-destructive bg-background p-4 text-sm">
      <p>{props.conflict.message}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="destructive" size="sm" onClick={() => props.onSaveOver(current)}>
          {props.saveOverLabel ?? "Save mine over it"}
        </Button>
        <Button type="button" variant="outline" size="sm" onClick={() => window.location.reload()}>
          Reload (my changes are lost)
        </Button>
      </div>
    </div>
  );
}
