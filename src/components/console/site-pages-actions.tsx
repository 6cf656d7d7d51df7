"use client";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { sitePageCreateSchema, type SitePageSaved } from "@/contracts/console/site-pages";
import type { SitePublished } from "@/contracts/console/site-settings";

type Answer = { error?: { message?: string; field?: string } } | null;

async function post<T>(url: string, body: unknown): Promise<{ ok: true; value: T } | { ok: false; message: string; field?: string }> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const json = (await response.json().catch(() => null)) as (T & Answer) | null;
    if (response.ok && json) return { ok: true, value: json };
    return { ok: false, message: json?.error?.message ?? `Something went wrong (${response.status}); please try again`, field: json?.error?.field };
  } catch {
    return { ok: false, message: "The console could not be reached; check your connection and try again" };
  }
}

/**
 * The site's Publish and Discard on its pages list and its offers page: the page and promo drafts (and the settings'
 * draft, when there is one) made live together as one revision, or all dropped. Carries the site's revision and draft version the page loaded, so a
 * publish by someone else since is a 409 in their words, not an overwrite.
 */
export function SitePublishBar(props: { siteId: number; revision: number; draftVersion: number; settingsDraft: boolean; pageDrafts: number; promoDrafts?: number }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ failed: boolean; text: string } | null>(null);
  const promoDrafts = props.promoDrafts ?? 0;
  const waiting = props.settingsDraft || props.pageDrafts > 0 || promoDrafts > 0;

  async function act(path: "publish" | "draft/discard") {
    setBusy(true);
    setMessage(null);
    const result = await post<SitePublished | { discarded: true }>(`/console/api/sites/${props.siteId}/${path}`, { revision: props.revision, draftVersion: props.draftVersion });
    setBusy(false);
    if (!result.ok) return setMessage({ failed: true, text: result.message });
    setMessage({ failed: false, text: "revision" in result.value ? `Published as revision ${result.value.revision}: shoppers see it now.` : "The draft is discarded: the site is as shoppers see it." });
    router.refresh();
  }

  const waitingParts = [
    props.pageDrafts > 0 ? (props.pageDrafts === 1 ? "1 page has a draft" : `${props.pageDrafts} pages have a draft`) : null,
    promoDrafts > 0 ? (promoDrafts === 1 ? "1 promo has a draft" : `${promoDrafts} promos have a draft`) : null,
    props.settingsDraft ? "the site's settings have one" : null,
  ].filter((part): part is string => part !== null);
  const said = waitingParts.length <= 1 ? (waitingParts[0] ?? "") : `${waitingParts.slice(0, -1).join(", ")} and ${waitingParts.at(-1)}`;
  return (
    <section aria-labelledby="publish-heading" className="grid gap-2 rounded-lg border bg-background p-4 text-sm">
      <h2 id="publish-heading" className="font-semibold">
        Publish
      </h2>
      <p>
        {waiting
          ? `${said.charAt(0).toUpperCase()}${said.slice(1)}. Shoppers see none of it until it is published.`
          : "Nothing is waiting to be published: shoppers see the site as listed."}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="accent" disabled={busy || !waiting} onClick={() => void act("publish")}>
          {busy ? "Working…" : "Publish the draft"}
        </Button>
        <Button type="button" variant="outline" disabled={busy || !waiting} onClick={() => void act("draft/discard")}>
          Discard the draft
        </Button>
      </div>
      <div aria-live="polite">{message && !message.failed ? <p>{message.text}</p> : null}</div>
      {message?.failed ? (
        <p role="alert" className="font-medium text-destructive">
          {message.text}
        </p>
      ) : null}
    </section>
  );
}

/**
 * Makes a page: its title and its address on the site (one segment: lower-case letters, digits and hyphens), checked
 * by the handler's own schema before it is sent. The page is a draft: it opens in the editor, and shoppers see it once
 * the site is published.
 */
export function SitePageCreateForm({ siteId }: { siteId: number }) {
  const id = useId();
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);

  async function create() {
    const parsed = sitePageCreateSchema.safeParse({ title, slug });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return setProblem({ field: String(issue?.path[0] ?? "title"), message: issue?.message ?? "is not valid" });
    }
    setBusy(true);
    setProblem(null);
    const result = await post<SitePageSaved>(`/console/api/sites/${siteId}/pages`, parsed.data);
    setBusy(false);
    if (!result.ok) return setProblem({ field: result.field, message: result.message });
    router.push(`/console/sites/${siteId}/pages/${result.value.id}`);
  }

  const errorOf = (field: string) => (problem && (problem.field === field || (field === "title" && problem.field !== "slug")) ? problem.message : null);
  return (
    <form
      className="grid max-w-xl gap-3 rounded-lg border bg-background p-4"
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <h2 id={`${id}-heading`} className="font-semibold">
        Add a page
      </h2>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-title`}>Title of the new page</Label>
        <Input id={`${id}-title`} value={title} maxLength={200} aria-invalid={errorOf("title") ? true : undefined} aria-describedby={errorOf("title") ? `${id}-title-error` : undefined} onChange={(e) => setTitle(e.target.value)} />
        <FieldError id={`${id}-title-error`} message={errorOf("title")} />
      </div>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-slug`}>Address of the new page</Label>
        <Input
          id={`${id}-slug`}
          value={slug}
          maxLength={100}
          placeholder="our-team"
          aria-invalid={errorOf("slug") ? true : undefined}
          aria-describedby={[`${id}-slug-help`, errorOf("slug") ? `${id}-slug-error` : null].filter(Boolean).join(" ")}
          onChange={(e) => setSlug(e.target.value)}
        />
        <FieldDescription id={`${id}-slug-help`}>The page&apos;s address on the site after the /: lower-case letters, digits and hyphens.</FieldDescription>
        <FieldError id={`${id}-slug-error`} message={errorOf("slug")} />
      </div>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Adding…" : "Add the page as a draft"}
        </Button>
      </div>
    </form>
  );
}
