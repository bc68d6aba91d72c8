"use client";

import { Loader2Icon, RotateCcwIcon, SquareIcon } from "lucide-react";
import Link from "next/link";
import { lazy, Suspense } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { type AnswerActivity, activityText } from "@/lib/client/ai-answer-stream";
import { type AiCitationDto, type AiMessageDto, aiMessages } from "@/lib/client/ai-conversations";

// The Markdown renderer (react-markdown, remark-gfm) loads in its own chunk, not with every page; until it is
// there the answer shows as plain text.
const AnswerMarkdown = lazy(() => import("./answer-markdown").then((m) => ({ default: m.AnswerMarkdown })));

const kindLabels: Record<AiCitationDto["kind"], string> = {
  "project-record": "Project record",
  estimate: "Estimate",
  "estimate-line": "Estimate line",
  "market-series": "Market series",
};

/** The sources under an answer, each a link to the page that shows it. */
function Citations({ citations }: { citations: AiCitationDto[] }) {
  const links = citations.filter((c) => c.href.startsWith("/") && !c.href.startsWith("//"));
  if (links.length === 0) return null;
  return (
    <div className="grid gap-1.5 border-t pt-3" data-testid="ai-citations">
      <h3 className="font-medium text-muted-foreground text-xs uppercase tracking-wide">Sources</h3>
      <ul className="flex flex-wrap gap-1.5">
        {links.map((c) => (
          <li key={`${c.kind}-${c.uid}`} className="min-w-0 max-w-full">
            <Link
              href={c.href}
              className="flex min-w-0 items-baseline gap-1.5 rounded-md border bg-background px-2 py-1 text-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              data-testid="ai-citation"
            >
              <span className="shrink-0 text-muted-foreground">{kindLabels[c.kind] ?? "Source"}</span>
              <span className="truncate font-medium text-primary">{c.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

type Props = {
  message: AiMessageDto;
  activity: AnswerActivity | null | undefined;
  /** Only the conversation's last answer can be stopped or retried. */
  last: boolean;
  busy: boolean;
  onStop: () => void;
  onRetry: () => void;
};

/** One answer: its Markdown as it is written, what it is doing meanwhile, its sources, Stop and Retry. */
export function AnswerBlock({ message, activity, last, busy, onStop, onRetry }: Props) {
  const doing = activityText(activity, message);
  const streaming = message.status === "streaming";
  return (
    <article
      className="grid gap-3 rounded-lg border bg-card p-4 text-card-foreground shadow-xs"
      aria-busy={streaming}
      data-testid="ai-answer"
      data-status={message.status}
    >
      {message.content !== "" && (
        <div className="min-w-0">
          <Suspense
            fallback={<p className="whitespace-pre-wrap text-sm leading-relaxed">{message.content}</p>}
          >
            <AnswerMarkdown text={message.content} />
          </Suspense>
        </div>
      )}
      {doing && (
        <p
          className="flex items-center gap-2 text-muted-foreground text-sm"
          role="status"
          data-testid="ai-activity"
        >
          <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />
          {doing}
        </p>
      )}
      {message.status === "failed" && (
        <Alert variant="destructive">
          <AlertDescription>{aiMessages.conversation}</AlertDescription>
        </Alert>
      )}
      {message.status === "cancelled" && (
        <p className="text-muted-foreground text-sm italic">Answer stopped.</p>
      )}
      {message.status === "complete" && <Citations citations={message.citations} />}
      {last && (streaming || message.status === "failed" || message.status === "cancelled") && (
        <div className="flex gap-2">
          {streaming ? (
            <Button variant="outline" size="sm" onClick={onStop} disabled={busy}>
              <SquareIcon className="fill-current" />
              Stop
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={onRetry} disabled={busy}>
              <RotateCcwIcon />
              Retry
            </Button>
          )}
        </div>
      )}
    </article>
  );
}
