"use client";
import { useSyncExternalStore } from "react";
import { swapCompared, toggleCompared } from "@/domain/shopper/watchlist-visibility";

/** The cars a shopper picked to compare, kept in this browser per site (localStorage is per host). */
const KEY = "forecourt:compare";
const EMPTY: readonly number[] = [];
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: EMPTY };

function read(): readonly number[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY; // storage blocked (private mode): comparing still works for this page
  }
  if (raw === cached.raw) return cached.ids;
  let ids: readonly number[] = EMPTY;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((x): x is number => Number.isInteger(x) && x > 0).slice(-3);
  } catch {
    ids = EMPTY;
  }
  cached = { raw, ids };
  return ids;
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useCompared(): readonly number[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

function write(ids: readonly number[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(ids));
  } catch (error) {
    console.warn("compare list not stored", error);
  }
  for (const listener of listeners) listener();
}

/** Adds or removes a car; on a full list nothing changes and the answer says so (the caller asks the shopper). */
export function toggleCompare(id: number): "added" | "removed" | "full" {
  const { ids, outcome } = toggleCompared(read(), id);
  if (outcome !== "full") write(ids);
  return outcome;
}

/** The cars picked now, oldest first. */
export function comparedNow(): readonly number[] {
  return read();
}

/** Swaps a picked car for another (the shopper's choice on a full list). */
export function swapCompare(out: number, id: number): void {
  write(swapCompared(read(), out, id));
}

export function clearCompare(): void {
  write([]);
}
