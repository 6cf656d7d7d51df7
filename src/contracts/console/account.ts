import "@/lib/zod-jitless";
import { z } from "zod";

/** Ending one of one's own sessions from the account page. */
export const revokeSessionSchema = z.object({ sessionId: z.string().trim().min(1, "Choose a session to sign out").max(64, "That is not a session") }).strict();

/** Changing one's password: the current one, and the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password").max(128, "A password is at most 128 characters"),
    newPassword: z.string().min(10, "Choose a password of at least 10 characters").max(128, "A password is at most 128 characters"),
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ["confirm"], message: "The two passwords are not the same" });

/** The password, to turn two-step sign-in on or off. */
export const twoFactorPasswordSchema = z.object({ password: z.string().min(1, "Enter your password").max(128, "A password is at most 128 characters") });

/** The first code from the authenticator app, which proves it was set up. */
export const totpCodeSchema = z.object({ code: z.string().trim().regex(/^[0-9]{6}$/, "Enter the 6-digit code your authenticator app shows") });
