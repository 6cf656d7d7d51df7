/**
 * The time a console edit is stamped with: now, or a millisecond after the row's last stamp when the clock has not
 * moved past it. Editors carry the stamp they loaded and a save checks it, so two saves within one millisecond must
 * still stamp different times, or the second editor's stale copy would pass the check.
 */
export function editStampAfter(previous: Date, now: Date = new Date()): Date {
  return new Date(Math.max(now.getTime(), previous.getTime() + 1));
}
