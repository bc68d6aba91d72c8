// Answers about cost statistics: one set of records ("$/GSF of mid-rise multifamily in Denver since 2021")
// or two side by side ("compare Denver and Phoenix").
import type { Filters, Metric, ParsedQuestion, Targets } from "@/lib/domain/ai/parse";
import { metricLabels } from "@/lib/domain/ai/parse";
import { searchRecordsTool } from "../tools/records";
import { type CostStatistics, type CostStatisticsInput, costStatisticsTool } from "../tools/statistics";
import { count, link, md, money, stageLabel, table } from "./format";
import type { Events, Turn } from "./turn";

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The tool's input for a parsed set of filters. */
export function statisticsInput(
  f: Filters,
  metric: Metric,
  targets: Targets,
  now: Date,
): CostStatisticsInput {
  return {
    metric,
    ...(f.types.length ? { building_types: f.types.map((t) => t.key) } : {}),
    ...(f.places.some((p) => p.kind === "metro")
      ? { metros: f.places.filter((p) => p.kind === "metro").map((p) => p.key) }
      : {}),
    ...(f.places.some((p) => p.kind === "state")
      ? { states: f.places.filter((p) => p.kind === "state").map((p) => p.key) }
      : {}),
    ...(f.range?.from ? { from: f.range.from } : {}),
    ...(f.range?.to ? { to: f.range.to } : {}),
    ...(targets.today ? { target_date: iso(now) } : targets.date ? { target_date: targets.date } : {}),
    ...(targets.place ? { target_location: targets.place.key } : {}),
  };
}

/** "mid-rise multifamily in Denver, CO since 2021": what was searched, in the question's words. */
export function searchedText(f: Filters, typeLabels?: string[]): string {
  const what = typeLabels?.length
    ? typeLabels.map((t) => `**${md(t)}**`).join(" or ")
    : f.types.length
      ? f.types.map((t) => `**${md(t.text)}**`).join(" or ")
      : "**all building types**";
  const where = f.places.length ? ` in ${f.places.map((p) => `**${md(p.label)}**`).join(" or ")}` : "";
  const when = f.range
    ? ` with a cost basis ${md(f.range.text)} (${f.range.from ?? "any date"} to ${f.range.to ?? "today"})`
    : "";
  return `${what} records${where}${when}`;
}

function targetText(s: CostStatistics): string {
  if (!s.normalised) return "as recorded (not adjusted for date or place)";
  const parts = [
    s.normalised.target_date ? `to ${s.normalised.target_date} with the company's cost index` : null,
    s.normalised.target_location ? `to ${md(s.normalised.target_location)} with its location index` : null,
  ].filter(Boolean);
  return `normalised ${parts.join(" and ")}`;
}

function noData(s: CostStatistics, f: Filters): string {
  const unknown = s.unknown_building_types.length
    ? ` The company has no building type for ${s.unknown_building_types.map((t) => `"${md(t)}"`).join(", ")}.`
    : "";
  return `I found **no records** to answer this: I searched ${searchedText(f, s.building_types)} (every stage but published estimates${s.metric === "gsf" ? "" : `, with a ${metricLabels[s.metric]} count`}).${unknown} Try a wider date range, another place or a broader building type.\n`;
}

/** With no records in the date range: how many there are at any date (a count, no figure, nothing cited). */
async function* wider(q: Extract<ParsedQuestion, { kind: "statistics" }>, turn: Turn): Events {
  const {
    from: _f,
    to: _t,
    target_date: _d,
    target_location: _l,
    ...input
  } = statisticsInput({ ...q, range: null }, q.metric, {}, turn.now);
  const result = yield* turn.call(searchRecordsTool, { ...input, limit: 1 }, { cite: false });
  if ("error" in result || result.data.total === 0) return;
  const { total, list_href } = result.data;
  yield* turn.write(
    `\nAt any date there ${total === 1 ? "is" : "are"} [${count(total, "such record")}](${list_href}); ask without the date range to see ${total === 1 ? "it" : "them"}.\n`,
  );
}

function recordsTable(s: CostStatistics): string {
  const per = metricLabels[s.metric];
  const rows = s.records.map((r) => [
    link({ label: `${r.project} · ${stageLabel(r.stage)}`, href: `/project-record/${r.uid}` }),
    r.cost_basis_date,
    money(r.value_cents),
    r.factors ? md(r.factors) : "as recorded",
  ]);
  return table(["Record", "Cost basis", `$/${per}`, "Factors"], rows, ["l", "l", "r", "l"]);
}

