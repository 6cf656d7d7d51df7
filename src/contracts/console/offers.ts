/**
 * The console's offers editor (`/console/sites/{id}/offers`, `/offers/new`, `/offers/{offerId}`) and its handlers
 * (`POST /console/api/offers`, `/console/api/offers/{id}`, `/console/api/offers/{id}/delete`) share these, so the form
 * (react-hook-form) shows under a field the very message the handler's 400 names (`endDate: The last day is before the
 * first day`). The dates are the dealership's local calendar dates, both days included (src/domain/offers/offer-dates.ts);
 * the description and disclaimer are the dealer's HTML or plain text, shown only through the dealer HTML sanitiser.
 * An edit and a delete carry the `updatedAt` the editor loaded: a change over someone else's is a 409.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { isCalendarDate, offerDatesProblem } from "@/domain/offers/offer-dates";

export const OFFER_NAME_MAX = 200;
export const OFFER_TEXT_MAX = 10_000;
export const OFFER_CATEGORY_MAX = 80;
export const OFFER_PRICE_MAX = 10_000_000;

/** A picture the site serves itself: under /media/ (uploaded ones under /media/u/), nothing from another host. */
export const sitePictureUrl = z
  .string({ error: "Give the picture's address, or upload one" })
  .trim()
  .max(300, "At most 300 characters")
  .regex(/^\/media\/(?:[a-z0-9._-]+\/)*[a-z0-9._-]+$/i, "Upload a picture, or give one of the site's own (/media/…)")
  .refine((url) => !url.split("/").some((part) => part === "." || part === ".."), "Upload a picture, or give one of the site's own (/media/…)");

const rowId = (what: string) => z.number({ error: `${what} must be a number` }).int(`${what} must be a whole number`).min(1, `${what} must be 1 or more`).max(2_147_483_647, `${what} is too large`);
const date = (empty: string) =>
  z
    .string({ error: `Give a date as YYYY-MM-DD, or leave it empty ${empty}` })
    .max(10, `Give a date as YYYY-MM-DD, or leave it empty ${empty}`)
    .refine(isCalendarDate, `Give a real date as YYYY-MM-DD, or leave it empty ${empty}`)
    .nullable();

/** The fields of an offer as the form edits them. */
export const offerFieldsSchema = z.strictObject({
  name: z.string({ error: "Give the offer a title" }).trim().min(1, "Give the offer a title").max(OFFER_NAME_MAX, `At most ${OFFER_NAME_MAX} characters`),
  description: z.string({ error: "must be text" }).max(OFFER_TEXT_MAX, `At most ${OFFER_TEXT_MAX} characters`),
  disclaimer: z.string({ error: "must be text" }).max(OFFER_TEXT_MAX, `At most ${OFFER_TEXT_MAX} characters`),
  category: z.string({ error: "must be text" }).trim().max(OFFER_CATEGORY_MAX, `At most ${OFFER_CATEGORY_MAX} characters`),
  /** Its picture: uploaded (/media/u/…, `POST /console/api/sites/{id}/pictures`), another of the site's /media/ pictures, or
   * null for none; left out, a change keeps the picture it has. */
  imageUrl: sitePictureUrl.nullable().optional(),
  price: z.number({ error: "Give the price in whole dollars, or leave it empty" }).int("Give the price in whole dollars").min(0, "The price cannot be below $0").max(OFFER_PRICE_MAX, "The price is too large").nullable(),
  startDate: date("to start at once"),
  endDate: date("to run until it is removed"),
  /** Whether this site shows it (the offer's excluded sites, for this one site). */
  shown: z.boolean({ error: "Choose whether the site shows it" }),
  sortOrder: z.number({ error: "Give the order as a whole number" }).int("Give the order as a whole number").min(-1_000_000, "The order is too small").max(1_000_000, "The order is too large"),
});

const datesInOrder = (value: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) => {
  const problem = offerDatesProblem(value);
  if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
};

/** A new offer: the site it is made on, and the dealership (of the site's) that makes it. */
export const offerCreateSchema = offerFieldsSchema.extend({ siteId: rowId("The site"), dealershipId: rowId("The dealership") }).superRefine(datesInOrder);
export type OfferCreateRequest = z.infer<typeof offerCreateSchema>;

/** A change to an offer, as the editor opened it on the site. */
export const offerUpdateSchema = offerFieldsSchema.extend({ siteId: rowId("The site"), updatedAt: z.string({ error: "must be the time the offer was loaded" }).max(40) }).superRefine(datesInOrder);
export type OfferUpdateRequest = z.infer<typeof offerUpdateSchema>;

export const offerDeleteSchema = z.strictObject({ siteId: rowId("The site"), updatedAt: z.string({ error: "must be the time the offer was loaded" }).max(40) });
export type OfferDeleteRequest = z.infer<typeof offerDeleteSchema>;

/** The answer to a created or changed offer. */
export interface OfferSaved {
  id: number;
  updatedAt: string;
}
