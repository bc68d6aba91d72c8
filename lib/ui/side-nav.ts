// The side navigation of a section page: the active link is chosen by the second
// path segment, so /settings/users/123 keeps "Users" active and /settings alone selects the first link.
export type SideNavItem = { href: string; label: string };

const segment = (path: string, index: number) =>
  path.split("?")[0]!.split("/").filter(Boolean)[index] ?? null;

export function activeSideNavHref(pathname: string, items: readonly SideNavItem[]): string | null {
  const wanted = segment(pathname, 1);
  if (wanted === null) return items[0]?.href ?? null;
  return items.find((item) => segment(item.href, 1) === wanted)?.href ?? null;
}
