// Answers about records: a search, one record's division breakdown, records side by side.
import type { ParsedQuestion } from "@/lib/domain/ai/parse";
import {
  compareRecordsTool,
  type RecordBreakdown,
  recordDivisionsTool,
  searchRecordsTool,
} from "../tools/records";
import { count, link, md, money, percent, placeLabel, stageLabel, table, wholeMoney } from "./format";
import { searchedText, statisticsInput } from "./statistics";
import type { Events, Turn } from "./turn";

const recordLink = (r: { uid: string; project: string; stage: string; cost_basis_date: string }) =>
  link({
    label: `${r.project} · ${stageLabel(r.stage)} ${r.cost_basis_date}`,
    href: `/project-record/${r.uid}`,
  });

export async function* answerSearch(q: Extract<ParsedQuestion, { kind: "search" }>, turn: Turn): Events {
  yield* turn.write(`Searching ${searchedText(q)}…\n\n`);
  const {
    metric: _m,
    target_date: _d,
    target_location: _l,
    ...filters
  } = statisticsInput(q, "gsf", {}, turn.now);
  const result = yield* turn.call(searchRecordsTool, { ...filters, limit: 10 });
  if ("error" in result) {
    yield* turn.write(`I could not search the records: ${md(result.error)}\n`);
    return;
  }
  const s = result.data;
  if (s.total === 0) {
    yield* turn.write(`I found **no records**: I searched ${searchedText(q, s.building_types)}.\n`);
    return;
  }
  const rows = s.records.map((r) => [
    recordLink(r),
    md(r.building_type ?? "—"),
    md(placeLabel(r.metro, r.state)),
    wholeMoney(r.total_cents),
    money(r.cost_per_gsf_cents),
  ]);
  yield* turn.write(
    `**${count(s.total, "record")}** match${s.total === 1 ? "es" : ""}${s.records.length < s.total ? `; the ${s.records.length} newest` : ""}:\n\n`,
  );
  yield* turn.write(
    `${table(["Record", "Building type", "Place", "Total", "$/GSF"], rows, ["l", "l", "l", "r", "r"])}\n\n`,
  );
  yield* turn.write(`[See all ${count(s.total, "record")} in the project database](${s.list_href})\n`);
}

function divisionsTable(r: RecordBreakdown): string {
  const rows = r.divisions.map((d) => [
    md(d.label),
    wholeMoney(d.amount_cents),
    percent(d.share),
    money(d.per_gsf_cents),
  ]);
  rows.push([
    "**Total**",
    `**${wholeMoney(r.total_cents)}**`,
    "100.0%",
    `**${money(r.cost_per_gsf_cents)}**`,
  ]);
  return table(["Division", "Amount", "Share", "$/GSF"], rows, ["l", "r", "r", "r"]);
}

export async function* answerDivisions(
  q: Extract<ParsedQuestion, { kind: "divisions" }>,
  turn: Turn,
): Events {
  let ref = q.ref;
  if (!ref) {
    const f = q.filters;
    if (!f.types.length && !f.places.length && !f.range) {
      yield* turn.write(
        "Which record? Name its project number (like AB-2021-014) or its name in quotes, or a building type and place to take the latest matching record.\n",
      );
      return;
    }
    yield* turn.write(`Finding the latest of ${searchedText(f)}…\n\n`);
    const {
      metric: _m,
      target_date: _d,
      target_location: _l,
      ...filters
    } = statisticsInput(f, "gsf", {}, turn.now);
    const found = yield* turn.call(searchRecordsTool, { ...filters, limit: 1 });
    if ("error" in found || found.data.total === 0) {
      yield* turn.write(`I found **no records**: I searched ${searchedText(f)}.\n`);
      return;
    }
    ref = found.data.records[0]!.uid;
  } else yield* turn.write(`Reading the cost breakdown of **${md(ref)}**…\n\n`);
  const result = yield* turn.call(recordDivisionsTool, { record: ref });
  if ("error" in result) {
    yield* turn.write(`I could not read the record: ${md(result.error)}\n`);
    return;
  }
  const r = result.data;
  if (!r) {
    yield* turn.write(
      `I found **no record** of this company matching "${md(ref)}" (by project number, name or id).\n`,
    );
    return;
  }
  yield* turn.write(
    `${recordLink(r)}${r.project_number ? ` (${md(r.project_number)})` : ""}: ${md(r.building_type ?? "no building type")}, ${r.gsf ? `${r.gsf.toLocaleString("en-US")} GSF` : "no GSF"}, total **${wholeMoney(r.total_cents)}** (${money(r.cost_per_gsf_cents)}/GSF), as recorded.\n\n`,
  );
  yield* turn.write(
    `${divisionsTable(r)}\n\nShare = the division's amount ÷ the record's total; $/GSF = amount ÷ ${r.gsf ? r.gsf.toLocaleString("en-US") : "GSF"}.\n`,
  );
}

export async function* answerCompareRecords(
  q: Extract<ParsedQuestion, { kind: "compare-records" }>,
  turn: Turn,
): Events {
  yield* turn.write(`Comparing ${q.refs.map((r) => `**${md(r)}**`).join(" and ")}…\n\n`);
  const result = yield* turn.call(compareRecordsTool, { records: q.refs.slice(0, 6) });
  if ("error" in result) {
    yield* turn.write(`I could not compare them: ${md(result.error)}\n`);
    return;
  }
  const { records, not_found } = result.data;
  if (not_found.length)
    yield* turn.write(`I found no record for ${not_found.map((r) => `"${md(r)}"`).join(", ")}.\n\n`);
  if (records.length < 2) {
    if (records.length === 0) yield* turn.write("There is nothing to compare.\n");
    else
      yield* turn.write(
        `Only ${recordLink(records[0]!)} was found, so there is nothing to compare it with.\n`,
      );
    return;
  }
  const head = ["", ...records.map((r) => recordLink(r))];
  const rows: string[][] = [
    ["Building type", ...records.map((r) => md(r.building_type ?? "—"))],
    ["Place", ...records.map((r) => md(placeLabel(r.metro)))],
    ["GSF", ...records.map((r) => (r.gsf ? r.gsf.toLocaleString("en-US") : "—"))],
    ["Total", ...records.map((r) => wholeMoney(r.total_cents))],
    ["**$/GSF**", ...records.map((r) => `**${money(r.cost_per_gsf_cents)}**`)],
  ];
  const divisions = [...new Set(records.flatMap((r) => r.divisions.map((d) => d.division)))].sort();
  for (const d of divisions) {
    const label = records.flatMap((r) => r.divisions).find((x) => x.division === d)!.label;
    rows.push([
      `${md(label)} $/GSF`,
      ...records.map((r) => money(r.divisions.find((x) => x.division === d)?.per_gsf_cents ?? null)),
    ]);
  }
  yield* turn.write(`${table(head, rows, ["l", ...records.map(() => "r" as const)])}\n\n`);
  const [a, b] = records;
  if (a?.cost_per_gsf_cents && b?.cost_per_gsf_cents) {
    const diff = a.cost_per_gsf_cents - b.cost_per_gsf_cents;
    yield* turn.write(
      `${md(a.project)} is ${money(Math.abs(diff))}/GSF ${diff >= 0 ? "above" : "below"} ${md(b.project)} (${((diff / b.cost_per_gsf_cents) * 100).toFixed(1)}%), as recorded: their cost basis dates differ (${a.cost_basis_date} and ${b.cost_basis_date}) and no normalisation is applied.\n`,
    );
  }
}
