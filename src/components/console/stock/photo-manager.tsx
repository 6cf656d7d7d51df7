"use client";
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { OptimisedImage } from "@/components/ui/optimised-image";
import { PHOTO_UPLOAD_FIELD, type PhotosSaved } from "@/contracts/console/photos";
import { PHOTO_ACCEPT, PHOTO_FORMATS_LABEL, PHOTO_MAX_FILE_BYTES, photoFileLabel, PHOTO_MIN_LONG_SIDE, PHOTO_MIN_SHORT_SIDE, PHOTO_THUMB_WIDTH, PHOTOS_PER_CAR_MAX } from "@/domain/console/photos";
import type { StockPhotoView } from "@/view-models/console-stock";

type ApiError = { error?: { field?: string; message?: string } };

interface UploadRow {
  key: number;
  name: string;
  status: "waiting" | "uploading" | "done" | "failed";
  /** 0..1 of the file sent. */
  progress: number;
  message?: string;
}

/** The words of an API refusal without its leading field name ("files.0: "). */
const refusalText = (json: ApiError | null, fallback: string) => (json?.error?.message ?? fallback).replace(/^[A-Za-z.0-9]+: /, "");

/** One file's upload with its progress (fetch reports none); resolves with the status and the answer's JSON. */
function sendFile(url: string, file: File, onProgress: (fraction: number) => void): Promise<{ status: number; json: (PhotosSaved & ApiError) | null }> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.append(PHOTO_UPLOAD_FIELD, file, file.name);
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.responseType = "text";
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      let json: (PhotosSaved & ApiError) | null = null;
      try {
        json = JSON.parse(request.responseText) as PhotosSaved & ApiError;
      } catch {
        json = null;
      }
      resolve({ status: request.status, json });
    };
    request.onerror = () => resolve({ status: 0, json: null });
    request.send(form);
  });
}

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; json: (PhotosSaved & ApiError) | null; status: number }> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    return { ok: response.ok, status: response.status, json: (await response.json().catch(() => null)) as (PhotosSaved & ApiError) | null };
  } catch {
    return { ok: false, status: 0, json: null };
  }
}

