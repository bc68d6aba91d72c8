// Versions: named snapshots of an estimate (header, inputs, markups, unit mix, every line with the quantity and
// total the engine gave it, the totals), taken by hand, on a status or design stage change and before a reopen.
// A snapshot never changes; it is listed, read, compared (compare.ts) and restored as a new draft estimate.
import { and, desc, eq, sql } from "drizzle-orm";
import { type DbOrTx, db, schema, type Tx } from "@/db";
import type { EstimateRow } from "@/db/schema";
import type {
  CreateVersionInput,
  EstimateVersionDetailDto,
  EstimateVersionDto,
} from "@/lib/contract/estimate-version";
import { createEngine } from "@/lib/domain/estimate/engine";
import type { EscalationRate } from "@/lib/domain/estimate/escalation";
import type { Markup } from "@/lib/domain/estimate/markups";
import type { EstimateTotals } from "@/lib/domain/estimate/model";
import { type SnapshotLine, snapshotEngineLine } from "@/lib/domain/estimate/versions/snapshot";
import { writeAudit } from "../audit";
import { NotFoundError } from "../errors";
import type { Scope } from "../scope";
import {
  checkVersion,
  inputsRecord,
  loadEscalationRates,
  lockEstimate,
  readEstimate,
  scheduleOf,
  selectText,
  storeTotals,
} from "./core";
import { estimateDto } from "./dto";
import { headerOf, takeVersion, type VersionTrigger } from "./version-take";

const { estimateVersions: versions, users, buildingTypes, projects, estimates } = schema;

export interface Snapshot {
  header: ReturnType<typeof headerOf>;
  lines: SnapshotLine[];
  totals: EstimateTotals;
}

/** The estimate as stored now, as a snapshot: every line (budget order) with its engine quantity and total. */
export async function snapshotOf(tx: DbOrTx, estimate: EstimateRow, rates: readonly EscalationRate[]) {
  const text = await selectText(
    tx,
    sql`select coalesce(json_agg(json_build_array(uid, cost_code, description, quantity, unit,
      unit_cost_cents::float8, lump_sum_cents, split, cost_type, alternate, allowance, tags, notes, area, position)
      order by position), '[]')::text as rows
    from estimate_lines where estimate_uid = ${estimate.uid}::uuid`,
  );
  const lines = JSON.parse(text) as SnapshotLine[];
  const engine = createEngine({
    inputs: inputsRecord(estimate),
    markups: estimate.markups as unknown as Markup[],
    schedule: scheduleOf(estimate),
    escalation_rates: [...rates],
    lines: lines.map(snapshotEngineLine),
  });
  for (const l of lines) {
    const result = engine.line(l[0]);
    l[15] = result?.quantity ?? null;
    l[16] = result?.total_cents ?? 0;
  }
  return { header: headerOf(estimate), lines, totals: engine.totals() } satisfies Snapshot;
}

const summaryColumns = {
  uid: versions.uid,
  estimateUid: versions.estimateUid,
  name: versions.name,
  trigger: versions.trigger,
  reason: versions.reason,
  status: sql<string>`${versions.header}->>'status'`,
  designStage: sql<string>`${versions.header}->>'design_stage'`,
  directCents: versions.directCents,
  grandTotalCents: versions.grandTotalCents,
  lineCount: versions.lineCount,
  estimateVersion: versions.estimateVersion,
  createdByName: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
  createdAt: versions.createdAt,
};
type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & {
  uid: string;
  estimateUid: string;
  name: string;
  trigger: string;
  reason: string | null;
  status: string;
  designStage: string;
  directCents: number;
  grandTotalCents: number;
  lineCount: number;
  estimateVersion: number;
  createdByName: string | null;
  createdAt: Date;
};

