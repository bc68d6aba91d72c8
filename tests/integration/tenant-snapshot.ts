import { sql } from "drizzle-orm";
import { db } from "@/db";

// A fingerprint of every row one company owns, read from the schema itself (tables with company_uid, and the
// tables whose rows hang from them by a foreign key), so a table added later is covered by existing. Two equal
// snapshots taken around a request prove it wrote nothing of that company's.

// Sign-in bookkeeping changes on every use of a session or a key; it is not the company's data.
const bookkeeping = new Set(["sessions", "api_keys", "login_attempts"]);

type Row = Record<string, string>;

async function select(query: ReturnType<typeof sql.raw>): Promise<Row[]> {
  const result = (await db().execute(query)) as unknown as Row[] | { rows: Row[] };
  return Array.isArray(result) ? result : result.rows;
}

let filters: Promise<{ name: string; table: string; where: string }[]> | undefined;

async function tableFilters() {
  const columns = await select(
    sql.raw(
      "select table_name, column_name from information_schema.columns where table_schema = 'public' " +
        "and table_name not like '\\_\\_%'",
    ),
  );
  const keys = await select(
    sql.raw(`select kcu.table_name, kcu.column_name, ccu.table_name as parent
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu on tc.constraint_name = kcu.constraint_name
      join information_schema.constraint_column_usage ccu on tc.constraint_name = ccu.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`),
  );
  const owned = new Set(columns.filter((c) => c.column_name === "company_uid").map((c) => c.table_name!));
  const out = [{ name: "companies", table: "companies", where: "uid = $company" }];
  for (const table of owned) {
    if (!bookkeeping.has(table)) out.push({ name: table, table, where: "company_uid = $company" });
  }
  for (const key of keys) {
    if (owned.has(key.table_name!) || bookkeeping.has(key.table_name!) || !owned.has(key.parent!)) continue;
    out.push({
      name: `${key.table_name}.${key.column_name}`,
      table: key.table_name!,
      where: `"${key.column_name}" in (select uid from "${key.parent}" where company_uid = $company)`,
    });
  }
  return out;
}

/** Table → hash of the company's rows in it. */
export async function tenantSnapshot(companyUid: string): Promise<Record<string, string>> {
  if (!/^[0-9a-f-]{36}$/.test(companyUid)) throw new Error(`not a uid: ${companyUid}`);
  filters ??= tableFilters();
  const parts = (await filters).map(
    ({ name, table, where }) =>
      `select '${name}' as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash ` +
      `from "${table}" t where ${where.replaceAll("$company", `'${companyUid}'`)}`,
  );
  const rows = await select(sql.raw(parts.join(" union all ")));
  return Object.fromEntries(rows.map((r) => [r.name!, r.hash!]));
}
