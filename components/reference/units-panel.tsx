"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Plus, Trash2 } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { ActionsHead, BorderedTable, EmptyRow } from "@/components/shared/bordered-table";
import { SearchInput } from "@/components/shared/search-box";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { api, errorMessage } from "@/lib/client/api";
import { type Collection, ifMatch, items } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { UnitDto } from "@/lib/contract/reference";
import { DeleteConfirm } from "./delete-confirm";
import type { UnitDialog as UnitDialogView } from "./unit-dialog";
import { unitKindLabels } from "./unit-kinds";

// The dialog (its form and schema, Radix Dialog) loads when it first opens, not with the page.
const UnitDialog = lazyDialog<ComponentProps<typeof UnitDialogView>>(
  () => import("./unit-dialog").then((m) => ({ default: m.UnitDialog })),
  (p) => p.open,
);

type Props = { companyUid: string; canEdit: boolean };

const unitsKey = (companyUid: string) => ["company", companyUid, "reference", "units"] as const;

const kindLabel = (u: UnitDto) => (u.kind ? unitKindLabels[u.kind] : "—");

function matches(u: UnitDto, search: string) {
  const s = search.trim().toLowerCase();
  return !s || u.code.toLowerCase().includes(s) || u.name.toLowerCase().includes(s);
}

/** Built-in and company units of measure, and the building metrics costs are divided by; admins add units. */
export function UnitsPanel({ companyUid, canEdit }: Props) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<UnitDto | null>(null);
  const { data, error, isPending } = useQuery({
    queryKey: unitsKey(companyUid),
    queryFn: () => api<Collection<UnitDto>>("/reference/unit"),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: unitsKey(companyUid) });

  async function remove(unit: UnitDto) {
    try {
      await api(`/reference/unit/${unit.uid}`, { method: "DELETE", headers: ifMatch(unit.version ?? 1) });
      toast({ title: "Deleted", description: `${unit.code} ${unit.name} was removed.` });
    } catch (e) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(e) });
    } finally {
      await refresh();
    }
  }

  const all = data ? items(data) : [];
  const units = all.filter((u) => u.group === "unit" && matches(u, search));
  const metrics = all.filter((u) => u.group === "building_metric" && matches(u, search));
  const companyCount = all.filter((u) => u.source === "company").length;

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          className="min-w-0 flex-1 basis-56"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search units (cy, gallon …)"
          aria-label="Search units"
        />
        {canEdit && (
          <Button onClick={() => setAdding(true)}>
            <Plus />
            Add unit
          </Button>
        )}
      </div>
      {error ? (
        <Alert variant="destructive">
          <AlertDescription>{errorMessage(error)}</AlertDescription>
        </Alert>
      ) : (
        <p className="text-muted-foreground text-sm" aria-live="polite">
          {isPending
            ? "Loading units…"
            : `${units.length} ${units.length === 1 ? "unit" : "units"}${companyCount ? ` · ${companyCount} added by your company` : ""}`}
        </p>
      )}
      <BorderedTable
        label="Units of measure"
        heads={
          <>
            <TableHead className="w-24">Code</TableHead>
            <TableHead>Description</TableHead>
            <TableHead className="hidden sm:table-cell">Measures</TableHead>
            <TableHead className="hidden md:table-cell">Source</TableHead>
            {canEdit && <ActionsHead />}
          </>
        }
      >
        {isPending &&
          Array.from({ length: 6 }, (_, i) => (
            <TableRow key={i}>
              <TableCell colSpan={canEdit ? 5 : 4}>
                <Skeleton className="h-5 w-full" />
              </TableCell>
            </TableRow>
          ))}
        {units.map((unit) => (
          <TableRow key={unit.code} data-testid={`unit-${unit.code}`}>
            <TableCell className="font-mono">{unit.code}</TableCell>
            <TableCell className="whitespace-normal">
              {unit.name}
              <div className="text-muted-foreground text-xs sm:hidden">
                {kindLabel(unit)}
                {unit.source === "company" && " · Company"}
              </div>
            </TableCell>
            <TableCell className="hidden text-muted-foreground sm:table-cell">{kindLabel(unit)}</TableCell>
            <TableCell className="hidden md:table-cell">
              {unit.source === "built_in" ? (
                <Badge variant="outline">Built-in</Badge>
              ) : (
                <Badge variant="secondary">Company</Badge>
              )}
            </TableCell>
            {canEdit && (
              <TableCell>
                {unit.source === "company" && (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Delete ${unit.code}`}
                    onClick={() => setDeleting(unit)}
                  >
                    <Trash2 />
                  </Button>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
        {!isPending && units.length === 0 && (
          <EmptyRow columns={canEdit ? 5 : 4}>No units match “{search}”.</EmptyRow>
        )}
      </BorderedTable>
      {metrics.length > 0 && (
        <section className="grid gap-2" aria-labelledby="building-metrics-heading">
          <div>
            <h3 id="building-metrics-heading" className="font-medium text-sm">
              Building metrics
            </h3>
            <p className="text-muted-foreground text-sm">
              What a project’s cost is divided by ($/GSF, $/unit …). Built in.
            </p>
          </div>
          <BorderedTable
            label="Building metrics"
            heads={
              <>
                <TableHead className="w-24">Code</TableHead>
                <TableHead>Description</TableHead>
                <TableHead className="w-28">Measured in</TableHead>
              </>
            }
          >
            {metrics.map((m) => (
              <TableRow key={m.code}>
                <TableCell className="font-mono">{m.code}</TableCell>
                <TableCell className="whitespace-normal">{m.name}</TableCell>
                <TableCell className="font-mono text-muted-foreground">{m.unit}</TableCell>
              </TableRow>
            ))}
          </BorderedTable>
        </section>
      )}
      <UnitDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={async (unit) => {
          toast({ title: "Unit added", description: `${unit.code} ${unit.name} is ready to use.` });
          await refresh();
        }}
      />
      <DeleteConfirm
        target={deleting}
        onDone={() => setDeleting(null)}
        remove={remove}
        title={(d) => `Delete ${d.code} ${d.name}?`}
        description="Estimate lines that already use it keep the code as text."
      />
    </div>
  );
}
