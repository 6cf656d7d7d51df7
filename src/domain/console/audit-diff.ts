/**
 * What an audit entry changed, for the audit log's page: the keys whose values differ between before and after
 * (nested objects by dotted key: `onDuty.staff-sam`, `byKind.finance`), each value in a few words. Owners read what
 * changed, not two walls of JSON to compare by eye.
 */

export interface AuditChange {
  key: string;
  before: string;
  after: string;
}

/** The longest a value is shown; past that it ends in "…". */
const MAX_VALUE_CHARS = 80;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A value in a few words: text as it is, yes/no, numbers, lists joined, nothing as "–". */
export function auditValue(value: unknown): string {
  let text: string;
  if (value === null || value === undefined || value === "") text = "–";
  else if (typeof value === "boolean") text = value ? "yes" : "no";
  else if (typeof value === "string") text = value;
  else if (typeof value === "number" || typeof value === "bigint") text = String(value);
  else if (Array.isArray(value)) text = value.length === 0 ? "–" : value.map(auditValue).join(", ");
  else text = JSON.stringify(value) ?? "–";
  return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS - 1)}…` : text;
}

function flatten(value: unknown, prefix: string, into: Map<string, unknown>, depth: number): void {
  if (isPlainObject(value) && depth < 3) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into, depth + 1);
    return;
  }
  into.set(prefix, value);
}

/**
 * The changed keys, in the order they first appear (before's keys, then keys only after has). Values that are not
 * objects are one change under the key "value". Equal values (by their JSON) are left out.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  flatten(before, isPlainObject(before) ? "" : "value", a, 0);
  flatten(after, isPlainObject(after) ? "" : "value", b, 0);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys
    .filter((key) => JSON.stringify(a.get(key) ?? null) !== JSON.stringify(b.get(key) ?? null))
    .map((key) => ({ key, before: auditValue(a.get(key)), after: auditValue(b.get(key)) }));
}
