// POST /api/v1/ai-conversation/{uid}/message — ask a question (the first one labels the conversation)
import { aiConversationOperations as ops } from "@/lib/contract/ai-conversation";
import { addAiMessage } from "@/lib/server/ai/conversation/service";
import { versioned } from "@/lib/server/entity-route";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.message, async ({ scope, params, body }) =>
  versioned(await addAiMessage(scope, params.uid!, body), 201),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
