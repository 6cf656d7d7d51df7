/**
 * Looking a visitor's key up in a table written as an object literal. `TABLE[key]` and `key in TABLE` also find
 * what every object inherits (`constructor`, `__proto__`, `toString`, `hasOwnProperty`...), so a request for
 * `?sortBy=constructor` would get a function instead of "no such entry". These look at the table's own entries only.
 */

/** The table's own entry for `key`, or undefined (never an inherited member). */
export function ownValue<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Whether `key` is one of the table's own keys (a type guard for the table's key union). */
export function isOwnKey<T extends object>(table: T, key: string): key is Extract<keyof T, string> {
  return Object.hasOwn(table, key);
}
