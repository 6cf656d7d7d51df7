/**
 * The inbox's search box as a PostgreSQL text-search query: what a salesperson types (a name, part of an email, a
 * phone number however they spaced it, a word of the message) becomes prefix terms of `to_tsquery('simple', ...)`,
 * matched against `leads.search` (name, email, phone digits, the E.164 phone key and the message, as words).
 */
import { phoneKey } from "@/domain/console/contact-key";

/** A run of at least six digits with the spaces, dots, dashes and brackets people type in phone numbers. */
const PHONE_RUN = /\+?\(?\d[\d\s().-]*\d\)?/g;
/** What a term keeps: letters, digits and the @ . + of emails and phones. Everything else separates words. */
const NOT_TERM = /[^\p{L}\p{N}@.+]+/u;

/**
 * The tsquery text for `typed` (every term a prefix, all of them required), or null when nothing searchable is left.
 * Only letters, digits, @, . and + reach the query, so nothing typed can be tsquery syntax (& | ! ( ) : * < > ' \).
 * A phone number is one term whatever its spacing ("0412 345 678" → 0412345678), and also its E.164 form, since a lead
 * keeps both the digits typed and the phone key: (0412345678:* | +61412345678:*). A partial email after the @ ("sam@exa")
 * would not be one token of the index, so it searches by the part before the @.
 */
export function inboxSearchQuery(typed: string): string | null {
  const terms: string[] = [];
  const rest = typed.normalize("NFKC").replace(PHONE_RUN, (run) => {
    const digits = run.replace(/[^\d+]/g, "");
    const bare = digits.replace(/\+/g, "");
    if (bare.length < 6) return ` ${run} `;
    const local = digits.startsWith("+") ? `+${bare}` : bare;
    const forms = new Set([local]);
    const key = phoneKey(run);
    if (key) forms.add(key);
    else if (/^0[2-478]/.test(bare)) forms.add(`+61${bare.slice(1)}`);
    else if (/^61[2-478]/.test(bare)) forms.add(`+${bare}`);
    terms.push(forms.size === 1 ? `${local}:*` : `(${[...forms].map((f) => `${f}:*`).join(" | ")})`);
    return " ";
  });
  for (const raw of rest.toLowerCase().split(NOT_TERM)) {
    let word = raw.replace(/^[.@+]+|[.@+]+$/g, "");
    const at = word.indexOf("@");
    if (at >= 0 && !/^[^@]+@[^@.]+(\.[^@.]+)+$/.test(word)) word = word.slice(0, at).replace(/[.+]+$/, "");
    if (word.length === 0 || !/[\p{L}\p{N}]/u.test(word)) continue;
    terms.push(`${word}:*`);
  }
  return terms.length > 0 ? terms.slice(0, 12).join(" & ") : null;
}
