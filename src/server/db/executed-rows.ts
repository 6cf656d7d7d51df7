import "server-only";

/**
 * The rows of a raw statement run through Drizzle's `execute`: node-postgres answers `{ rows }`, and a driver may
 * answer the array itself. The one place that tells them apart.
 */
export function executedRows<T>(answer: unknown): T[] {
  return (Array.isArray(answer) ? answer : ((answer as { rows?: unknown[] } | null)?.rows ?? [])) as T[];
}
