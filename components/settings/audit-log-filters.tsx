"use client";

import { Download, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { AuditFacets } from "@/lib/contract/audit-log";

export type AuditFilterValues = {
  user_uid: string;
  action: string;
  target_type: string;
  from: string;
  to: string;
  q: string;
};

export const noFilters: AuditFilterValues = {
  user_uid: "",
  action: "",
  target_type: "",
  from: "",
  to: "",
  q: "",
};

/** The filters as a query string (blank ones left out), shared by the list and the CSV link. */
export function filterParams(values: AuditFilterValues): URLSearchParams {
  return new URLSearchParams(Object.entries(values).filter(([, v]) => v.trim() !== ""));
}

/** Action groups (`user.`) before the actions themselves, so a whole area can be picked. */
function actionOptions(actions: string[]): string[] {
  const groups = [...new Set(actions.filter((a) => a.includes(".")).map((a) => `${a.split(".")[0]}.`))];
  return [...groups.sort(), ...actions];
}

export function AuditLogFilters({
  facets,
  values,
  onChange,
}: {
  facets: AuditFacets;
  values: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
}) {
  const set = (key: keyof AuditFilterValues) => (e: { target: { value: string } }) =>
    onChange({ ...values, [key]: e.target.value });
  const exportHref = `/api/v1/audit-log/export?${filterParams({ ...values })}&format=csv`;
  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
      onSubmit={(e) => e.preventDefault()}
    >
      <div className="grid gap-1.5 sm:col-span-2 lg:col-span-3">
        <Label htmlFor="audit-q">Search</Label>
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id="audit-q"
            type="search"
            className="pl-8"
            placeholder="Action, user, address, record or details"
            value={values.q}
            onChange={set("q")}
          />
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-user">User</Label>
        <NativeSelect id="audit-user" value={values.user_uid} onChange={set("user_uid")}>
          <option value="">Everyone</option>
          {facets.users.map((u) => (
            <option key={u.uid} value={u.uid}>
              {u.name ? `${u.name} (${u.email})` : u.email}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-action">Action</Label>
        <NativeSelect id="audit-action" value={values.action} onChange={set("action")}>
          <option value="">Any action</option>
          {actionOptions(facets.actions).map((a) => (
            <option key={a} value={a}>
              {a.endsWith(".") ? `${a.slice(0, -1)} — all` : a}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-type">Record type</Label>
        <NativeSelect id="audit-type" value={values.target_type} onChange={set("target_type")}>
          <option value="">Any record</option>
          {facets.target_types.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-from">From</Label>
        <Input
          id="audit-from"
          type="date"
          value={values.from}
          max={values.to || undefined}
          onChange={set("from")}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-to">To</Label>
        <Input
          id="audit-to"
          type="date"
          value={values.to}
          min={values.from || undefined}
          onChange={set("to")}
        />
      </div>
      <div className="flex items-end gap-2">
        <Button type="button" variant="ghost" onClick={() => onChange(noFilters)}>
          Clear
        </Button>
        <Button asChild variant="outline">
          <a href={exportHref} download data-testid="audit-export">
            <Download />
            Export CSV
          </a>
        </Button>
      </div>
    </form>
  );
}
