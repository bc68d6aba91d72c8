// POST /api/v1/ai-conversation/{uid}/stop — stop the answer being written (it ends as cancelled)
import { aiConversationOperations as ops } from "@/lib/contract/ai-conversation";
import { stopAiAnswer } from "@/lib/server/ai/conversation/answer";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.stop, ({ scope, params }) => stopAiAnswer(scope, params.uid!));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
