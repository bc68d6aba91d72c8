import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Scope } from "../scope";

/**
 * May the scope read this estimate? Gates `private-estimate-{uid}` and `presence-estimate-{uid}`.
 *
 * The same tenant-filtered read the estimate API does (every role may read an estimate of its company), so a
 * channel is never authorised for an estimate the same caller would get a 404 for through the API.
 */
export async function canReadEstimate(scope: Scope, estimateUid: string): Promise<boolean> {
  const [row] = await db()
    .select({ uid: schema.estimates.uid })
    .from(schema.estimates)
    .where(and(eq(schema.estimates.uid, estimateUid), eq(schema.estimates.companyUid, scope.company.uid)))
    .limit(1);
  return row !== undefined;
}
