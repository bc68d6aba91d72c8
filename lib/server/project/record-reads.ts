import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { schema } from "@/db";
import { preparedRead } from "../prepared";

// The record page's reads, prepared once per handle (lib/server/prepared.ts): the record, its project, its cost
// lines, its files and the project's other records. The project's record count is those others plus this one.
const { projects, projectRecords: records, recordCosts: costs, recordFiles: files } = schema;
const uid = sql.placeholder("uid");
const company = sql.placeholder("company");

export const readRecord = (recordUid: string, companyUid: string) =>
  preparedRead("record.get", (db) =>
    db
      .select()
      .from(records)
      .where(and(eq(records.uid, uid), eq(records.companyUid, company)))
      .prepare("record_get"),
  ).execute({ uid: recordUid, company: companyUid });

export const readRecordProject = (projectUid: string, companyUid: string) =>
  preparedRead("record.project", (db) =>
    db
      .select()
      .from(projects)
      .where(and(eq(projects.uid, uid), eq(projects.companyUid, company)))
      .prepare("record_project"),
  ).execute({ uid: projectUid, company: companyUid });

export const readRecordCosts = (recordUid: string, companyUid: string) =>
  preparedRead("record.costs", (db) =>
    db
      .select()
      .from(costs)
      .where(and(eq(costs.recordUid, uid), eq(costs.companyUid, company)))
      .orderBy(asc(costs.position))
      .prepare("record_costs"),
  ).execute({ uid: recordUid, company: companyUid });

export const readRecordFiles = (recordUid: string, companyUid: string) =>
  preparedRead("record.files", (db) =>
    db
      .select()
      .from(files)
      .where(and(eq(files.recordUid, uid), eq(files.companyUid, company)))
      .orderBy(asc(files.createdAt), asc(files.name))
      .prepare("record_files"),
  ).execute({ uid: recordUid, company: companyUid });

/** The project's other records, newest cost basis first. */
export const readOtherRecords = (projectUid: string, recordUid: string, companyUid: string) =>
  preparedRead("record.others", (db) =>
    db
      .select({
        uid: records.uid,
        stage: records.stage,
        costBasisDate: records.costBasisDate,
        totalCents: records.totalCents,
        costPerGsfCents: records.costPerGsfCents,
      })
      .from(records)
      .where(
        and(
          eq(records.projectUid, sql.placeholder("project")),
          eq(records.companyUid, company),
          ne(records.uid, uid),
        ),
      )
      .orderBy(desc(records.costBasisDate), desc(records.uid))
      .prepare("record_others"),
  ).execute({ project: projectUid, uid: recordUid, company: companyUid });

/** The record page's title: its project's name (null for an unknown or another company's record). */
export async function recordPageTitle(recordUid: string, companyUid: string): Promise<string | null> {
  const [row] = await preparedRead("record.title", (db) =>
    db
      .select({ name: projects.name })
      .from(records)
      .innerJoin(projects, eq(projects.uid, records.projectUid))
      .where(and(eq(records.uid, uid), eq(records.companyUid, company)))
      .prepare("record_title"),
  ).execute({ uid: recordUid, company: companyUid });
  return row?.name ?? null;
}
