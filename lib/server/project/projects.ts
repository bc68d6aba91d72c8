import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { ProjectRow } from "@/db/schema";
import { projectSearchText } from "@/db/schema/projects";
import { countsTotal, type ListPage } from "@/lib/contract/list";
import type {
  CreateProjectInput,
  ListProjectsQuery,
  ProjectDto,
  ProjectWithMetricsDto,
  UpdateProjectInput,
} from "@/lib/contract/project";
import { writeAudit } from "../audit";
import { collection, escapeLike } from "../collection";
import { PreconditionFailedError, ValidationError } from "../errors";
import type { Scope } from "../scope";
import { recordFileKeys, removeStoredObjects } from "../storage/removal";
import { enqueueWebhook, kickWebhooks } from "../webhooks/events";
import { recordsChanged } from "./company-cache";
import { type BuildingTypeInfo, loadBuildingTypes } from "./context";
import { projectDto } from "./dto";
import { insertRecord, loadProject, projectCopies, projectNotFound } from "./records";

const { projects, projectRecords: records } = schema;

async function recordCounts(uids: string[]): Promise<Map<string, number>> {
  if (uids.length === 0) return new Map();
  const rows = await db()
    .select({ uid: records.projectUid, n: sql<number>`count(*)::int` })
    .from(records)
    .where(inArray(records.projectUid, uids))
    .groupBy(records.projectUid);
  return new Map(rows.map((r) => [r.uid, Number(r.n)]));
}

const typeLabel = (types: Map<string, BuildingTypeInfo>, uid: string | null) =>
  uid ? (types.get(uid)?.label ?? null) : null;

async function toDto(scope: Scope, row: ProjectRow): Promise<ProjectDto> {
  const [counts, types] = await Promise.all([recordCounts([row.uid]), loadBuildingTypes(scope)]);
  return projectDto(row, counts.get(row.uid) ?? 0, typeLabel(types, row.buildingTypeUid));
}

type Cursor = { n: string; u: string };

function decodeCursor(text: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (typeof c?.n === "string" && typeof c?.u === "string" && /^[0-9a-f-]{36}$/.test(c.u)) return c;
  } catch {}
  throw new ValidationError({ cursor: "Not a cursor from this list; start again from the first page" });
}

/**
 * `q` in the name, number, client or city, each on its own: a phrase is not matched across two of them. The
 * trigram index (projects_search_trgm_idx) holds the four joined by spaces, and every column's text is a part
 * of that, so the joined text finds every candidate through the index. A match there that holds no space lies
 * within one column, so without a space in `q` the candidates are the answer; a phrase with one could match
 * across a joint, so its candidates are checked against each column. The index looks up runs of three letters
 * or digits; a search without one reads every project either way, and the columns alone cost less to read.
 */
function searchCondition(q: string | undefined) {
  if (!q) return undefined;
  const like = `%${escapeLike(q.toLowerCase())}%`;
  const perColumn = sql`(lower(${projects.name}) like ${like} or lower(coalesce(${projects.number}, '')) like ${like} or lower(coalesce(${projects.client}, '')) like ${like} or lower(coalesce(${projects.city}, '')) like ${like})`;
  if (!/[\p{L}\p{N}]{3}/u.test(q)) return perColumn;
  const candidates = sql`${projectSearchText(projects)} like ${like}`;
  return like.includes(" ") ? sql`(${candidates} and ${perColumn})` : candidates;
}

const sortKey = sql<string>`lower(${projects.name})`;
/**
 * Each listed project's records, counted in the page query itself (an index lookup per row, no extra trip).
 * Written with qualified names: in a select list Drizzle renders a column without its table, and an
 * unqualified "uid" inside the subquery is the record's own (every count was 0, each a scan of every record).
 */
const recordCount = sql<number>`(select count(*)::int from "project_records" where "project_records"."project_uid" = "projects"."uid")`;

/** The page and count queries of a list request (exported so the benchmark can EXPLAIN them). */
export function projectListQueries(scope: Scope, query: ListProjectsQuery) {
  const where = and(eq(projects.companyUid, scope.company.uid), searchCondition(query.q));
  const c = query.cursor ? decodeCursor(query.cursor) : null;
  const after = c ? and(where, sql`(${sortKey}, ${projects.uid}) > (${c.n}, ${c.u}::uuid)`) : where;
  return {
    // The sort key comes back with the row, so the next page's cursor holds the database's own lower(name):
    // JavaScript's toLowerCase differs from it outside ASCII, and a cursor made with one skipped or repeated rows.
    page: db()
      .select({ ...getTableColumns(projects), sortKey, recordCount })
      .from(projects)
      .where(after)
      .orderBy(asc(sortKey), asc(projects.uid))
      .limit(query.limit + 1),
    count: db().select({ n: sql<number>`count(*)::int` }).from(projects).where(where),
  };
}

/**
 * Projects by name (then uid), searched by name, number, client or city; keyset pages. The total is counted
 * on the first page (or when asked), never again per page.
 */
