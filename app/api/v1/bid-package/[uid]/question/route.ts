import { bidQuestionOperations } from "@/lib/contract/bid-question";
import { listQuestions } from "@/lib/server/bids/questions";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(bidQuestionOperations.list, async ({ scope, params }) =>
  reply(await listQuestions(scope, params.uid!)),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
