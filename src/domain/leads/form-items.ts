/**
 * The spec's form items (spec 002 §3 "Form item: name, label, type (CUSTOM allowed)") a dealer's enquiry and test-drive
 * forms add, by the site's `forms.formItems`. An item is asked on the form under its label, sent in the lead's
 * `formItems` under its name, checked by the form and POST /api/leads alike (`formItemAnswerProblem`, through
 * `checkLeadRules`), and carried with the lead: a line the dealer reads under its label, and in the payload's
 * `form_items` with its name, label and type.
 *
 * Types: TEXT, a short answer; YES_NO, Yes or No; CHECK_OPTION, a tick box (ticked, it joins additional_services, as
 * the service form's do); CUSTOM, the dealer's own question: one of the answers it lists in `options`, or a short
 * answer of the shopper's own where it lists none.
 */

export const FORM_ITEM_TYPES = ["TEXT", "YES_NO", "CHECK_OPTION", "CUSTOM"] as const;
export type FormItemType = (typeof FORM_ITEM_TYPES)[number];

/** The forms a dealer's items may be added to. */
export const FORM_ITEM_FORMS = ["enquiry", "test-drive"] as const;
export type FormItemForm = (typeof FORM_ITEM_FORMS)[number];

/** A form item's name: starts with a capital letter, so `__proto__` or `constructor` are never a name; no dot. */
export const FORM_ITEM_NAME = /^[A-Z][A-Za-z0-9 ()&/'_-]{0,79}$/;
/** The most items a site's forms may add, and the longest short answer. */
export const MAX_SITE_FORM_ITEMS = 10;
export const FORM_ITEM_ANSWER_MAX = 500;

export interface FormItem {
  name: string;
  label: string;
  type: FormItemType;
  /** CUSTOM: the answers to choose from (none: a short answer). */
  options: readonly string[];
  required: boolean;
  forms: readonly FormItemForm[];
}

/** The items one form asks, in the site's order. */
export function formItemsOfForm(items: readonly FormItem[] | undefined, kind: string): FormItem[] {
  return (items ?? []).filter((item) => (item.forms as readonly string[]).includes(kind));
}

/** How a form asks an item: a text box, Yes/No radios, a tick box, or radios of the dealer's answers. */
export function formItemControl(item: Pick<FormItem, "type" | "options">): "text" | "yes-no" | "checkbox" | "choice" {
  if (item.type === "YES_NO") return "yes-no";
  if (item.type === "CHECK_OPTION") return "checkbox";
  if (item.type === "CUSTOM" && item.options.length > 0) return "choice";
  return "text";
}

/** Whether a value is no answer: absent, empty, or an unticked box. */
function unanswered(value: unknown): boolean {
  return value === undefined || value === null || value === "" || value === false;
}

/** What is wrong with the answer to one item, in the words the form shows beside it; null when it is fine. */
export function formItemAnswerProblem(item: FormItem, value: unknown): string | null {
  if (unanswered(value)) return item.required ? (item.type === "CHECK_OPTION" ? `Please tick: ${item.label}` : `Please answer: ${item.label}`) : null;
  switch (formItemControl(item)) {
    case "checkbox":
      return value === true ? null : "must be ticked or not";
    case "yes-no":
      return value === "Yes" || value === "No" ? null : "Please choose Yes or No";
    case "choice":
      return typeof value === "string" && item.options.includes(value) ? null : "Please choose one of the answers listed";
    case "text":
      return typeof value !== "string" ? "must be text" : value.length > FORM_ITEM_ANSWER_MAX ? `must be at most ${FORM_ITEM_ANSWER_MAX} characters` : null;
  }
}

/** One answered item as the lead carries it. */
export interface FormItemAnswer {
  name: string;
  label: string;
  type: FormItemType;
  /** As the dealer reads it: the text, the choice, Yes/No; "Yes" for a ticked box. */
  value: string;
}

/** The answered items of a lead, in the site's order (unanswered ones are left out). */
export function formItemAnswers(items: readonly FormItem[], values: Readonly<Record<string, unknown>> | undefined): FormItemAnswer[] {
  const answers: FormItemAnswer[] = [];
  for (const item of items) {
    const value = values && Object.hasOwn(values, item.name) ? values[item.name] : undefined;
    if (unanswered(value)) continue;
    answers.push({ name: item.name, label: item.label, type: item.type, value: value === true ? "Yes" : String(value) });
  }
  return answers;
}
