// Answers about an estimate, market series and escalating an amount.
import type { ParsedQuestion } from "@/lib/domain/ai/parse";
import { formatFactor } from "@/lib/domain/reference/factor-line";
import { escalateTool } from "../tools/escalate";
import { estimateSummaryTool } from "../tools/estimates";
import { marketSeriesTool } from "../tools/market";
import { link, md, money, percent, table, wholeMoney } from "./format";
import type { Events, Turn } from "./turn";

const statusLabels: Record<string, string> = {
  draft: "Draft",
  in_review: "In review",
  final: "Final",
  archived: "Archived",
};

export async function* answerEstimate(q: Extract<ParsedQuestion, { kind: "estimate" }>, turn: Turn): Events {
  if (!q.ref.trim()) {
    yield* turn.write("Which estimate? Name it (or give its number, like E-2025-014).\n");
    return;
  }
  yield* turn.write(`Reading the estimate **${md(q.ref)}**…\n\n`);
  const result = yield* turn.call(estimateSummaryTool, { estimate: q.ref });
  if ("error" in result) {
    yield* turn.write(`I could not read the estimate: ${md(result.error)}\n`);
    return;
  }
  const e = result.data;
  if (!e) {
    yield* turn.write(`I found **no estimate** of this company named or numbered "${md(q.ref)}".\n`);
    return;
  }
  const title = link({ label: e.name, href: `/estimate/${e.uid}` });
  yield* turn.write(
    `${title}${e.number ? ` (${md(e.number)})` : ""} — ${statusLabels[e.status] ?? md(e.status)}${e.location ? `, ${md(e.location)}` : ""}${e.building_type ? `, ${md(e.building_type)}` : ""}${e.pricing_date ? `, priced ${e.pricing_date}` : ""}: **grand total ${wholeMoney(e.grand_total_cents)}**${e.cost_per_gsf_cents !== null && e.gsf ? ` (${money(e.cost_per_gsf_cents)}/GSF over ${e.gsf.toLocaleString("en-US")} GSF)` : ""}.\n\n`,
  );
  if (q.focus !== "divisions" || e.divisions.length === 0) {
    const rows = [
      ["Direct cost", "", wholeMoney(e.direct_cents)],
      ...e.markups.map((m) => [
        md(m.name),
        m.kind === "percent" && m.percent !== null
          ? `${m.percent}% of ${wholeMoney(m.base_cents)}`
          : m.kind === "lump_sum"
            ? "lump sum"
            : `on ${wholeMoney(m.base_cents)}`,
        wholeMoney(m.amount_cents),
      ]),
      ["**Grand total**", "", `**${wholeMoney(e.grand_total_cents)}**`],
    ];
    yield* turn.write(`${table(["", "Calculation", "Amount"], rows, ["l", "l", "r"])}\n\n`);
  }
  if (q.focus !== "markups" && e.divisions.length) {
    const rows = e.divisions.map((d) => [
      md(d.label),
      String(d.lines),
      wholeMoney(d.total_cents),
      percent(d.share),
    ]);
    yield* turn.write(
      `Direct cost **${wholeMoney(e.direct_cents)}** by division (${e.line_count.toLocaleString("en-US")} lines):\n\n${table(["Division", "Lines", "Amount", "Share of direct"], rows, ["l", "r", "r", "r"])}\n\n`,
    );
  }
  yield* turn.write("Figures from the estimate engine over the estimate as saved now.\n");
}

