// Bidders' questions on a package (asked through the portal) and the estimator's answers: the list under
// /api/v1/bid-package/{uid}/question and the answer the portal then shows to the bidder who asked.
import { z } from "zod";
import { requiredText } from "@/lib/domain/project/fields";
import { operation } from "./operation";

export const answerQuestionInput = z.object({ answer: requiredText(4000) });

export const bidQuestionDto = z.object({
  uid: z.string(),
  invitation_uid: z.string(),
  bidder_name: z.string(),
  text: z.string(),
  answer: z.string().nullable(),
  answered_by_name: z.string().nullable(),
  answered_at: z.string().nullable(),
  created_at: z.string(),
  version: z.number().int(),
});
export type BidQuestionDto = z.infer<typeof bidQuestionDto>;

const questionList = z.object({ questions: z.array(bidQuestionDto) });
export type BidQuestionListDto = z.infer<typeof questionList>;

export const bidQuestionOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/bid-package/{uid}/question",
    summary: "List the bidders' questions on a package, oldest first, with their answers",
    permission: "bid.read",
    response: questionList,
  }),
  answer: operation({
    method: "POST",
    path: "/api/v1/bid-package/{uid}/question/{questionUid}/answer",
    summary: "Answer a bidder's question (or change the answer): the bidder sees it in the portal",
    description:
      "A second answer replaces the first, with who and when. Send If-Match with the question's version (its ETag) to get 412 instead when someone answered it since.",
    permission: "bid.write",
    body: answerQuestionInput,
    response: bidQuestionDto,
  }),
};
