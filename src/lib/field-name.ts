/**
 * A field's name in an error from its path: the parts joined with dots, an empty key written `""`, so that `{"": 1}`
 * or `?=1` is named `""` and never the empty string (which would name nothing: `apiError` drops an empty field).
 */
export function fieldName(path: ReadonlyArray<PropertyKey>): string {
  return path.map((part) => (part === "" ? '""' : String(part))).join(".");
}
