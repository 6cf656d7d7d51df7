import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { organization, twoFactor } from "better-auth/plugins";
import { DeliveryError } from "@/server/adapters/delivery-error";
import { mailSender } from "@/server/adapters/mail-sender";
import { config } from "@/server/config";
import { countRequest } from "@/server/data/rate-limits";
import { systemScope } from "@/server/data/scope";
import { staffAuthStore } from "@/server/data/staff";
import { logger } from "@/server/logger";

/** Where the console's auth endpoints are mounted: under /console, the staff cookie's path. */
export const STAFF_AUTH_BASE_PATH = "/console/api/auth";
/** The staff cookies' prefix (`fc-staff.session_token` ...): never the shoppers' `fc_session`. */
export const STAFF_COOKIE_PREFIX = "fc-staff";
/** A staff session lasts 12 hours from its last use, refreshed at most once an hour. */
export const STAFF_SESSION = { expiresInSeconds: 12 * 60 * 60, updateAgeSeconds: 60 * 60 } as const;

/**
 * Sign-in tries a minute, per visitor address and path, counted in the platform's shared `rate_limits` table, so
 * every process counts together: 5 password or second-factor tries, 3 reset mails, everything else 60.
 */
export const STAFF_RATE_LIMITS = {
  default: { window: 60, max: 60 },
  "/sign-in/email": { window: 60, max: 5 },
  "/two-factor/verify-totp": { window: 60, max: 5 },
  "/two-factor/verify-backup-code": { window: 60, max: 5 },
  "/request-password-reset": { window: 60, max: 3 },
  "/reset-password": { window: 60, max: 5 },
} as const;

const AUTH_SCOPE = systemScope("staff sign-in: an email is one account whatever dealer groups it belongs to");

/**
 * The secret that signs staff cookies and encrypts second-factor secrets: STAFF_AUTH_SECRET, else one made once and
 * kept in DATA_DIR/staff-auth.secret (mode 0600), so every process on the machine and every restart agree.
 */
async function authSecret(): Promise<string> {
  const fromEnv = process.env.STAFF_AUTH_SECRET;
  if (fromEnv && fromEnv.length >= 32) return fromEnv;
  const file = path.resolve(config().DATA_DIR, "staff-auth.secret");
  try {
    return (await fs.readFile(file, "utf8")).trim();
  } catch {
    await fs.mkdir(path.dirname(file), { recursive: true });
    try {
      await fs.writeFile(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch {
      // Another process made it first: read theirs.
    }
    return (await fs.readFile(file, "utf8")).trim();
  }
}

const CONSOLE_FROM = { name: "Forecourt console", address: "console@forecourt.invalid" };

async function sendConsoleMail(to: string, subject: string, text: string, kind: string): Promise<void> {
  try {
    await mailSender().send({ from: CONSOLE_FROM, to: [to], subject, text, messageId: `<${kind}-${randomBytes(9).toString("hex")}@forecourt.invalid>` });
  } catch (error) {
    // The failure's codes only: a mail server's words often quote the recipient's address.
    logger.warn({ code: error instanceof DeliveryError ? (error.code ?? error.responseCode ?? null) : null, kind }, "console mail not sent");
    throw error;
  }
}

/** The origin a request came to (the front door has already refused one whose Origin differs). */
function requestOrigin(request: Request | undefined): string[] {
  if (!request) return [];
  const host = request.headers.get("host");
  if (!host) return [];
  const proto = request.headers.get("x-forwarded-proto") === "https" ? "https" : "http";
  return [`${proto}://${host}`];
}

async function makeStaffAuth() {
  const store = await staffAuthStore(AUTH_SCOPE);
  return betterAuth({
    appName: "Forecourt console",
    // Into the platform's log, the message only: the library's extra arguments may hold a staff member's email.
    logger: {
      level: "warn",
      log: (level, message) => (level === "error" ? logger.error({ source: "better-auth" }, message) : logger.warn({ source: "better-auth", level }, message)),
    },
    basePath: STAFF_AUTH_BASE_PATH,
    baseURL: { allowedHosts: ["*"], fallback: `http://localhost:${config().PORT}` },
    secret: await authSecret(),
    database: drizzleAdapter(store.db, { provider: "pg", schema: store.schema }),
    trustedOrigins: (request) => requestOrigin(request),
    user: {
      modelName: "user",
      additionalFields: { platformAdmin: { type: "boolean", required: false, defaultValue: false, input: false } },
    },
    session: { expiresIn: STAFF_SESSION.expiresInSeconds, updateAge: STAFF_SESSION.updateAgeSeconds },
    emailAndPassword: {
      enabled: true,
      // Staff join by invitation only: nobody can make themselves an account.
      disableSignUp: true,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await sendConsoleMail(
          user.email,
          "Reset your Forecourt console password",
          `Hello ${user.name},\n\nSomeone asked to reset the password of your Forecourt console account. To choose a new one, open this link within an hour:\n\n${url}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
          "password-reset",
        );
      },
    },
    rateLimit: {
      enabled: true,
      window: STAFF_RATE_LIMITS.default.window,
      max: STAFF_RATE_LIMITS.default.max,
      customRules: Object.fromEntries(Object.entries(STAFF_RATE_LIMITS).filter(([key]) => key !== "default")),
      customStorage: {
        async consume(key, rule) {
          const now = Date.now();
          // RATE_LIMIT_SCALE multiplies every limit of the platform's (benchmarks, the end-to-end suite on one address).
          const max = Math.max(1, Math.round(rule.max * config().RATE_LIMIT_SCALE));
          const [counted] = await countRequest(AUTH_SCOPE, [{ key: `staff-auth:${key}`, limit: max, windowMs: rule.window * 1000 }], now);
          const allowed = counted !== undefined && counted.points <= max;
          return { allowed, retryAfter: allowed || !counted ? null : Math.max(1, Math.ceil((counted.expire - now) / 1000)) };
        },
      },
    },
    advanced: {
      cookiePrefix: STAFF_COOKIE_PREFIX,
      defaultCookieAttributes: { path: "/console", sameSite: "lax", httpOnly: true },
      // Secure (and named __Secure-…) in production, as the shoppers' cookies are (tenancy/canonical-origin.ts secureCookieFor).
      useSecureCookies: process.env.NODE_ENV === "production",
      // The front door writes the visitor's own address here (TRUSTED_PROXY_HOPS decides what it believes).
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    plugins: [
      twoFactor({ issuer: "Forecourt console", backupCodeOptions: { amount: 10, length: 10 } }),
      organization({
        allowUserToCreateOrganization: false,
        creatorRole: "owner",
        // Invitations are the console's own (src/server/console/staff-admin.ts), on the plugin's invitation table,
        // because they also carry the invitee's roles at the group's dealerships.
      }),
    ],
  });
}

export type StaffAuth = Awaited<ReturnType<typeof makeStaffAuth>>;

const authKey = Symbol.for("forecourt.staff-auth");
type Holder = typeof globalThis & { [authKey]?: Promise<StaffAuth> };

/** The process's staff auth (better-auth), made once on first use. */
export function staffAuth(): Promise<StaffAuth> {
  const holder = globalThis as Holder;
  holder[authKey] ??= makeStaffAuth().catch((error: unknown) => {
    holder[authKey] = undefined;
    throw error;
  });
  return holder[authKey];
}
