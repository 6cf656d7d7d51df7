/**
 * Save → sign-in → back: the save an anonymous shopper asked for is finished when they come back signed in
 * (issue 15), rather than leaving the car unsaved. The browser keeps the asked-for save (car and time) while the
 * shopper signs in; this rule decides whether to finish it.
 */
export interface PendingSave {
  carId: number;
  /** When the shopper pressed Save, in ms since the epoch. */
  at: number;
}

/** How long a save waits for the shopper to sign in: a sign-in by text message takes minutes, not hours. */
export const PENDING_SAVE_TTL_MS = 30 * 60_000;

/** Reads a stored pending save; null for anything that is not one. */
export function parsePendingSave(text: string | null): PendingSave | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return null;
    const { carId, at } = value as Record<string, unknown>;
    return typeof carId === "number" && Number.isSafeInteger(carId) && carId > 0 && typeof at === "number" && Number.isFinite(at) ? { carId, at } : null;
  } catch {
    return null;
  }
}

/**
 * The car to save now: the pending one, once the shopper is signed in, within the wait, when the car is shown on
 * this page and not saved already; else null (the pending save is then dropped or kept as `keep` says).
 */
export function pendingSaveToFinish(
  pending: PendingSave | null,
  context: { now: number; signedIn: boolean; saved: ReadonlySet<number>; carsOnPage: ReadonlySet<number> },
): { finish: number | null; keep: boolean } {
  if (!pending) return { finish: null, keep: false };
  const age = context.now - pending.at;
  if (age < 0 || age > PENDING_SAVE_TTL_MS) return { finish: null, keep: false };
  if (!context.signedIn) return { finish: null, keep: true };
  if (context.saved.has(pending.carId)) return { finish: null, keep: false };
  if (!context.carsOnPage.has(pending.carId)) return { finish: null, keep: true };
  return { finish: pending.carId, keep: false };
}
