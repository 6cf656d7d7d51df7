import { z } from "zod";
import { australianMobileE164, MOBILE_NUMBER_MESSAGE } from "@/domain/mobile-number";

/** An Australian mobile as typed, normalised to +614XXXXXXXX. Shared by the sign-in form and its API. */
export const mobileNumberSchema = z
  .string({ error: MOBILE_NUMBER_MESSAGE })
  .max(40, MOBILE_NUMBER_MESSAGE)
  .transform((value, ctx) => {
    const phone = australianMobileE164(value);
    if (!phone) {
      ctx.addIssue({ code: "custom", message: MOBILE_NUMBER_MESSAGE });
      return z.NEVER;
    }
    return phone;
  });

export const sendCodeSchema = z.strictObject({ phone: mobileNumberSchema });

export const verifyCodeSchema = z.strictObject({
  phone: mobileNumberSchema,
  code: z.string({ error: "Enter the 6-digit code we sent you" }).trim().regex(/^\d{6}$/, "Enter the 6-digit code we sent you"),
});

/** The watchlist calls' body (spec 001 §7): the signed-in phone and the car. */
export const watchlistChangeSchema = z.strictObject({
  phone_number: mobileNumberSchema,
  car_id: z.number({ error: "must be a vehicle id" }).int("must be a vehicle id").positive("must be a vehicle id").max(2_147_483_647, "must be a vehicle id"),
});

/**
 * Where to go after signing in: only a path on this site ("/cars/x"), never another origin ("//evil",
 * "https://..."), so the link cannot be used to send shoppers elsewhere.
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\") || value.length > 2000) return fallback;
  return value;
}
