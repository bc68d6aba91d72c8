// GET /api/v1/ai-conversation/by-date?tz= — the caller's conversation ids grouped by the day of last activity
import { aiConversationOperations as ops } from "@/lib/contract/ai-conversation";
import { aiConversationsByDate } from "@/lib/server/ai/conversation/service";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(ops.byDate, ({ scope, query }) => aiConversationsByDate(scope, query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
