import type { UserRow } from "@/db/schema";
import type { UserDto } from "@/lib/contract/user";
import { userStatus } from "@/lib/domain/user-status";

export type { UserDto };

type UserDtoSource = Pick<
  UserRow,
  | "uid"
  | "email"
  | "username"
  | "firstname"
  | "lastname"
  | "roles"
  | "isZebeler"
  | "loginType"
  | "companyUid"
  | "isActive"
  | "activatedAt"
  | "deactivatedAt"
  | "version"
>;

/** The user as the API answers it (lib/contract/user.ts). */
export function userDto(user: UserDtoSource): UserDto {
  return {
    uid: user.uid,
    email: user.email,
    username: user.username,
    firstname: user.firstname,
    lastname: user.lastname,
    roles: user.roles,
    is_zebeler: user.isZebeler,
    login_type: user.loginType,
    company: user.companyUid,
    is_active: user.isActive,
    status: userStatus(user),
    activated_at: user.activatedAt?.toISOString() ?? null,
    version: user.version,
  };
}
