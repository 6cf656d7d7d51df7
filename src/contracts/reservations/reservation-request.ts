/**
 * Reserving a car online (spec 002 §2 "/cars/{slug}/checkout or /cars/{slug}/buy-online | reserve the car",
 * "/checkout-journey?car_id={slug or id} | online purchase"; §9 "Reserve: default deposit text $200, held 48 hours,
 * 100% refundable"): the shopper's details as the checkout form validates them and POST /api/reservations receives
 * them (the same zod fields as the lead forms), and the card, which the browser turns into the payment processor's
 * token (`paymentMethod`): the API never receives a card number.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { australianPhone, emailAddress, pagePath, personName } from "@/contracts/leads/fields";
import { vehicleIdSchema } from "@/lib/stored-text";
import { cardCvcProblem, cardExpiryProblem, cardNumberProblem, testCardOf, TEST_CARD_ONLY_MESSAGE } from "@/contracts/payments/test-cards";
import { MARKETING_CONSENT_DEFAULT } from "@/domain/leads/marketing-consent";

/** The two ways in: Reserve (the reserve page) and Online Purchase (/checkout-journey). */
export const RESERVATION_JOURNEYS = ["reserve", "online-purchase"] as const;
export type ReservationJourney = (typeof RESERVATION_JOURNEYS)[number];

/** The shopper, as every form asks them. */
export const reservationContactShape = {
  firstName: personName("first name"),
  lastName: personName("last name"),
  email: emailAddress,
  phone: australianPhone,
  /** The subscribe box (the spec's opt_in): never ticked unless the shopper ticks it (domain/leads/marketing-consent). */
  optIn: z.boolean().default(MARKETING_CONSENT_DEFAULT),
  /** The terms box, where the site shows one (`forms.termsText`): then it must be ticked. */
  termsAccepted: z.boolean().optional(),
};

/** The site's terms box (`forms.termsText`): when set it must be ticked, and its text is the error. */
function checkTerms(termsText: string | null) {
  return (value: { termsAccepted?: boolean | undefined }, ctx: z.RefinementCtx) => {
    if (termsText !== null && value.termsAccepted !== true) ctx.addIssue({ code: "custom", path: ["termsAccepted"], message: termsText });
  };
}

/** A payment processor's payment method token (`pm_...`): what the browser's card form made of the card. */
export const paymentMethodToken = z
  .string({ error: "Please enter your card details" })
  .regex(/^pm_[A-Za-z0-9_]{1,200}$/, "must be a payment method from the card form");

/** POST /api/reservations. Unknown keys (a card number among them) are refused. */
export const reservationRequestSchema = z.strictObject({
  ...reservationContactShape,
  carId: vehicleIdSchema,
  paymentMethod: paymentMethodToken,
  journey: z.enum(RESERVATION_JOURNEYS, { error: "must be reserve or online-purchase" }).default("reserve"),
  /** The page it was sent from. */
  url: pagePath.optional(),
});
export type ReservationRequest = z.output<typeof reservationRequestSchema>;

/** The request under the site's form rules (the terms box): what POST /api/reservations parses with. */
export function reservationRequestSchemaFor(termsText: string | null) {
  return reservationRequestSchema.superRefine(checkTerms(termsText));
}

/** The card as the checkout form holds it; `testMode` accepts only the test processor's documented cards. */
export function cardFieldsSchema(testMode: boolean, now: () => Date = () => new Date()) {
  return z.object({
    cardNumber: z
      .string()
      .superRefine((value, ctx) => {
        const problem = cardNumberProblem(value) ?? (testMode && testCardOf(value) === null ? TEST_CARD_ONLY_MESSAGE : null);
        if (problem) ctx.addIssue({ code: "custom", message: problem });
      }),
    cardExpiry: z.string().superRefine((value, ctx) => {
      const problem = cardExpiryProblem(value, now());
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
    cardCvc: z.string().superRefine((value, ctx) => {
      const problem = cardCvcProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
  });
}

/** The checkout form: the shopper's details and the card, under the site's terms box. */
export function checkoutFormSchema(testMode: boolean, termsText: string | null = null) {
  return z.object({ ...reservationContactShape, ...cardFieldsSchema(testMode).shape }).superRefine(checkTerms(termsText));
}
export type CheckoutFormInput = z.input<ReturnType<typeof checkoutFormSchema>>;
export type CheckoutFormValues = z.output<ReturnType<typeof checkoutFormSchema>>;

/** The form's fields a server error may name (the card's token errors are shown on the card number). */
export const CHECKOUT_FORM_FIELDS = ["firstName", "lastName", "email", "phone", "optIn", "termsAccepted", "cardNumber", "cardExpiry", "cardCvc"] as const;
export type CheckoutFormField = (typeof CHECKOUT_FORM_FIELDS)[number];

/** The form field a server error's field is shown on. */
export function checkoutFormFieldOf(field: string | undefined): CheckoutFormField | null {
  if (field === "paymentMethod") return "cardNumber";
  return (CHECKOUT_FORM_FIELDS as readonly string[]).includes(field ?? "") ? (field as CheckoutFormField) : null;
}
