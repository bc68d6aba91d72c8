import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { db, schema } from "@/db";

const { projectRecords } = schema;

/** The uid of the project's latest record (by cost basis date, then creation), null when it has none. */
export async function latestRecordUid(projectUid: string, companyUid: string): Promise<string | null> {
  const [row] = await db()
    .select({ uid: projectRecords.uid })
    .from(projectRecords)
    .where(and(eq(projectRecords.projectUid, projectUid), eq(projectRecords.companyUid, companyUid)))
    .orderBy(desc(projectRecords.costBasisDate), desc(projectRecords.createdAt))
    .limit(1);
  return row?.uid ?? null;
}
