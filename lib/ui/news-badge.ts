// The Updates button's dot: shown while the newest news title differs from the title the
// user last saw, kept in the `lastSeenNewsCookie` cookie (lib/domain/news.ts) that /product sets.

export function hasUnseenNews(
  newestTitle: string | null | undefined,
  lastSeenTitle: string | null | undefined,
) {
  if (!newestTitle) return false;
  return newestTitle !== (lastSeenTitle ?? null);
}
