import "server-only";
import { sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Scope } from "../scope";

// The company's data version, read from the database so every app server agrees on it: the newest audit entry
// (every record, project, estimate header and comparison write audits, in its own transaction) and the newest
// estimate change (line edits do not audit, but each one moves its estimate's updated_at). Both are index
// lookups on (company_uid, created_at / updated_at): one round trip, well under a millisecond.
//
// A write that started before another one yet commits after it can carry the older timestamp and so leave the
// version as it was; the cache's short TTL bounds how long such a (rare, concurrent) write stays unseen.

const { auditLog, estimates } = schema;

export async function readDataVersion(scope: Pick<Scope, "company">): Promise<string> {
  const companyUid = scope.company.uid;
  const rows = await db().execute<{ audit: string | null; estimate: string | null }>(sql`
    select
      (select max(${auditLog.createdAt})::text from ${auditLog}
        where ${auditLog.companyUid} = ${companyUid} and ${auditLog.action} <> 'staff.act_as') as audit,
      (select max(${estimates.updatedAt})::text from ${estimates}
        where ${estimates.companyUid} = ${companyUid}) as estimate`);
  const row = (Array.isArray(rows) ? rows[0] : (rows as { rows: unknown[] }).rows[0]) as
    | { audit: string | null; estimate: string | null }
    | undefined;
  return `${row?.audit ?? "-"}|${row?.estimate ?? "-"}`;
}
