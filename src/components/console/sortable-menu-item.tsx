"use client";
import { closestCenter, type CollisionDetection, type KeyboardCoordinateGetter } from "@dnd-kit/core";
import { sortableKeyboardCoordinates, useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";

/** A tree's level as the drag knows it: 1 an item (or a footer group), 2 a link. */
export type MenuLevel = 1 | 2;

/**
 * The menu trees' collision detection: the closest node of the dragged node's own level, so an item is only ever
 * dropped among items and a link among links (In and Out change a level; `menuDropAllowed` says the same).
 */
export const sameLevelCollisions: CollisionDetection = (args) => {
  const level = args.active.data.current?.level as MenuLevel | undefined;
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => c.data.current?.level === level) });
};

/**
 * The keyboard's moves (Space, the arrow keys, Space) among the nodes of the dragged node's own level only, as
 * `sameLevelCollisions` drops them: an arrow goes to the next item, never into the dropdown between.
 */
export const sameLevelKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { droppableContainers } = args.context;
  const level = args.context.active?.data.current?.level as MenuLevel | undefined;
  const sameLevel = {
    get: (id: Parameters<typeof droppableContainers.get>[0]) => droppableContainers.get(id),
    getEnabled: () => droppableContainers.getEnabled().filter((c) => c.data.current?.level === level),
  } as unknown as typeof droppableContainers;
  return sortableKeyboardCoordinates(event, { ...args, context: { ...args.context, droppableContainers: sameLevel } });
};

/**
 * One node of a menu tree that can be dragged by its handle (dnd-kit: the pointer, or the keyboard's Space, arrows and
 * Space). `children` draws the node, given its handle to place among its buttons.
 */
export function SortableMenuItem({ id, level, name, disabled, className, children }: { id: string; level: MenuLevel; name: string; disabled: boolean; className: string; children: (handle: ReactNode) => ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled, data: { level } });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      disabled={disabled}
      className="inline-flex size-9 cursor-grab items-center justify-center rounded-md border bg-background text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-50"
      aria-label={`Drag ${name}`}
      data-menu-handle={id}
      {...attributes}
      {...listeners}
    >
      <GripVertical aria-hidden className="size-4" />
    </button>
  );
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={`${className} ${isDragging ? "relative z-10 shadow-lg" : ""}`} data-menu-node={id}>
      {children(handle)}
    </li>
  );
}
