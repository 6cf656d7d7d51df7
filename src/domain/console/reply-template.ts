/**
 * Reply templates for the leads inbox: the tokens a dealer can write in a template ({first name}, {car}...), how a
 * template renders for one lead, and the templates a dealership starts with. Rendering gives plain text: escaping it
 * for HTML is the email's job.
 */

/** The tokens a template may use, as written inside braces. */
export const REPLY_TOKENS = ["first name", "car", "dealership", "salesperson"] as const;
export type ReplyToken = (typeof REPLY_TOKENS)[number];

/** What a lead supplies for each token; a missing or blank value renders its fallback. */
export interface ReplyValues {
  firstName?: string | null;
  car?: string | null;
  dealership?: string | null;
  salesperson?: string | null;
}

const TOKEN_VALUES: Readonly<Record<ReplyToken, { key: keyof ReplyValues; fallback: string }>> = {
  "first name": { key: "firstName", fallback: "there" },
  car: { key: "car", fallback: "car you asked about" },
  dealership: { key: "dealership", fallback: "our dealership" },
  salesperson: { key: "salesperson", fallback: "our team" },
};

const TOKEN_PATTERN = /\{([^{}]+)\}/g;

/** The token a brace's text names ("{ First  Name }" → "first name"), or null for one we do not know. */
function tokenOf(inner: string): ReplyToken | null {
  const name = inner.trim().replace(/\s+/g, " ").toLowerCase();
  return (REPLY_TOKENS as readonly string[]).includes(name) ? (name as ReplyToken) : null;
}

/**
 * `text` with each known token replaced by its value for this lead: {first name}, {car}, {dealership} and
 * {salesperson}, in any case and with any spaces inside the braces ("{ First Name }"). A missing or blank value
 * renders a fallback that still reads well: "there" ("Hi there"), "car you asked about" (the templates say "the {car}"), "our dealership",
 * "our team". Unknown tokens ("{price}") are left as typed (see unknownReplyTokens).
 */
export function renderReplyTemplate(text: string, values: ReplyValues): string {
  return text.replace(TOKEN_PATTERN, (whole, inner: string) => {
    const token = tokenOf(inner);
    if (!token) return whole;
    const { key, fallback } = TOKEN_VALUES[token];
    const value = values[key]?.trim();
    return value ? value : fallback;
  });
}

/** The unknown tokens of `text`, as typed with their braces ("{Price}"), each once, in order: for the editor to warn of. */
export function unknownReplyTokens(text: string): string[] {
  const unknown: string[] = [];
  for (const match of text.matchAll(TOKEN_PATTERN)) {
    const inner = match[1] ?? "";
    if (inner.trim() !== "" && !tokenOf(inner) && !unknown.includes(match[0])) unknown.push(match[0]);
  }
  return unknown;
}

/** A reply template: an email has a subject; an SMS has none and should fit one 160-character message. */
export interface ReplyTemplate {
  id: string;
  name: string;
  channel: "email" | "sms";
  subject: string | null;
  body: string;
}

/** The templates a dealership starts with (it can edit them or add its own). */
export const DEFAULT_REPLY_TEMPLATES: readonly ReplyTemplate[] = [
  {
    id: "thanks-for-your-enquiry",
    name: "Thanks for your enquiry",
    channel: "email",
    subject: "Your enquiry about the {car}",
    body: [
      "Hi {first name},",
      "",
      "Thanks for your enquiry about the {car}. I'm happy to answer any questions about it, from its history and service records to finance options.",
      "",
      "Is there a good time for a quick call? You're also welcome to drop in and see it at {dealership}.",
      "",
      "Kind regards,",
      "{salesperson}",
      "{dealership}",
    ].join("\n"),
  },
  {
    id: "book-a-test-drive",
    name: "Book a test drive",
    channel: "email",
    subject: "Test drive the {car}",
    body: [
      "Hi {first name},",
      "",
      "The best way to get a feel for the {car} is to take it for a drive. Just reply with a day and time that suits you and I'll have it washed, fuelled and ready to go.",
      "",
      "Please bring your driver's licence along on the day.",
      "",
      "Cheers,",
      "{salesperson}",
      "{dealership}",
    ].join("\n"),
  },
  {
    id: "following-up",
    name: "Following up",
    channel: "email",
    subject: "Following up on the {car}",
    body: [
      "Hi {first name},",
      "",
      "Just following up on your enquiry about the {car}. If you're still looking, I'd be glad to help, whether that's a trade-in valuation, a finance quote or a time to come in.",
      "",
      "If you've already found a car, no worries at all; just let me know and I won't keep bothering you.",
      "",
      "Kind regards,",
      "{salesperson}",
      "{dealership}",
    ].join("\n"),
  },
  {
    id: "quick-reply-sms",
    name: "Quick reply",
    channel: "sms",
    subject: null,
    body: "Hi {first name}, {salesperson} from {dealership} here about the {car}. When suits you for a quick call or a test drive?",
  },
];
