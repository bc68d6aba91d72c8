// Product news (date, title, description as HTML) and the operations under /api/v1/news. The browser imports
// only types from here: the description's sanitiser (sanitize-html) belongs to the server.
import { z } from "zod";
import { newsLimitDefault, newsLimitMax } from "@/lib/domain/news";
import { newsFields } from "@/lib/domain/news-fields";
import { hasVisibleText, sanitizeNewsHtml } from "@/lib/domain/news-html";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";

// The form's fields, with the description sanitised as it is parsed.
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

// News is short and written rarely: its cursor is the offset of the next page.
export const listNewsQuery = listQuery(newsLimitMax, newsLimitDefault).extend({
  cursor: z
    .string()
    .regex(/^\d{1,7}$/, "Must be a next_cursor from an earlier page")
    .optional(),
});
export type ListNewsQuery = z.infer<typeof listNewsQuery>;

export const newsItemDto = z.object({
  uid: z.string(),
  date: z.string().describe("YYYY-MM-DD"),
  title: z.string(),
  description: z.string().describe("Sanitised HTML"),
  version: z.number().int(),
});
export type NewsItemDto = z.infer<typeof newsItemDto>;

const one = "/api/v1/news/{uid}";

export const newsOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/news",
    summary: "List product news, newest first",
    permission: "news.read",
    query: listNewsQuery,
    response: listResponse(newsItemDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/news",
    summary: "Publish a product news item (staff)",
    staffOnly: true,
    body: createNewsInput,
    status: 201,
    response: newsItemDto,
  }),
  update: operation({
    method: "PUT",
    path: one,
    summary: "Edit a product news item (staff)",
    staffOnly: true,
    body: updateNewsInput,
    response: newsItemDto,
  }),
  remove: operation({
    method: "DELETE",
    path: one,
    summary: "Remove a product news item (staff)",
    staffOnly: true,
    status: 204,
  }),
};
