"use client";
import { DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/form-message";
import { fieldClassName, Input } from "@/components/ui/input";
import type { MenuDeadLink, SiteLogoSaved, SiteMenusSaved } from "@/contracts/console/site-menus";
import { sameLevelCollisions, sameLevelKeyboardCoordinates, SortableMenuItem } from "./sortable-menu-item";
import { DraftConflictAlert, useSiteDraft, type DraftVersions } from "./use-site-draft";
import { LOGO_MAX_FILE_BYTES, LOGO_MIN_LONG_SIDE, LOGO_MIN_SHORT_SIDE, LOGO_UPLOAD_FIELD } from "@/domain/console/site-logo";
import {
  addMenuNode,
  dropMenuNode,
  editMenuNode,
  footerGroupsOf,
  footerTree,
  headerItemsOf,
  headerTree,
  MENU_LABEL_MAX,
  menuLinkKind,
  menuDropAllowed,
  menuMoves,
  menuTreeProblems,
  moveMenuNode,
  removeMenuNode,
  type MenuLinkKind,
  type MenuMove,
  type MenuNode,
  type MenuPath,
  type MenuTreeKind,
  type StoredFooterGroup,
  type StoredNavItem,
} from "@/domain/site/menu-tree";

export interface SiteMenuEditorProps {
  siteId: number;
  header: StoredNavItem[];
  footer: StoredFooterGroup[];
  draftVersion: number;
  revision: number;
  hasDraft: boolean;
  deadLinks: MenuDeadLink[];
  choices: Array<{ href: string; kind: "page" | "search" }>;
  logoUrl: string | null;
  /** Whether the member may change the logo (an owner's: it is the theme's). */
  logoEditable: boolean;
}

let nextId = 0;
const withIds = (tree: MenuNode[]): MenuNode[] => tree.map((n) => ({ ...n, id: `n${++nextId}`, children: n.children.map((c) => ({ ...c, id: `n${++nextId}`, children: [] })) }));

const MOVE_WORDS: Record<MenuMove, { text: string; verb: string }> = {
  up: { text: "Up", verb: "up" },
  down: { text: "Down", verb: "down" },
  in: { text: "In", verb: "in, into the item above" },
  out: { text: "Out", verb: "out, to the top level" },
};

const KIND_WORDS: Record<MenuLinkKind, string> = { page: "A page of this site", search: "A search of the stock", external: "Another website" };

/** The stored field of a node's part, as the handler's 400 and the dead-link check name it. */
function fieldOf(kind: MenuTreeKind, path: MenuPath, part: "label" | "href" | "children"): string {
  const [i, j] = path;
  const own = kind === "footer" ? ({ label: "title", href: "href", children: "links" } as const)[part] : part;
  return j === undefined ? `${kind}.${i}.${own}` : `${kind}.${i}.${kind === "footer" ? "links" : "children"}.${j}.${part}`;
}

/** The editor's tree problems by stored field (`menuTreeProblems` names them in the tree's own words). */
function problemsOf(kind: MenuTreeKind, tree: MenuNode[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of menuTreeProblems(kind, tree)) {
    const mapped = kind === "footer" ? p.field.replace(/^footer\.(\d+)\.label$/, "footer.$1.title").replace(/^footer\.(\d+)\.children/, "footer.$1.links") : p.field;
    if (!out.has(mapped)) out.set(mapped, p.message);
  }
  return out;
}

/**
 * The menu editor (issue 36): the site's header and footer menus as two trees, each item with its label and where it
 * links (a page of the site, a search of its stock, another website), moved by dragging its handle among the nodes of
 * its level (dnd-kit: the pointer, or Space, the arrow keys and Space; a link into another dropdown or group too) or
 * with buttons (Up, Down, In and Out a level; a footer link moves into the next or previous group past its group's
 * end), renamed, added and removed. The
 * tree's rules run as it is edited (`menuTreeProblems`), and the server checks them again. "Save draft" keeps the
 * menus in the site's draft with its other settings and says which links go nowhere; "Publish" refuses while one does.
 * The logo (owners) is uploaded into the same draft.
 */
export function SiteMenuEditor(props: SiteMenuEditorProps) {
  const id = useId();
  const router = useRouter();
  const [trees, setTrees] = useState<Record<MenuTreeKind, MenuNode[]>>(() => ({ header: withIds(headerTree(props.header)), footer: withIds(footerTree(props.footer)) }));
  const draft = useSiteDraft(props.siteId, props);
  const { versions, hasDraft, status, setStatus, conflict, busy } = draft;
  const [dirty, setDirty] = useState(false);
  const [deadLinks, setDeadLinks] = useState<MenuDeadLink[]>(props.deadLinks);
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map());
  const [logoUrl, setLogoUrl] = useState(props.logoUrl);
  const [logoError, setLogoError] = useState<string | null>(null);
  const logoInput = useRef<HTMLInputElement>(null);
  const focusNext = useRef<string | null>(null);

  const problems = useMemo(() => new Map([...problemsOf("header", trees.header), ...problemsOf("footer", trees.footer)]), [trees]);
  const deadByField = useMemo(() => new Map(deadLinks.map((d) => [d.field, d])), [deadLinks]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sameLevelKeyboardCoordinates }));

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    document.getElementById(target)?.focus();
  });

  function change(kind: MenuTreeKind, tree: MenuNode[]) {
    setTrees((t) => ({ ...t, [kind]: tree }));
    setDirty(true);
    setServerErrors(new Map());
  }

  function move(kind: MenuTreeKind, path: MenuPath, how: MenuMove) {
    const node = path.length === 1 ? trees[kind][path[0]] : trees[kind][path[0]]?.children[path[1]];
    const moved = moveMenuNode(kind, trees[kind], path, how);
    change(kind, moved.tree);
    // Focus stays with the node: on the same button where it is still offered, else its label.
    const still = menuMoves(kind, moved.tree, moved.path).includes(how);
    focusNext.current = still ? `${id}-${node?.id}-${how}` : `${id}-${node?.id}-label`;
    setStatus({ kind: "idle", message: `Moved ${node?.label || "the item"} ${MOVE_WORDS[how].verb}.` });
  }

  /** Where the node called `nodeId` is in the tree, or null. */
  function pathOf(tree: MenuNode[], nodeId: unknown): MenuPath | null {
    for (let i = 0; i < tree.length; i++) {
      if (tree[i]!.id === nodeId) return [i];
      const j = tree[i]!.children.findIndex((c) => c.id === nodeId);
      if (j >= 0) return [i, j];
    }
    return null;
  }

  function nodeAt(tree: MenuNode[], path: MenuPath | null): MenuNode | undefined {
    if (!path) return undefined;
    return path.length === 1 ? tree[path[0]] : tree[path[0]]?.children[path[1]];
  }

  function drop(kind: MenuTreeKind, event: DragEndEvent) {
    const tree = trees[kind];
    const from = pathOf(tree, event.active.id);
    const to = event.over ? pathOf(tree, event.over.id) : null;
    if (!from || !to || !menuDropAllowed(tree, from, to)) return;
    const node = nodeAt(tree, from);
    const dropped = dropMenuNode(tree, from, to);
    change(kind, dropped.tree);
    const [i, j] = dropped.path;
    const parent = j === undefined ? null : dropped.tree[i]?.label.trim() || "the item";
    setStatus({ kind: "idle", message: `Moved ${node?.label || "the item"} to place ${(j ?? i) + 1}${parent ? ` of ${parent}` : ""}.` });
  }

  function announcements(kind: MenuTreeKind): Announcements {
    const tree = trees[kind];
    const name = (nodeId: unknown) => nodeAt(tree, pathOf(tree, nodeId))?.label.trim() || "the item";
    const place = (nodeId: unknown) => {
      const path = pathOf(tree, nodeId);
      if (!path) return "";
      return path.length === 1 ? `place ${path[0] + 1} of ${tree.length}` : `place ${path[1] + 1} in ${tree[path[0]]?.label.trim() || "its group"}`;
    };
    return {
      onDragStart: ({ active }) => `Picked up ${name(active.id)}, ${place(active.id)}.`,
      onDragOver: ({ active, over }) => (over ? `${name(active.id)} is over ${place(over.id)}.` : `${name(active.id)} is not over a place it can go.`),
      onDragEnd: ({ active, over }) => (over ? `${name(active.id)} dropped at ${place(over.id)}.` : `${name(active.id)} dropped where it was.`),
      onDragCancel: ({ active }) => `Moving ${name(active.id)} was cancelled.`,
    };
  }

  function add(kind: MenuTreeKind, parent?: number) {
    const node: MenuNode = { id: `n${++nextId}`, label: "", href: kind === "footer" && parent === undefined ? "" : "/", children: [] };
    const added = addMenuNode(trees[kind], node, parent);
    change(kind, added.tree);
    focusNext.current = `${id}-${node.id}-label`;
  }

  function remove(kind: MenuTreeKind, path: MenuPath) {
    change(kind, removeMenuNode(trees[kind], path));
    focusNext.current = `${id}-add-${kind}`;
  }

  /** A menu item's refusal under its control. */
  const place = (field: string, message: string) => setServerErrors(new Map([[field, message]]));

  async function save(carried: DraftVersions) {
    if (problems.size > 0) {
      setStatus({ kind: "failed", message: `Not saved: ${problems.size === 1 ? "one item needs" : `${problems.size} items need`} fixing (see the messages in red).` });
      document.querySelector<HTMLElement>(`[data-menu-editor="${id}"] [aria-invalid="true"]`)?.focus();
      return;
    }
    draft.begin("Saving the draft…");
    const result = await draft.post<SiteMenusSaved>("menus", { ...carried, header: headerItemsOf(trees.header), footer: footerGroupsOf(trees.footer) });
    if (!result.ok) return draft.refuse(result, "Not saved", place);
    setDirty(false);
    setDeadLinks(result.value.deadLinks);
    const dead = result.value.deadLinks.length;
    draft.drafted(result.value, dead === 0 ? "Draft saved; every link goes to a page of the site. Shoppers see nothing of it until it is published." : `Draft saved, but ${dead === 1 ? "one link goes" : `${dead} links go`} nowhere on the site: publishing is refused until ${dead === 1 ? "it is" : "they are"} fixed.`);
  }

  async function publish() {
    if (await draft.publish()) router.refresh();
  }

  async function uploadLogo() {
    const file = logoInput.current?.files?.[0];
    setLogoError(null);
    if (!file) return setLogoError("Choose a picture first");
    if (file.size > LOGO_MAX_FILE_BYTES) return setLogoError(`${file.name} is larger than ${LOGO_MAX_FILE_BYTES / (1024 * 1024)} MB`);
    const form = new FormData();
    form.append(LOGO_UPLOAD_FIELD, file);
    form.append("draftVersion", String(versions.draftVersion));
    form.append("revision", String(versions.revision));
    draft.begin("Uploading the logo…");
    const result = await draft.post<SiteLogoSaved>("logo", form);
    if (!result.ok) {
      setLogoError(result.answer?.error?.message?.replace(/^logo: /, "") ?? `The logo was not uploaded (${result.status})`);
      return draft.refuse(result, "Logo not uploaded", place);
    }
    setLogoUrl(result.value.logoUrl);
    if (logoInput.current) logoInput.current.value = "";
    draft.drafted(result.value, "Logo kept in the draft: shoppers see it once the draft is published.");
  }

  const errorOf = (field: string) => serverErrors.get(field) ?? problems.get(field) ?? null;

  function linkControls(kind: MenuTreeKind, path: MenuPath, node: MenuNode, name: string) {
    const field = fieldOf(kind, path, "href");
    const inputId = `${id}-field-${field}`;
    const linkKind = menuLinkKind(node.href) ?? (node.href.startsWith("http") ? "external" : node.href.startsWith("/search") ? "search" : "page");
    const error = errorOf(field);
    const dead = deadByField.get(field);
    const list = `${id}-choices-${linkKind}`;
    return (
      <div className="grid gap-1 sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)] sm:gap-2">
        <div className="grid gap-1">
          <label htmlFor={`${inputId}-kind`} className="text-xs font-medium">
            Links to
          </label>
          <select
            id={`${inputId}-kind`}
            className={`${fieldClassName} h-10`}
            value={linkKind}
            onChange={(e) => {
              const to = e.target.value as MenuLinkKind;
              const first = props.choices.find((c) => c.kind === to)?.href;
              change(kind, editMenuNode(trees[kind], path, { href: to === "external" ? "https://" : (first ?? (to === "search" ? "/search" : "/")) }));
            }}
          >
            {(Object.keys(KIND_WORDS) as MenuLinkKind[]).map((k) => (
              <option key={k} value={k}>
                {KIND_WORDS[k]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <label htmlFor={inputId} className="text-xs font-medium">
            {linkKind === "external" ? "Address (https://…)" : linkKind === "search" ? "Search path" : "Page path"}
            <span className="sr-only"> of {name || "this item"}</span>
          </label>
          <Input
            id={inputId}
            autoComplete="off"
            spellCheck={false}
            className="font-mono"
            list={linkKind === "external" ? undefined : list}
            value={node.href}
            aria-invalid={error || dead ? true : undefined}
            aria-describedby={error || dead ? `${inputId}-error` : undefined}
            onChange={(e) => change(kind, editMenuNode(trees[kind], path, { href: e.target.value.trim() }))}
          />
          {error ? <FieldError id={`${inputId}-error`} message={error} /> : dead ? <FieldError id={`${inputId}-error`} message={`Goes nowhere: ${node.href} ${dead.message}.`} /> : null}
        </div>
      </div>
    );
  }

  function nodeRow(kind: MenuTreeKind, path: MenuPath, node: MenuNode, tree: MenuNode[], handle: ReactNode) {
    const isGroup = kind === "footer" && path.length === 1;
    const labelField = fieldOf(kind, path, "label");
    const labelId = `${id}-${node.id}-label`;
    const labelError = errorOf(labelField);
    const name = node.label.trim() || "this item";
    const moves = menuMoves(kind, tree, path);
    return (
      <div className="grid gap-2">
        <div className="grid gap-1">
          <label htmlFor={labelId} className="text-xs font-medium">
            {isGroup ? "Group title" : "Label"} <span className="font-normal text-muted-foreground">(at most {MENU_LABEL_MAX} characters)</span>
          </label>
          <Input
            id={labelId}
            autoComplete="off"
            value={node.label}
            maxLength={MENU_LABEL_MAX + 20}
            aria-invalid={labelError ? true : undefined}
            aria-describedby={labelError ? `${labelId}-error` : undefined}
            onChange={(e) => change(kind, editMenuNode(tree, path, { label: e.target.value }))}
          />
          {labelError ? <FieldError id={`${labelId}-error`} message={labelError} /> : null}
        </div>
        {isGroup ? null : linkControls(kind, path, node, name)}
        <div className="flex flex-wrap gap-1" role="group" aria-label={`Move or remove ${name}`}>
          {handle}
          {(kind === "footer" ? (["up", "down"] as const) : path.length === 1 ? (["up", "down", "in"] as const) : (["up", "down", "out"] as const)).map((how) => (
            <Button
                key={how}
                id={`${id}-${node.id}-${how}`}
                type="button"
                variant="outline"
                size="sm"
                disabled={!moves.includes(how) || busy}
                aria-label={`Move ${name} ${MOVE_WORDS[how].verb}`}
                onClick={() => move(kind, path, how)}
              >
                {MOVE_WORDS[how].text}
              </Button>
          ))}
          <Button type="button" variant="ghost" size="sm" disabled={busy} aria-label={`Remove ${name}${node.children.length ? ` and its ${node.children.length} links` : ""}`} onClick={() => remove(kind, path)}>
            Remove
          </Button>
        </div>
      </div>
    );
  }

  function treeEditor(kind: MenuTreeKind) {
    const tree = trees[kind];
    const title = kind === "header" ? "Header menu" : "Footer menu";
    const childrenError = (i: number) => errorOf(fieldOf(kind, [i], "children"));
    return (
      <section aria-labelledby={`${id}-${kind}`} className="grid gap-3 rounded-lg border bg-background p-4 shadow-sm">
        <h2 id={`${id}-${kind}`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">
          {kind === "header"
            ? "Each item links somewhere; its links make a dropdown. Drag an item or a link by its handle (or focus the handle, press Space, move with the arrow keys and press Space), or use Up and Down. In makes an item a link of the item above, Out makes a link an item of its own."
            : "Groups of links, each with a title. Drag a group or a link by its handle (a link into another group too), or use Up and Down: a link moves past its group's end into the next or previous group."}
        </p>
        {errorOf(kind) ? <FieldError message={errorOf(kind)} /> : null}
        <DndContext
          sensors={sensors}
          collisionDetection={sameLevelCollisions}
          onDragEnd={(event) => drop(kind, event)}
          accessibility={{ announcements: announcements(kind), screenReaderInstructions: { draggable: "To move this, press Space. Use the arrow keys to move it among the others of its level, Space to drop it, or Escape to cancel." } }}
        >
          <SortableContext items={tree.map((n) => n.id!)} strategy={verticalListSortingStrategy}>
            <ol className="grid gap-3" aria-label={title}>
              {tree.map((node, i) => (
                <SortableMenuItem key={node.id} id={node.id!} level={1} name={node.label.trim() || "this item"} disabled={busy} className="grid gap-3 rounded-md border bg-background p-3">
                  {(handle) => (
                    <>
                      {nodeRow(kind, [i], node, tree, handle)}
                      {node.children.length > 0 || kind === "footer" ? (
                        <SortableContext items={node.children.map((c) => c.id!)} strategy={verticalListSortingStrategy}>
                          <ol className="grid gap-3 border-l-2 pl-3 sm:pl-5" aria-label={`Links of ${node.label.trim() || "this item"}`}>
                            {node.children.map((child, j) => (
                              <SortableMenuItem key={child.id} id={child.id!} level={2} name={child.label.trim() || "this link"} disabled={busy} className="grid gap-2 rounded-md bg-muted/40 p-3">
                                {(childHandle) => nodeRow(kind, [i, j], child, tree, childHandle)}
                              </SortableMenuItem>
                            ))}
                          </ol>
                        </SortableContext>
                      ) : null}
                      {childrenError(i) ? <FieldError message={childrenError(i)} /> : null}
                      <div>
                        <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={() => add(kind, i)}>
                          Add a link to {node.label.trim() || "this item"}
                        </Button>
                      </div>
                    </>
                  )}
                </SortableMenuItem>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        <div>
          <Button id={`${id}-add-${kind}`} type="button" variant="secondary" disabled={busy} onClick={() => add(kind)}>
            {kind === "header" ? "Add a header item" : "Add a footer group"}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="grid gap-4" data-menu-editor={id}>
      <div aria-live="polite" className="grid gap-2 rounded-lg border bg-background p-4 text-sm">
        <p>
          {hasDraft
            ? `A draft is waiting to be published. The site shows ${versions.revision ? `revision ${versions.revision}` : "its settings as first set up"}.`
            : `No draft: the menus shown are the live ones${versions.revision ? ` (revision ${versions.revision})` : ""}. Changes are a draft until you publish them.`}
        </p>
        {deadLinks.length > 0 ? (
          <div className="grid gap-1">
            <p className="font-medium text-destructive">{deadLinks.length === 1 ? "One link goes" : `${deadLinks.length} links go`} nowhere on this site; publishing is refused until fixed:</p>
            <ul className="list-disc pl-5">
              {deadLinks.map((d) => (
                <li key={d.field}>
                  {d.name}: {d.href} {d.message}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {status.message ? <p className={status.kind === "failed" ? "font-medium text-destructive" : undefined}>{status.message}</p> : null}
      </div>
      <DraftConflictAlert conflict={conflict} onSaveOver={(current) => void save(current)} saveOverLabel="Save my menus over theirs" />
      <datalist id={`${id}-choices-page`}>
        {props.choices.filter((c) => c.kind === "page").map((c) => (
          <option key={c.href} value={c.href} />
        ))}
      </datalist>
      <datalist id={`${id}-choices-search`}>
        {props.choices.filter((c) => c.kind === "search").map((c) => (
          <option key={c.href} value={c.href} />
        ))}
      </datalist>
      <section aria-labelledby={`${id}-logo`} className="grid gap-3 rounded-lg border bg-background p-4 shadow-sm">
        <h2 id={`${id}-logo`} className="text-lg font-semibold">
          Logo
        </h2>
        <div className="flex flex-wrap items-center gap-4">
          <div className="flex h-14 min-w-40 items-center rounded-md border bg-muted/40 px-3">
            {logoUrl ? (
              // eslint-disable-next-line @next/next/no-img-element -- the stored logo as the header draws it
              <img src={logoUrl} alt="The logo in the draft" className="h-9 w-auto max-w-60 object-contain" />
            ) : (
              <span className="text-sm text-muted-foreground">The generated wordmark (no logo uploaded)</span>
            )}
          </div>
          {props.logoEditable ? (
            <div className="grid gap-1">
              <label htmlFor={`${id}-logo-file`} className="text-sm font-medium">
                Upload a logo <span className="font-normal text-muted-foreground">(JPEG, PNG or WebP, at least {LOGO_MIN_LONG_SIDE} × {LOGO_MIN_SHORT_SIDE} pixels, at most {LOGO_MAX_FILE_BYTES / (1024 * 1024)} MB)</span>
              </label>
              <div className="flex flex-wrap gap-2">
                <Input id={`${id}-logo-file`} ref={logoInput} type="file" accept="image/png,image/jpeg,image/webp" className="max-w-80" aria-invalid={logoError ? true : undefined} aria-describedby={logoError ? `${id}-logo-error` : undefined} />
                <Button type="button" variant="secondary" disabled={busy} onClick={() => void uploadLogo()}>
                  Upload logo
                </Button>
              </div>
              {logoError ? <FieldError id={`${id}-logo-error`} message={logoError} /> : null}
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">The logo is part of the theme: an owner uploads it.</p>
          )}
        </div>
      </section>
      {treeEditor("header")}
      {treeEditor("footer")}
      <div className="sticky bottom-0 flex flex-wrap items-center gap-2 border-t bg-background py-3">
        <Button type="button" disabled={busy} onClick={() => void save(versions)}>
          Save draft
        </Button>
        <Button type="button" variant="accent" disabled={busy || !hasDraft || dirty} onClick={() => void publish()} aria-describedby={`${id}-publish-help`}>
          Publish
        </Button>
        <span id={`${id}-publish-help`} className="text-sm text-muted-foreground">
          {dirty ? "Save the draft before publishing." : "Publishing checks every link first."}
        </span>
      </div>
    </div>
  );
}