export async function* answerMarket(q: Extract<ParsedQuestion, { kind: "market" }>, turn: Turn): Events {
  yield* turn.write(
    `Looking up market data${q.words.length ? ` for **${q.words.map(md).join(", ")}**` : ""}…\n\n`,
  );
  const from = q.range?.from?.slice(0, 7);
  const result = yield* turn.call(marketSeriesTool, {
    ...(q.words.length ? { search: q.words } : {}),
    ...(q.place?.kind === "metro" ? { metro: q.place.key } : {}),
    ...(from ? { from } : {}),
  });
  if ("error" in result) {
    yield* turn.write(`I could not read market data: ${md(result.error)}\n`);
    return;
  }
  if (!result.data.visible) {
    yield* turn.write("Market data is not enabled for this company, so I cannot answer from it.\n");
    return;
  }
  const series = result.data.series;
  if (series.length === 0) {
    yield* turn.write(
      `I found **no market series** named like ${q.words.map((w) => `"${md(w)}"`).join(", ") || "that"}.\n`,
    );
    return;
  }
  const rows = series.map((s) => [
    link({ label: s.name, href: `/market?series=${s.uid}` }),
    md(s.unit),
    s.latest ? `${s.latest.value.toLocaleString("en-US")} (${s.latest.period.slice(0, 7)})` : "—",
    ...(from
      ? [s.since ? `${s.since.value.toLocaleString("en-US")} (${s.since.period.slice(0, 7)})` : "—"]
      : []),
    ...(from
      ? [
          s.change_percent === null
            ? "—"
            : `${s.change_percent > 0 ? "+" : ""}${s.change_percent.toFixed(1)}%`,
        ]
      : []),
    s.change_12m,
  ]);
  const head = ["Series", "Unit", "Latest", ...(from ? ["Then", "Change"] : []), "12 months"];
  yield* turn.write(
    `${table(
      head,
      rows,
      head.map((_, i) => (i < 2 ? "l" : "r")),
    )}\n\n`,
  );
  if (from) yield* turn.write("Change = latest ÷ the first month on or after the start − 1.\n");
  if (series.some((s) => s.is_sample))
    yield* turn.write("_Some of these are sample series, not published data._\n");
}

export async function* answerEscalate(q: Extract<ParsedQuestion, { kind: "escalate" }>, turn: Turn): Events {
  const today = turn.now.toISOString().slice(0, 10);
  const fromDate = q.from.date;
  const toDate = q.to.date ?? (fromDate ? today : null);
  // A place moves the amount only when both ends name one (one place alone is where it stays).
  const places = q.from.place && q.to.place ? { from: q.from.place, to: q.to.place } : null;
  if (!fromDate && !places) {
    yield* turn.write(
      'Escalate from and to what? Say, for example, "escalate $10M from March 2020 to today" or "from Denver to Seattle".\n',
    );
    return;
  }
  yield* turn.write(
    `Escalating **${wholeMoney(q.amountCents)}** from ${md(q.from.text)} to ${md(q.to.text)}…\n\n`,
  );
  const result = yield* turn.call(escalateTool, {
    amount_cents: q.amountCents,
    ...(fromDate && toDate ? { from_date: fromDate, to_date: toDate } : {}),
    ...(places ? { from_location: places.from.key, to_location: places.to.key } : {}),
  });
  if ("error" in result) {
    yield* turn.write(`I could not escalate it: ${md(result.error)}\n`);
    return;
  }
  const x = result.data;
  if (x.error || x.result_cents === null) {
    yield* turn.write(`I could not escalate it: ${md(x.error ?? "no factor applies")}\n`);
    return;
  }
  yield* turn.write(
    `**${wholeMoney(x.amount_cents)} → ${wholeMoney(x.result_cents)}** (${money(x.result_cents)}), × ${x.factor.toFixed(4)} in all.\n\n`,
  );
  const rows = x.factors.map((f) =>
    f.kind === "time"
      ? [
          `Time (${md(x.series_name ?? "cost index")}, ${x.from_date} → ${x.to_date})`,
          md(f.detail),
          formatFactor(f.factor),
        ]
      : [
          `Location (${md(x.from_location ?? "")} → ${md(x.to_location ?? "")})`,
          md(f.detail),
          formatFactor(f.factor),
        ],
  );
  yield* turn.write(`${table(["Factor", "Index ratio", "Factor"], rows, ["l", "l", "r"])}\n\n`);
  for (const n of x.notes) yield* turn.write(`_${md(n)}_\n\n`);
  yield* turn.write(
    `${wholeMoney(x.amount_cents)} × ${x.factors.map((f) => f.factor.toFixed(4)).join(" × ")} = ${money(x.result_cents)}, rounded once to the cent.\n`,
  );
}
