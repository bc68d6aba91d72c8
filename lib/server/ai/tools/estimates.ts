// estimate_summary: one of the company's estimates — its totals, divisions and markups as the estimate
// engine computes them (the editor's own numbers), found by uid, number or name.
import { and, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import { costDivisionLabel } from "@/lib/domain/project/record";
import { escapeLike } from "../../collection";
import { computeStored, loadEscalationRates, readEstimate } from "../../estimate/core";
import type { Scope } from "../../scope-type";
import type { AiTool } from "../agent-types";
import { assertMayRead, estimateCitation } from "./common";

const e = schema.estimates;

export type EstimateSummary = {
  uid: string;
  name: string;
  number: string | null;
  status: string;
  location: string | null;
  building_type: string | null;
  pricing_date: string | null;
  gsf: number | null;
  line_count: number;
  direct_cents: number;
  markups_cents: number;
  grand_total_cents: number;
  cost_per_gsf_cents: number | null;
  divisions: { division: string; label: string; total_cents: number; share: number | null; lines: number }[];
  markups: { name: string; kind: string; percent: number | null; base_cents: number; amount_cents: number }[];
};

/** The company's estimate a reference names: a uid, a number, the whole name or every word of it. */
export async function findEstimate(scope: Scope, ref: string): Promise<string | null> {
  const text = ref.trim();
  if (!text) return null;
  const tries: SQL[] = [];
  if (/^[0-9a-f-]{36}$/i.test(text)) tries.push(eq(e.uid, text.toLowerCase()));
  tries.push(ilike(e.number, escapeLike(text)), ilike(e.name, `%${escapeLike(text)}%`));
  const words = text.split(/\s+/).filter((w) => w.length >= 3);
  if (words.length > 1) tries.push(and(...words.map((w) => ilike(e.name, `%${escapeLike(w)}%`)))!);
  for (const condition of tries) {
    const [row] = await db()
      .select({ uid: e.uid })
      .from(e)
      .where(and(eq(e.companyUid, scope.company.uid), eq(e.kind, "estimate"), condition))
      .orderBy(desc(e.updatedAt), e.uid)
      .limit(1);
    if (row) return row.uid;
  }
  // Any one distinctive word ("Eastside").
  if (words.length > 1) {
    const [row] = await db()
      .select({ uid: e.uid })
      .from(e)
      .where(
        and(
          eq(e.companyUid, scope.company.uid),
          eq(e.kind, "estimate"),
          or(...words.filter((w) => w.length >= 4).map((w) => ilike(e.name, `%${escapeLike(w)}%`))),
        ),
      )
      .orderBy(desc(e.updatedAt), e.uid)
      .limit(1);
    if (row) return row.uid;
  }
  return null;
}

export async function estimateSummary(scope: Scope, uid: string): Promise<EstimateSummary> {
  const row = await readEstimate(db(), scope, uid);
  const rates = await loadEscalationRates(scope.company.uid);
  const { totals } = await computeStored(db(), row, rates);
  const gsf = row.gsf !== null && row.gsf > 0 ? row.gsf : null;
  // A consolidated estimate's totals are its roll-up's (stored); its own lines are not the whole.
  const rollup = row.rollupMode !== null;
  return {
    uid: row.uid,
    name: row.name,
    number: row.number ?? null,
    status: row.status,
    location: row.location ?? null,
    building_type: row.buildingTypeName ?? null,
    pricing_date: row.pricingDate,
    gsf,
    line_count: row.lineCount,
    direct_cents: rollup ? row.directCents : totals.direct_cents,
    markups_cents: rollup ? row.grandTotalCents - row.directCents : totals.markups_cents,
    grand_total_cents: rollup ? row.grandTotalCents : totals.grand_total_cents,
    cost_per_gsf_cents:
      gsf === null ? null : Math.round((rollup ? row.grandTotalCents : totals.grand_total_cents) / gsf),
    divisions: rollup
      ? []
      : totals.divisions.map((d) => ({
          division: d.division,
          label: costDivisionLabel(d.division),
          total_cents: d.total_cents,
          share: d.share,
          lines: d.lines,
        })),
    markups: rollup
      ? []
      : totals.markups.map((m) => ({
          name: m.name,
          kind: m.kind,
          percent: m.percent,
          base_cents: m.base_cents,
          amount_cents: m.amount_cents,
        })),
  };
}

export const estimateSummaryTool: AiTool<{ estimate: string }, EstimateSummary | null> = {
  name: "estimate_summary",
  label: "estimate summary",
  description:
    "One of the company's estimates by uid, number or name: direct cost, markups (each with its base and amount), grand total, $/GSF and the direct cost by division.",
  input: z.object({ estimate: z.string().min(1).max(200).describe("An estimate uid, number or name") }),
  async execute(ctx, input) {
    assertMayRead(ctx.scope, "estimate.read");
    const uid = await findEstimate(ctx.scope, input.estimate);
    if (!uid) return { data: null, citations: [] };
    const data = await estimateSummary(ctx.scope, uid);
    return { data, citations: [estimateCitation(data)] };
  },
};
