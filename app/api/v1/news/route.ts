import { newsOperations } from "@/lib/contract/news";
import { versioned } from "@/lib/server/entity-route";
import { createNews, listNews } from "@/lib/server/news/service";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(newsOperations.list, ({ scope, query }) => listNews(scope, query));

export const POST = route(newsOperations.create, async ({ scope, body }) =>
  versioned(await createNews(scope, body), 201),
);

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
