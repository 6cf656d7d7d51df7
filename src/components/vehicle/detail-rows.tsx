import type { SpecRow } from "@/domain/vehicle/specs";

/**
 * A label/value list. The rows are styled from the list (child selectors) rather than each carrying its own
 * classes: a car has dozens of rows, and every class string is sent twice (in the HTML and in the data React
 * hydrates from).
 */
export const DETAIL_ROWS_CLASS =
  "grid gap-x-6 sm:grid-cols-2 [&>div]:flex [&>div]:justify-between [&>div]:gap-4 [&>div]:border-b [&>div]:py-2 [&>div]:text-sm [&_dt]:text-muted-foreground [&_dd]:text-right [&_dd]:font-medium";

export function DetailRow({ row }: { row: SpecRow }) {
  return (
    <div>
      <dt>{row.label}</dt>
      <dd>{row.value}</dd>
    </div>
  );
}

export function DetailRows({ rows }: { rows: readonly SpecRow[] }) {
  return (
    <dl className={DETAIL_ROWS_CLASS}>
      {rows.map((row) => <DetailRow key={row.label} row={row} />)}
    </dl>
  );
}
