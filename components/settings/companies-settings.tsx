"use client";

import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide-react";
import { type ComponentProps, useDeferredValue, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { ShowMoreButton } from "@/components/shared/list-states";
import { SearchInput } from "@/components/shared/search-box";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ApiClientError, api } from "@/lib/client/api";
import { type Collection, type CompanyListItem, ifMatch, items, settingsKeys } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import { companyFlags } from "./company-flags";
import type { CompanyFormDialog as CompanyFormDialogView } from "./company-form-dialog";
import { SectionHeader } from "./section-header";

// The dialog (its form, schema and Radix Dialog) loads when it first opens, not with the page.
const CompanyFormDialog = lazyDialog<ComponentProps<typeof CompanyFormDialogView>>(
  () => import("./company-form-dialog").then((m) => ({ default: m.CompanyFormDialog })),
  (p) => p.target !== null,
);

const pageSize = 100;
type Change = Partial<
  Pick<
    CompanyListItem,
    "is_market_data_visible" | "is_v2_estimate" | "is_ai_assistant_enabled" | "login_type"
  >
>;

export function CompaniesSettings({ initial }: { initial: Collection<CompanyListItem> }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const term = useDeferredValue(search.trim());
  const [dialog, setDialog] = useState<CompanyListItem | "new" | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: settingsKeys.companies(term),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(pageSize) });
      if (term) params.set("search", term);
      if (pageParam) params.set("cursor", pageParam);
      return api<Collection<CompanyListItem>>(`/companies?${params}`);
    },
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    initialData: term === "" ? { pages: [initial], pageParams: [""] } : undefined,
  });
  const companies = query.data?.pages.flatMap(items) ?? [];

  /** After any change: this list, the header switcher's list, and the company's own cache (if it is on screen). */
  async function refresh(uid?: string) {
    await queryClient.invalidateQueries({ queryKey: settingsKeys.allCompanies });
    if (uid) await queryClient.invalidateQueries({ queryKey: settingsKeys.company(uid), exact: true });
  }

  async function change(company: CompanyListItem, patch: Change) {
    setSaving(company.uid);
    try {
      await api(`/companies/${company.uid}`, {
        method: "PUT",
        body: patch,
        headers: ifMatch(company.version),
      });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error",
        description:
          error instanceof ApiClientError && error.status === 412
            ? `Someone else changed ${company.company_name}. The list shows the latest now.`
            : "An error occurred updating company",
      });
    } finally {
      await refresh(company.uid);
      setSaving(null);
    }
  }

  const nameCell = (company: CompanyListItem) => (
    <div className="flex items-center gap-1">
      <span className="font-medium">{company.company_name}</span>
      <Button
        variant="ghost"
        size="icon"
        className="size-7"
        aria-label={`Rename ${company.company_name}`}
        onClick={() => setDialog(company)}
      >
        <Pencil className="size-3.5" />
      </Button>
      {saving === company.uid && <Spinner className="size-3.5" />}
    </div>
  );
  const loginSelect = (company: CompanyListItem) => (
    <NativeSelect
      aria-label={`Sign-in for ${company.company_name}`}
      value={company.login_type}
      disabled={saving === company.uid}
      className="w-32"
      onChange={(e) => change(company, { login_type: e.target.value })}
    >
      <option value="password">Password</option>
      <option value="sso">SSO</option>
    </NativeSelect>
  );
  const flagSwitch = (company: CompanyListItem, flag: (typeof companyFlags)[number]) => (
    <Switch
      aria-label={`${flag.label} for ${company.company_name}`}
      checked={company[flag.name]}
      disabled={saving === company.uid}
      onCheckedChange={(checked) => change(company, { [flag.name]: checked })}
    />
  );
  const empty = !query.isPending && companies.length === 0;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <SectionHeader
        title="Companies"
        description="Every customer company, its sign-in method and the features it has."
        action={
          <Button onClick={() => setDialog("new")}>
            <Plus />
            New company
          </Button>
        }
      />
      <SearchInput
        className="max-w-sm"
        placeholder="Search companies..."
        aria-label="Search companies"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {/* Phones: one card per company, every control in reach without scrolling sideways. */}
      <ul className="grid gap-3 md:hidden">
        {companies.map((company) => (
          <li
            key={company.uid}
            className="grid gap-3 rounded-lg border p-4"
            data-testid={`company-card-${company.company_name}`}
          >
            <div className="flex items-start justify-between gap-2">
              {nameCell(company)}
              <span className="shrink-0 pt-1 text-muted-foreground text-sm tabular-nums">
                {company.user_count} {company.user_count === 1 ? "user" : "users"}
              </span>
            </div>
            <div className="flex items-center justify-between gap-4 text-sm">
              <span>Sign-in</span>
              {loginSelect(company)}
            </div>
            {companyFlags.map((flag) => (
              <div key={flag.name} className="flex items-center justify-between gap-4 text-sm">
                <span>{flag.label}</span>
                {flagSwitch(company, flag)}
              </div>
            ))}
          </li>
        ))}
        {empty && <li className="py-8 text-center text-muted-foreground">No companies found.</li>}
      </ul>
      <div className="hidden rounded-lg border md:block">
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Company</TableHead>
              <TableHead className="text-right">Users</TableHead>
              <TableHead>Sign-in</TableHead>
              {companyFlags.map((flag) => (
                <TableHead key={flag.name}>{flag.label}</TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {companies.map((company) => (
              <TableRow key={company.uid} data-testid={`company-row-${company.company_name}`}>
                <TableCell className="whitespace-nowrap">{nameCell(company)}</TableCell>
                <TableCell className="text-right tabular-nums">{company.user_count}</TableCell>
                <TableCell>{loginSelect(company)}</TableCell>
                {companyFlags.map((flag) => (
                  <TableCell key={flag.name}>{flagSwitch(company, flag)}</TableCell>
                ))}
              </TableRow>
            ))}
            {empty && (
              <TableRow>
                <TableCell
                  colSpan={3 + companyFlags.length}
                  className="py-8 text-center text-muted-foreground"
                >
                  No companies found.
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </div>
      {query.isPending && <Spinner />}
      <ShowMoreButton list={query}>Show more</ShowMoreButton>
      <CompanyFormDialog
        target={dialog}
        onClose={() => setDialog(null)}
        onSaved={async (saved) => {
          toast({ title: "Saved", description: `${saved.company_name} is saved.` });
          await refresh(saved.uid);
        }}
      />
    </div>
  );
}
