import { newsOperations } from "@/lib/contract/news";
import { reply } from "@/lib/server/http";
import { createNews, listNews } from "@/lib/server/news/service";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(newsOperations.list, ({ scope, query }) => listNews(scope, query));

export const POST = route(newsOperations.create, async ({ scope, body }) => {
  const item = await createNews(scope, body);
  return reply(item, { status: 201, version: item.version });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
