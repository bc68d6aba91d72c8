import { bidQuestionOperations } from "@/lib/contract/bid-question";
import { answerQuestion } from "@/lib/server/bids/questions";
import { reply } from "@/lib/server/http";
import { otherMethods, route } from "@/lib/server/route";

export const POST = route(bidQuestionOperations.answer, async ({ scope, params, body, ifMatch }) => {
  const question = await answerQuestion(scope, params.uid!, params.questionUid!, body.answer, ifMatch);
  return reply(question, { version: question.version });
});

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
