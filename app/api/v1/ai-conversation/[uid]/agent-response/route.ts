// POST /api/v1/ai-conversation/{uid}/agent-response — start (or retry) the answer; it streams over realtime
import { aiConversationOperations as ops } from "@/lib/contract/ai-conversation";
import { startAiAnswer } from "@/lib/server/ai/conversation/answer";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(ops.agentResponse, ({ scope, params }) => startAiAnswer(scope, params.uid!));

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
