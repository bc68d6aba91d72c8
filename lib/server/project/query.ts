import { type AnyColumn, and, asc, desc, eq, gte, inArray, lte, ne, type SQL, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { countsTotal, type ListPage } from "@/lib/contract/list";
import type { RecordDto, RecordStatsDto } from "@/lib/contract/project-record";
import { parseSort, type RecordFilters, type RecordSortKey } from "@/lib/domain/project/filters";
import { boundingBox, earthRadiusMiles } from "@/lib/domain/project/geo";
import { recordFactors } from "@/lib/domain/project/normalise";
import type { RecordMetric } from "@/lib/domain/project/types";
import { roundHalfAwayFromZero } from "@/lib/domain/reference/cents";
import { indexValueAt } from "@/lib/domain/reference/normalisation";
import { periodStartFromNumber } from "@/lib/domain/reference/periods";
import { collection, escapeLike } from "../collection";
import { ValidationError } from "../errors";
import type { Scope } from "../scope";
import {
  type BuildingTypeInfo,
  expandBuildingTypes,
  loadBuildingTypes,
  loadNormalisation,
  type Normalisation,
} from "./context";
import { costPerSql, metricValue } from "./cost-per-sql";
import { recordDto } from "./dto";

// The record list, its statistics and map points over one set of filters. Every condition is on a column of
// project_records with an index (see db/schema/projects.ts), `q` included (the record's copy of its project's
// search text).

const { projectRecords: r, projects: p } = schema;

/** A record's tags and its project's: the expression of the GIN index project_records_all_tags_idx. */
const recordTagSet = sql`(${r.tags} || ${r.projectTags})`;

/** The WHERE of a filter set, tenant first. */
export function filterConditions(
  scope: Scope,
  filters: RecordFilters,
  types: Map<string, BuildingTypeInfo> | null,
): SQL {
  const companyUid = scope.company.uid;
  const conditions: (SQL | undefined)[] = [eq(r.companyUid, companyUid)];
  if (filters.q) {
    // The record's copy of its project's search text (`projectSearchText`, kept by triggers), under its own
    // trigram index: the same rows as matching the projects and taking their records, without the join.
    const like = `%${escapeLike(filters.q.toLowerCase())}%`;
    conditions.push(sql`${r.projectSearch} like ${like}`);
  }
  if (filters.building_type.length) {
    const uids = types ? expandBuildingTypes(types, filters.building_type) : filters.building_type;
    conditions.push(uids.length ? inArray(r.buildingTypeUid, uids) : sql`false`);
  }
  if (filters.state.length) conditions.push(inArray(r.state, filters.state));
  if (filters.metro.length) conditions.push(inArray(r.metro, filters.metro));
  // Published estimates only when the stage filter names them (they are not costs yet).
  if (filters.stage.length) conditions.push(inArray(r.stage, filters.stage));
  else conditions.push(ne(r.stage, "estimate"));
  if (filters.tag.length) {
    conditions.push(
      sql`${recordTagSet} && array[${sql.join(
        filters.tag.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (filters.from) conditions.push(gte(r.costBasisDate, filters.from));
  if (filters.to) conditions.push(lte(r.costBasisDate, filters.to));
  if (filters.gsf_min !== undefined) conditions.push(gte(r.gsf, filters.gsf_min));
  if (filters.gsf_max !== undefined) conditions.push(lte(r.gsf, filters.gsf_max));
  if (filters.cpg_min_cents !== undefined) conditions.push(gte(r.costPerGsfCents, filters.cpg_min_cents));
  if (filters.cpg_max_cents !== undefined) conditions.push(lte(r.costPerGsfCents, filters.cpg_max_cents));
  if (filters.near_lat !== undefined && filters.near_lng !== undefined && filters.radius_mi !== undefined) {
    const { near_lat: lat, near_lng: lng, radius_mi: radius } = filters;
    const box = boundingBox(lat, lng, radius);
    conditions.push(gte(r.latitude, box.minLat), lte(r.latitude, box.maxLat));
    if (box.minLng <= box.maxLng) conditions.push(gte(r.longitude, box.minLng), lte(r.longitude, box.maxLng));
    else conditions.push(sql`(${r.longitude} >= ${box.minLng} or ${r.longitude} <= ${box.maxLng})`);
    // Haversine on the rows the box let through.
    conditions.push(
      sql`2 * ${earthRadiusMiles}::float8 * asin(least(1, sqrt(power(sin(radians(${r.latitude} - ${lat}::float8) / 2), 2) + cos(radians(${lat}::float8)) * cos(radians(${r.latitude})) * power(sin(radians(${r.longitude} - ${lng}::float8) / 2), 2)))) <= ${radius}::float8`,
    );
  }
  return and(...conditions)!;
}

// ── List ─────────────────────────────────────────────────────────────────────────────────────────────

const sortColumns = {
  cost_basis_date: { column: r.costBasisDate, type: "date" },
  total: { column: r.totalCents, type: "bigint" },
  cost_per_gsf: { column: r.costPerGsfCents, type: "bigint" },
  gsf: { column: r.gsf, type: "numeric" },
  project_name: { column: r.projectName, type: "text" },
  updated_at: { column: r.updatedAt, type: "timestamptz" },
} as const satisfies Record<RecordSortKey, { column: unknown; type: string }>;

/** The sort's column; cost_per_gsf under `per=units` (…) is total ÷ units, rounded half away from zero. */
function sortColumn(
  key: RecordSortKey,
  per: RecordMetric | undefined,
): { column: SQL | AnyColumn; type: string } {
  if (key === "cost_per_gsf" && per && per !== "gsf")
    return { column: sql`${costPerSql(per)}::bigint`, type: "bigint" };
  return sortColumns[key];
}

type Cursor = { v: string | null; u: string };

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify(c)).toString("base64url");
}

function decodeCursor(text: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      c &&
      typeof c.u === "string" &&
      /^[0-9a-f-]{36}$/.test(c.u) &&
      (c.v === null || typeof c.v === "string")
    ) {
      return c;
    }
  } catch {}
  throw new ValidationError({ cursor: "Not a cursor from this list; start again from the first page" });
}

/** Keyset condition after the cursor row: (value, uid) beyond it, nulls last in both directions. */
function afterCursor(
  key: RecordSortKey,
  per: RecordMetric | undefined,
  descending: boolean,
  cursor: Cursor,
): SQL {
  const { column, type } = sortColumn(key, per);
  const u = cursor.u;
  if (cursor.v === null)
    return sql`(${column} is null and ${r.uid} ${descending ? sql`<` : sql`>`} ${u}::uuid)`;
  const v = sql`cast(${cursor.v} as ${sql.raw(type)})`;
  const cmp = descending ? sql`<` : sql`>`;
  return sql`(${column} ${cmp} ${v} or (${column} = ${v} and ${r.uid} ${cmp} ${u}::uuid) or ${column} is null)`;
}

const listColumns = {
  uid: r.uid,
  projectUid: r.projectUid,
  projectName: r.projectName,
  metro: r.metro,
  state: r.state,
  latitude: r.latitude,
  longitude: r.longitude,
  buildingTypeUid: r.buildingTypeUid,
  stage: r.stage,
  classification: r.classification,
  bidDate: r.bidDate,
  startDate: r.startDate,
  completionDate: r.completionDate,
  costBasisDate: r.costBasisDate,
  metrics: r.metrics,
  gsf: r.gsf,
  totalCents: r.totalCents,
  costPerGsfCents: r.costPerGsfCents,
  tags: r.tags,
  projectTags: r.projectTags,
  version: r.version,
  updatedAt: r.updatedAt,
};

/** The page and count queries of a filter set (exported so the benchmark can EXPLAIN them). */
export function listQueries(
  scope: Scope,
  filters: RecordFilters,
  types: Map<string, BuildingTypeInfo> | null,
) {
  const where = filterConditions(scope, filters, types);
  const { key, descending } = parseSort(filters.sort);
  const { column } = sortColumn(key, filters.per);
  const cursor = filters.cursor ? decodeCursor(filters.cursor) : null;
  const dir = descending ? desc : asc;
  return {
    page: db()
      .select({ ...listColumns, sortValue: sql<string | null>`${column}::text` })
      .from(r)
      .where(cursor ? and(where, afterCursor(key, filters.per, descending, cursor)) : where)
      // Nullable columns put their nulls last both ways; NOT NULL ones keep the plain order an index gives.
      .orderBy(
        key === "cost_per_gsf" || key === "gsf" ? sql`${dir(column)} nulls last` : dir(column),
        dir(r.uid),
      )
      .limit(filters.limit + 1),
    count: db().select({ n: sql<number>`count(*)::int` }).from(r).where(where),
  };
}

/** A page of records; the total is counted on the first page (or when asked), never again per page. */
export async function listRecords(scope: Scope, filters: RecordFilters): Promise<ListPage<RecordDto>> {
  const [types, norm] = await Promise.all([loadBuildingTypes(scope), loadNormalisation(scope, filters)]);
  const queries = listQueries(scope, filters, types);
  const [rows, total] = await Promise.all([
    queries.page,
    countsTotal(filters) ? queries.count.then(([counted]) => Number(counted?.n ?? 0)) : null,
  ]);
  const page = rows.slice(0, filters.limit);
  const last = page.at(-1);
  const next = rows.length > filters.limit && last ? encodeCursor({ v: last.sortValue, u: last.uid }) : null;
  const cities = await projectCities(page.map((row) => row.projectUid));
  const items = page.map((row) =>
    recordDto(row, {
      city: cities.get(row.projectUid) ?? null,
      buildingTypeName: row.buildingTypeUid ? (types.get(row.buildingTypeUid)?.label ?? null) : null,
      factors: norm ? recordFactors(recordWhere(row), norm.targets, norm.series, norm.table) : null,
    }),
  );
  return collection(items, total, next);
}

export const recordWhere = (row: { costBasisDate: string; metro: string | null; state: string | null }) => ({
  cost_basis_date: row.costBasisDate,
  metro: row.metro,
  state: row.state,
});

async function projectCities(uids: string[]): Promise<Map<string, string | null>> {
  if (uids.length === 0) return new Map();
  const rows = await db()
    .select({ uid: p.uid, city: p.city })
    .from(p)
    .where(inArray(p.uid, [...new Set(uids)]));
  return new Map(rows.map((row) => [row.uid, row.city]));
}

// ── Statistics ───────────────────────────────────────────────────────────────────────────────────────

type Row = Record<string, unknown>;
const rowsOf = (result: unknown): Row[] =>
  Array.isArray(result) ? result : ((result as { rows: Row[] }).rows ?? []);
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const cents = (v: unknown): number | null => {
  const n = num(v);
  return n === null ? null : roundHalfAwayFromZero(n);
};

/**
 * The $/GSF each row contributes: the stored value, or — with targets — total × time factor of its basis month
 * × location factor of its metro/state ÷ GSF, rounded half away from zero once (numeric round). A basis month
 * after the series takes its last value; rows before its first month are left out (null) rather than guessed
 * — counted in `count`, not in `valued`.
 */
function cpgSource(norm: Normalisation | null, per: RecordMetric = "gsf"): { joins: SQL; value: SQL } {
  if (!norm && per === "gsf") return { joins: sql``, value: sql`${r.costPerGsfCents}::float8` };
  if (!norm) return { joins: sql``, value: sql`${costPerSql(per)}::float8` };
  const joins: SQL[] = [];
  const factors: SQL[] = [sql`${r.totalCents}::float8`];
  if (norm.targets.date && norm.series) {
    const series = norm.series;
    const target = indexValueAt(series, norm.targets.date);
    if (target.ok && series.keys.length) {
      const months: SQL[] = [];
      const first = series.frequency === "monthly" ? series.keys[0]! : series.keys[0]! * 3;
      const last = series.frequency === "monthly" ? series.keys.at(-1)! : series.keys.at(-1)! * 3 + 2;
      for (let m = first; m <= last; m++) {
        const month = periodStartFromNumber(m, "monthly");
        const at = indexValueAt(series, month);
        if (at.ok) months.push(sql`(${month.slice(0, 7)}, ${target.value / at.value}::float8)`);
      }
      joins.push(
        sql` left join (values ${sql.join(months, sql`, `)}) as tf(m, f) on tf.m = to_char(${r.costBasisDate}, 'YYYY-MM')`,
      );
      // A basis after the last published period takes the last value (as recordFactors does).
      const lastMonth = periodStartFromNumber(last, "monthly").slice(0, 7);
      const latest = target.value / series.values.at(-1)!;
      factors.push(
        sql`coalesce(tf.f, case when to_char(${r.costBasisDate}, 'YYYY-MM') > ${lastMonth} then ${latest}::float8 end)`,
      );
    }
  }
  if (norm.targets.location) {
    const metros = [...norm.table.metros.entries()].map(([k, v]) => sql`(${k}, ${v.value}::float8)`);
    const states = [...norm.table.states.entries()].map(([k, v]) => sql`(${k}, ${v.value}::float8)`);
    const none = sql`(select null::text, null::float8 where false)`;
    joins.push(
      metros.length
        ? sql` left join (values ${sql.join(metros, sql`, `)}) as lm(k, v) on lm.k = ${r.metro}`
        : sql` left join ${none} as lm(k, v) on false`,
      states.length
        ? sql` left join (values ${sql.join(states, sql`, `)}) as ls(k, v) on ls.k = ${r.state}`
        : sql` left join ${none} as ls(k, v) on false`,
    );
    factors.push(sql`(${norm.targets.location.value}::float8 / coalesce(lm.v, ls.v, 100))`);
  }
  return {
    joins: sql.join(joins, sql``),
    value: sql`round((${sql.join(factors, sql` * `)} / ${metricValue(per)}::float8)::numeric)::float8`,
  };
}

/**
 * The statistics of a filter set in one statement: the filtered rows are read once (a materialised CTE) for the
 * count, the quartiles overall and per building type (grouping sets), and the histogram, whose bucket width is
 * chosen in SQL by the same rule as `niceBucketWidth` (1, 2, 2.5 or 5 × 10^k cents, at most 20 buckets).
 */
export function statsQuery(
  scope: Scope,
  filters: RecordFilters,
  types: Map<string, BuildingTypeInfo> | null,
  norm: Normalisation | null,
) {
  const where = filterConditions(scope, filters, types);
  const { joins, value } = cpgSource(norm, filters.per);
  return sql`
    with x as materialized (
      select ${r.buildingTypeUid} as t, ${r.projectUid} as p, ${value} as v from ${r}${joins} where ${where}
    ),
    agg as (
      select t, grouping(t) as g, count(*)::int as n, count(v)::int as nv, count(distinct p)::int as np,
        percentile_cont(array[0.25, 0.5, 0.75]::float8[]) within group (order by v) as q,
        min(v) as lo, max(v) as hi
      from x group by grouping sets ((), (t))
    ),
    raw as (
      select lo, hi, greatest(1, hi - lo) / 20.0 as raw from agg where g = 1 and lo is not null
    ),
    w as (
      select lo, hi, coalesce(
        (select m * power(10, floor(log(raw.raw))) from unnest(array[1, 2, 2.5, 5, 10]::numeric[]) as m
          where m * power(10, floor(log(raw.raw))) >= raw.raw
            and m * power(10, floor(log(raw.raw))) = floor(m * power(10, floor(log(raw.raw))))
          order by m limit 1),
        ceil(raw.raw))::float8 as width
      from raw
    ),
    layout as (
      select width, floor(lo / width) * width as start, greatest(1, floor((hi - floor(lo / width) * width) / width) + 1)::int as buckets
      from w
    ),
    h as (
      select least(layout.buckets - 1, floor((x.v - layout.start) / layout.width))::int as b, count(*)::int as n
      from x, layout where x.v is not null group by 1
    )
    select
      (select coalesce(json_agg(json_build_object('t', t, 'g', g, 'n', n, 'nv', nv, 'np', np, 'q', q, 'lo', lo, 'hi', hi)), '[]') from agg)::text as agg,
      (select row_to_json(layout) from layout)::text as layout,
      (select coalesce(json_agg(json_build_object('b', b, 'n', n)), '[]') from h)::text as hist`;
}

type AggRow = {
  t: string | null;
  g: number;
  n: number;
  nv: number;
  np: number;
  q: (number | null)[] | null;
  lo: number | null;
  hi: number | null;
};

export async function recordStats(scope: Scope, filters: RecordFilters): Promise<RecordStatsDto> {
  const [types, norm] = await Promise.all([loadBuildingTypes(scope), loadNormalisation(scope, filters)]);
  const [result] = rowsOf(await db().execute(statsQuery(scope, filters, types, norm)));
  const grouped = JSON.parse(String(result?.agg ?? "[]")) as AggRow[];
  const layout = result?.layout
    ? (JSON.parse(String(result.layout)) as { width: number; start: number; buckets: number })
    : null;
  const counted = new Map<number, number>();
  for (const b of JSON.parse(String(result?.hist ?? "[]")) as { b: number; n: number }[])
    counted.set(b.b, b.n);
  const total = grouped.find((g) => Number(g.g) === 1);
  const histogram: RecordStatsDto["histogram"] = layout
    ? Array.from({ length: layout.buckets }, (_, i) => ({
        from_cents: layout.start + i * layout.width,
        to_cents: layout.start + (i + 1) * layout.width,
        count: counted.get(i) ?? 0,
      }))
    : [];
  const quart = (g: AggRow | undefined, i: number) => cents(g?.q?.[i] ?? null);
  const byType = grouped
    .filter((g) => Number(g.g) === 0)
    .map((g) => {
      const uid = g.t ?? null;
      return {
        building_type_uid: uid,
        name: uid ? (types.get(uid)?.label ?? "Unknown type") : "No building type",
        count: Number(g.n),
        valued: Number(g.nv),
        median_cpg_cents: quart(g, 1),
        p25_cpg_cents: quart(g, 0),
        p75_cpg_cents: quart(g, 2),
      };
    })
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  return {
    count: Number(total?.n ?? 0),
    valued: Number(total?.nv ?? 0),
    projects: Number(total?.np ?? 0),
    median_cpg_cents: quart(total, 1),
    p25_cpg_cents: quart(total, 0),
    p75_cpg_cents: quart(total, 2),
    histogram,
    by_building_type: byType,
  };
}