export async function* answerStatistics(
  q: Extract<ParsedQuestion, { kind: "statistics" }>,
  turn: Turn,
): Events {
  const per = metricLabels[q.metric];
  yield* turn.write(`Looking at ${searchedText(q)} for the cost per ${per}…\n\n`);
  const result = yield* turn.call(costStatisticsTool, statisticsInput(q, q.metric, q.targets, turn.now));
  if ("error" in result) {
    yield* turn.write(`I could not compute the statistics: ${md(result.error)}\n`);
    return;
  }
  const s = result.data;
  if (s.count === 0 || s.median_cents === null) {
    yield* turn.write(noData(s, q));
    if (q.range && !s.unknown_building_types.length) yield* wider(q, turn);
    return;
  }
  const matched = s.building_types.length ? ` (building type ${s.building_types.map(md).join(", ")})` : "";
  yield* turn.write(
    `**Median ${money(s.median_cents)} per ${per}** — P25 ${money(s.p25_cents)}, P75 ${money(s.p75_cents)} — from **n = ${s.count.toLocaleString("en-US")}** ${s.count === 1 ? "record" : "records"}${matched}, ${targetText(s)}.\n\n`,
  );
  for (const note of s.notes) yield* turn.write(`_${md(note)}_\n\n`);
  yield* turn.write(
    `How: each record's cost per ${per} is its total ÷ its ${per === "GSF" ? "GSF" : `${per} count`}${s.normalised ? " × its factors (below)" : ""}; the median is the middle of the ${count(s.count, "value")}, P25 and P75 interpolate between the nearest ranks — ${s.metric === "gsf" ? "the same figures as the project database's statistics" : "the project database's percentile rule"}.\n\n`,
  );
  yield* turn.write(
    `${s.records.length < s.count ? `The ${s.records.length} records nearest the median:` : "The records:"}\n\n${recordsTable(s)}\n\n`,
  );
  yield* turn.write(`[See all ${count(s.count, "record")} in the project database](${s.list_href})\n`);
}

export async function* answerCompareGroups(
  q: Extract<ParsedQuestion, { kind: "compare-groups" }>,
  turn: Turn,
): Events {
  const per = metricLabels[q.metric];
  const groups =
    q.by === "place"
      ? q.places.map((p) => ({ label: p.label, filters: { ...q, places: [p] } as Filters }))
      : q.types.map((t) => ({ label: t.text, filters: { ...q, types: [t] } as Filters }));
  const common: Filters =
    q.by === "place"
      ? { types: q.types, places: [], range: q.range }
      : { types: [], places: q.places, range: q.range };
  yield* turn.write(
    `Comparing the cost per ${per} of ${groups.map((g) => `**${md(g.label)}**`).join(" and ")}${q.by === "place" && !q.types.length ? "" : ""} — ${searchedText(common).replace(/^\*\*all building types\*\* records/, "all records")}…\n\n`,
  );
  const results: { label: string; stats: CostStatistics }[] = [];
  for (const g of groups.slice(0, 4)) {
    const result = yield* turn.call(
      costStatisticsTool,
      statisticsInput(g.filters, q.metric, q.targets, turn.now),
    );
    if ("error" in result) {
      yield* turn.write(`I could not compute the statistics for ${md(g.label)}: ${md(result.error)}\n`);
      return;
    }
    results.push({ label: g.label, stats: result.data });
  }
  const rows = results.map(({ label, stats }) => [
    md(label),
    stats.count.toLocaleString("en-US"),
    money(stats.p25_cents),
    money(stats.median_cents),
    money(stats.p75_cents),
  ]);
  yield* turn.write(
    `${table(["", "n", "P25", "Median", "P75"], rows, ["l", "r", "r", "r", "r"])}\n\nAll figures ${targetText(results[0]!.stats)}.\n\n`,
  );
  const [a, b] = results;
  if (a && b && a.stats.median_cents && b.stats.median_cents) {
    const diff = a.stats.median_cents - b.stats.median_cents;
    const pct = (diff / b.stats.median_cents) * 100;
    yield* turn.write(
      `${md(a.label)}'s median is **${money(Math.abs(diff))} per ${per} ${diff >= 0 ? "above" : "below"}** ${md(b.label)}'s (${diff >= 0 ? "+" : "−"}${Math.abs(pct).toFixed(1)}%: ${money(a.stats.median_cents)} vs ${money(b.stats.median_cents)}).\n\n`,
    );
  }
  for (const { label, stats } of results) {
    if (stats.count === 0) {
      yield* turn.write(`No records matched for ${md(label)}.\n\n`);
      continue;
    }
    const cited = stats.records
      .slice(0, 5)
      .map((r) => link({ label: `${r.project} (${money(r.value_cents)})`, href: `/project-record/${r.uid}` }))
      .join(", ");
    yield* turn.write(
      `- ${md(label)}: near the median — ${cited}; [all ${count(stats.count, "record")}](${stats.list_href})\n`,
    );
  }
}
