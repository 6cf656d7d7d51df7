import "@/lib/zod-jitless";
import { z } from "zod";

/** The console's sign-in form: what the page validates before better-auth's endpoint checks the password. */
export const staffSignInSchema = z.object({
  email: z.string().trim().min(1, "Enter your email address").max(254, "That email address is too long").email("Enter a valid email address, like name@dealership.com.au"),
  password: z.string().min(1, "Enter your password").max(128, "A password is at most 128 characters"),
});
export type StaffSignIn = z.infer<typeof staffSignInSchema>;

/** A second-factor code: six digits from the authenticator app, or a backup code. */
export const staffSecondFactorSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, "Enter the code from your authenticator app, or a backup code")
    .max(32, "That code is too long")
    .regex(/^[0-9]{6}$|^[A-Za-z0-9-]{8,32}$/, "Enter the 6-digit code from your authenticator app, or one of your backup codes"),
});

export const staffPasswordResetRequestSchema = staffSignInSchema.pick({ email: true });

export const staffNewPasswordSchema = z
  .object({
    password: z.string().min(10, "Choose a password of at least 10 characters").max(128, "A password is at most 128 characters"),
    confirm: z.string(),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], message: "The two passwords are not the same" });

/** The message a sign-in failure shows: the library's codes in plain words. */
export function staffAuthErrorMessage(error: { status?: number; code?: string; message?: string } | null | undefined): string {
  if (!error) return "Something went wrong; please try again";
  if (error.status === 429) return "Too many tries. Wait a minute, then try again";
  switch (error.code) {
    case "INVALID_EMAIL_OR_PASSWORD":
      return "That email and password do not match an account";
    case "INVALID_CODE":
    case "INVALID_TWO_FACTOR_CODE":
    case "INVALID_BACKUP_CODE":
      return "That code is not right; check your authenticator app and try again";
    case "INVALID_TOKEN":
      return "This reset link has expired or was already used; ask for a new one";
    default:
      return error.message && error.message.length < 160 ? error.message : "Something went wrong; please try again";
  }
}

/**
 * Where sign-in returns to: a console path only (`/console` or below it, no scheme, host, `//`, backslash or control
 * character), else the inbox. The `next` parameter is a visitor's text, so never a redirect elsewhere.
 */
export function consoleReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length > 512) return "/console/leads";
  if (!/^\/console(\/|\?|$)/.test(value) || /\/\/|\\|[\u0000-\u001f\u007f]/.test(value)) return "/console/leads";
  if (/^\/console\/(sign-in|api\/)/.test(value)) return "/console/leads";
  return value;
}
