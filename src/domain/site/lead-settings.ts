/** The site settings for leads (settings.ts): the forms' rules, where leads are delivered, and the chat. */
import { z } from "zod";
import { FORM_ITEM_FORMS, FORM_ITEM_NAME, FORM_ITEM_TYPES, MAX_SITE_FORM_ITEMS } from "../leads/form-items";
import { auPhone, money } from "./settings-fields";

/** One item a dealer's form adds (src/domain/leads/form-items.ts): name, label and type, CUSTOM included. */
const formItem = z
  .strictObject({
    name: z.string().regex(FORM_ITEM_NAME, "must start with a capital letter: letters, digits, spaces and ()&/'_- only"),
    label: z.string().trim().min(1).max(120),
    type: z.enum(FORM_ITEM_TYPES),
    /** CUSTOM: the answers a shopper chooses from (none: a short answer of their own). */
    options: z.array(z.string().trim().min(1).max(80)).max(10).default([]),
    required: z.boolean().default(false),
    forms: z.array(z.enum(FORM_ITEM_FORMS)).min(1).default(["enquiry", "test-drive"]),
  })
  .refine((item) => item.type === "CUSTOM" || item.options.length === 0, { message: "only a CUSTOM item lists answers", path: ["options"] })
  .refine((item) => item.options.length !== 1, { message: "a CUSTOM item lists no answers or at least two", path: ["options"] })
  .refine((item) => new Set(item.options).size === item.options.length, { message: "lists an answer twice", path: ["options"] });

export const formsSettings = z
  .strictObject({
    messageRequired: z.boolean().default(true),
    showPrivacyLink: z.boolean().default(false),
    locationPlaceholder: z.string().default("Please Select a Dealership Location"),
    termsText: z
      .enum([
        "* You must agree to the terms of use before submitting the form.",
        "*You must agree to the terms of use before submitting.",
      ])
      .nullable()
      .default(null),
    removePreferredDealership: z.boolean().default(false),
    /** A car's enquiry and test-drive forms ask the spec's two Yes/No questions: finance wanted, a trade-in to offer. */
    askFinanceAndTradeIn: z.boolean().default(false),
    /**
     * Items a dealer's enquiry and test-drive forms add (spec 002 §3 "Form item: name, label, type (CUSTOM allowed)"):
     * asked under their label, sent under their name, checked by the form and the server alike, carried with the lead.
     */
    formItems: z
      .array(formItem)
      .max(MAX_SITE_FORM_ITEMS)
      .default([])
      .refine((items) => new Set(items.map((i) => i.name)).size === items.length, "names an item twice"),
    priceQuickPicks: z.array(money).default([5000, 10000, 20000, 30000, 40000, 50000, 60000, 70000]),
  })
  .prefault({});

/**
 * Where a site's leads go. Every lead is emailed as ADF 1.0 XML to the recipients of the most specific route that
 * matches it (location and department, location, dealership and department, dealership, department, then `email`),
 * posted to the CRM webhook when one is set (signed with HMAC-SHA256), and a chat message is also texted to `smsTo`
 * so the team can reply by text. The console (or the seed) fills these; the shopper never sees them.
 */
export const leadDeliverySettings = z
  .strictObject({
    /** The site's default recipients. */
    email: z.array(z.email()).max(20).default([]),
    routes: z
      .array(
        z.strictObject({
          /** A dealership slug. */
          dealership: z.string().min(1).optional(),
          /** A location slug. */
          location: z.string().min(1).optional(),
          department: z.enum(["sales", "service", "parts", "finance", "fleet", "careers"]).optional(),
          email: z.array(z.email()).min(1).max(20),
        }),
      )
      .max(200)
      .default([]),
    /** The sender address of lead emails. */
    from: z.email().default("leads@forecourt.invalid"),
    /** The dealer's CRM endpoint: every lead is POSTed there as JSON (with its ADF), signed with `secret`. */
    webhook: z
      .strictObject({
        url: z.url({ protocol: /^https?$/ }),
        secret: z.string().min(32).max(200),
      })
      .nullable()
      .default(null),
    /** A mobile that receives chat messages by text (E.164 or as typed). */
    smsTo: auPhone.nullable().default(null),
  })
  .prefault({});

/**
 * The vehicle page's chat (spec 002 §2 chatWithUs / openAutobot, §4 "Enquire Now or Instant Message (chat)").
 * Forecourt's own chat: a shopper's message reaches the dealer as an Instant Message lead (POST /api/chat-messages).
 */
export const chatSettings = z
  .strictObject({
    /** The site offers chat: the chat bubble on car pages, Chat With Us, and Instant Message on Enquire. */
    enabled: z.boolean().default(false),
    /** Autobot (the Ask Autobot button): answers from the car's listing, hands the rest to the team. Needs `enabled`. */
    autobot: z.boolean().default(false),
    /** A chat provider's token (one group's); with it the Enquire button keeps saying Enquire Now. */
    token: z.string().nullable().default(null),
    /** Enquire opens the chat instead of the enquiry form (certain sites). */
    openFromEnquire: z.boolean().default(false),
    /** The variants whose Enquire button always says Enquire Now. */
    alwaysEnquireNow: z.boolean().default(false),
  })
  .prefault({});
