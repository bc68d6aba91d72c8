import { eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { collection } from "../collection";
import type { Scope } from "../scope";
import { userDto } from "./dto";

const { users, maskedInvitations: masked } = schema;

/**
 * The company's users, with its masked invitations (masked-invitation.ts) as the pending users they look like,
 * sorted together by the database, so their place in the list gives them away no more than their fields do.
 */
export async function listUsers(scope: Scope) {
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
    .where(eq(users.companyUid, scope.company.uid))
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
        .where(eq(masked.companyUid, scope.company.uid)),
    )
    .orderBy(sql`"lastname"`, sql`"firstname"`, sql`"email"`);
  return collection(rows.map(userDto));
}