export async function listProjects(scope: Scope, query: ListProjectsQuery): Promise<ListPage<ProjectDto>> {
  const queries = projectListQueries(scope, query);
  const [rows, total, types] = await Promise.all([
    queries.page,
    countsTotal(query) ? queries.count.then(([counted]) => Number(counted?.n ?? 0)) : null,
    loadBuildingTypes(scope),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const next =
    rows.length > query.limit && last
      ? Buffer.from(JSON.stringify({ n: last.sortKey, u: last.uid })).toString("base64url")
      : null;
  return collection(
    page.map((r) => projectDto(r, Number(r.recordCount), typeLabel(types, r.buildingTypeUid))),
    total,
    next,
  );
}

export async function getProject(scope: Scope, uid: string): Promise<ProjectWithMetricsDto> {
  const [[row], types, [latest]] = await Promise.all([
    db()
      .select({ ...getTableColumns(projects), recordCount })
      .from(projects)
      .where(and(eq(projects.uid, uid), eq(projects.companyUid, scope.company.uid))),
    loadBuildingTypes(scope),
    // The record a new estimate linked to the project takes its metrics from (lib/server/estimate/from-project.ts).
    db()
      .select({ metrics: records.metrics })
      .from(records)
      .where(and(eq(records.projectUid, uid), eq(records.companyUid, scope.company.uid)))
      .orderBy(desc(records.costBasisDate), desc(records.createdAt))
      .limit(1),
  ]);
  if (!row) throw projectNotFound();
  return {
    ...projectDto(row, Number(row.recordCount), typeLabel(types, row.buildingTypeUid)),
    latest_metrics: latest?.metrics ?? {},
  };
}

/** A building type must be the company's own; anything else is a field error (never another tenant's). */
async function checkBuildingType(scope: Scope, uid: string | null | undefined) {
  if (!uid) return;
  const types = await loadBuildingTypes(scope);
  if (!types.has(uid)) throw new ValidationError({ building_type_uid: "Unknown building type" });
}

function projectValues(input: UpdateProjectInput) {
  const map = {
    name: input.name,
    number: input.number,
    client: input.client,
    architect: input.architect,
    address: input.address,
    city: input.city,
    state: input.state,
    zip: input.zip,
    metro: input.metro,
    latitude: input.latitude,
    longitude: input.longitude,
    buildingTypeUid: input.building_type_uid,
    constructionType: input.construction_type,
    workType: input.work_type,
    deliveryMethod: input.delivery_method,
    stories: input.stories,
    tags: input.tags,
    notes: input.notes,
  };
  return Object.fromEntries(Object.entries(map).filter(([, v]) => v !== undefined)) as Partial<ProjectRow>;
}

/** A project, and optionally its first record with cost lines, in one transaction. */
export async function createProject(
  scope: Scope,
  input: CreateProjectInput,
): Promise<ProjectDto & { record_uid?: string }> {
  await checkBuildingType(scope, input.building_type_uid);
  const { record, ...fields } = input;
  const result = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        ...(projectValues(fields) as typeof projects.$inferInsert),
        name: fields.name,
        companyUid: scope.company.uid,
        createdBy: scope.user.uid,
      })
      .returning();
    const created = record ? await insertRecord(tx, scope, row!, record) : null;
    if (created) {
      // A record made with its project raises record.created as one created on its own does (records.ts).
      await enqueueWebhook(tx, scope.company.uid, "record.created", {
        uid: created.uid,
        project_uid: row!.uid,
        stage: created.stage,
        version: created.version,
      });
    }
    await writeAudit(tx, scope, {
      action: "project.created",
      targetType: "project",
      targetUid: row!.uid,
      data: { name: row!.name, record_uid: created?.uid },
    });
    return { row: row!, recordUid: created?.uid };
  });
  if (result.recordUid) {
    recordsChanged(scope.company.uid);
    kickWebhooks();
  }
  const dto = await toDto(scope, result.row);
  return result.recordUid ? { ...dto, record_uid: result.recordUid } : dto;
}

/** Changes the fields sent and copies the filter fields to every record of the project (same transaction). */
export async function updateProject(
  scope: Scope,
  uid: string,
  input: UpdateProjectInput,
  ifMatch: number | undefined,
): Promise<ProjectDto> {
  await checkBuildingType(scope, input.building_type_uid);
  const row = await db().transaction(async (tx) => {
    const current = await loadProject(tx, scope, uid, true);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    const merged = { ...current, ...projectValues(input) };
    if ((merged.latitude === null) !== (merged.longitude === null)) {
      throw new ValidationError({
        [merged.latitude === null ? "latitude" : "longitude"]: "Give both latitude and longitude, or neither",
      });
    }
    const [updated] = await tx
      .update(projects)
      .set({ ...projectValues(input), version: sql`${projects.version} + 1`, updatedAt: new Date() })
      .where(and(eq(projects.uid, uid), eq(projects.companyUid, scope.company.uid)))
      .returning();
    const before = projectCopies(current);
    const after = projectCopies(updated!);
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await tx
        .update(records)
        .set({ ...after, updatedAt: new Date() })
        .where(and(eq(records.projectUid, uid), eq(records.companyUid, scope.company.uid)));
    }
    await writeAudit(tx, scope, {
      action: "project.updated",
      targetType: "project",
      targetUid: uid,
      data: { fields: Object.keys(input) },
    });
    return updated!;
  });
  recordsChanged(scope.company.uid);
  return toDto(scope, row);
}

/** Removes the project with its records, cost lines and files (rows, then the stored objects). */
export async function deleteProject(scope: Scope, uid: string, ifMatch: number | undefined) {
  const keys = await db().transaction(async (tx) => {
    const current = await loadProject(tx, scope, uid, true);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    const keys = await recordFileKeys(tx, scope.company.uid, { projectUid: uid });
    await tx.delete(projects).where(and(eq(projects.uid, uid), eq(projects.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: "project.deleted",
      targetType: "project",
      targetUid: uid,
      data: { name: current.name },
    });
    return keys;
  });
  recordsChanged(scope.company.uid);
  await removeStoredObjects(keys);
}
