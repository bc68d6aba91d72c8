// cost_statistics: $/GSF (or $/unit, $/bed …) over a filtered set of the company's records — count and
// P25/P50/P75 — as recorded and, with targets, normalised to a date and place. $/GSF comes from the project
// database's own statistics (recordStats), so the figures equal the list page's; other metrics use the same
// percentile definition (lib/domain/project/stats) over total ÷ metric, normalised the same way per record.
import { and, desc, isNotNull, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import type { RecordFilters } from "@/lib/domain/project/filters";
import { normalisedPerMetric, recordFactors } from "@/lib/domain/project/normalise";
import { quartilesCents } from "@/lib/domain/project/stats";
import { costPerMetric } from "@/lib/domain/reference/cents";
import { loadBuildingTypes, loadNormalisation, loadSeries } from "../../project/context";
import { filterConditions, recordStats, recordWhere } from "../../project/query";
import type { Scope } from "../../scope-type";
import type { AiTool, Citation } from "../agent-types";
import {
  assertMayRead,
  listHref,
  type RecordQuery,
  recordCitation,
  recordFilters,
  recordQueryFields,
} from "./common";
import { clampToSeries } from "./escalate";

const r = schema.projectRecords;

export const statMetrics = ["gsf", "units", "beds", "keys", "seats", "stalls"] as const;
export type StatMetric = (typeof statMetrics)[number];

export type CostStatisticsInput = RecordQuery & {
  metric?: StatMetric;
  target_date?: string;
  target_location?: string;
};

/** One record behind the figures, with its value (normalised when targets were given) and its factor. */
export type StatRecord = {
  uid: string;
  project: string;
  stage: string;
  cost_basis_date: string;
  metro: string | null;
  value_cents: number;
  /** "× 1.084 time · × 0.93 location"; "" as recorded. */
  factors: string;
};

export type CostStatistics = {
  metric: StatMetric;
  count: number;
  p25_cents: number | null;
  median_cents: number | null;
  p75_cents: number | null;
  /** Building types matched ("Multifamily › Podium mid-rise"); names the company has no type for. */
  building_types: string[];
  unknown_building_types: string[];
  normalised: { target_date: string | null; target_location: string | null } | null;
  /** The records nearest the median (at most 10), for the answer's table and citations. */
  records: StatRecord[];
  notes: string[];
  /** The project database's list with the same filters. */
  list_href: string;
};

/** Records are cited up to this many (the ones nearest the median); the answer links the full list. */
const citeAtMost = 10;

function metricValue(metric: StatMetric): SQL {
  return metric === "gsf" ? sql`${r.gsf}::float8` : sql`(${r.metrics} ->> ${metric})::float8`;
}

/** The set's rows with their metric; `nearestCpg`: only the few whose stored $/GSF is nearest it. */
async function readRows(scope: Scope, filters: RecordFilters, metric: StatMetric, nearestCpg?: number) {
  const types = await loadBuildingTypes(scope);
  const value = metricValue(metric);
  const query = db()
    .select({
      uid: r.uid,
      projectName: r.projectName,
      stage: r.stage,
      costBasisDate: r.costBasisDate,
      metro: r.metro,
      state: r.state,
      totalCents: r.totalCents,
      metric: sql<number | null>`${value}`.mapWith((v) => (v === null ? null : Number(v))),
    })
    .from(r)
    .where(and(filterConditions(scope, filters, types), isNotNull(value), sql`${value} > 0`));
  return nearestCpg === undefined
    ? query.orderBy(desc(r.costBasisDate), r.uid)
    : query.orderBy(sql`abs(${r.costPerGsfCents} - ${nearestCpg})`, r.uid).limit(citeAtMost);
}

export async function costStatistics(scope: Scope, input: CostStatisticsInput): Promise<CostStatistics> {
  const metric = input.metric ?? "gsf";
  const notes: string[] = [];
  let targetDate = input.target_date;
  if (targetDate) {
    // "Today" past the cost index's last month uses that month (said in the answer).
    const series = await loadSeries(scope);
    if (series) {
      const clamped = clampToSeries(series.series, targetDate);
      targetDate = clamped.date;
      if (clamped.note) notes.push(clamped.note);
    }
  }
  const targets = {
    ...(targetDate ? { target_date: targetDate } : {}),
    ...(input.target_location ? { target_location: input.target_location } : {}),
  };
  const { filters, typeLabels, unknownTypes } = await recordFilters(scope, input, targets);
  // $/GSF as recorded: the project database's statistics, then only the records nearest its median.
  const plain = metric === "gsf" && !targets.target_date && !targets.target_location;
  const stats = metric === "gsf" ? recordStats(scope, filters) : null;
  // Awaited below; a failure elsewhere first must not leave it an unhandled rejection.
  stats?.catch(() => undefined);
  const median = plain ? ((await stats)?.median_cpg_cents ?? 0) : undefined;
  const [rows, norm] = await Promise.all([
    readRows(scope, filters, metric, median),
    loadNormalisation(scope, targets),
  ]);
  const valued: (StatRecord & { exact: number })[] = [];
  for (const row of rows) {
    const f = norm ? recordFactors(recordWhere(row), norm.targets, norm.series, norm.table) : null;
    // A record whose basis month is outside the cost index is left out, as the list's statistics do.
    if (f?.warning && norm?.targets.date) continue;
    const cents = f
      ? normalisedPerMetric(row.totalCents, row.metric, f.factors)
      : costPerMetric(row.totalCents, row.metric);
    if (cents === null) continue;
    valued.push({
      uid: row.uid,
      project: row.projectName,
      stage: row.stage,
      cost_basis_date: row.costBasisDate,
      metro: row.metro,
      value_cents: cents,
      exact: cents,
      factors: f?.label ?? "",
    });
  }
  let q = quartilesCents(valued.map((v) => v.exact));
  let count = valued.length;
  if (stats) {
    // The project database's own figures (the same SQL as its statistics panel).
    const s = await stats;
    q = { median: s.median_cpg_cents, p25: s.p25_cpg_cents, p75: s.p75_cpg_cents };
    count = s.count;
  }
  const mid = q.median ?? 0;
  const nearest = [...valued]
    .sort((a, b) => Math.abs(a.exact - mid) - Math.abs(b.exact - mid) || a.uid.localeCompare(b.uid))
    .slice(0, citeAtMost)
    .sort((a, b) => a.exact - b.exact || a.uid.localeCompare(b.uid))
    .map(({ exact: _, ...rest }) => rest);
  return {
    metric,
    count,
    p25_cents: q.p25,
    median_cents: q.median,
    p75_cents: q.p75,
    building_types: typeLabels,
    unknown_building_types: unknownTypes,
    normalised: norm
      ? { target_date: norm.targets.date, target_location: norm.targets.location?.label ?? null }
      : null,
    records: nearest,
    notes,
    list_href: listHref(filters),
  };
}

export const costStatisticsTool: AiTool<CostStatisticsInput, CostStatistics> = {
  name: "cost_statistics",
  label: "cost statistics",
  description:
    "Count and P25 / median / P75 of the company's recorded cost per GSF (or per unit, bed, key, seat, stall) for records matching building types, places and a cost-basis date range; optionally normalised to a target date (cost index) and location (location index). Returns the records nearest the median.",
  input: z.object({
    ...recordQueryFields,
    metric: z.enum(statMetrics).optional().describe("gsf (default), units, beds, keys, seats or stalls"),
    target_date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe("Normalise to this date (YYYY-MM-DD)"),
    target_location: z
      .string()
      .min(2)
      .max(60)
      .optional()
      .describe('Normalise to this place: a metro key ("denver-co"), a state code ("CO") or "national"'),
  }),
  async execute(ctx, input) {
    assertMayRead(ctx.scope, "project.read");
    const data = await costStatistics(ctx.scope, input);
    const citations: Citation[] = data.records.map((rec) =>
      recordCitation({
        uid: rec.uid,
        projectName: rec.project,
        stage: rec.stage,
        costBasisDate: rec.cost_basis_date,
      }),
    );
    return { data, citations };
  },
};
