import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { ChangePasswordInput, ProfileInput } from "@/lib/contract/self";
import { writeAudit } from "../audit";
import { hashPassword, verifyPassword } from "../auth/password";
import { deleteUserSessions } from "../auth/sessions";
import { ApiError, PreconditionFailedError, ValidationError } from "../errors";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import { userDto } from "./dto";

const { users } = schema;

export function getSelf(scope: Scope) {
  return userDto(scope.user);
}

export async function updateSelf(scope: Scope, input: ProfileInput, ifMatch?: number) {
  const user = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...input, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(
        and(eq(users.uid, scope.user.uid), ifMatch === undefined ? undefined : eq(users.version, ifMatch)),
      )
      .returning();
    if (!row) throw new PreconditionFailedError();
    await writeAudit(tx, scope, { action: "user.profile_updated", targetType: "user", targetUid: row.uid });
    return userDto(row);
  });
  await publishUserUpdated(user);
  return user;
}

/**
 * After commit: the user's other tabs and devices refetch (names in the header, a version bump). The tab that
 * saved already caches this version from the answer, so it ignores the event (no refetch after its own save).
 */
function publishUserUpdated(user: { uid: string; version: number }) {
  return publish({ name: "user.updated", data: { user_uid: user.uid, version: user.version } });
}

export const wrongPasswordMessage = "Current password is incorrect";

export async function changePassword(scope: Scope, input: ChangePasswordInput) {
  if (scope.user.loginType === "sso") {
    throw new ApiError("unprocessable", "Single sign-on accounts have no password to change here");
  }
  if (!(await verifyPassword(scope.user.passwordHash, input.password))) {
    throw new ValidationError({ password: wrongPasswordMessage }, wrongPasswordMessage);
  }
  const passwordHash = await hashPassword(input.newPassword);
  const user = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, version: sql`${users.version} + 1`, updatedAt: new Date() })
      .where(eq(users.uid, scope.user.uid))
      .returning();
    // A changed password ends every other session of the account; the current one stays signed in.
    await deleteUserSessions(tx, scope.user.uid, scope.sessionUid);
    await writeAudit(tx, scope, {
      action: "user.password_changed",
      targetType: "user",
      targetUid: scope.user.uid,
    });
    return userDto(row!);
  });
  await publishUserUpdated(user);
  return user;
}
