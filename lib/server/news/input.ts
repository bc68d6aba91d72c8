import { z } from "zod";
import { newsFields, newsLimitDefault, newsLimitMax } from "@/lib/domain/news";
import { hasVisibleText, sanitizeNewsHtml } from "@/lib/domain/news-html";

// The API's payloads: the form's fields, with the description sanitised as it is parsed.
const description = newsFields.shape.description
  .transform(sanitizeNewsHtml)
  .refine(hasVisibleText, "Must contain text once unsupported HTML is removed");

export const createNewsInput = newsFields.extend({ description }).strict();
export type CreateNewsInput = z.infer<typeof createNewsInput>;

export const updateNewsInput = createNewsInput
  .partial()
  .strict()
  .refine(
    (v) => Object.values(v).some((x) => x !== undefined),
    "Send at least one of date, title, description",
  );
export type UpdateNewsInput = z.infer<typeof updateNewsInput>;

export const listNewsQuery = z
  .object({
    limit: z.coerce
      .number({ error: "Must be a whole number" })
      .int("Must be a whole number")
      .min(1, "Must be at least 1")
      .max(newsLimitMax, `Must be at most ${newsLimitMax}`)
      .default(newsLimitDefault),
    cursor: z
      .string()
      .regex(/^\d{1,7}$/, "Must be a next_cursor from an earlier page")
      .optional(),
  })
  .strip();
export type ListNewsQuery = z.infer<typeof listNewsQuery>;
