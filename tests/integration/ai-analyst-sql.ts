// Independent SQL for the analyst's fixture (tests/fixtures/ai-questions.json): each figure an answer shows,
// recomputed straight from the tables, not through the services or tools the analyst uses.
import { type SQL, sql } from "drizzle-orm";
import { db } from "@/db";
import { formatCurrency } from "@/lib/domain/money-format";

export type SetCheck = {
  types?: string[];
  metros?: string[];
  states?: string[];
  from?: string;
  to?: string;
  metric?: "gsf" | "units" | "beds" | "keys" | "seats" | "stalls";
  normalised?: boolean;
};

type Row = Record<string, unknown>;
export async function rows(query: SQL): Promise<Row[]> {
  const result = await db().execute(query);
  return Array.isArray(result) ? result : (result as { rows: Row[] }).rows;
}

const money = (c: number) => formatCurrency(c);
const whole = (c: number) => formatCurrency(c, { cents: false });
const list = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const perLabel = { gsf: "GSF", units: "unit", beds: "bed", keys: "key", seats: "seat", stalls: "stall" };

/** The WHERE of a record set: the company's records but published estimates, like the project database. */
export function setWhere(company: string, c: SetCheck): SQL {
  const parts: SQL[] = [sql`r.company_uid = ${company}`, sql`r.stage <> 'estimate'`];
  if (c.types?.length) {
    parts.push(sql`r.building_type_uid in (select b.uid from building_types b where b.company_uid = ${company}
      and (b.default_key in (${list(c.types)}) or b.parent_uid in (select p.uid from building_types p
      where p.company_uid = ${company} and p.default_key in (${list(c.types)}))))`);
  }
  if (c.metros?.length) parts.push(sql`r.metro in (${list(c.metros)})`);
  if (c.states?.length) parts.push(sql`r.state in (${list(c.states)})`);
  if (c.from) parts.push(sql`r.cost_basis_date >= ${c.from}`);
  if (c.to) parts.push(sql`r.cost_basis_date <= ${c.to}`);
  const metric = c.metric ?? "gsf";
  parts.push(
    metric === "gsf"
      ? sql`r.cost_per_gsf_cents is not null`
      : sql`coalesce((r.metrics ->> ${metric})::numeric, 0) > 0`,
  );
  return sql.join(parts, sql` and `);
}

/** n and quartiles of $/metric: each record's value rounded to the cent, percentile_cont, rounded again. */
export async function setStats(company: string, c: SetCheck) {
  const metric = c.metric ?? "gsf";
  const value =
    metric === "gsf"
      ? sql`r.cost_per_gsf_cents::float8`
      : sql`round(r.total_cents::numeric / (r.metrics ->> ${metric})::numeric)::float8`;
  const [row] = await rows(sql`select count(*)::int as n,
      percentile_cont(0.25) within group (order by ${value}) as p25,
      percentile_cont(0.5) within group (order by ${value}) as p50,
      percentile_cont(0.75) within group (order by ${value}) as p75
    from project_records r where ${setWhere(company, c)}`);
  const q = (v: unknown) => (v === null ? null : Math.round(Number(v)));
  return { n: Number(row!.n), p25: q(row!.p25), p50: q(row!.p50), p75: q(row!.p75), per: perLabel[metric] };
}

export async function statsFigures(company: string, c: SetCheck): Promise<Record<string, string>> {
  const s = await setStats(company, c);
  if (s.n === 0) return { none: "I found **no records**" };
  if (c.normalised) return { n: `**n = ${s.n.toLocaleString("en-US")}**` };
  return {
    median: `**Median ${money(s.p50!)} per ${s.per}**`,
    p25: `P25 ${money(s.p25!)}`,
    p75: `P75 ${money(s.p75!)}`,
    n: `**n = ${s.n.toLocaleString("en-US")}**`,
  };
}

export async function searchFigures(company: string, c: SetCheck) {
  const [row] =
    await rows(sql`select count(*)::int as n from project_records r where ${setWhere(company, { ...c, metric: undefined })}
    `);
  const n = Number(row!.n);
  return {
    n,
    figures: { count: n === 1 ? "**1 record** matches" : `**${n.toLocaleString("en-US")} records** match` },
  };
}

