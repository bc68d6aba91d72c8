// Record tools: search the company's records by filters, one record's division breakdown, and a side-by-side
// of records. All through the project database's own queries (listRecords, getRecord), tenant-filtered.
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import type { RecordDetailDto } from "@/lib/contract/project-record";
import { emptyRecordFilters } from "@/lib/domain/project/filters";
import { loadBuildingTypes } from "../../project/context";
import { filterConditions, listRecords } from "../../project/query";
import { getRecord } from "../../project/records";
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

const r = schema.projectRecords;

export type FoundRecord = {
  uid: string;
  project: string;
  stage: string;
  cost_basis_date: string;
  metro: string | null;
  state: string | null;
  building_type: string | null;
  total_cents: number;
  cost_per_gsf_cents: number | null;
  gsf: number | null;
};

export type SearchResult = {
  total: number;
  records: FoundRecord[];
  building_types: string[];
  unknown_building_types: string[];
  list_href: string;
};

const cite = (x: { uid: string; project: string; stage: string; cost_basis_date: string }): Citation =>
  recordCitation({ uid: x.uid, projectName: x.project, stage: x.stage, costBasisDate: x.cost_basis_date });

export const searchRecordsTool: AiTool<RecordQuery & { limit?: number }, SearchResult> = {
  name: "search_records",
  label: "record search",
  description:
    "Find the company's project records by building types, metros, states, cost-basis date range and project text; newest first, with the total count.",
  input: z.object({ ...recordQueryFields, limit: z.number().int().min(1).max(50).optional() }),
  async execute(ctx, input) {
    assertMayRead(ctx.scope, "project.read");
    const { filters, typeLabels, unknownTypes } = await recordFilters(ctx.scope, input, {
      limit: input.limit ?? 10,
      count: true,
    });
    const page = await listRecords(ctx.scope, filters);
    const records = page.query
      .map((uid) => page.content[uid]!)
      .map((d) => ({
        uid: d.uid,
        project: d.project_name,
        stage: d.stage,
        cost_basis_date: d.cost_basis_date,
        metro: d.metro,
        state: d.state,
        building_type: d.building_type_name,
        total_cents: d.total_cents,
        cost_per_gsf_cents: d.cost_per_gsf_cents,
        gsf: d.metrics.gsf ?? null,
      }));
    return {
      data: {
        total: page.total ?? records.length,
        records,
        building_types: typeLabels,
        unknown_building_types: unknownTypes,
        list_href: listHref(filters),
      },
      citations: records.map(cite),
    };
  },
};

const stageOrder = sql`case ${r.stage} when 'final' then 0 when 'gmp' then 1 when 'bid' then 2 when 'conceptual' then 3 else 4 end`;

/**
 * A record named by its uid, or by its project's number or name (the project's final record if it has one,
 * else its latest). Null when nothing of the company's matches.
 */
export async function findRecord(scope: Scope, ref: string): Promise<string | null> {
  const text = ref.trim();
  const byUid: SQL | undefined = /^[0-9a-f-]{36}$/i.test(text) ? eq(r.uid, text.toLowerCase()) : undefined;
  const types = await loadBuildingTypes(scope);
  const where = byUid
    ? and(eq(r.companyUid, scope.company.uid), byUid)
    : filterConditions(scope, { ...emptyRecordFilters, q: text }, types);
  const [row] = await db()
    .select({ uid: r.uid })
    .from(r)
    .where(where)
    .orderBy(stageOrder, desc(r.costBasisDate), r.uid)
    .limit(1);
  return row?.uid ?? null;
}

export type RecordBreakdown = {
  uid: string;
  project: string;
  project_number: string | null;
  stage: string;
  cost_basis_date: string;
  metro: string | null;
  building_type: string | null;
  gsf: number | null;
  total_cents: number;
  cost_per_gsf_cents: number | null;
  divisions: {
    division: string;
    label: string;
    amount_cents: number;
    share: number;
    per_gsf_cents: number | null;
  }[];
};

function breakdown(d: RecordDetailDto): RecordBreakdown {
  return {
    uid: d.uid,
    project: d.project_name,
    project_number: d.project.number ?? null,
    stage: d.stage,
    cost_basis_date: d.cost_basis_date,
    metro: d.metro,
    building_type: d.building_type_name,
    gsf: d.metrics.gsf ?? null,
    total_cents: d.total_cents,
    cost_per_gsf_cents: d.cost_per_gsf_cents,
    divisions: d.divisions.map((x) => ({
      division: x.division,
      label: x.label,
      amount_cents: x.amount_cents,
      share: x.share,
      per_gsf_cents: x.per_gsf_cents,
    })),
  };
}

const recordRef = z
  .string()
  .min(1)
  .max(200)
  .describe(
    "A record uid, or a project number (AB-2021-014) or name: that project's final (else latest) record",
  );

async function readBreakdown(scope: Scope, ref: string): Promise<RecordBreakdown | null> {
  const uid = await findRecord(scope, ref);
  return uid ? breakdown(await getRecord(scope, uid)) : null;
}

export const recordDivisionsTool: AiTool<{ record: string }, RecordBreakdown | null> = {
  name: "record_divisions",
  label: "record breakdown",
  description: "One project record's cost by division (amount, share of the total, $/GSF), with its total.",
  input: z.object({ record: recordRef }),
  async execute(ctx, input) {
    assertMayRead(ctx.scope, "project.read");
    const data = await readBreakdown(ctx.scope, input.record);
    return { data, citations: data ? [cite(data)] : [] };
  },
};

export type RecordComparison = { records: RecordBreakdown[]; not_found: string[] };

export const compareRecordsTool: AiTool<{ records: string[] }, RecordComparison> = {
  name: "compare_records",
  label: "record comparison",
  description: "Two to six project records side by side: total, $/GSF and each division's amount and $/GSF.",
  input: z.object({ records: z.array(recordRef).min(2).max(6) }),
  async execute(ctx, input) {
    assertMayRead(ctx.scope, "project.read");
    const found = await Promise.all(input.records.map((ref) => readBreakdown(ctx.scope, ref)));
    const records = found.filter((x): x is RecordBreakdown => x !== null);
    const notFound = input.records.filter((_, i) => found[i] === null);
    return { data: { records, not_found: notFound }, citations: records.map(cite) };
  },
};
