/**
 * The console's promos (the cards placed among a site's search results) and their handlers (`POST /console/api/promos`,
 * `/console/api/promos/{id}`, `/console/api/promos/{id}/delete`) share these, as the offers do theirs
 * (src/contracts/console/offers.ts). A promo is the site's own; its first and last day are on the site's calendar
 * (its default state's clock), both included, and both are needed (a promo always ends). Its link goes to a page of the
 * site ("/finance") or to an https address.
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { isCalendarDate, offerDatesProblem } from "@/domain/offers/offer-dates";
import { sitePictureUrl } from "./offers";

export const PROMO_CAR_TYPES = ["new", "used", "demo"] as const;
export const PROMO_TEXT_MAX = 500;

const rowId = (what: string) => z.number({ error: `${what} must be a number` }).int(`${what} must be a whole number`).min(1, `${what} must be 1 or more`).max(2_147_483_647, `${what} is too large`);
const line = (what: string, max: number) => z.string({ error: `Give the ${what}` }).trim().min(1, `Give the ${what}`).max(max, `At most ${max} characters`);
const date = (what: string) => z.string({ error: `Give the ${what} as YYYY-MM-DD` }).max(10, `Give the ${what} as YYYY-MM-DD`).refine(isCalendarDate, `Give the ${what} as a real date, YYYY-MM-DD`);
/** A page of the site ("/finance", not "//elsewhere") or an https address, without spaces. */
const link = z
  .string({ error: "Give the link" })
  .trim()
  .max(500, "At most 500 characters")
  .regex(/^(\/(?!\/)|https:\/\/)[^\s]*$/, "Give a page of the site (/finance) or an https:// address");

export const promoFieldsSchema = z.strictObject({
  /** The console's own name for it (shoppers never see it). */
  name: line("promo a name", 200),
  title: line("card's title", 200),
  text: z.string({ error: "must be text" }).max(PROMO_TEXT_MAX, `At most ${PROMO_TEXT_MAX} characters`),
  cta: line("button's words", 60),
  href: link,
  /** Its picture: uploaded (`POST /console/api/sites/{id}/pictures`) or another of the site's own /media/ pictures. */
  imageUrl: sitePictureUrl.nullable(),
  startDate: date("first day"),
  endDate: date("last day"),
  /** Where among the results (1: first); null: after the placed ones, in any order. */
  position: z.number({ error: "Give the place as a whole number, or leave it empty" }).int("Give the place as a whole number").min(1, "The place is 1 or more").max(500, "The place is at most 500").nullable(),
  display: z.array(z.enum(PROMO_CAR_TYPES, { error: "Choose new, used or demo" })).max(PROMO_CAR_TYPES.length, "Choose each car type once"),
  strictDisplay: z.boolean({ error: "Choose whether every chosen car type must be searched" }),
});

const datesInOrder = (value: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  const problem = offerDatesProblem(value);
  if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
};

export const promoCreateSchema = promoFieldsSchema.extend({ siteId: rowId("The site") }).superRefine(datesInOrder);
export type PromoCreateRequest = z.infer<typeof promoCreateSchema>;

export const promoUpdateSchema = promoFieldsSchema.extend({ siteId: rowId("The site"), updatedAt: z.string({ error: "must be the time the promo was loaded" }).max(40) }).superRefine(datesInOrder);
export type PromoUpdateRequest = z.infer<typeof promoUpdateSchema>;

export const promoDeleteSchema = z.strictObject({ siteId: rowId("The site"), updatedAt: z.string({ error: "must be the time the promo was loaded" }).max(40) });
export type PromoDeleteRequest = z.infer<typeof promoDeleteSchema>;

export interface PromoSaved {
  id: number;
  updatedAt: string;
}
