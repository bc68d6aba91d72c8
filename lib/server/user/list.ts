import { type AnyColumn, and, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { countsTotal } from "@/lib/contract/list";
import type { ListUsersQuery } from "@/lib/contract/user";
import { collection } from "../collection";
import type { Scope } from "../scope";
import { userDto } from "./dto";

const { users, maskedInvitations: masked } = schema;

type SortKey = [lastname: string, firstname: string, email: string, uid: string];

// Cursor: the last row's sort key. Rows compare as tuples, so ties on the names are broken by email and uid.
const encodeCursor = (key: SortKey) => Buffer.from(JSON.stringify(key)).toString("base64url");

function decodeCursor(cursor: string | undefined): SortKey | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    const ok = Array.isArray(value) && value.length === 4 && value.every((v) => typeof v === "string");
    return ok && /^[0-9a-f-]{36}$/.test(value[3]) ? (value as SortKey) : null;
  } catch {
    return null;
  }
}

/** Rows after the cursor, in the list's order; the same test for both halves of the union. */
function after(key: SortKey | null, t: Record<"lastname" | "firstname" | "email" | "uid", AnyColumn>) {
  if (!key) return undefined;
  const [lastname, firstname, email, uid] = key;
  return sql`(${t.lastname}, ${t.firstname}, ${t.email}, ${t.uid}) > (${lastname}, ${firstname}, ${email}, ${uid}::uuid)`;
}

async function countMembers(companyUid: string) {
  const [people, invitations] = await Promise.all([
    db().$count(users, eq(users.companyUid, companyUid)),
    db().$count(masked, eq(masked.companyUid, companyUid)),
  ]);
  return people + invitations;
}

/**
 * The company's users, with its masked invitations (masked-invitation.ts) as the pending users they look like,
 * sorted together by the database, so their place in the list gives them away no more than their fields do.
 */
export async function listUsers(scope: Scope, query: Omit<ListUsersQuery, "count"> & { count?: boolean }) {
  const key = decodeCursor(query.cursor);
  const rows = await db()
    .select({
      uid: users.uid,
      email: users.email,
      username: users.username,
      firstname: users.firstname,
      lastname: users.lastname,
      roles: users.roles,
      isZebeler: users.isZebeler,
      loginType: users.loginType,
      companyUid: users.companyUid,
      isActive: users.isActive,
      activatedAt: users.activatedAt,
      deactivatedAt: users.deactivatedAt,
      version: users.version,
    })
    .from(users)
    .where(and(eq(users.companyUid, scope.company.uid), after(key, users)))
    .unionAll(
      db()
        .select({
          uid: masked.uid,
          email: masked.email,
          username: masked.email,
          firstname: masked.firstname,
          lastname: masked.lastname,
          roles: masked.roles,
          isZebeler: sql<boolean>`false`.as("is_zebeler"),
          loginType: masked.loginType,
          companyUid: masked.companyUid,
          isActive: sql<boolean>`false`.as("is_active"),
          activatedAt: sql<Date | null>`null::timestamptz`.as("activated_at"),
          deactivatedAt: masked.deactivatedAt,
          version: masked.version,
        })
        .from(masked)
        .where(and(eq(masked.companyUid, scope.company.uid), after(key, masked))),
    )
    .orderBy(sql`"lastname"`, sql`"firstname"`, sql`"email"`, sql`"uid"`)
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const next =
    rows.length > query.limit && last
      ? encodeCursor([last.lastname, last.firstname, last.email, last.uid])
      : null;
  const total = countsTotal(query) ? await countMembers(scope.company.uid) : null;
  return collection(page.map(userDto), total, next);
}

/** Every page of the list, for Settings › Users, which shows the whole company at once. */
export async function listAllUsers(scope: Scope) {
  const first = await listUsers(scope, { limit: 500 });
  let cursor = first.next_cursor;
  while (cursor) {
    const page = await listUsers(scope, { limit: 500, cursor });
    first.query.push(...page.query);
    Object.assign(first.content, page.content);
    cursor = page.next_cursor;
  }
  return { ...first, next_cursor: null };
}
