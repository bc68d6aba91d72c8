import "server-only";
import { type Db, db } from "@/db";

/**
 * A hot read built once per database handle instead of on every request: Drizzle's query building (entity
 * checks, SQL text, parameter lists) was about a fifth of the app's CPU on `GET /project-record/{uid}` under
 * load (issue 21). `build` returns a Drizzle prepared query whose values are `sql.placeholder(…)`s; on
 * PostgreSQL it is sent as a named prepared statement like every short statement (db/index.ts), so it keeps
 * working through a pooler that tracks them, and DATABASE_PREPARE=false still turns preparing off.
 * Only for reads outside a transaction: a prepared query is bound to the handle, not to a `tx`.
 */
const built = new WeakMap<Db, Map<string, unknown>>();

export function preparedRead<Q>(name: string, build: (db: Db) => Q): Q {
  const handle = db();
  let queries = built.get(handle);
  if (!queries) {
    queries = new Map();
    built.set(handle, queries);
  }
  if (!queries.has(name)) queries.set(name, build(handle));
  return queries.get(name) as Q;
}
