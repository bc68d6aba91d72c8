import type { NewsItemRow } from "@/db/schema";
import type { NewsItemDto } from "@/lib/contract/news";
import { sanitizeNewsHtml } from "@/lib/domain/news-html";

/**
 * A news item as the API answers it (date, title, description). The description is sanitised
 * again on the way out, so a row written around the service (a migration, a manual fix) renders safely.
 */
export function newsItemDto(row: NewsItemRow): NewsItemDto {
  return {
    uid: row.uid,
    date: row.date,
    title: row.title,
    description: sanitizeNewsHtml(row.descriptionHtml),
    version: row.version,
  };
}
