import { z } from "zod";
import { aiEnvSchema, aiEnvShape } from "./env-ai";
import { mailEnvShape, storageEnvShape } from "./env-services";

// Every variable the server reads, validated once. A missing or malformed one stops start-up with its name.
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));

const dbSchema = z.object({
  DATABASE_URL: optionalUrl,
  // Named prepared statements on PostgreSQL (db/index.ts); "false" behind a pooler that cannot keep them.
  DATABASE_PREPARE: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
  PGLITE_DATA_DIR: z.string().min(1).default(".data/pglite"),
  // Seed the demo companies and accounts into an empty PostgreSQL database at start (PGlite: always).
  SEED_DEMO: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v === "true" || v === "1"),
});

// Realtime (Pusher protocol). All three credentials or none; a cluster means hosted Pusher, otherwise the
// self-hosted or embedded server at host:port. PUSHER_PUBLIC_* is what browsers use when it differs.
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);
const optionalPort = z.coerce.number().int().min(1).max(65535).optional();
const optionalFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1"));

const realtimeSchema = z.object({
  PUSHER_APP_ID: optionalText,
  PUSHER_KEY: optionalText,
  PUSHER_SECRET: optionalText,
  PUSHER_CLUSTER: optionalText,
  PUSHER_HOST: optionalText,
  PUSHER_PORT: optionalPort,
  PUSHER_USE_TLS: optionalFlag,
  PUSHER_PUBLIC_HOST: optionalText,
  PUSHER_PUBLIC_PORT: optionalPort,
  PUSHER_PUBLIC_USE_TLS: optionalFlag,
});

const pusherCredentials = ["PUSHER_APP_ID", "PUSHER_KEY", "PUSHER_SECRET"] as const;

function requireAllCredentialsOrNone(value: z.infer<typeof realtimeSchema>, ctx: z.RefinementCtx) {
  const set = pusherCredentials.filter((name) => value[name] !== undefined);
  if (set.length === 0 || set.length === pusherCredentials.length) return;
  for (const name of pusherCredentials.filter((n) => value[n] === undefined)) {
    ctx.addIssue({ code: "custom", path: [name], message: `is required when ${set.join(", ")} is set` });
  }
}

const envSchema = dbSchema.extend({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters"),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 60),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().positive().default(7),
  // Encrypts the companies' SSO client secrets (AES-256-GCM); derived from AUTH_SECRET when unset.
  SSO_ENCRYPTION_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  APP_URL: z.url().default("http://localhost:3000"),
  HELP_URL: z.url().default("https://plinth.example/help"),
  // Error reporting with Sentry, only when set (browsers get it via <meta name="sentry-dsn">, or set
  // NEXT_PUBLIC_SENTRY_DSN at build time). SENTRY_ENVIRONMENT names the deployment in reports.
  SENTRY_DSN: optionalUrl,
  SENTRY_ENVIRONMENT: z.string().trim().optional(),
  // Rate limits (API keys, bidder portal, SSO start) counted in Redis, exact across app servers; unset: in process.
  REDIS_URL: optionalUrl,
  ...storageEnvShape,
  ...mailEnvShape,
  // Google Maps (places library) in the browser; without it the app uses its offline map.
  GOOGLE_MAPS_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined),
  ...realtimeSchema.shape,
  ...aiEnvShape,
});

const realtimeEnvSchema = realtimeSchema.superRefine(requireAllCredentialsOrNone);

export type Env = z.infer<typeof envSchema>;

function parse<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.output<T> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}

export const parseEnv = (source: Record<string, string | undefined>): Env => {
  parse(realtimeEnvSchema, source); // all three Pusher credentials or none
  parse(aiEnvSchema, source); // a provider with what it needs
  return parse(envSchema, source);
};

let cached: Env | undefined;

/** The whole server environment; the app validates it at start-up (instrumentation.ts). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Just the realtime settings, read afresh on each call (cheap), like dbEnv. */
export function realtimeEnv(): z.infer<typeof realtimeSchema> {
  return parse(realtimeEnvSchema, process.env);
}

/** Just the database settings, for scripts (migrate, seed) that need no secrets. */
export function dbEnv(): z.infer<typeof dbSchema> {
  return parse(dbSchema, process.env);
}
