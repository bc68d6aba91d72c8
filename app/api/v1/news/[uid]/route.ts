import { newsOperations as ops } from "@/lib/contract/news";
import { entityRoutes } from "@/lib/server/entity-route";
import { deleteNews, updateNews } from "@/lib/server/news/service";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  update: [ops.update, updateNews],
  remove: [ops.remove, deleteNews],
});
