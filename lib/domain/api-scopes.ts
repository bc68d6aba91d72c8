// API key scopes: optional narrowing below a key's role, read or write per area. A request is allowed only
// when the role allows it (the permission table) and, for a key with scopes, a scope of the operation's area
// allows it too. `area:write` includes reading the area. Reads are GET and HEAD; every other method writes.

export const apiScopeAreas = [
  "project",
  "estimate",
  "bid",
  "comparison",
  "library",
  "reference",
  "company",
  "user",
  "self",
  "webhook",
  "ai",
  "news",
  "mail",
  "realtime",
] as const;

export const apiScopePattern = new RegExp(`^(${apiScopeAreas.join("|")}):(read|write)$`);

/** The area an operation belongs to: its permission's first word, else the first segment of its path. */
export function operationArea(op: { permission?: string; path: string }): string {
  if (op.permission) return op.permission.split(".")[0]!;
  return op.path.replace(/^\/api\/v1\//, "").split(/[/-]/)[0]!;
}

export function scopesAllow(scopes: readonly string[], area: string, method: string): boolean {
  const write = method !== "GET" && method !== "HEAD";
  return scopes.includes(`${area}:write`) || (!write && scopes.includes(`${area}:read`));
}
