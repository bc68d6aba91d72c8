// The built-in analyst: the agent that runs when no LLM is configured. It parses the question with rules
// (lib/domain/ai), calls the same tools an LLM would, and streams a Markdown answer that shows the calculation
// and cites its sources. It says so when nothing matches, and what it understands when it cannot parse.
import { followUp, looksLikeFollowUp, type ParsedQuestion, parseQuestion } from "@/lib/domain/ai/parse";
import type { Agent, AgentEvent, AgentTurn } from "../agent-types";
import { answerEscalate, answerEstimate, answerMarket } from "./other";
import { answerCompareRecords, answerDivisions, answerSearch } from "./records";
import { answerCompareGroups, answerStatistics } from "./statistics";
import { Turn } from "./turn";

/** Questions it answers well on the demo data (shown on /ai-conversation/add). */
export const suggestedQuestions: string[] = [
  "What did we pay per GSF for mid-rise multifamily in Dallas since 2021?",
  "Compare mid-rise multifamily cost per GSF in Dallas and Seattle, in today's dollars",
  "Median cost per unit for multifamily in Texas over the last 5 years",
  "Division breakdown of AB-2022-016",
  "Summarise the Eastside Commons Apartments estimate",
  "Escalate $10M from Denver in January 2021 to Seattle today",
  "How have lumber prices moved since 2021?",
  "List data center projects since 2023",
];

const understood = [
  'Cost per GSF, per unit, per bed, per key, per seat or per stall — median, P25–P75 and n — by building type, place and dates ("What did we pay per GSF for mid-rise multifamily in Denver since 2021?"); add "in today\'s dollars" or "normalised to Denver" to normalise',
  '"Compare" two places or two building types ("Compare office cost per GSF in Seattle and Denver"), or two records by project number ("Compare AB-2019-001 and AB-2020-002")',
  'Finding records ("List hospital projects in Boston since 2020")',
  'A record\'s cost by division ("Division breakdown of AB-2019-001")',
  'An estimate\'s total, markups and divisions ("Summarise the Eastside Commons estimate")',
  'Market series ("How have lumber prices moved since 2021?")',
  'Escalating an amount ("Escalate $10M from March 2020 to today", "from Denver to Seattle")',
];

export const helpText = (reason?: string) =>
  `I could not read that question${reason && /^[A-Z]/.test(reason) ? ` — ${reason}` : ""}. I answer from the company's own data and understand:\n\n${understood.map((u) => `- ${u}`).join("\n")}\n\nPlaces are the sample metros (Denver, Houston, …) or states; dates like "since 2021", "last 3 years", "between 2019 and 2022".\n`;

/** The question, or — when it reads as a follow-up or alone says nothing — it read against the last one asked. */
function read(question: string, history: AgentTurn[], now: Date): ParsedQuestion {
  const q = parseQuestion(question, now);
  if (q.kind !== "unknown" && !looksLikeFollowUp(question)) return q;
  const previous = history.findLast((t) => t.role === "user" && t.content.trim() !== question.trim());
  return (previous && followUp(previous.content, question, now)) || q;
}

export const runAnalyst: Agent = async function* (question, history, ctx): AsyncGenerator<AgentEvent> {
  yield { type: "thinking" };
  const turn = new Turn(ctx);
  const q = read(question, history, turn.now);
  const answer =
    q.kind === "statistics"
      ? answerStatistics(q, turn)
      : q.kind === "compare-groups"
        ? answerCompareGroups(q, turn)
        : q.kind === "search"
          ? answerSearch(q, turn)
          : q.kind === "divisions"
            ? answerDivisions(q, turn)
            : q.kind === "compare-records"
              ? answerCompareRecords(q, turn)
              : q.kind === "estimate"
                ? answerEstimate(q, turn)
                : q.kind === "market"
                  ? answerMarket(q, turn)
                  : q.kind === "escalate"
                    ? answerEscalate(q, turn)
                    : null;
  if (!answer) yield* turn.write(helpText(q.kind === "unknown" ? q.reason : undefined));
  else {
    for await (const event of answer) {
      if (ctx.signal.aborted) return;
      yield event;
    }
  }
  if (ctx.signal.aborted) return;
  yield { type: "done", citations: turn.citations };
};
