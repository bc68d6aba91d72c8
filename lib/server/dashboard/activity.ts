import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { DashboardActivityDto } from "@/lib/contract/dashboard";

// Who changed which estimate, project, record or comparison: the company's audit trail, newest first, with each
// name resolved in the same statement (the entity's current name; a deleted one keeps the name its audit entry
// carries, when it carries one — comparisons' do — and loses its link).

const { auditLog, users, estimates, projects, projectRecords: records, comparisons } = schema;

type TargetType = DashboardActivityDto["target_type"];
const targetTypes: TargetType[] = ["estimate", "project", "project_record", "comparison"];

const uidOf = (type: TargetType) =>
  sql`case when ${auditLog.targetType} = ${type} and ${auditLog.targetUid} ~* '^[0-9a-f-]{36}$' then ${auditLog.targetUid}::uuid end`;

const hrefs: Record<TargetType, (uid: string) => string> = {
  estimate: (uid) => `/estimate/${uid}`,
  project: (uid) => `/project/${uid}`,
  project_record: (uid) => `/project-record/${uid}`,
  comparison: (uid) => `/comparison/${uid}`,
};

const fallbackNames: Record<TargetType, string> = {
  estimate: "an estimate",
  project: "a project",
  project_record: "a record",
  comparison: "a comparison",
};

/** "project.record.updated" → "updated"; "estimate.unit_mix.replaced" → "changed the unit mix of". */
export function verbOf(action: string): string {
  const parts = action.split(".");
  const last = parts.at(-1) ?? action;
  if (parts.length > 2 && parts[1] !== "record") {
    const what = parts.slice(1, -1).join(" ").replaceAll("_", " ");
    return `changed the ${what} of`;
  }
  return last.replaceAll("_", " ");
}

export async function recentActivity(
  companyUid: string,
  options: { limit: number; estimates: boolean },
): Promise<DashboardActivityDto[]> {
  const types = options.estimates ? targetTypes : targetTypes.filter((t) => t !== "estimate");
  const rows = await db()
    .select({
      uid: auditLog.uid,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetUid: auditLog.targetUid,
      data: auditLog.data,
      at: auditLog.createdAt,
      actingAs: auditLog.actingAs,
      actor: sql<
        string | null
      >`coalesce(nullif(trim(${users.firstname} || ' ' || ${users.lastname}), ''), ${users.email})`,
      estimateName: estimates.name,
      projectName: projects.name,
      recordName: sql<string | null>`${records.projectName} || ' · ' || ${records.stage}`,
      comparisonName: comparisons.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.uid, auditLog.actorUserUid))
    .leftJoin(estimates, and(eq(estimates.uid, uidOf("estimate")), eq(estimates.companyUid, companyUid)))
    .leftJoin(projects, and(eq(projects.uid, uidOf("project")), eq(projects.companyUid, companyUid)))
    .leftJoin(records, and(eq(records.uid, uidOf("project_record")), eq(records.companyUid, companyUid)))
    .leftJoin(
      comparisons,
      and(eq(comparisons.uid, uidOf("comparison")), eq(comparisons.companyUid, companyUid)),
    )
    .where(and(eq(auditLog.companyUid, companyUid), inArray(auditLog.targetType, types)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.uid))
    .limit(options.limit);
  return rows.map((r) => {
    const type = r.targetType as TargetType;
    const data = (r.data ?? {}) as Record<string, unknown>;
    const live =
      type === "estimate"
        ? r.estimateName
        : type === "project"
          ? r.projectName
          : type === "project_record"
            ? r.recordName
            : r.comparisonName;
    if (r.action === "project.imported") {
      const count = Number(data.records ?? 0);
      return {
        uid: r.uid,
        action: r.action,
        verb: "imported",
        target_type: type,
        target_uid: null,
        target_name: `${count.toLocaleString("en-US")} ${count === 1 ? "record" : "records"}${typeof data.file === "string" ? ` from ${data.file}` : ""}`,
        href: "/project",
        actor_name: r.actingAs ? "Plinth support" : (r.actor ?? "Someone"),
        at: r.at.toISOString(),
      };
    }
    const recorded = typeof data.name === "string" ? data.name : null;
    const exists = live !== null;
    return {
      uid: r.uid,
      action: r.action,
      verb: verbOf(r.action),
      target_type: type,
      target_uid: r.targetUid,
      target_name: live ?? recorded ?? fallbackNames[type],
      href: exists && r.targetUid ? hrefs[type](r.targetUid) : null,
      actor_name: r.actingAs ? "Plinth support" : (r.actor ?? "Someone"),
      at: r.at.toISOString(),
    };
  });
}
