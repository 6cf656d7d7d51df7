import "@/lib/zod-jitless";
import { z } from "zod";
import { australianMobileE164, MOBILE_NUMBER_MESSAGE } from "@/domain/contact/mobile-number";

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

/** A base no real site has (.invalid is reserved): a target that resolves elsewhere names another origin. */
const THIS_SITE = "https://this-site.invalid";

/**
 * Where to go after signing in, or back to: a place on this site, as its path, query and fragment; anything else is
 * `fallback`. The target is resolved the way a browser resolves a link (`new URL(target, origin)`), so what the
 * browser would strip or reinterpret (tabs and newlines inside "/\t/evil.example", backslashes, "//evil",
 * "javascript:") cannot lead to another origin. The result is what the browser would request, never "//host".
 */
export function safeReturnPath(value: string | null | undefined, fallback = "/"): string {
  if (!value || value.length > 2000) return fallback;
  let url: URL;
  try {
    url = new URL(value, THIS_SITE);
  } catch {
    return fallback;
  }
  if (url.origin !== THIS_SITE || !value.startsWith("/")) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil" resolves to the path "//evil", which a browser given it as a link reads as the host "evil".
  return path.startsWith("//") ? fallback : path;
}
