import { z } from "zod";

/**
 * The platform's whole configuration: environment variables only, validated once at start.
 * Every variable is listed in the README. A bad value stops start-up with one line.
 */
/** The addresses only this machine can reach. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["127.0.0.1", "::1", "localhost"]);

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || /^postgres(ql)?:\/\/[^\s]+$/.test(v), {
      message: "must be a postgres:// or postgresql:// URL",
    })
    .refine((v) => v === undefined || URL.canParse(v), { message: "is not a valid URL" }),
  DATA_DIR: z.string().min(1).default(".data"),
  /**
   * Where lead emails go out: smtp://[user:pass@]host[:port] (STARTTLS when the server offers it) or smtps:// (TLS).
   * Unset: the demo's mail catcher on 127.0.0.1 writes each message under DATA_DIR/mail/ and nothing leaves the machine.
   */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || /^smtps?:\/\/[^\s]+$/.test(v), { message: "must be an smtp:// or smtps:// URL" })
    .refine((v) => v === undefined || (URL.canParse(v) && new URL(v).hostname !== ""), { message: "is not a valid URL" }),
  PLATFORM_HOSTS: z
    .string()
    .default("localhost,127.0.0.1")
    .transform((v) => v.split(",").map((h) => h.trim().toLowerCase()).filter(Boolean))
    .refine((hosts) => hosts.length > 0, { message: "must name at least one host" }),
  PUBLIC_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED: z.coerce.number().int().min(0).default(20261122),
  SEED_ON_START: z.enum(["auto", "never"]).default("auto"),
  /**
   * Multiplies every rate limit of src/server/http/rate-limits/rate-limits.ts (1: as written). A benchmark or a load test from one
   * address raises them with this; nothing else changes them.
   */
  RATE_LIMIT_SCALE: z.coerce.number().positive().max(1_000_000).default(1),
  /**
   * How many proxies of ours stand in front of the platform (0: none, visitors connect to it directly). Only then are
   * X-Forwarded-For and X-Forwarded-Proto believed, and only the entries those proxies appended: with 1, the last
   * entry of each is the visitor's address and scheme (src/server/http/node-server/client-address.ts).
   */
  TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * The page cache's memory in MB (src/server/cache/page-cache.ts: the HTML of pages that are the same for every
   * shopper, kept in each process); 0 turns it off.
   */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  /** How long a cached page is served at most, in seconds, when no change notification dropped it sooner. */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * A Redis server every process shares the page cache through (redis://[user:pass@]host:port[/db]); unset, each
   * process keeps its own. Unreachable: each keeps its own until it is back.
   */
  REDIS_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || (/^rediss?:\/\/[^\s]+$/.test(v) && URL.canParse(v)), { message: "must be a redis:// or rediss:// URL" }),
  /**
   * How many server processes `npm start` runs on this machine, sharing its port (node:cluster): one per core serves
   * pages no cache holds about twice as fast on two cores. Above 1 it needs DATABASE_URL (the embedded database belongs
   * to one process). Not in development.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /**
   * Where uploaded photos are kept (src/server/adapters/storage.ts): `s3://bucket[/prefix]?endpoint=https://...&region=...`
   * for an S3-compatible store (credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY); unset, files under
   * DATA_DIR/media on this machine.
   */
  STORAGE_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || (/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/[^\s?#]*)?(\?[^\s#]*)?$/.test(v) && URL.canParse(v)), {
      message: "must be an s3://bucket[/prefix]?endpoint=...&region=... URL",
    }),
  /** s-maxage and stale-while-revalidate of cacheable pages for a CDN in front, in seconds (it hears no change). */
  PAGE_CDN_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /**
   * End-to-end tests only: with this secret set, the platform answers POST /__test-hooks/reservations/sweep (the
   * reservation expiry sweep at a later `now`: time moved forward without waiting) to requests from this machine that
   * carry it in `X-Forecourt-Test-Hooks`. Refused unless HOST is a loopback address, so a server others can reach never
   * has the hook. Unset (always, outside the tests): no such path exists.
   */
  TEST_HOOKS_TOKEN: z
    .string()
    .optional()
    .transform((v) => (v === "" ? undefined : v))
    .refine((v) => v === undefined || /^[A-Za-z0-9_-]{32,200}$/.test(v), { message: "must be 32 to 200 letters, digits, '-' or '_'" }),
}).superRefine((env, ctx) => {
  if (env.WEB_CONCURRENCY > 1 && env.DATABASE_URL === undefined) {
    ctx.addIssue({ code: "custom", path: ["WEB_CONCURRENCY"], message: "above 1 needs DATABASE_URL: the embedded database belongs to one process" });
  }
  if (env.TEST_HOOKS_TOKEN !== undefined && !LOOPBACK_HOSTS.has(env.HOST)) {
    ctx.addIssue({ code: "custom", path: ["TEST_HOOKS_TOKEN"], message: "is only allowed when HOST is a loopback address (127.0.0.1, ::1 or localhost)" });
  }
});


export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const name = issue?.path.join(".") ?? "environment";
  const raw = env[name];
  const shown = raw === undefined || name === "TEST_HOOKS_TOKEN" ? "" : ` (got "${redactUrl(raw)}")`;
  throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? "is invalid"}${shown}`);
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** Hides a password in a connection URL so it can be printed. */
export function redactUrl(url: string): string {
  return url.replace(/(\/\/[^:/@]*:)[^@]*@/, "$1****@");
}
