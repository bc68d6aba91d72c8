// The header's navigation: which links a user sees (Market only where market data is visible, Estimate for
// companies with V2 estimates and for staff), and which one is active.
export type NavItem = { href: string; label: string };

export function navItems(input: {
  isMarketDataVisible: boolean;
  isV2Estimate: boolean;
  isStaff: boolean;
}): NavItem[] {
  return [
    { href: "/dashboard", label: "Dashboard" },
    { href: "/project", label: "Project Database" },
    ...(input.isMarketDataVisible ? [{ href: "/market", label: "Market" }] : []),
    { href: "/comparison", label: "Compare" },
    ...(input.isV2Estimate || input.isStaff ? [{ href: "/estimate", label: "Estimate" }] : []),
    { href: "/settings", label: "Settings" },
  ];
}

/** Active by path prefix: /project matches /project and /project/…, not /project-record. */
export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The user menu shows at most two roles, upper-cased, e.g. ["ADMIN"]. */
export function headerRoles(roles: readonly string[]): string[] {
  return roles.slice(0, 2).map((r) => r.toUpperCase());
}
