"use client";
import { useSyncExternalStore } from "react";
import { toggleCompared } from "@/domain/shopper/watchlist-visibility";

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

export function toggleCompare(id: number): void {
  write(toggleCompared(read(), id));
}

export function clearCompare(): void {
  write([]);
}
