// The open's line table, one page of lines at a time, as JSON text built in SQL (50,000 lines never become
// objects): as rows (one array per line, the default) or as a block of columns (one array per field, the
// compact form `?lines=columns` asks for). Both read the same values from one list of field expressions.
import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "@/db";
import { lineFields } from "@/lib/contract/estimate";
import type { OpenLinesForm } from "@/lib/contract/estimate-open";
import type { Scope } from "../scope";
import { selectRow } from "./core";

export type PageKey = { position: number; uid: string };

/** Decimal columns read as float8: a plain JSON number, not numeric's scale ("100.00000"). */
const decimals = new Set<string>(["unit_cost_cents", "library_cents"]);

/** How one field of `lineFields` is read into the JSON: its column, decimals as float8, times in ISO UTC. */
function fieldSql(field: string): SQL {
  if (field === "updated_at") {
    return sql`to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  }
  return decimals.has(field) ? sql`${sql.identifier(field)}::float8` : sql`${sql.identifier(field)}`;
}

const fieldsSql = lineFields.map(fieldSql);

/** The page's lines as JSON text: rows in budget order, or one array per field (each in budget order). */
function pageJson(form: OpenLinesForm): SQL {
  if (form === "rows") {
    return sql`coalesce(json_agg(json_build_array(${sql.join(fieldsSql, sql`, `)}) order by position, uid), '[]')::text`;
  }
  // Every aggregate reads the same rows in the same pass, so the columns line up with each other; the page
  // comes sorted (its own ORDER BY … LIMIT), which a plain aggregate keeps — one sort, not one per field.
  // array_to_json writes no space after each comma, as json_agg does (a tenth of the text at 50,000 lines).
  return sql`json_build_array(${sql.join(
    fieldsSql.map((f) => sql`coalesce(array_to_json(array_agg(to_json(${f}))), '[]')`),
    sql`, `,
  )})::text`;
}

/**
 * Every line of the estimate in one value, for an open that reads them with the header in one statement: the
 * `rows` array, or the `blocks` array holding one block of columns (none when there are no lines). Unlike a
 * page it has no limit, so it is whole whatever the caller expected. The estimate and company are SQL (a
 * placeholder of a prepared query, or a value).
 */
export function wholeLinesSql(uid: SQL, companyUid: SQL, form: OpenLinesForm): SQL {
  const lines = sql`(select * from estimate_lines
    where estimate_uid = ${uid}::uuid and company_uid = ${companyUid}::uuid
    order by position, uid) page`;
  return form === "rows"
    ? sql`(select ${pageJson(form)} from ${lines})`
    : sql`(select case when count(*) = 0 then '[]' else '[' || ${pageJson(form)} || ']' end from ${lines})`;
}

/**
 * One page of lines after `after` in budget order (position, then uid; see `engineLines`): its JSON text, how
 * many, and the last one's key. A page is small enough to sort in memory; the last key is a max, not a sort.
 */
export async function linesPage(
  tx: DbOrTx,
  scope: Scope,
  uid: string,
  after: PageKey | null,
  size: number,
  form: OpenLinesForm,
) {
  // `position >= …` lets the (estimate, position) index start at the page; the row comparison breaks ties.
  const from = after
    ? sql`and position >= ${after.position}::float8 and (position, uid) > (${after.position}::float8, ${after.uid}::uuid)`
    : sql``;
  const page = await selectRow(
    tx,
    sql`with page as (select * from estimate_lines
      where estimate_uid = ${uid}::uuid and company_uid = ${scope.company.uid}::uuid ${from}
      order by position, uid limit ${size})
    select ${pageJson(form)} as json,
      count(*)::int as count,
      max(position)::float8 as last_position,
      (select max(uid::text collate "C") from page where position = (select max(position) from page)) as last_uid
    from page`,
  );
  const count = Number(page?.count ?? 0);
  const last = count > 0 ? { position: Number(page!.last_position), uid: String(page!.last_uid) } : null;
  return { json: String(page?.json ?? "[]"), count, last };
}
