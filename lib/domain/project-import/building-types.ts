// A file names a building type as people write it; the import needs the company's uid for it.
import type { BuildingTypeRef } from "./plan-types";

const uidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, " ");

type Resolved = { uid: string } | { message: string };

function indexTypes(types: readonly BuildingTypeRef[]) {
  const byPath = new Map<string, string>();
  const byName = new Map<string, string[]>();
  for (const t of types) {
    if (t.parent_name) byPath.set(`${norm(t.parent_name)}›${norm(t.name)}`, t.uid);
    const list = byName.get(norm(t.name)) ?? [];
    // A category wins over a type of the same name ("Parking" the category, not a type called Parking).
    if (t.parent_name === null) list.unshift(t.uid);
    else list.push(t.uid);
    byName.set(norm(t.name), list);
  }
  return { byPath, byName, uids: new Set(types.map((t) => t.uid)) };
}

/** Building type text → uid: a uid, "Category › Type" (or >, /), a type name that is unique, or a category. */
export function buildingTypeResolver(types: readonly BuildingTypeRef[]) {
  const { byPath, byName, uids } = indexTypes(types);
  const isCategory = (uid: string | undefined) => types.find((x) => x.uid === uid)?.parent_name === null;
  return (text: string): Resolved => {
    const t = text.trim();
    if (uidPattern.test(t)) {
      return uids.has(t.toLowerCase())
        ? { uid: t.toLowerCase() }
        : { message: `Building type ${t} is not one of yours` };
    }
    const parts = t.split(/\s*[›>/]\s*/);
    const hit = parts.length === 2 ? byPath.get(`${norm(parts[0]!)}›${norm(parts[1]!)}`) : undefined;
    if (hit) return { uid: hit };
    const named = byName.get(norm(t));
    if (named?.length === 1 || (named && isCategory(named[0]))) return { uid: named[0]! };
    if (named && named.length > 1) {
      return { message: `Building type "${t}" is in more than one category; write it as Category › Type` };
    }
    return { message: `Building type "${t}" is not in your building types (Settings › Building types)` };
  };
}
