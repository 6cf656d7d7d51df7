"use client";
import { useSyncExternalStore } from "react";
import { parsePendingSave, pendingSaveToFinish } from "@/domain/shopper/pending-save";
import { signInPath } from "@/domain/shopper/sign-in-gate";

/**
 * The shopper's watchlist in the browser: who is signed in and which cars they saved, read once per page
 * load from /api/watchlist and shared by every Save button. Changes are optimistic (spec 001 §4): the list
 * changes at once and goes back if the server refuses.
 */
export interface WatchlistState {
  /** idle until /api/watchlist answers (the list loads once per page), then ready or error. */
  status: "idle" | "ready" | "error";
  signedIn: boolean;
  phone: string | null;
  saved: ReadonlySet<number>;
  pending: ReadonlySet<number>;
}

let state: WatchlistState = { status: "idle", signedIn: false, phone: null, saved: new Set(), pending: new Set() };
const listeners = new Set<() => void>();

function update(next: Partial<WatchlistState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

let loadStarted = false;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (state.status === "idle" && !loadStarted) {
    // The list loads without announcing "loading": React subscribes while it hydrates, and a store that changes
    // during a subscription makes React render every Save button again at once, in one long task. "idle" already
    // reads as busy (the server's HTML renders it so), so the first change shoppers see is the loaded list.
    loadStarted = true;
    void load();
  }
  return () => listeners.delete(listener);
}

const serverState: WatchlistState = { status: "idle", signedIn: false, phone: null, saved: new Set(), pending: new Set() };

export function useWatchlist(): WatchlistState {
  return useSyncExternalStore(subscribe, () => state, () => serverState);
}

async function load(): Promise<void> {
  try {
    const response = await fetch("/api/watchlist", { headers: { accept: "application/json" }, cache: "no-store" });
    if (!response.ok) throw new Error(`watchlist answered ${response.status}`);
    const body = (await response.json()) as { signedIn: boolean; phone_number: string | null; car_ids: number[] };
    update({ status: "ready", signedIn: body.signedIn, phone: body.phone_number, saved: new Set(body.car_ids) });
  } catch (error) {
    console.warn("watchlist not loaded", error);
    update({ status: "error" });
  }
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } };
    return body.error?.message ?? `The watchlist answered ${response.status}`;
  } catch {
    return `The watchlist answered ${response.status}`;
  }
}

/**
 * Saves or removes a car. Answers whether the server agreed, and the message to show when it did not.
 * The saved set changes before the call and is restored on failure.
 */
export async function changeSaved(carId: number, save: boolean): Promise<{ success: true } | { success: false; message: string }> {
  const before = state.saved;
  const saved = new Set(before);
  if (save) saved.add(carId);
  else saved.delete(carId);
  update({ saved, pending: new Set([...state.pending, carId]) });
  const done = (): void => update({ pending: new Set([...state.pending].filter((id) => id !== carId)) });
  const restore = (): void => {
    const restored = new Set(state.saved);
    if (before.has(carId)) restored.add(carId);
    else restored.delete(carId);
    update({ saved: restored });
  };
  try {
    const response = await fetch(`/api/watchlist/${save ? "save-car" : "remove-car"}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone_number: state.phone, car_id: carId }),
    });
    if (!response.ok) {
      const message = await errorMessage(response);
      restore();
      return { success: false, message };
    }
    // Read the answer to its end, so the request is finished (not left open) in the browser.
    await response.json().catch(() => null);
    return { success: true };
  } catch (error) {
    restore();
    return { success: false, message: error instanceof Error ? error.message : "The watchlist could not be reached" };
  } finally {
    done();
  }
}

/** Where an anonymous shopper goes to sign in before saving (spec 001 §1). */
export function signInHref(currentPath: string): string {
  return signInPath("watchlist", currentPath);
}

const PENDING_SAVE_KEY = "forecourt:pending-save";

/** Keeps the save an anonymous shopper asked for while they sign in (this tab only). */
export function rememberPendingSave(carId: number): void {
  try {
    window.sessionStorage.setItem(PENDING_SAVE_KEY, JSON.stringify({ carId, at: Date.now() }));
  } catch (error) {
    console.warn("the save will not be finished after signing in", error);
  }
}

/**
 * Whether the Save button of `carId` should finish the save the shopper asked for before signing in
 * (`pendingSaveToFinish`); the pending save is taken (removed) when finished or no longer wanted, so it is done once.
 */
export function takePendingSave(carId: number): boolean {
  try {
    const pending = parsePendingSave(window.sessionStorage.getItem(PENDING_SAVE_KEY));
    const { finish, keep } = pendingSaveToFinish(pending, { now: Date.now(), signedIn: state.signedIn, saved: state.saved, carsOnPage: new Set([carId]) });
    if (!keep && pending) window.sessionStorage.removeItem(PENDING_SAVE_KEY);
    return finish === carId;
  } catch {
    return false;
  }
}
