import { newsOperations } from "@/lib/contract/news";
import { reply } from "@/lib/server/http";
import { deleteNews, updateNews } from "@/lib/server/news/service";
import { otherMethods, route } from "@/lib/server/route";

export const PUT = route(newsOperations.update, async ({ scope, body, params, ifMatch }) => {
  const item = await updateNews(scope, params.uid!, body, ifMatch);
  return reply(item, { version: item.version });
});

export const DELETE = route(newsOperations.remove, async ({ scope, params, ifMatch }) => {
  await deleteNews(scope, params.uid!, ifMatch);
});

export const { GET, POST, PATCH } = otherMethods("PUT", "DELETE");
