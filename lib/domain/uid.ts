// Uids are UUIDs; the 32-character form without dashes is accepted and normalised, so a copied id works
// either way.
const dashed = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const compact = /^[0-9a-f]{32}$/;

export function normalizeUid(value: string): string | null {
  const v = value.trim().toLowerCase();
  if (dashed.test(v)) return v;
  if (compact.test(v))
    return `${v.slice(0, 8)}-${v.slice(8, 12)}-${v.slice(12, 16)}-${v.slice(16, 20)}-${v.slice(20)}`;
  return null;
}