function versionDto(r: SummaryRow): EstimateVersionDto {
  return {
    uid: r.uid,
    estimate_uid: r.estimateUid,
    name: r.name,
    trigger: r.trigger as EstimateVersionDto["trigger"],
    reason: r.reason,
    status: r.status ?? "",
    design_stage: r.designStage ?? "",
    direct_cents: Number(r.directCents),
    grand_total_cents: Number(r.grandTotalCents),
    line_count: r.lineCount,
    estimate_version: r.estimateVersion,
    created_by_name: r.createdByName?.trim() || null,
    created_at: new Date(r.createdAt).toISOString(),
  };
}

const versionWhere = (scope: Scope, estimateUid: string) =>
  and(eq(versions.estimateUid, estimateUid), eq(versions.companyUid, scope.company.uid));

export async function listVersions(scope: Scope, estimateUid: string) {
  await readEstimate(db(), scope, estimateUid);
  const rows = (await db()
    .select(summaryColumns)
    .from(versions)
    .leftJoin(users, eq(users.uid, versions.createdBy))
    .where(versionWhere(scope, estimateUid))
    .orderBy(desc(versions.createdAt), desc(versions.uid))) as SummaryRow[];
  const dtos = rows.map(versionDto);
  return {
    query: dtos.map((d) => d.uid),
    content: Object.fromEntries(dtos.map((d) => [d.uid, d])),
    total: dtos.length,
    next_cursor: null,
  };
}

async function readVersionSummary(tx: DbOrTx, scope: Scope, estimateUid: string, uid: string) {
  const [row] = (await tx
    .select(summaryColumns)
    .from(versions)
    .leftJoin(users, eq(users.uid, versions.createdBy))
    .where(and(versionWhere(scope, estimateUid), eq(versions.uid, uid)))) as SummaryRow[];
  if (!row) throw new NotFoundError("Version not found");
  return versionDto(row);
}

export async function createVersion(
  scope: Scope,
  estimateUid: string,
  input: CreateVersionInput,
  ifMatch?: number,
): Promise<EstimateVersionDto> {
  const rates = await loadEscalationRates(scope.company.uid);
  return db().transaction(async (tx) => {
    const estimate = await lockEstimate(tx, scope, estimateUid, { locked: true });
    checkVersion(estimate.version, ifMatch);
    const row = await takeVersion(tx, scope, estimate, { name: input.name, trigger: "manual", rates });
    return readVersionSummary(tx, scope, estimateUid, row.uid);
  });
}

export async function getVersion(
  scope: Scope,
  estimateUid: string,
  uid: string,
): Promise<EstimateVersionDetailDto> {
  const summary = await readVersionSummary(db(), scope, estimateUid, uid);
  const [row] = await db()
    .select({
      header: versions.header,
      inputs: versions.inputs,
      markups: versions.markups,
      totals: versions.totals,
    })
    .from(versions)
    .where(and(versionWhere(scope, estimateUid), eq(versions.uid, uid)));
  return { ...summary, ...row! };
}

/** A version of the company by uid alone (the compare names versions without their estimate); 404 otherwise. */
export async function readVersionRow(tx: DbOrTx, scope: Scope, uid: string) {
  const [row] = await tx
    .select({
      uid: versions.uid,
      estimateUid: versions.estimateUid,
      name: versions.name,
      createdAt: versions.createdAt,
      estimateName: estimates.name,
      lines: versions.lines,
      totals: versions.totals,
      rollup: versions.rollup,
    })
    .from(versions)
    .innerJoin(estimates, eq(estimates.uid, versions.estimateUid))
    .where(and(eq(versions.uid, uid), eq(versions.companyUid, scope.company.uid)));
  if (!row) throw new NotFoundError("Version not found");
  return row;
}

/** The company's own building type and project a restored header names, else null (they may be gone). */
async function stillThere(tx: Tx, scope: Scope, table: typeof buildingTypes | typeof projects, uid: unknown) {
  if (typeof uid !== "string") return null;
  const [row] = await tx
    .select({ uid: table.uid })
    .from(table)
    .where(and(eq(table.uid, uid), eq(table.companyUid, scope.company.uid)));
  return row ? uid : null;
}

