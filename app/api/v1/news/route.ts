// GET|POST /api/v1/news — product news, newest first (any signed-in user); add an item (staff)
import { reply } from "@/lib/server/http";
import { createNewsInput, listNewsQuery } from "@/lib/server/news/input";
import { createNews, listNews } from "@/lib/server/news/service";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "news.read", query: listNewsQuery }, ({ scope, query }) =>
  listNews(scope, query),
);

export const POST = route({ staffOnly: true, body: createNewsInput }, async ({ scope, body }) => {
  const item = await createNews(scope, body);
  return reply(item, { status: 201, version: item.version });
});

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