function PhotoTile({
  photo,
  index,
  count,
  canEdit,
  busy,
  onCover,
  onDelete,
  onMove,
}: {
  photo: StockPhotoView;
  index: number;
  count: number;
  canEdit: boolean;
  busy: boolean;
  onCover: () => void;
  onDelete: () => void;
  /** Moves the photo one place earlier (-1) or later (+1): the single-pointer way to reorder (WCAG 2.5.7). */
  onMove: (by: -1 | 1) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id, disabled: !canEdit || busy });
  const label = `Photo ${index + 1} of ${count}${index === 0 ? " (cover)" : ""}`;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-col overflow-hidden rounded-md border bg-background ${isDragging ? "relative z-10 shadow-lg ring-2 ring-primary" : ""}`}
      aria-label={label}
    >
      <div className="relative aspect-[3/2] bg-muted">
        <OptimisedImage src={photo.thumbUrl} alt="" fill sizes="(min-width: 1024px) 200px, (min-width: 640px) 33vw, 50vw" maxWidth={PHOTO_THUMB_WIDTH} className="object-cover" draggable={false} />
        {index === 0 ? <span className="absolute left-1 top-1 rounded bg-primary px-1.5 py-0.5 text-xs font-semibold text-primary-foreground">Cover</span> : null}
      </div>
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-1 p-1.5">
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="inline-flex h-9 w-9 cursor-grab touch-none items-center justify-center rounded hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed"
            aria-label={`Move photo ${index + 1}`}
            disabled={busy}
            {...attributes}
            {...listeners}
          >
            <GripVertical aria-hidden="true" className="h-4 w-4" />
          </button>
          <Button type="button" size="sm" variant="outline" disabled={busy || index === 0} onClick={onCover} aria-label={`Make cover: photo ${index + 1}`}>
            Make cover
          </Button>
          <Button type="button" size="sm" variant="ghost" disabled={busy || index === 0} onClick={() => onMove(-1)} aria-label={`Earlier: photo ${index + 1}`}>
            Earlier
          </Button>
          <Button type="button" size="sm" variant="ghost" disabled={busy || index === count - 1} onClick={() => onMove(1)} aria-label={`Later: photo ${index + 1}`}>
            Later
          </Button>
          <Button type="button" size="sm" variant="ghost" className="text-destructive" disabled={busy} onClick={onDelete} aria-label={`Delete photo ${index + 1}`}>
            Delete
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/**
 * A car's photos in the console: the grid in their order (the first is the cover), and for managers and owners the
 * upload (several files at once, each sent on its own with its progress and its own error), reordering by dragging a
 * photo's handle or by the keyboard (focus the handle, Space to pick up, the arrow keys to move, Space to drop,
 * Escape to cancel), Make cover and Delete. Every change is saved at once and reaches shoppers within a second.
 */
export function PhotoManager({ vehicleId, initial, canEdit }: { vehicleId: number; initial: StockPhotoView[]; canEdit: boolean }) {
  const id = useId();
  const router = useRouter();
  const [photos, setPhotos] = useState(initial);
  const [uploads, setUploads] = useState<UploadRow[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [feedback, setFeedback] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const base = `/console/api/stock/${vehicleId}/photos`;
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const position = (photoId: string | number) => photos.findIndex((p) => p.id === photoId) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${position(active.id)} of ${photos.length}.`,
    onDragOver: ({ active, over }) => (over ? `Photo ${position(active.id)} is over position ${position(over.id)} of ${photos.length}.` : `Photo ${position(active.id)} is no longer over a position.`),
    onDragEnd: ({ active, over }) => (over ? `Photo ${position(active.id)} was dropped at position ${position(over.id)} of ${photos.length}.` : `Photo ${position(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving photo ${position(active.id)} was cancelled; it is back in place.`,
  };

  const changed = (saved: PhotosSaved, text: string) => {
    setPhotos(saved.photos);
    setFeedback({ kind: "ok", text });
    // The page's history, health and header picture are the server's.
    if (saved.changed) router.refresh();
  };

  const act = async (path: string, body: unknown, done: string, rollback?: StockPhotoView[]) => {
    setBusy(true);
    setFeedback(null);
    const answer = await postJson(`${base}/${path}`, body);
    setBusy(false);
    if (answer.ok && answer.json) return changed(answer.json, done);
    if (rollback) setPhotos(rollback);
    setFeedback({ kind: "error", text: answer.status === 0 ? "The console could not be reached; check your connection and try again" : refusalText(answer.json, `The photos could not be changed (${answer.status}); please try again`) });
  };

  const moveTo = (from: number, to: number) => {
    if (from < 0 || to < 0 || from >= photos.length || to >= photos.length || from === to) return;
    const before = photos;
    const moved = arrayMove(photos, from, to);
    setPhotos(moved);
    void act("order", { order: moved.map((p) => p.id) }, `Photo moved to position ${to + 1}. Saved.`, before);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    moveTo(
      photos.findIndex((p) => p.id === active.id),
      photos.findIndex((p) => p.id === over.id),
    );
  };

  const upload = async (files: File[]) => {
    if (files.length === 0) return;
    setFeedback(null);
    const rows: UploadRow[] = files.map((file) => {
      const name = photoFileLabel(file.name);
      const tooLarge = file.size > PHOTO_MAX_FILE_BYTES;
      return { key: nextKey.current++, name, progress: 0, status: tooLarge ? "failed" : "waiting", ...(tooLarge ? { message: `${name} is ${(file.size / 1048576).toFixed(1)} MB; a photo may be at most ${PHOTO_MAX_FILE_BYTES / 1048576} MB` } : {}) };
    });
    setUploads(rows);
    setUploading(true);
    const update = (key: number, patch: Partial<UploadRow>) => setUploads((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    let added = 0;
    for (const [i, file] of files.entries()) {
      const row = rows[i]!;
      if (row.status === "failed") continue;
      update(row.key, { status: "uploading" });
      const answer = await sendFile(base, file, (progress) => update(row.key, { progress }));
      if (answer.status === 200 && answer.json) {
        setPhotos(answer.json.photos);
        if (answer.json.changed) added++;
        update(row.key, { status: "done", progress: 1, message: answer.json.alreadyThere?.length ? `${row.name} is already one of this car's photos` : undefined });
      } else {
        const fallback = answer.status === 0 ? "could not be sent; check your connection and try again" : `could not be uploaded (${answer.status}); please try again`;
        const text = refusalText(answer.json, `${row.name} ${fallback}`);
        update(row.key, { status: "failed", message: text.includes(row.name) ? text : `${row.name}: ${text}` });
      }
    }
    setUploading(false);
    if (input.current) input.current.value = "";
    if (added > 0) {
      setFeedback({ kind: "ok", text: `${added} photo${added === 1 ? "" : "s"} added. Shoppers see them within a second.` });
      router.refresh();
    }
  };

  const full = photos.length >= PHOTOS_PER_CAR_MAX;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border bg-background p-4">
      <h2 id={`${id}-title`} className="mb-1 text-base font-semibold">
        Photos <span className="font-normal text-muted-foreground">({photos.length})</span>
      </h2>
      {canEdit ? (
        <div className="mb-3 flex flex-col gap-2">
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {PHOTO_FORMATS_LABEL}, at least {PHOTO_MIN_LONG_SIDE} × {PHOTO_MIN_SHORT_SIDE} pixels, up to {PHOTO_MAX_FILE_BYTES / 1048576} MB each. The first photo is the cover; drag a photo by its handle, or use Earlier and Later, to move it. Location and
            camera details are removed.
          </p>
          <div>
            <input
              ref={input}
              id={`${id}-files`}
              type="file"
              multiple
              accept={PHOTO_ACCEPT}
              className="peer sr-only"
              aria-describedby={`${id}-hint`}
              disabled={uploading || full}
              onChange={(event) => void upload([...(event.currentTarget.files ?? [])])}
            />
            {/* After the input, so its keyboard focus shows on the label the eye sees (the input itself is hidden). */}
            <label
              htmlFor={`${id}-files`}
              className={`btn btn-outline btn-md peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${uploading || full ? "pointer-events-none opacity-50" : "cursor-pointer"}`}
            >
              {uploading ? "Uploading…" : "Add photos"}
            </label>
            {full ? <p className="mt-1 text-sm text-muted-foreground">This car has {PHOTOS_PER_CAR_MAX} photos, the most it keeps: delete one to add another.</p> : null}
          </div>
          {uploads.length > 0 ? (
            <ul className="flex flex-col gap-1 text-sm" aria-label="Uploads">
              {uploads.map((row) => (
                <li key={row.key} className="flex flex-col gap-0.5">
                  <span className="flex items-center justify-between gap-2">
                    <span className="min-w-0 truncate">{row.name}</span>
                    <span className={row.status === "failed" ? "text-destructive" : "text-muted-foreground"}>
                      {row.status === "waiting" ? "Waiting" : row.status === "uploading" ? (row.progress < 1 ? `Sending ${Math.round(row.progress * 100)}%` : "Resizing…") : row.status === "done" ? "Added" : "Not added"}
                    </span>
                  </span>
                  {row.status === "uploading" ? <progress className="h-1.5 w-full" max={1} value={row.progress} aria-label={`${row.name} sent`} /> : null}
                  {row.message ? (
                    <span role={row.status === "failed" ? "alert" : undefined} className={row.status === "failed" ? "text-destructive" : "text-muted-foreground"}>
                      {row.message}
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : (
        <p className="mb-3 text-sm text-muted-foreground">Only a manager or owner of this car&apos;s dealership can change its photos.</p>
      )}
      <p role="status" aria-live="polite" className={`text-sm ${feedback?.kind === "error" ? "text-destructive" : "text-muted-foreground"} ${feedback ? "mb-2" : "sr-only"}`}>
        {feedback?.text ?? ""}
      </p>
      {photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No photos yet.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: "To move a photo, press Space. Use the arrow keys to move it, Space to drop it, or Escape to cancel." } }}>
          <SortableContext items={photos.map((p) => p.id)} strategy={rectSortingStrategy}>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="The car's photos in order">
              {photos.map((photo, index) => (
                <PhotoTile
                  key={photo.id}
                  photo={photo}
                  index={index}
                  count={photos.length}
                  canEdit={canEdit}
                  busy={busy || uploading}
                  onCover={() => void act("cover", { photoId: photo.id }, `Photo ${index + 1} is now the cover. Saved.`)}
                  onMove={(by) => moveTo(index, index + by)}
                  onDelete={() => {
                    if (window.confirm(`Delete photo ${index + 1}? Shoppers will no longer see it.`)) void act("delete", { photoId: photo.id }, `Photo ${index + 1} deleted.`);
                  }}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </section>
  );
}
