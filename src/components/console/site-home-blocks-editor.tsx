"use client";
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import Link from "next/link";
import { useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { Label } from "@/components/ui/label";
import type { SiteHomeBlocksSaved } from "@/contracts/console/home-blocks";
import type { SiteEditCurrent, SitePublished } from "@/contracts/console/site-settings";
import { addableHomeBlocks, HOME_BLOCK_LABELS, homeBlockListProblem, moveHomeBlock, type HomeBlock } from "@/domain/site/home-blocks";

export interface SiteHomeBlocksEditorProps {
  siteId: number;
  /** The blocks shown now (the draft's, else the live ones; the template's when the setting is empty), in order. */
  blocks: HomeBlock[];
  templateDefault: boolean;
  template: HomeBlock[];
  draftVersion: number;
  revision: number;
  hasDraft: boolean;
}

interface ApiAnswer {
  error?: { field?: string; message?: string };
  current?: SiteEditCurrent;
}

const label = (block: HomeBlock) => HOME_BLOCK_LABELS[block];

function BlockRow({ block, index, count, busy, onMove, onRemove }: { block: HomeBlock; index: number; count: number; busy: boolean; onMove: (by: number) => void; onRemove: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block, disabled: busy });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-2 rounded-md border bg-background p-2 ${isDragging ? "relative z-10 shadow-lg" : ""}`}
      data-block={block}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="inline-flex size-9 cursor-grab items-center justify-center rounded-md border text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2"
        aria-label={`Drag ${label(block)} (place ${index + 1} of ${count})`}
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden className="size-4" />
      </button>
      <span className="min-w-40 flex-1 font-medium">
        <span className="text-muted-foreground">{index + 1}. </span>
        {label(block)}
      </span>
      <Button type="button" variant="outline" size="sm" disabled={busy || index === 0} onClick={() => onMove(-1)} aria-label={`Move ${label(block)} up`}>
        <ArrowUp aria-hidden className="size-4" />
        Up
      </Button>
      <Button type="button" variant="outline" size="sm" disabled={busy || index === count - 1} onClick={() => onMove(1)} aria-label={`Move ${label(block)} down`}>
        <ArrowDown aria-hidden className="size-4" />
        Down
      </Button>
      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={onRemove} aria-label={`Remove ${label(block)}`}>
        Remove
      </Button>
    </li>
  );
}

/**
 * The home page's blocks as a draft (issue 36): the blocks in the order the home page shows them, reordered by dragging
 * (dnd-kit, the pointer or the keyboard: Space, the arrow keys, Space) or with each row's Up and Down (named Move … up, Move … down),
 * removed, and added from the blocks not yet shown. "Save draft" stores the list in the site's draft (the preview
 * shows it, shoppers nothing); "Publish" makes the saved draft live.
 */
export function SiteHomeBlocksEditor(props: SiteHomeBlocksEditorProps) {
  const id = useId();
  const [blocks, setBlocks] = useState<HomeBlock[]>(props.blocks);
  const [saved, setSaved] = useState<HomeBlock[]>(props.blocks);
  const [versions, setVersions] = useState({ draftVersion: props.draftVersion, revision: props.revision });
  const [hasDraft, setHasDraft] = useState(props.hasDraft);
  const [adding, setAdding] = useState<HomeBlock | "">("");
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<{ kind: "idle" | "busy" | "done" | "failed"; message?: string }>({ kind: "idle" });
  const [conflict, setConflict] = useState<{ message: string; current: SiteEditCurrent } | null>(null);
  const [moved, setMoved] = useState("");
  const busy = status.kind === "busy";
  const dirty = blocks.join() !== saved.join();
  const addable = useMemo(() => addableHomeBlocks(blocks), [blocks]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const place = (block: unknown) => blocks.indexOf(block as HomeBlock) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${label(active.id as HomeBlock)}, place ${place(active.id)} of ${blocks.length}.`,
    onDragOver: ({ active, over }) => (over ? `${label(active.id as HomeBlock)} is over place ${place(over.id)} of ${blocks.length}.` : `${label(active.id as HomeBlock)} is no longer over the list.`),
    onDragEnd: ({ active, over }) => (over ? `${label(active.id as HomeBlock)} dropped at place ${place(over.id)} of ${blocks.length}.` : `${label(active.id as HomeBlock)} dropped.`),
    onDragCancel: ({ active }) => `Moving ${label(active.id as HomeBlock)} was cancelled.`,
  };

  function edit(next: HomeBlock[], said?: string) {
    setBlocks(next);
    setError(undefined);
    if (said) setMoved(said);
    if (status.kind !== "busy") setStatus({ kind: "idle" });
  }

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!over || active.id === over.id) return;
    const from = blocks.indexOf(active.id as HomeBlock);
    const to = blocks.indexOf(over.id as HomeBlock);
    if (from < 0 || to < 0) return;
    edit(arrayMove(blocks, from, to));
  }

  async function post<T>(path: string, body: unknown): Promise<{ ok: true; value: T } | { ok: false; status: number; answer: ApiAnswer | null }> {
    try {
      const response = await fetch(`/console/api/sites/${props.siteId}/${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = (await response.json().catch(() => null)) as unknown;
      return response.ok ? { ok: true, value: json as T } : { ok: false, status: response.status, answer: json as ApiAnswer | null };
    } catch {
      return { ok: false, status: 0, answer: { error: { message: "The console could not be reached; check your connection and try again" } } };
    }
  }

  function refusal(result: { status: number; answer: ApiAnswer | null }) {
    const message = result.answer?.error?.message ?? `Something went wrong (${result.status}); please try again`;
    if (result.status === 409 && result.answer?.current) {
      setConflict({ message, current: result.answer.current });
      setStatus({ kind: "failed", message: "Not saved: see above." });
      return;
    }
    if (result.answer?.error?.field?.startsWith("blocks")) setError(message.replace(/^[A-Za-z0-9_.]+: /, ""));
    setStatus({ kind: "failed", message: `Not saved: ${message}` });
  }

  async function save(carried: { draftVersion: number; revision: number }) {
    const problem = homeBlockListProblem(blocks);
    if (problem) {
      setError(problem);
      setStatus({ kind: "failed", message: "Not saved: see the list above." });
      return;
    }
    setConflict(null);
    setStatus({ kind: "busy", message: "Saving the draft…" });
    const result = await post<SiteHomeBlocksSaved>("home", { ...carried, blocks });
    if (!result.ok) return refusal(result);
    setVersions({ draftVersion: result.value.draftVersion, revision: result.value.revision });
    setHasDraft(true);
    setSaved(blocks);
    setStatus({ kind: "done", message: "Draft saved. Shoppers see nothing of it until it is published: preview it first." });
  }

  async function publish() {
    setConflict(null);
    setStatus({ kind: "busy", message: "Publishing…" });
    const result = await post<SitePublished>("publish", versions);
    if (!result.ok) return refusal(result);
    setVersions({ draftVersion: 0, revision: result.value.revision });
    setHasDraft(false);
    setStatus({ kind: "done", message: `Published as revision ${result.value.revision}: the site shows it now.` });
  }

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
        Home page blocks
      </h2>
      <p aria-live="polite" className="rounded-lg border bg-background p-4 text-sm">
        {hasDraft ? `A draft is waiting to be published. The site shows ${versions.revision ? `revision ${versions.revision}` : "its settings as first set up"}.` : "No draft: these are the live blocks. Changes are a draft until you publish them."}
        {props.templateDefault && !dirty ? " The site shows its template's blocks." : ""}
      </p>
      {conflict ? (
        <div role="alert" className="grid gap-2 rounded-lg border border-destructive bg-background p-4 text-sm">
          <p>{conflict.message}</p>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="destructive" size="sm" onClick={() => void save(conflict.current)}>
              Save mine over it
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => window.location.reload()}>
              Reload (my changes are lost)
            </Button>
          </div>
        </div>
      ) : null}
      <section aria-labelledby={`${id}-list`} className="grid gap-2 rounded-lg border bg-background p-4 shadow-sm">
        <h3 id={`${id}-list`} className="font-semibold">
          Blocks under the hero, in order
        </h3>
        <p id={`${id}-how`} className="text-sm text-muted-foreground">
          Drag a block by its handle, or focus the handle and press Space, move it with the arrow keys and press Space to drop it; or use its Up and Down buttons.
        </p>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: "To move a block, press Space. Use the arrow keys to move it, Space to drop it, or Escape to cancel." } }}
        >
          <SortableContext items={blocks} strategy={verticalListSortingStrategy}>
            <ol className="grid gap-2" aria-describedby={`${id}-how`} data-testid="home-blocks">
              {blocks.map((block, index) => (
                <BlockRow
                  key={block}
                  block={block}
                  index={index}
                  count={blocks.length}
                  busy={busy}
                  onMove={(by) => edit(moveHomeBlock(blocks, index, by), `${label(block)} moved to place ${index + by + 1} of ${blocks.length}.`)}
                  onRemove={() => edit(blocks.filter((b) => b !== block), `${label(block)} removed.`)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        <p aria-live="polite" className="sr-only">
          {moved}
        </p>
        <FieldError id={`${id}-error`} message={error} />
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor={`${id}-add`}>Add a block</Label>
            <select id={`${id}-add`} className="h-9 rounded-md border bg-background px-2 text-sm" value={adding} onChange={(e) => setAdding(e.target.value as HomeBlock | "")} disabled={busy || addable.length === 0}>
              <option value="">{addable.length === 0 ? "Every block is shown" : "Choose a block…"}</option>
              {addable.map((block) => (
                <option key={block} value={block}>
                  {label(block)}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="button"
            variant="outline"
            disabled={busy || adding === ""}
            onClick={() => {
              if (adding === "") return;
              edit([...blocks, adding], `${label(adding)} added at place ${blocks.length + 1}.`);
              setAdding("");
            }}
          >
            Add at the end
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={() => edit([...props.template], "The template's blocks put back.")}>
            Use the template&apos;s blocks
          </Button>
        </div>
      </section>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={busy || !dirty}>
          Save draft
        </Button>
        <Button type="button" variant="outline" disabled={busy || dirty || !hasDraft} onClick={() => void publish()}>
          Publish
        </Button>
        <Link className="text-sm underline underline-offset-4" href={`/console/sites/${props.siteId}/preview`}>
          Preview the draft
        </Link>
        {status.message ? (
          <p role={status.kind === "failed" ? "alert" : "status"} className="text-sm">
            {status.message}
          </p>
        ) : null}
      </div>
    </form>
  );
}
