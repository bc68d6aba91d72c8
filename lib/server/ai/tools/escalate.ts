// escalate: an amount moved between two dates (the company's cost index, I(to) / I(from)) and two places
// (its location indexes, index(to) / index(from)) — the same factors the project database normalises with.
import { z } from "zod";
import { resolveTargetLocation } from "@/lib/domain/project/normalise";
import {
  applyFactors,
  type Factor,
  formatFactors,
  indexValueAt,
  locationFactor,
  type PreparedSeries,
  timeFactor,
} from "@/lib/domain/reference/normalisation";
import { periodStartFromNumber } from "@/lib/domain/reference/periods";
import { loadLocationTable, loadSeries } from "../../project/context";
import type { AiTool } from "../agent-types";
import { assertMayRead } from "./common";

export type EscalateInput = {
  amount_cents: number;
  from_date?: string;
  to_date?: string;
  from_location?: string;
  to_location?: string;
};

export type Escalation = {
  amount_cents: number;
  result_cents: number | null;
  factor: number;
  factors: { kind: string; factor: number; detail: string }[];
  /** "× 1.084 time · × 0.93 location". */
  label: string;
  series_name: string | null;
  /** The dates used (a date past the series' end uses its last period, said in `notes`). */
  from_date: string | null;
  to_date: string | null;
  from_location: string | null;
  to_location: string | null;
  notes: string[];
  error: string | null;
};

/** The date itself, or the series' first / last period when it lies outside (with a note). */
export function clampToSeries(series: PreparedSeries, date: string): { date: string; note: string | null } {
  if (indexValueAt(series, date).ok || series.keys.length === 0) return { date, note: null };
  const first = periodStartFromNumber(series.keys[0]!, series.frequency);
  const last = periodStartFromNumber(series.keys.at(-1)!, series.frequency);
  const use = date > last ? last : first;
  return { date: use, note: `The cost index has no value for ${date}; used its nearest period, ${use}.` };
}

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Must be a date (YYYY-MM-DD)");
const place = z
  .string()
  .min(2)
  .max(60)
  .describe('A metro key ("denver-co"), a state code ("CO") or "national"');

export const escalateTool: AiTool<EscalateInput, Escalation> = {
  name: "escalate",
  label: "escalation",
  description:
    "Move an amount in time (cost index ratio between two dates) and/or in space (location index ratio between two places), showing each factor.",
  input: z.object({
    amount_cents: z.number().int().min(0).max(1e15),
    from_date: isoDate.optional(),
    to_date: isoDate.optional(),
    from_location: place.optional(),
    to_location: place.optional(),
  }),
  async execute(ctx, input) {
    assertMayRead(ctx.scope, "reference.read");
    const [series, table] = await Promise.all([loadSeries(ctx.scope), loadLocationTable(ctx.scope)]);
    const factors: Factor[] = [];
    const notes: string[] = [];
    let error: string | null = null;
    let fromDate = input.from_date ?? null;
    let toDate = input.to_date ?? null;
    if (fromDate && toDate) {
      if (!series) error = "There is no cost index series to move costs in time";
      else {
        const a = clampToSeries(series.series, fromDate);
        const b = clampToSeries(series.series, toDate);
        for (const n of [a.note, b.note]) if (n) notes.push(n);
        fromDate = a.date;
        toDate = b.date;
        const t = timeFactor(series.series, fromDate, toDate);
        if (t.ok) factors.push({ kind: "time", factor: t.factor, detail: t.detail });
        else error = t.message;
      }
    }
    let fromLabel: string | null = null;
    let toLabel: string | null = null;
    if (input.from_location || input.to_location) {
      const from = resolveTargetLocation(table, input.from_location ?? "national");
      const to = resolveTargetLocation(table, input.to_location ?? "national");
      if (!from || !to) error = `Unknown location "${!from ? input.from_location : input.to_location}"`;
      else {
        factors.push(locationFactor(from, to));
        fromLabel = from.label;
        toLabel = to.label;
      }
    }
    const applied = applyFactors(input.amount_cents, factors);
    return {
      data: {
        amount_cents: input.amount_cents,
        result_cents: error ? null : applied.cents,
        factor: applied.factor,
        factors,
        label: formatFactors(factors),
        series_name: series?.name ?? null,
        from_date: fromDate,
        to_date: toDate,
        from_location: fromLabel,
        to_location: toLabel,
        notes,
        error,
      },
      citations: [],
    };
  },
};
