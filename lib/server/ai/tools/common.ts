// What the AI tools share: citations of the app's pages, the record filters a tool takes (building types by
// uid, default key or name; metros; states; a date range) turned into the project database's own filters.
import { eq } from "drizzle-orm";
import { z } from "zod";
import { db, schema } from "@/db";
import {
  emptyRecordFilters,
  filtersToSearchParams,
  type RecordFilters,
  recordStageLabels,
} from "@/lib/domain/project/filters";
import { type Permission, roleAllows } from "@/lib/domain/roles";
import { ForbiddenError } from "../../errors";
import type { Scope } from "../../scope-type";
import type { Citation } from "../agent-types";

export const recordCitation = (r: {
  uid: string;
  projectName: string;
  stage: string;
  costBasisDate: string;
}): Citation => ({
  kind: "project-record",
  uid: r.uid,
  label: `${r.projectName} · ${recordStageLabels[r.stage as keyof typeof recordStageLabels] ?? "Published estimate"} ${r.costBasisDate}`,
  href: `/project-record/${r.uid}`,
});

export const estimateCitation = (e: { uid: string; name: string }): Citation => ({
  kind: "estimate",
  uid: e.uid,
  label: e.name,
  href: `/estimate/${e.uid}`,
});

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Must be a date (YYYY-MM-DD)");

/** The filters every record tool takes; all optional, the company's records only. */
export const recordQueryFields = {
  building_types: z
    .array(z.string().min(1).max(120))
    .max(10)
    .optional()
    .describe('Building types: a default key ("multifamily.podium-mid-rise", "office"), a name or a uid'),
  metros: z.array(z.string().min(1).max(60)).max(20).optional().describe('Metro keys such as "denver-co"'),
  states: z
    .array(z.string().regex(/^[A-Za-z]{2}$/))
    .max(20)
    .optional()
    .describe("Two-letter state codes"),
  from: isoDate.optional().describe("Cost basis date from (inclusive)"),
  to: isoDate.optional().describe("Cost basis date to (inclusive)"),
  text: z.string().min(1).max(120).optional().describe("Project name, number, client or city contains"),
};

export type RecordQuery = {
  building_types?: string[];
  metros?: string[];
  states?: string[];
  from?: string;
  to?: string;
  text?: string;
};

type TypeRow = { uid: string; name: string; defaultKey: string | null; parentName: string | null };

async function companyTypes(companyUid: string): Promise<TypeRow[]> {
  const { buildingTypes: t } = schema;
  const rows = await db()
    .select({ uid: t.uid, name: t.name, defaultKey: t.defaultKey, parentUid: t.parentUid })
    .from(t)
    .where(eq(t.companyUid, companyUid));
  const nameOf = new Map(rows.map((r) => [r.uid, r.name]));
  return rows.map((r) => ({ ...r, parentName: r.parentUid ? (nameOf.get(r.parentUid) ?? null) : null }));
}

/** Building type words → the company's uids (a category's uid covers its types); unknown ones listed apart. */
export async function resolveBuildingTypes(scope: Scope, wanted: readonly string[]) {
  if (wanted.length === 0) return { uids: [] as string[], labels: [] as string[], unknown: [] as string[] };
  const rows = await companyTypes(scope.company.uid);
  const uids: string[] = [];
  const labels: string[] = [];
  const unknown: string[] = [];
  for (const w of wanted) {
    const key = w.trim().toLowerCase();
    const hit = rows.find(
      (r) =>
        r.uid === key ||
        r.defaultKey === key ||
        r.name.toLowerCase() === key ||
        (r.parentName && `${r.parentName} › ${r.name}`.toLowerCase() === key),
    );
    if (hit) {
      uids.push(hit.uid);
      labels.push(hit.parentName ? `${hit.parentName} › ${hit.name}` : hit.name);
    } else unknown.push(w);
  }
  return { uids, labels, unknown };
}

/** The project database's filters for a tool's query; `null` when a named building type is not the company's. */
export async function recordFilters(
  scope: Scope,
  q: RecordQuery,
  extra: Partial<RecordFilters> = {},
): Promise<{ filters: RecordFilters; typeLabels: string[]; unknownTypes: string[] }> {
  const types = await resolveBuildingTypes(scope, q.building_types ?? []);
  const filters: RecordFilters = {
    ...emptyRecordFilters,
    // A type the company does not have matches nothing (rather than everything).
    building_type: types.unknown.length ? ["00000000-0000-0000-0000-000000000000"] : types.uids,
    metro: (q.metros ?? []).map((m) => m.toLowerCase()),
    state: (q.states ?? []).map((s) => s.toUpperCase()),
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
    ...(q.text ? { q: q.text } : {}),
    ...extra,
  };
  return { filters, typeLabels: types.labels, unknownTypes: types.unknown };
}

/** A link to the project database's list with the same filters (the "see all n" of an answer). */
export function listHref(filters: RecordFilters): string {
  const params = filtersToSearchParams(filters, { omitCursor: true });
  params.delete("limit");
  params.delete("sort");
  params.delete("count");
  const s = params.toString();
  return s ? `/project?${s}` : "/project";
}

/** A tool reads only what the asking user's role may read (the permission its API route declares). */
export function assertMayRead(scope: Scope, permission: Permission): void {
  if (!roleAllows(scope.role, permission)) throw new ForbiddenError("Your role may not read this data");
}
