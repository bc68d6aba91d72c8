// GET /api/v1/ai-conversation — the caller's conversations in the active company; POST — start an empty one
import { aiConversationOperations as ops } from "@/lib/contract/ai-conversation";
import { createAiConversation, listAiConversations } from "@/lib/server/ai/conversation/service";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.list, ({ scope, query }) => listAiConversations(scope, query));

export const POST = route(ops.create, async ({ scope }) => versioned(await createAiConversation(scope), 201));

export const { PUT, PATCH, DELETE } = otherMethods("GET", "POST");
