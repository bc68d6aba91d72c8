// PUT|DELETE /api/v1/news/{uid} — edit or remove a news item (staff; If-Match guards against stale edits)
import { reply } from "@/lib/server/http";
import { updateNewsInput } from "@/lib/server/news/input";
import { deleteNews, updateNews } from "@/lib/server/news/service";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(
  { staffOnly: true, body: updateNewsInput, uidParams: ["uid"] },
  async ({ scope, body, params, ifMatch }) => {
    const item = await updateNews(scope, params.uid!, body, ifMatch);
    return reply(item, { version: item.version });
  },
);

export const DELETE = route({ staffOnly: true, uidParams: ["uid"] }, async ({ scope, params, ifMatch }) => {
  await deleteNews(scope, params.uid!, ifMatch);
});

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
