"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { MoreHorizontal, Plus } from "lucide-react";
import { type ComponentProps, useDeferredValue, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { ActionsHead, BorderedTable, EmptyRow } from "@/components/shared/bordered-table";
import { SearchInput } from "@/components/shared/search-box";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LazyDropdownMenu } from "@/components/ui/lazy-menu";
import { NativeSelect } from "@/components/ui/native-select";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { api, errorMessage } from "@/lib/client/api";
import { fetchCostCodes, referenceKeys } from "@/lib/client/reference";
import { type Collection, ifMatch, items } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { CostCodeDto } from "@/lib/contract/reference";
import { classificationLabels, classifications } from "@/lib/domain/reference/cost-codes";
import type { CostCodeDialog as CostCodeDialogView } from "./cost-code-dialog";
import { DeleteConfirm } from "./delete-confirm";

// The dialog (its form and schema, Radix Dialog) loads when it first opens, not with the page.
const CostCodeDialog = lazyDialog<ComponentProps<typeof CostCodeDialogView>>(
  () => import("./cost-code-dialog").then((m) => ({ default: m.CostCodeDialog })),
  (p) => p.target !== null,
);

type Props = { companyUid: string; canEdit: boolean; initial: Collection<CostCodeDto> };

/** Built-in and company codes in one searchable list; admins add, rename and remove company codes. */
export function CostCodesPanel({ companyUid, canEdit, initial }: Props) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [classification, setClassification] = useState("");
  const deferredSearch = useDeferredValue(search);
  const key = referenceKeys.costCodes(companyUid, classification, deferredSearch);
  const { data = initial, isFetching } = useQuery({
    queryKey: key,
    queryFn: () => fetchCostCodes(classification, deferredSearch),
    initialData: classification === "" && deferredSearch === "" ? initial : undefined,
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<"new" | CostCodeDto | null>(null);
  const [deleting, setDeleting] = useState<CostCodeDto | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: [...referenceKeys.all(companyUid), "cost-codes"] });

  async function remove(code: CostCodeDto) {
    try {
      await api(`/reference/cost-code/${code.uid}`, {
        method: "DELETE",
        headers: ifMatch(code.version ?? 1),
      });
      toast({ title: "Deleted", description: `${code.code} ${code.title} was removed.` });
    } catch (e) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(e) });
    } finally {
      await refresh();
    }
  }

  const codes = items(data);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center gap-2">
        <SearchInput
          className="min-w-0 flex-1 basis-56"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search codes or titles (0330, concrete …)"
          aria-label="Search cost codes"
        />
        <NativeSelect
          aria-label="Classification"
          value={classification}
          onChange={(e) => setClassification(e.target.value)}
          className="w-44"
        >
          <option value="">All classifications</option>
          {classifications.map((c) => (
            <option key={c} value={c}>
              {classificationLabels[c]}
            </option>
          ))}
        </NativeSelect>
        {canEdit && (
          <Button onClick={() => setEditing("new")}>
            <Plus />
            Add code
          </Button>
        )}
      </div>
      <p className="text-muted-foreground text-sm" aria-live="polite">
        {isFetching ? "Searching…" : `${data.total} ${data.total === 1 ? "code" : "codes"}`}
      </p>
      <BorderedTable
        heads={
          <>
            <TableHead className="w-28">Code</TableHead>
            <TableHead>Title</TableHead>
            <TableHead className="hidden sm:table-cell">Classification</TableHead>
            <TableHead className="hidden md:table-cell">Source</TableHead>
            {canEdit && <ActionsHead />}
          </>
        }
      >
        {codes.map((code) => (
          <TableRow key={code.uid}>
            <TableCell className="font-mono" style={{ paddingLeft: `${0.5 + (code.level - 1) * 0.75}rem` }}>
              {code.code}
            </TableCell>
            <TableCell className="whitespace-normal">
              <span className={code.level === 1 ? "font-medium" : undefined}>{code.title}</span>
              <div className="text-muted-foreground text-xs sm:hidden">
                {classificationLabels[code.classification]}
              </div>
            </TableCell>
            <TableCell className="hidden text-muted-foreground sm:table-cell">
              {classificationLabels[code.classification]}
            </TableCell>
            <TableCell className="hidden md:table-cell">
              {code.source === "built_in" ? (
                <Badge variant="outline">Built-in</Badge>
              ) : (
                <Badge variant="secondary">{code.overrides_built_in ? "Company (renamed)" : "Company"}</Badge>
              )}
            </TableCell>
            {canEdit && (
              <TableCell>
                <LazyDropdownMenu
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={`Actions for ${code.code}`}>
                      <MoreHorizontal />
                    </Button>
                  }
                >
                  {(ui) => (
                    <ui.DropdownMenuContent align="end">
                      <ui.DropdownMenuItem onSelect={() => setEditing(code)}>
                        {code.source === "built_in" ? "Rename for this company…" : "Edit…"}
                      </ui.DropdownMenuItem>
                      {code.source === "company" && (
                        <ui.DropdownMenuItem variant="destructive" onSelect={() => setDeleting(code)}>
                          {code.overrides_built_in ? "Restore built-in title…" : "Delete…"}
                        </ui.DropdownMenuItem>
                      )}
                    </ui.DropdownMenuContent>
                  )}
                </LazyDropdownMenu>
              </TableCell>
            )}
          </TableRow>
        ))}
        {codes.length === 0 && <EmptyRow columns={5}>No codes match “{search}”.</EmptyRow>}
      </BorderedTable>
      <CostCodeDialog target={editing} onClose={() => setEditing(null)} onSaved={refresh} />
      <DeleteConfirm
        target={deleting}
        onDone={() => setDeleting(null)}
        remove={remove}
        title={(d) => `Delete ${d.code} ${d.title}?`}
        description={
          deleting?.overrides_built_in
            ? "The built-in title comes back for your company."
            : "Records and estimates that use this code keep their numbers."
        }
      />
    </div>
  );
}
