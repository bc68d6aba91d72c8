// Roles and the permission table: each permission names the lowest role that has it. The first role is
// primary.
export const roles = ["admin", "editor", "viewer"] as const;
export type Role = (typeof roles)[number];

const rank: Record<Role, number> = { viewer: 0, editor: 1, admin: 2 };

export function primaryRole(userRoles: readonly string[]): Role {
  const first = userRoles[0];
  return (roles as readonly string[]).includes(first ?? "") ? (first as Role) : "viewer";
}

export function hasAdminAccess(userRoles: readonly string[]): boolean {
  return primaryRole(userRoles) === "admin";
}

export function hasEditorAccess(userRoles: readonly string[]): boolean {
  return rank[primaryRole(userRoles)] >= rank.editor;
}

// Permissions as data: the minimum primary role each needs. Staff-only permissions are listed apart.
export const permissions = {
  "self.read": "viewer",
  "self.update": "viewer",
  "company.read": "viewer",
  "company.update": "admin",
  "company.admin.read": "admin",
  "user.read": "admin",
  "user.invite": "admin",
  "user.update": "admin",
  "mail.read": "admin",
  // The audit log (who did what, when, from where) is for admins alone.
  "audit.read": "admin",
  // API keys for the public API: admins issue and revoke them (signed in; a key cannot manage keys).
  "apikey.manage": "admin",
  // Webhook endpoints and their delivery log: admins (a key needs webhook:write for changes).
  "webhook.manage": "admin",
  "realtime.auth": "viewer",
  // Product news is global: every signed-in user reads it; writing it is staff-only (route option).
  "news.read": "viewer",
  // Reference data (cost codes, building types, units, indexes, escalation): everyone reads, admins edit.
  "reference.read": "viewer",
  "reference.write": "admin",
  // The project database: everyone reads, editors write.
  "project.read": "viewer",
  "project.write": "editor",
  // Estimates: everyone reads, editors write; the company's default markup stack is an admin setting.
  "estimate.read": "viewer",
  "estimate.write": "editor",
  "estimate.markup_default.write": "admin",
  // Comparisons (benchmarks of records and estimates): everyone reads and exports, editors save.
  "comparison.read": "viewer",
  "comparison.write": "editor",
  // The AI assistant only reads: every role may ask (the company must have it on; lib/server/ai/conversation).
  "ai.use": "viewer",
  // Bids (bidders directory, bid packages, invitations, leveling, award): everyone reads, editors manage.
  "bid.read": "viewer",
  "bid.write": "editor",
  // The cost library (items, assemblies) and what past jobs paid: everyone reads, editors write.
  "library.read": "viewer",
  "library.write": "editor",
} as const satisfies Record<string, Role>;

export type Permission = keyof typeof permissions;

export function roleAllows(role: Role, permission: Permission): boolean {
  return rank[role] >= rank[permissions[permission]];
}

export function minRole(a: Role, b: Role): Role {
  return rank[a] <= rank[b] ? a : b;
}
