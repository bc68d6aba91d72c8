import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import type { MaskedInvitationRow, UserRow } from "@/db/schema";
import type { UpdateUserInput } from "@/lib/contract/user";
import { primaryRole } from "@/lib/domain/roles";
import { writeAudit } from "../audit";
import { deleteUserSessions } from "../auth/sessions";
import { ConflictError, NotFoundError, PreconditionFailedError } from "../errors";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import { userDto } from "./dto";
import { expireMaskedTokens, findMasked, maskedDto, saveMasked } from "./masked-invitation";

const { users, companies, activationTokens } = schema;

export const userMessages = {
  lastAdminSelf:
    "You are the only active admin of this company. Make another user an admin before removing your own admin role.",
  lastAdminOther: "This user is the only active admin of this company. Make another user an admin first.",
  deactivateSelf: "You cannot deactivate your own account",
} as const;

// Every user change of a company runs behind a lock on the company row, so two admins demoting each other at
// the same moment cannot both pass the "another admin remains" check.
async function lockCompany(tx: DbOrTx, companyUid: string) {
  await tx.select({ uid: companies.uid }).from(companies).where(eq(companies.uid, companyUid)).for("update");
}

type Target = { user: UserRow; masked?: undefined } | { user?: undefined; masked: MaskedInvitationRow };

/**
 * The user, in the scope's company only: another company's user is "not found", like an unknown uid. A masked
 * invitation (masked-invitation.ts) is listed as a pending user, so it is found and changed like one.
 */
async function findUser(tx: DbOrTx, scope: Scope, uid: string, ifMatch?: number): Promise<Target> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.uid, uid), eq(users.companyUid, scope.company.uid)))
    .limit(1);
  const masked = row ? null : await findMasked(tx, scope, uid);
  if (!row && !masked) throw new NotFoundError("User not found");
  const version = row?.version ?? masked!.version;
  if (ifMatch !== undefined && version !== ifMatch) throw new PreconditionFailedError();
  return row ? { user: row } : { masked: masked! };
}

const isActiveAdmin = (user: UserRow) =>
  user.isActive && !user.deactivatedAt && primaryRole(user.roles) === "admin";

