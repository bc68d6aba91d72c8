// GET|PUT|DELETE /api/v1/ai-conversation/{uid} — read with its messages, rename under If-Match, delete
import { aiConversationOperations as ops } from "@/lib/contract/ai-conversation";
import {
  deleteAiConversation,
  getAiConversation,
  renameAiConversation,
} from "@/lib/server/ai/conversation/service";
import { entityRoutes } from "@/lib/server/entity-route";

export const { GET, PUT, DELETE, POST, PATCH } = entityRoutes({
  get: [ops.get, getAiConversation],
  update: [ops.update, renameAiConversation],
  remove: [ops.remove, deleteAiConversation],
});
