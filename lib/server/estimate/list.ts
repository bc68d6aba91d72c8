// The estimate list: search, filters and sort over the company's estimates, in offset-cursor pages. The total
// is counted on the first page or when asked; other pages read one row more to know whether one follows.
import { and, arrayOverlaps, asc, count, eq, gte, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { EstimateListQueryParsed } from "@/lib/contract/estimate";
import { countsTotal } from "@/lib/contract/list";
import { collection, escapeLike } from "../collection";
import type { Scope } from "../scope";
import { selectWithNames } from "./core";
import { estimateListItemDto } from "./dto";

const { estimates, buildingTypes } = schema;

function sortOrder(sort: string): SQL[] {
  const descending = sort.startsWith("-");
  const key = sort.replace(/^-/, "");
  const expr: Record<string, SQL> = {
    name: sql`lower(${estimates.name})`,
    updated_at: sql`${estimates.updatedAt}`,
    created_at: sql`${estimates.createdAt}`,
    grand_total: sql`${estimates.grandTotalCents}`,
    cost_per_gsf: sql`(${estimates.grandTotalCents} / nullif(${estimates.gsf}, 0))`,
    status: sql`${estimates.status}`,
  };
  const e = expr[key] ?? expr.updated_at!;
  return [descending ? sql`${e} desc nulls last` : sql`${e} asc nulls last`, asc(estimates.uid)];
}

/** Estimates of the chosen building types; a category includes its types. */
function ofBuildingTypes(companyUid: string, uids: string[]): SQL {
  const types = db()
    .select({ uid: buildingTypes.uid })
    .from(buildingTypes)
    .where(
      and(
        eq(buildingTypes.companyUid, companyUid),
        or(inArray(buildingTypes.uid, uids), inArray(buildingTypes.parentUid, uids)),
      ),
    );
  return inArray(estimates.buildingTypeUid, types);
}

function searchText(q: string): SQL {
  const like = `%${escapeLike(q)}%`;
  return or(
    ilike(estimates.name, like),
    ilike(estimates.number, like),
    ilike(estimates.client, like),
    ilike(estimates.location, like),
  )!;
}

/** The list's filters as one condition, always within the scope's company and of one kind (templates apart). */
function listCondition(scope: Scope, query: EstimateListQueryParsed, kind: EstimateKind): SQL | undefined {
  const companyUid = scope.company.uid;
  const where: SQL[] = [eq(estimates.companyUid, companyUid), eq(estimates.kind, kind)];
  if (query.q) where.push(searchText(query.q));
  // Archived estimates only when the status filter names them.
  if (query.status.length) where.push(inArray(estimates.status, query.status));
  else where.push(ne(estimates.status, "archived"));
  if (query.tag.length) where.push(arrayOverlaps(estimates.tags, query.tag));
  if (query.building_type.length) where.push(ofBuildingTypes(companyUid, query.building_type));
  if (query.updated_from) where.push(gte(estimates.updatedAt, new Date(query.updated_from)));
  return and(...where);
}

async function listRows(condition: SQL | undefined, sort: string, limit: number, offset: number) {
  const rows = await selectWithNames(db())
    .where(condition)
    .orderBy(...sortOrder(sort))
    .limit(limit)
    .offset(offset);
  return rows.map((r) =>
    estimateListItemDto({
      ...r.estimate,
      buildingTypeName: r.buildingTypeName,
      updatedByName: r.updatedByName,
      childCount: r.childCount,
      parentName: r.parentName,
    }),
  );
}

async function countRows(condition: SQL | undefined): Promise<number> {
  const [total] = await db().select({ n: count() }).from(estimates).where(condition);
  return total?.n ?? 0;
}

export type EstimateKind = "estimate" | "template";

/** The company's estimates, or its templates (`kind`): a template is never listed or counted as an estimate. */
export async function listEstimates(
  scope: Scope,
  query: EstimateListQueryParsed,
  kind: EstimateKind = "estimate",
) {
  const condition = listCondition(scope, query, kind);
  const offset = query.cursor ? Number(query.cursor) : 0;
  const [rows, total] = await Promise.all([
    listRows(condition, query.sort, query.limit + 1, offset),
    countsTotal(query) ? countRows(condition) : null,
  ]);
  const items = rows.slice(0, query.limit);
  return collection(items, total, rows.length > query.limit ? String(offset + items.length) : null);
}