async function anotherActiveAdmin(tx: DbOrTx, companyUid: string, exceptUid: string): Promise<boolean> {
  const [row] = await tx
    .select({ uid: users.uid })
    .from(users)
    .where(
      and(
        eq(users.companyUid, companyUid),
        ne(users.uid, exceptUid),
        eq(users.isActive, true),
        isNull(users.deactivatedAt),
        sql`${users.roles}[1] = 'admin'`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function saveUser(tx: DbOrTx, scope: Scope, user: UserRow, set: Partial<typeof users.$inferInsert>) {
  const [row] = await tx
    .update(users)
    .set({ ...set, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(
      and(eq(users.uid, user.uid), eq(users.companyUid, scope.company.uid), eq(users.version, user.version)),
    )
    .returning();
  if (!row) throw new PreconditionFailedError();
  return row;
}

/** After commit: the user's own tabs refetch themselves (new roles show at once; a deactivated user is sent away). */
async function announce(user: { uid: string; version: number }) {
  await publish({ name: "user.updated", data: { user_uid: user.uid, version: user.version } });
}

export async function getUser(scope: Scope, uid: string) {
  const { user, masked } = await findUser(db(), scope, uid);
  return user ? userDto(user) : maskedDto(masked);
}

/** New roles (the first is primary). The company always keeps at least one active admin. */
export async function updateUserRoles(scope: Scope, uid: string, input: UpdateUserInput, ifMatch?: number) {
  const saved = await db().transaction(async (tx) => {
    await lockCompany(tx, scope.company.uid);
    const { user, masked } = await findUser(tx, scope, uid, ifMatch);
    const audit = { action: "user.roles_changed", targetType: "user", targetUid: uid };
    if (masked) {
      const row = await saveMasked(tx, scope, masked, { roles: input.roles });
      await writeAudit(tx, scope, { ...audit, data: { from: masked.roles, to: input.roles, masked: true } });
      return maskedDto(row);
    }
    const demoted = isActiveAdmin(user) && primaryRole(input.roles) !== "admin";
    if (demoted && !(await anotherActiveAdmin(tx, scope.company.uid, user.uid))) {
      throw new ConflictError(
        user.uid === scope.user.uid ? userMessages.lastAdminSelf : userMessages.lastAdminOther,
      );
    }
    const row = await saveUser(tx, scope, user, { roles: input.roles });
    await writeAudit(tx, scope, { ...audit, data: { from: user.roles, to: input.roles } });
    return userDto(row);
  });
  await announce(saved);
  return saved;
}

/**
 * Deactivation takes effect at once: the user's sessions are deleted (their next request is signed out), API
 * keys acting as them stop working, and unused invitation links expire. Repeating it changes nothing.
 */
export async function deactivateUser(scope: Scope, uid: string, ifMatch?: number) {
  if (uid === scope.user.uid) throw new ConflictError(userMessages.deactivateSelf);
  const saved = await db().transaction(async (tx) => {
    await lockCompany(tx, scope.company.uid);
    const { user, masked } = await findUser(tx, scope, uid, ifMatch);
    if (masked) return deactivateMasked(tx, scope, masked);
    if (user.deactivatedAt) return userDto(user);
    if (isActiveAdmin(user) && !(await anotherActiveAdmin(tx, scope.company.uid, user.uid))) {
      throw new ConflictError(userMessages.lastAdminOther);
    }
    const now = new Date();
    const row = await saveUser(tx, scope, user, { isActive: false, deactivatedAt: now });
    await deleteUserSessions(tx, user.uid);
    await expireInvitations(tx, scope.company.uid, user.uid, now);
    await writeAudit(tx, scope, { action: "user.deactivated", targetType: "user", targetUid: user.uid });
    return userDto(row);
  });
  await announce(saved);
  return saved;
}

/** Undoes a deactivation: an activated user can sign in again; one never activated is pending again. */
export async function reactivateUser(scope: Scope, uid: string, ifMatch?: number) {
  const saved = await db().transaction(async (tx) => {
    const { user, masked } = await findUser(tx, scope, uid, ifMatch);
    if (masked) return reactivateMasked(tx, scope, masked);
    if (!user.deactivatedAt) return userDto(user);
    const row = await saveUser(tx, scope, user, { isActive: Boolean(user.activatedAt), deactivatedAt: null });
    await writeAudit(tx, scope, { action: "user.reactivated", targetType: "user", targetUid: user.uid });
    return userDto(row);
  });
  await announce(saved);
  return saved;
}

/** As for a pending user: it leaves the list's pending state and its links stop working. */
async function deactivateMasked(tx: DbOrTx, scope: Scope, masked: MaskedInvitationRow) {
  if (masked.deactivatedAt) return maskedDto(masked);
  const now = new Date();
  const row = await saveMasked(tx, scope, masked, { deactivatedAt: now });
  await expireMaskedTokens(tx, masked, now);
  await writeAudit(tx, scope, {
    action: "user.deactivated",
    targetType: "user",
    targetUid: masked.uid,
    data: { masked: true },
  });
  return maskedDto(row);
}

async function reactivateMasked(tx: DbOrTx, scope: Scope, masked: MaskedInvitationRow) {
  if (!masked.deactivatedAt) return maskedDto(masked);
  const row = await saveMasked(tx, scope, masked, { deactivatedAt: null });
  await writeAudit(tx, scope, {
    action: "user.reactivated",
    targetType: "user",
    targetUid: masked.uid,
    data: { masked: true },
  });
  return maskedDto(row);
}

/** Ends every unused invitation link of a user (deactivation, or a new invitation replacing them). */
export async function expireInvitations(tx: DbOrTx, companyUid: string, userUid: string, now: Date) {
  await tx
    .update(activationTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(activationTokens.userUid, userUid),
        eq(activationTokens.companyUid, companyUid),
        isNull(activationTokens.usedAt),
        gt(activationTokens.expiresAt, now),
      ),
    );
}