/** The record a project number names: its final record, else its latest. */
export async function recordOf(company: string, number: string) {
  const [row] = await rows(sql`select r.uid, r.total_cents, r.cost_per_gsf_cents from project_records r
    join projects p on p.uid = r.project_uid
    where r.company_uid = ${company} and p.number = ${number}
    order by case r.stage when 'final' then 0 when 'gmp' then 1 when 'bid' then 2 when 'conceptual' then 3 else 4 end,
      r.cost_basis_date desc, r.uid limit 1`);
  return row as { uid: string; total_cents: number; cost_per_gsf_cents: number };
}

export async function recordFigures(company: string, number: string) {
  const r = await recordOf(company, number);
  const [top] = await rows(sql`select division, sum(amount_cents)::bigint as amount from record_costs
    where record_uid = ${r.uid} group by division order by 2 desc limit 1`);
  return {
    uid: r.uid,
    figures: {
      total: `total **${whole(Number(r.total_cents))}**`,
      cpg: `(${money(Number(r.cost_per_gsf_cents))}/GSF)`,
      top_division: `| ${whole(Number(top!.amount))} |`,
    },
  };
}

export async function compareRecordFigures(company: string, numbers: string[]) {
  const figures: Record<string, string> = {};
  const uids: string[] = [];
  for (const n of numbers) {
    const r = await recordOf(company, n);
    uids.push(r.uid);
    figures[`cpg ${n}`] = `**${money(Number(r.cost_per_gsf_cents))}**`;
    figures[`total ${n}`] = whole(Number(r.total_cents));
  }
  return { uids, figures };
}

export async function estimateFigures(company: string, number: string) {
  const [e] =
    await rows(sql`select uid, grand_total_cents, direct_cents, jsonb_array_length(markups)::int as markups
    from estimates where company_uid = ${company} and number = ${number}`);
  return {
    uid: String(e!.uid),
    markups: Number(e!.markups),
    figures: {
      grand: `**grand total ${whole(Number(e!.grand_total_cents))}**`,
      direct: whole(Number(e!.direct_cents)),
    },
  };
}

export async function marketFigures(names: string[], from: string) {
  const figures: Record<string, string> = {};
  const uids: string[] = [];
  for (const name of names) {
    const [s] = await rows(sql`select uid from market_series where name = ${name}`);
    const uid = String(s!.uid);
    uids.push(uid);
    const [last] = await rows(sql`select period::text as period, value::float8 as value from market_points
      where series_uid = ${uid} order by period desc limit 1`);
    const [since] = await rows(sql`select period::text as period, value::float8 as value from market_points
      where series_uid = ${uid} and period >= ${from} order by period limit 1`);
    const change = Math.round((Number(last!.value) / Number(since!.value) - 1) * 1000) / 10;
    figures[`latest ${name}`] =
      `${Number(last!.value).toLocaleString("en-US")} (${String(last!.period).slice(0, 7)})`;
    figures[`change ${name}`] = `${change > 0 ? "+" : ""}${change.toFixed(1)}%`;
  }
  return { uids, figures };
}

export type EscalateCheck = {
  amount: number;
  from?: string;
  to?: string;
  fromPlace?: string;
  toPlace?: string;
};

export async function escalateFigures(company: string, c: EscalateCheck) {
  let factor = 1;
  if (c.from && c.to) {
    const [series] = await rows(sql`select uid from cost_index_series where company_uid = ${company}
      order by is_sample desc, lower(name) limit 1`);
    const at = async (d: string) => {
      const [p] = await rows(sql`select value::float8 as v from cost_index_points
        where series_uid = ${String(series!.uid)} and period = ${d}`);
      return Number(p!.v);
    };
    factor *= (await at(c.to)) / (await at(c.from));
  }
  if (c.fromPlace || c.toPlace) {
    const at = async (key: string | undefined) => {
      if (!key) return 100;
      const [p] = await rows(sql`select value::float8 as v from location_indexes
        where company_uid = ${company} and key = ${key} order by is_sample, series_name limit 1`);
      return Number(p!.v);
    };
    factor *= (await at(c.toPlace)) / (await at(c.fromPlace));
  }
  const result = Math.round(c.amount * factor);
  return { figures: { result: `→ ${whole(result)}**`, exact: `(${money(result)})` } };
}
