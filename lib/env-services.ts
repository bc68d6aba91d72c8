import { z } from "zod";

// Environment of the swappable services (uploads, mail); spread into lib/env.ts's schema so a malformed value
// stops start-up with its name. Each has an embedded default, so none is required.
const optionalUrl = z
  .url()
  .optional()
  .or(z.literal("").transform(() => undefined));
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || undefined);

/** Uploads: local disk under STORAGE_DIR with HMAC-signed URLs, or S3-compatible storage when S3_BUCKET is set. */
export const storageEnvShape = {
  STORAGE_DIR: z.string().min(1).default(".data/uploads"),
  // Signs local upload URLs; derived from AUTH_SECRET when unset.
  STORAGE_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 1024 * 1024),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalUrl,
};

/** Mail: SMTP when SMTP_URL is set (smtp://user:pass@host:587 or smtps://…), otherwise the mail_outbox table. */
export const mailEnvShape = {
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().trim().min(3).default("Plinth <no-reply@plinth.local>"),
};
