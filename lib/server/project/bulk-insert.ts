import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "@/db";

// Bulk insert through unnest(): each column travels as ONE text-array parameter and is cast in the SELECT,
// so 50,000 rows are one statement with a handful of parameters instead of 350,000 bound values (which both
// drivers, PGlite most, handle slowly). Identical on PostgreSQL and PGlite.

export type BulkValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | Date
  | string[]
  | Record<string, unknown>;
export type BulkColumn = { name: string; type: string; values: BulkValue[] };

const quote = (s: string) => `"${s.replace(/[\\"]/g, (m) => `\\${m}`)}"`;

/** A Postgres array literal of text elements; NULL for null. */
export function textArrayLiteral(values: readonly (string | null)[]): string {
  return `{${values.map((v) => (v === null ? "NULL" : quote(v))).join(",")}}`;
}

function asText(value: BulkValue): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return textArrayLiteral(value);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const identifier = /^[a-z_][a-z0-9_]*$/;

export async function bulkInsert(
  tx: Tx,
  table: string,
  columns: BulkColumn[],
  chunk = 10_000,
): Promise<void> {
  const rows = columns[0]?.values.length ?? 0;
  for (const c of [{ name: table, type: "text" }, ...columns]) {
    if (!identifier.test(c.name) || !/^[a-z0-9_ ]+(\[\])?$/.test(c.type))
      throw new Error(`bad identifier ${c.name}`);
  }
  const names = sql.raw(columns.map((c) => c.name).join(", "));
  const casts = sql.raw(columns.map((c, i) => `c${i}::${c.type}`).join(", "));
  const aliases = sql.raw(columns.map((_, i) => `c${i}`).join(", "));
  for (let start = 0; start < rows; start += chunk) {
    const end = Math.min(rows, start + chunk);
    const params: SQL[] = columns.map(
      (c) => sql`${textArrayLiteral(c.values.slice(start, end).map(asText))}::text[]`,
    );
    await tx.execute(
      sql`insert into ${sql.raw(table)} (${names}) select ${casts} from unnest(${sql.join(params, sql`, `)}) as u(${aliases})`,
    );
  }
}
