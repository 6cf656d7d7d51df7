/**
 * The body of POST /api/youx/quote (spec 002 §7): the lender's fields — selfAssessedCreditScore (always GREAT),
 * purchasePrice, loanTerm (5), year, vin, nvic, whoIsHelping (empty) — plus car_id, the platform's addition that
 * names the site's car being quoted. One zod schema: the API answers 400 naming the field; the browser builds the
 * body with `youxQuoteBody` (src/domain/finance/estimate.ts).
 */
import "@/lib/zod-jitless";
import { z } from "zod";
import { YOUX_CREDIT_SCORE, YOUX_LOAN_TERM_YEARS } from "@/domain/finance/estimate";

export const youxQuoteBodySchema = z.strictObject({
  car_id: z.number().int().positive().max(2_147_483_647),
  selfAssessedCreditScore: z.literal(YOUX_CREDIT_SCORE),
  purchasePrice: z.number().positive().max(10_000_000),
  loanTerm: z.literal(YOUX_LOAN_TERM_YEARS),
  year: z.number().int().min(1900).max(2100),
  vin: z.string().max(17),
  nvic: z.string().max(20),
  whoIsHelping: z.literal(""),
});

export type YouxQuoteBody = z.infer<typeof youxQuoteBodySchema>;
