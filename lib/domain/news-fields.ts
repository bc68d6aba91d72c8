import { z } from "zod";
import { isIsoDate } from "./news";
import { requiredString } from "./validation";

// The fields of a news item. The staff form checks these; the API's input (lib/contract/news.ts) is the same
// fields with the description sanitised as it is parsed, which needs sanitize-html and so stays out of the
// browser's bundle.

const missing = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "Required" : undefined;

export const newsDate = z
  .string({ error: missing })
  .trim()
  .min(1, "Required")
  .refine(isIsoDate, "Must be a date (YYYY-MM-DD)");

export const newsFields = z.object({
  date: newsDate,
  title: requiredString(200),
  description: requiredString(20_000),
});
export type NewsFields = z.infer<typeof newsFields>;