const text = (v: unknown) => (typeof v === "string" ? v : null);

/** A new draft estimate from a version: its header, inputs, markups, unit mix and lines. Never overwrites. */
export async function restoreVersion(scope: Scope, estimateUid: string, uid: string, name?: string) {
  const rates = await loadEscalationRates(scope.company.uid);
  const row = await db().transaction(async (tx) => {
    await readEstimate(tx, scope, estimateUid);
    const [version] = await tx
      .select()
      .from(versions)
      .where(and(versionWhere(scope, estimateUid), eq(versions.uid, uid)));
    if (!version) throw new NotFoundError("Version not found");
    const h = version.header as Record<string, unknown>;
    const [created] = await tx
      .insert(estimates)
      .values({
        companyUid: scope.company.uid,
        name: name ?? `${text(h.name) ?? "Estimate"} — ${version.name}`.slice(0, 200),
        number: text(h.number),
        projectUid: await stillThere(tx, scope, projects, h.project_uid),
        client: text(h.client),
        location: text(h.location),
        state: text(h.state),
        metro: text(h.metro),
        buildingTypeUid: await stillThere(tx, scope, buildingTypes, h.building_type_uid),
        classification: text(h.classification) ?? "masterformat",
        designStage: text(h.design_stage) ?? "conceptual",
        pricingDate: text(h.pricing_date),
        constructionStart: text(h.construction_start),
        durationMonths: typeof h.duration_months === "number" ? h.duration_months : null,
        status: "draft",
        tags: Array.isArray(h.tags) ? (h.tags as string[]) : [],
        notes: text(h.notes),
        inputs: version.inputs as never,
        markups: version.markups,
        unitMix: version.unitMix,
        createdBy: scope.user.uid,
        updatedBy: scope.user.uid,
      })
      .returning();
    await tx.execute(sql`
      insert into estimate_lines (estimate_uid, company_uid, updated_by, position, cost_code, description, quantity,
        unit, unit_cost_cents, lump_sum_cents, split, cost_type, alternate, allowance, tags, notes, area)
      select ${created!.uid}::uuid, ${scope.company.uid}::uuid, ${scope.user.uid}::uuid, (e->>14)::float8,
        coalesce(e->>1, ''), e->>2, coalesce(e->>3, '0'), e->>4, (e->>5)::numeric, (e->>6)::bigint,
        case when jsonb_typeof(e->7) = 'object' then e->7 end, e->>8, coalesce((e->>9)::boolean, false),
        coalesce((e->>10)::boolean, false),
        coalesce(array(select jsonb_array_elements_text(case when jsonb_typeof(e->11) = 'array' then e->11
          else '[]'::jsonb end)), '{}'::text[]), e->>12, e->>13
      from estimate_versions v, jsonb_array_elements(v.lines::jsonb) e
      where v.uid = ${version.uid}::uuid`);
    const stored = await storeTotals(tx, scope, created!, rates);
    await writeAudit(tx, scope, {
      action: "estimate.version.restored",
      targetType: "estimate",
      targetUid: stored.uid,
      data: { from_estimate_uid: estimateUid, version_uid: uid },
    });
    return readEstimate(tx, scope, stored.uid);
  });
  return estimateDto(row);
}

/** The automatic version's name after a header write changed the status or design stage; null when neither. */
export function autoVersionName(
  before: Pick<EstimateRow, "status" | "designStage">,
  after: Pick<EstimateRow, "status" | "designStage">,
): { name: string; trigger: VersionTrigger } | null {
  if (before.status !== after.status)
    return { name: `Status: ${after.status.replace("_", " ")}`, trigger: "status" };
  if (before.designStage !== after.designStage)
    return { name: `Design stage: ${after.designStage.toUpperCase()}`, trigger: "design_stage" };
  return null;
}
