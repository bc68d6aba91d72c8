// A user's state as admins see it: invited and not yet activated, active, or deactivated by an admin.
export type UserStatus = "pending" | "active" | "deactivated";

export function userStatus(user: { activatedAt: Date | null; deactivatedAt: Date | null }): UserStatus {
  if (user.deactivatedAt) return "deactivated";
  return user.activatedAt ? "active" : "pending";
}
