import {
  Building,
  Building2,
  Database,
  HardHat,
  KeyRound,
  Library,
  LogIn,
  Mail,
  Percent,
  ScrollText,
  Users,
  Webhook,
} from "lucide-react";
import type { ReactNode } from "react";
import { SideNav, type SideNavLink } from "@/components/layout/side-nav";
import { hasAdminAccess } from "@/lib/domain/roles";
import { estimatesVisible } from "@/lib/server/estimate/page-gate";
import { getPageScope } from "@/lib/server/page-scope";

// One settings page with a side navigation; sections a role may not use are not listed (and their
// pages and API calls refuse them).
export default async function SettingsLayout({ children }: { children: ReactNode }) {
  const scope = await getPageScope();
  const admin = hasAdminAccess([scope.role]);
  const items: SideNavLink[] = [
    { href: "/settings/company", label: "Company", icon: <Building2 /> },
    { href: "/settings/cost-data", label: "Cost data", icon: <Database /> },
    ...(estimatesVisible(scope)
      ? [
          { href: "/settings/markups", label: "Markups", icon: <Percent /> },
          { href: "/settings/bidders", label: "Bidders", icon: <HardHat /> },
          { href: "/settings/cost-library", label: "Cost library", icon: <Library /> },
        ]
      : []),
    ...(admin
      ? [
          { href: "/settings/users", label: "Users", icon: <Users /> },
          { href: "/settings/outbox", label: "Outbox", icon: <Mail /> },
          { href: "/settings/api-keys", label: "API keys", icon: <KeyRound /> },
          { href: "/settings/webhooks", label: "Webhooks", icon: <Webhook /> },
          { href: "/settings/sso", label: "Single sign-on", icon: <LogIn /> },
          { href: "/settings/audit-log", label: "Audit log", icon: <ScrollText /> },
        ]
      : []),
    ...(scope.user.isZebeler
      ? [{ href: "/settings/companies", label: "Companies", icon: <Building /> }]
      : []),
  ];
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <div className="grid gap-1">
        {/* Each section's own title is the page's h1 (SectionHeader); this names the area above it. */}
        <p className="font-semibold text-2xl tracking-tight">Settings</p>
        <p className="text-muted-foreground text-sm">{scope.company.companyName}</p>
      </div>
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[12rem_minmax(0,1fr)] md:gap-10">
        <SideNav items={items} label="Settings" className="md:sticky md:top-20 md:self-start" />
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
