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
import { addableHomeBlocks, HOME_BLOCK_LABELS, homeBlockListProblem, moveHomeBlock, type HomeBlock } from "@/domain/site/home-blocks";
import { DraftConflictAlert, DraftStateNote, useSiteDraft, type DraftVersions } from "./use-site-draft";

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
  const draft = useSiteDraft(props.siteId, props);
  const { versions, hasDraft, status, setStatus, conflict, busy } = draft;
  const [adding, setAdding] = useState<HomeBlock | "">("");
  const [error, setError] = useState<string | undefined>();
  const [moved, setMoved] = useState("");
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

  async function save(carried: DraftVersions) {
    const problem = homeBlockListProblem(blocks);
    if (problem) {
      setError(problem);
      setStatus({ kind: "failed", message: "Not saved: see the list above." });
      return;
    }
    draft.begin("Saving the draft…");
    const result = await draft.post<SiteHomeBlocksSaved>("home", { ...carried, blocks });
    if (!result.ok) return draft.refuse(result, "Not saved", (field, message) => field.startsWith("blocks") && setError(message));
    setSaved(blocks);
    draft.drafted(result.value);
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
      <DraftStateNote hasDraft={hasDraft} revision={versions.revision} what="blocks">
        {props.templateDefault && !dirty ? " The site shows its template's blocks." : ""}
      </DraftStateNote>
      <DraftConflictAlert conflict={conflict} onSaveOver={(current) => void save(current)} />
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
        <Button type="button" variant="outline" disabled={busy || dirty || !hasDraft} onClick={() => void draft.publish()}>
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
