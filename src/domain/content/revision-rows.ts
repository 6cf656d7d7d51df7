/**
 * What a roll back restores of a site's rows that revisions keep as changes (plain pages, promo cards): each revision
 * keeps, for each row it changed, the row before and after, and nothing for the rows it left alone. Pure.
 */

/** One revision's change to one row: null before, a row made; null after, a row deleted. */
export interface RowChange<S> {
  before: S | null;
  after: S | null;
}

/**
 * The rows as they were at a revision, from the changes of every revision after it (oldest first): each row any of
 * them changed is as the first of them found it (null: it did not exist then). Rows none of them changed are as they
 * are now, so they are not in the answer.
 */
export function rowsAsAt<C extends RowChange<unknown>>(laterRevisions: ReadonlyArray<readonly C[]>, idOf: (change: C) => number): Map<number, C["before"]> {
  const at = new Map<number, C["before"]>();
  for (const changes of laterRevisions) {
    for (const change of changes) {
      const id = idOf(change);
      if (!at.has(id)) at.set(id, change.before);
    }
  }
  return at;
}
