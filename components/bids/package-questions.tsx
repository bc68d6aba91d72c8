"use client";

// Bidders' questions on a package (asked in the portal) with an answer box for editors: the bidder who asked
// sees the answer in the portal. Kept fresh by the estimate's channel (a question arrives as an invitation event).
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiFormElement, FormMessage, FormTextarea, SubmitButton } from "@/components/shared/form-kit";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import { useChannelEvents } from "@/lib/client/use-channel-events";
import type { BidQuestionDto, BidQuestionListDto } from "@/lib/contract/bid-question";
import { estimateChannel } from "@/lib/domain/realtime-channels";
import type { PackageSectionProps } from "./package-section";

const questionsKey = (packageUid: string) => ["bid-questions", packageUid] as const;

function AnswerForm({ packageUid, question }: { packageUid: string; question: BidQuestionDto }) {
  const queryClient = useQueryClient();
  const kit = useApiForm<{ answer: string }, BidQuestionDto>({
    schema: () => import("@/lib/contract/bid-question").then((m) => m.answerQuestionInput),
    defaultValues: { answer: question.answer ?? "" },
    submit: (values) =>
      api<BidQuestionDto>(`/bid-package/${packageUid}/question/${question.uid}/answer`, {
        method: "POST",
        body: values,
        ifMatch: question.version,
      }),
    successToast: `Answer sent to ${question.bidder_name}`,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(packageUid) }),
    // Answered by someone else since (412): show their answer; the form keeps the text typed here.
    onError: () => queryClient.invalidateQueries({ queryKey: questionsKey(packageUid) }),
  });
  return (
    <ApiFormElement kit={kit} className="space-y-2" aria-label={`Answer ${question.bidder_name}`}>
      <FormTextarea
        kit={kit}
        name="answer"
        id={`bid-answer-${question.uid}`}
        label={question.answer ? "Change the answer" : "Answer"}
        rows={2}
      />
      <FormMessage kit={kit} />
      <div className="flex justify-end">
        <SubmitButton kit={kit}>{question.answer ? "Update answer" : "Send answer"}</SubmitButton>
      </div>
    </ApiFormElement>
  );
}

export function PackageQuestions({ pkg, estimateUid, canEdit }: PackageSectionProps) {
  const key = questionsKey(pkg.uid);
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<BidQuestionListDto>(`/bid-package/${pkg.uid}/question`),
  });
  useChannelEvents(estimateChannel(estimateUid), {
    invalidate: [{ queryKey: key }],
    isNews: (event) => event.name === "bid.invitation.updated" && event.data.package_uid === pkg.uid,
  });
  const questions = query.data?.questions ?? [];
  return (
    <section className="space-y-2" aria-labelledby="bid-questions-heading" data-testid="bid-questions">
      <h3 id="bid-questions-heading" className="font-medium text-sm">
        Questions from bidders
      </h3>
      {query.isError ? (
        <p className="text-destructive text-sm">The questions could not be loaded.</p>
      ) : questions.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {query.data ? "No questions yet. Bidders ask them from their bid link." : "Loading the questions…"}
        </p>
      ) : (
        <ul className="divide-y rounded-md border">
          {questions.map((q) => (
            <li key={q.uid} className="space-y-2 p-3 text-sm">
              <p className="text-muted-foreground text-xs">
                {q.bidder_name} · {new Date(q.created_at).toLocaleString()}
              </p>
              <p className="whitespace-pre-wrap">{q.text}</p>
              {q.answer ? (
                <p className="whitespace-pre-wrap rounded-md bg-muted p-2">
                  <span className="sr-only">Answer: </span>
                  {q.answer}
                  {q.answered_by_name ? (
                    <span className="block text-muted-foreground text-xs">— {q.answered_by_name}</span>
                  ) : null}
                </p>
              ) : canEdit ? null : (
                <p className="text-muted-foreground text-xs">Not answered yet.</p>
              )}
              {canEdit ? <AnswerForm key={q.answered_at ?? "new"} packageUid={pkg.uid} question={q} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
