import { and, asc, desc, eq, isNotNull, lt, or, type SQL, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { AuditEntry, AuditFacets, AuditFilters } from "@/lib/contract/audit-log";
import { ValidationError } from "../errors";
import type { Scope } from "../scope";

// Reading the audit log: one company's rows only (the company is in every statement), filtered, newest first.

const { auditLog: a, users: u } = schema;
// The database keeps microseconds, a cursor milliseconds: compare and order on the millisecond.
const createdMs = sql`date_trunc('milliseconds', ${a.createdAt})`;
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The filters as conditions; the company always first. */
export function auditConditions(scope: Scope, f: AuditFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(a.companyUid, scope.company.uid)];
  if (f.user_uid) conditions.push(eq(a.actorUserUid, f.user_uid));
  if (f.action) {
    conditions.push(
      f.action.endsWith(".") ? sql`${a.action} like ${`${escapeLike(f.action)}%`}` : eq(a.action, f.action),
    );
  }
  if (f.target_type) conditions.push(eq(a.targetType, f.target_type));
  if (f.from) conditions.push(sql`${a.createdAt} >= ${`${f.from}T00:00:00Z`}::timestamptz`);
  if (f.to) conditions.push(lt(a.createdAt, dayAfter(f.to)));
  if (f.q) {
    const like = `%${escapeLike(f.q)}%`;
    conditions.push(
      or(
        sql`${a.action} ilike ${like}`,
        sql`coalesce(${a.targetType}, '') ilike ${like}`,
        sql`coalesce(${a.targetUid}, '') ilike ${like}`,
        sql`coalesce(${a.ip}, '') ilike ${like}`,
        sql`coalesce(${a.userAgent}, '') ilike ${like}`,
        sql`coalesce(${a.data}::text, '') ilike ${like}`,
        sql`coalesce(${u.email}, '') ilike ${like}`,
        sql`coalesce(${u.firstname} || ' ' || ${u.lastname}, '') ilike ${like}`,
      ),
    );
  }
  return and(...conditions)!;
}

const columns = {
  uid: a.uid,
  createdAt: a.createdAt,
  action: a.action,
  targetType: a.targetType,
  targetUid: a.targetUid,
  actorUid: u.uid,
  email: u.email,
  firstname: u.firstname,
  lastname: u.lastname,
  apiKeyUid: a.apiKeyUid,
  actingAs: a.actingAs,
  ip: a.ip,
  userAgent: a.userAgent,
  requestId: a.requestId,
  data: a.data,
};
type Row = { [K in keyof typeof columns]: (typeof columns)[K]["_"]["data"] | null } & {
  uid: string;
  createdAt: Date;
  action: string;
  actingAs: boolean;
};

const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

function entryDto(row: Row): AuditEntry {
  return {
    uid: row.uid,
    created_at: row.createdAt.toISOString(),
    action: row.action,
    target_type: row.targetType,
    target_uid: row.targetUid,
    actor: row.actorUid
      ? { uid: row.actorUid, email: row.email ?? "", name: fullName(row.firstname, row.lastname) }
      : null,
    api_key_uid: row.apiKeyUid,
    acting_as: row.actingAs,
    ip: row.ip,
    user_agent: row.userAgent,
    request_id: row.requestId,
    data: row.data ?? null,
  };
}

export function encodeCursor(entry: AuditEntry): string {
  return Buffer.from(JSON.stringify([entry.created_at, entry.uid])).toString("base64url");
}

function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  const refuse = () =>
    new ValidationError({ cursor: "Not a cursor from this list; start again from the first page" });
  try {
    const [at, uid] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const valid = typeof uid === "string" && /^[0-9a-f-]{36}$/.test(uid) && !Number.isNaN(Date.parse(at));
    if (!valid) throw refuse();
    return [new Date(at).toISOString(), uid];
  } catch {
    throw refuse();
  }
}

/** Matching entries, newest first, after the cursor's entry; at most `limit`. */
export async function selectEntries(
  scope: Scope,
  filters: AuditFilters,
  limit: number,
  cursor?: string,
): Promise<AuditEntry[]> {
  const after = decodeCursor(cursor);
  const rows = await db()
    .select(columns)
    .from(a)
    .leftJoin(u, eq(u.uid, a.actorUserUid))
    .where(
      and(
        auditConditions(scope, filters),
        after
          ? or(
              sql`${createdMs} < ${after[0]}::timestamptz`,
              and(sql`${createdMs} = ${after[0]}::timestamptz`, lt(a.uid, after[1])),
            )
          : undefined,
      ),
    )
    .orderBy(desc(createdMs), desc(a.uid))
    .limit(limit);
  return (rows as Row[]).map(entryDto);
}

export async function countEntries(scope: Scope, filters: AuditFilters): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(a)
    .leftJoin(u, eq(u.uid, a.actorUserUid))
    .where(auditConditions(scope, filters));
  return row?.n ?? 0;
}

/** What the filters can offer: the company's actions, record types and acting users. */
export async function auditFacets(scope: Scope): Promise<AuditFacets> {
  const mine = eq(a.companyUid, scope.company.uid);
  const [actions, types, users] = await Promise.all([
    db().selectDistinct({ v: a.action }).from(a).where(mine).orderBy(asc(a.action)),
    db()
      .selectDistinct({ v: a.targetType })
      .from(a)
      .where(and(mine, isNotNull(a.targetType)))
      .orderBy(asc(a.targetType)),
    db()
      .selectDistinct({ uid: u.uid, email: u.email, firstname: u.firstname, lastname: u.lastname })
      .from(a)
      .innerJoin(u, eq(u.uid, a.actorUserUid))
      .where(mine)
      .orderBy(asc(u.email)),
  ]);
  return {
    actions: actions.map((r) => r.v),
    target_types: types.map((r) => r.v!),
    users: users.map((r) => ({ uid: r.uid, email: r.email, name: fullName(r.firstname, r.lastname) })),
  };
}
