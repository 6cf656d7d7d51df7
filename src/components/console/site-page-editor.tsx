"use client";
import { EditorContent, useEditor, useEditorState, type Editor, type JSONContent } from "@tiptap/react";
import Link from "next/link";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldDescription, FieldError } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { sitePageSaveSchema, type SitePageSaved } from "@/contracts/console/site-pages";
import { pageLinkHrefAllowed, type PageDoc } from "@/domain/content/page-doc";
import { PAGE_EDITOR_EXTENSIONS } from "./site-page-editor-extensions";

export interface SitePageEditorProps {
  siteId: number;
  pageId: number;
  path: string;
  title: string;
  /** The saved document, or the page's (sanitised) HTML for the editor to read in on its first edit. */
  content: PageDoc | string;
  updatedAt: string;
  /** What the page's draft does at the next publish (null: no draft, the editor shows the live page). */
  draft: "edited" | "created" | "deleted" | null;
}

type Status = { kind: "idle" | "busy" | "saved" | "deleted" } | { kind: "failed"; message: string; field?: string };

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  h2: boolean;
  h3: boolean;
  bullet: boolean;
  ordered: boolean;
  quote: boolean;
  link: boolean;
  href: string;
  canUndo: boolean;
  canRedo: boolean;
}

function toolbarStateOf(editor: Editor | null): ToolbarState | null {
  if (!editor) return null;
  return {
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    bullet: editor.isActive("bulletList"),
    ordered: editor.isActive("orderedList"),
    quote: editor.isActive("blockquote"),
    link: editor.isActive("link"),
    href: (editor.getAttributes("link").href as string | undefined) ?? "",
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function ToggleButton({ pressed, label, shortcut, onClick, disabled, children }: { pressed: boolean; label: string; shortcut?: string; onClick: () => void; disabled?: boolean; children: React.ReactNode }) {
  return (
    <Button type="button" size="sm" variant={pressed ? "default" : "outline"} aria-pressed={pressed} title={shortcut ? `${label} (${shortcut})` : label} onClick={onClick} disabled={disabled}>
      {children}
    </Button>
  );
}

/**
 * A plain page's rich-text editor (Tiptap): the title, a toolbar of labelled buttons (each a toggle with its state,
 * reachable by Tab; the usual shortcuts work in the text), the body, and Save. The body is checked by the very schema
 * the save handler uses before it is sent; a refusal is shown in the handler's words, and a page saved by someone else
 * meanwhile keeps this editor's text as it is, so nothing is lost. Esc in the text moves to the Save button. A save is
 * the page's draft (the editor says so and links to the site's preview of it); Delete is a draft too.
 */
export function SitePageEditor(props: SitePageEditorProps) {
  const id = useId();
  const [title, setTitle] = useState(props.title);
  const [updatedAt, setUpdatedAt] = useState(props.updatedAt);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const [draft, setDraft] = useState(props.draft);
  const [href, setHref] = useState("");
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const saveRef = useRef<HTMLButtonElement>(null);

  const editor = useEditor({
    extensions: PAGE_EDITOR_EXTENSIONS,
    content: props.content as JSONContent | string,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id: `${id}-body`,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-body-label`,
        "aria-describedby": `${id}-body-help`,
        class: "prose-page min-h-64 rounded-md border bg-background p-3 focus-visible:outline-2 focus-visible:outline-offset-2 [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_a]:underline",
      },
      handleKeyDown: (_view, event) => {
        if (event.key !== "Escape") return false;
        saveRef.current?.focus();
        return true;
      },
    },
    onUpdate: () => setStatus((s) => (s.kind === "busy" ? s : { kind: "idle" })),
  });
  const state = useEditorState({ editor, selector: ({ editor: e }) => toolbarStateOf(e) });
  const busy = status.kind === "busy";
  const chain = () => editor!.chain().focus();

  function applyLink() {
    if (!editor) return;
    const value = href.trim();
    if (value === "") {
      chain().extendMarkRange("link").unsetLink().run();
      setLinkProblem(null);
      return;
    }
    if (!pageLinkHrefAllowed(value)) {
      setLinkProblem("A link must go to an http(s) address (https://…) or a page of the site (/finance)");
      return;
    }
    setLinkProblem(null);
    chain().extendMarkRange("link").setLink({ href: value }).run();
  }

  async function save() {
    if (!editor) return;
    const parsed = sitePageSaveSchema.safeParse({ title, doc: editor.getJSON(), updatedAt });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = String(issue?.path[0] ?? "doc");
      setStatus({ kind: "failed", field, message: `${field === "title" ? "Title" : "Page body"}: ${issue?.message ?? "is not valid"}` });
      return;
    }
    setStatus({ kind: "busy" });
    try {
      const response = await fetch(`/console/api/sites/${props.siteId}/pages/${props.pageId}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ title, doc: editor.getJSON(), updatedAt }) });
      const answer = (await response.json().catch(() => null)) as (SitePageSaved & { error?: { message?: string; field?: string } }) | null;
      if (response.ok && answer) {
        setUpdatedAt(answer.updatedAt);
        setDraft((d) => d ?? "edited");
        setStatus({ kind: "saved" });
        return;
      }
      setStatus({ kind: "failed", field: answer?.error?.field, message: answer?.error?.message ?? `Something went wrong (${response.status}); please try again` });
    } catch {
      setStatus({ kind: "failed", message: "The console could not be reached; check your connection and try again" });
    }
  }

  async function remove() {
    setStatus({ kind: "busy" });
    try {
      const response = await fetch(`/console/api/sites/${props.siteId}/pages/${props.pageId}/delete`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ updatedAt }) });
      const answer = (await response.json().catch(() => null)) as (SitePageSaved & { error?: { message?: string; field?: string } }) | null;
      if (response.ok && answer) {
        // A page made and never published is gone at once: back to the site's pages.
        if (draft === "created") return window.location.assign(`/console/sites/${props.siteId}/pages`);
        setUpdatedAt(answer.updatedAt);
        setDraft("deleted");
        setStatus({ kind: "deleted" });
        return;
      }
      setStatus({ kind: "failed", field: answer?.error?.field, message: answer?.error?.message ?? `Something went wrong (${response.status}); please try again` });
    } catch {
      setStatus({ kind: "failed", message: "The console could not be reached; check your connection and try again" });
    }
  }

  const previewHref = `/console/sites/${props.siteId}/preview?page=${encodeURIComponent(props.path)}`;
  const draftWords =
    draft === "deleted"
      ? `This page is to be deleted when the site is next published; shoppers still see it until then. Discard the site's draft (on its pages) to keep it.`
      : draft === "created"
        ? `A new page, a draft: shoppers see it at ${props.path} once the site is published.`
        : draft === "edited"
          ? "You are editing the page's draft: shoppers see the published page until the site is published."
          : "No draft: this is the page as shoppers see it. A save makes a draft; shoppers see it once the site is published.";
  const titleError = status.kind === "failed" && status.field === "title" ? status.message : null;
  return (
    <form
      className="grid max-w-3xl gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="text-sm">
        <Link className="underline underline-offset-4" href={`/console/sites/${props.siteId}/pages`}>
          All the site&apos;s pages (publish from there)
        </Link>
      </p>
      <p className="rounded-lg border bg-background p-3 text-sm" data-page-draft={draft ?? "none"}>
        {draftWords}{" "}
        {draft !== "deleted" ? (
          <Link className="underline underline-offset-4" href={previewHref}>
            Preview the draft
          </Link>
        ) : null}
      </p>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-title`}>Title</Label>
        <Input id={`${id}-title`} name="title" value={title} maxLength={200} aria-invalid={titleError ? true : undefined} aria-describedby={titleError ? `${id}-title-error` : undefined} onChange={(e) => setTitle(e.target.value)} />
        <FieldError id={`${id}-title-error`} message={titleError} />
      </div>
      <div className="grid gap-2">
        <span id={`${id}-body-label`} className="text-sm font-medium">
          Page body
        </span>
        <div role="toolbar" aria-label="Formatting" aria-controls={`${id}-body`} className="flex flex-wrap gap-1">
          <ToggleButton pressed={state?.h2 ?? false} label="Heading" disabled={!editor} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
            Heading
          </ToggleButton>
          <ToggleButton pressed={state?.h3 ?? false} label="Subheading" disabled={!editor} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
            Subheading
          </ToggleButton>
          <ToggleButton pressed={state?.bold ?? false} label="Bold" shortcut="Ctrl+B" disabled={!editor} onClick={() => chain().toggleBold().run()}>
            Bold
          </ToggleButton>
          <ToggleButton pressed={state?.italic ?? false} label="Italic" shortcut="Ctrl+I" disabled={!editor} onClick={() => chain().toggleItalic().run()}>
            Italic
          </ToggleButton>
          <ToggleButton pressed={state?.bullet ?? false} label="Bulleted list" disabled={!editor} onClick={() => chain().toggleBulletList().run()}>
            Bulleted list
          </ToggleButton>
          <ToggleButton pressed={state?.ordered ?? false} label="Numbered list" disabled={!editor} onClick={() => chain().toggleOrderedList().run()}>
            Numbered list
          </ToggleButton>
          <ToggleButton pressed={state?.quote ?? false} label="Quote" disabled={!editor} onClick={() => chain().toggleBlockquote().run()}>
            Quote
          </ToggleButton>
          <Button type="button" size="sm" variant="outline" disabled={!editor || !state?.canUndo} onClick={() => chain().undo().run()} title="Undo (Ctrl+Z)">
            Undo
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={!editor || !state?.canRedo} onClick={() => chain().redo().run()} title="Redo (Ctrl+Shift+Z)">
            Redo
          </Button>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-href`}>Link address for the selected text</Label>
            <Input
              id={`${id}-href`}
              className="w-80"
              value={href}
              placeholder={state?.href || "https://… or /finance"}
              aria-invalid={linkProblem ? true : undefined}
              aria-describedby={linkProblem ? `${id}-href-error` : undefined}
              onChange={(e) => setHref(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  applyLink();
                }
              }}
            />
          </div>
          <Button type="button" size="sm" variant="outline" disabled={!editor} onClick={applyLink}>
            Set link
          </Button>
          <Button type="button" size="sm" variant="outline" disabled={!editor || !state?.link} onClick={() => chain().extendMarkRange("link").unsetLink().run()}>
            Remove link
          </Button>
        </div>
        <FieldError id={`${id}-href-error`} message={linkProblem} />
        {editor ? <EditorContent editor={editor} /> : <div className="min-h-64 rounded-md border bg-muted p-3 text-sm">Loading the editor…</div>}
        <FieldDescription id={`${id}-body-help`}>Headings, bold, italic, lists, quotes and links. Esc moves to Save.</FieldDescription>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button ref={saveRef} type="submit" disabled={!editor || busy || draft === "deleted"}>
          {busy ? "Saving…" : "Save page"}
        </Button>
        <Button type="button" variant="outline" disabled={busy || draft === "deleted"} onClick={() => void remove()}>
          Delete page
        </Button>
      </div>
      <div aria-live="polite" className="text-sm">
        {status.kind === "saved" ? (
          <p>
            Saved as a draft. Shoppers see it once the site is published;{" "}
            <Link className="underline underline-offset-4" href={previewHref}>
              preview it
            </Link>
            .
          </p>
        ) : null}
        {status.kind === "deleted" ? <p>The page will be deleted when the site is next published.</p> : null}
      </div>
      {status.kind === "failed" && status.field !== "title" ? (
        <p role="alert" className="rounded-lg border border-destructive bg-background p-4 text-sm">
          {status.message}
        </p>
      ) : null}
    </form>
  );
}
