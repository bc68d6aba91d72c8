"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MoreHorizontal, Plus } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { Button } from "@/components/ui/button";
import { LazyDropdownMenu } from "@/components/ui/lazy-menu";
import { api, errorMessage } from "@/lib/client/api";
import { referenceKeys } from "@/lib/client/reference";
import { type Collection, ifMatch, items } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { BuildingTypeDto } from "@/lib/contract/reference";
import type {
  BuildingTypeDialog as BuildingTypeDialogView,
  BuildingTypeTarget,
} from "./building-type-dialog";
import { DeleteConfirm } from "./delete-confirm";

// The dialog (its form and schema, Radix Dialog) loads when it first opens, not with the page.
const BuildingTypeDialog = lazyDialog<ComponentProps<typeof BuildingTypeDialogView>>(
  () => import("./building-type-dialog").then((m) => ({ default: m.BuildingTypeDialog })),
  (p) => p.target !== null,
);

type Props = { companyUid: string; canEdit: boolean; initial: Collection<BuildingTypeDto> };

/** The company's two-level taxonomy: categories with their types, in order. */
export function BuildingTypesPanel({ companyUid, canEdit, initial }: Props) {
  const queryClient = useQueryClient();
  const key = referenceKeys.buildingTypes(companyUid);
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => api<Collection<BuildingTypeDto>>("/reference/building-type"),
    initialData: initial,
  });
  const [target, setTarget] = useState<BuildingTypeTarget>(null);
  const [deleting, setDeleting] = useState<BuildingTypeDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const all = items(data);
  const categories = all.filter((t) => t.level === 1);

  async function remove(type: BuildingTypeDto) {
    try {
      await api(`/reference/building-type/${type.uid}`, { method: "DELETE", headers: ifMatch(type.version) });
      toast({ title: "Deleted", description: `${type.label} was removed.` });
    } catch (e) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(e) });
    } finally {
      await refresh();
    }
  }

  const actions = (type: BuildingTypeDto) =>
    canEdit && (
      <LazyDropdownMenu
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Actions for ${type.label}`}>
            <MoreHorizontal />
          </Button>
        }
      >
        {(ui) => (
          <ui.DropdownMenuContent align="end">
            {type.level === 1 && (
              <ui.DropdownMenuItem onSelect={() => setTarget({ type: null, parentUid: type.uid })}>
                Add a type…
              </ui.DropdownMenuItem>
            )}
            <ui.DropdownMenuItem onSelect={() => setTarget({ type, parentUid: type.parent_uid })}>
              Edit…
            </ui.DropdownMenuItem>
            <ui.DropdownMenuItem variant="destructive" onSelect={() => setDeleting(type)}>
              Delete…
            </ui.DropdownMenuItem>
          </ui.DropdownMenuContent>
        )}
      </LazyDropdownMenu>
    );

  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">
          {categories.length} categories, {all.length - categories.length} types. Projects and benchmarks are
          grouped by these.
        </p>
        {canEdit && (
          <Button onClick={() => setTarget({ type: null, parentUid: null })}>
            <Plus />
            Add building type
          </Button>
        )}
      </div>
      <ul className="grid items-start gap-3 sm:grid-cols-2">
        {categories.map((category) => {
          const types = all.filter((t) => t.parent_uid === category.uid);
          return (
            <li key={category.uid} className="rounded-lg border">
              <div className="flex items-center justify-between gap-2 border-b py-1 pr-1 pl-3">
                <h3 className="font-medium text-sm">{category.name}</h3>
                {actions(category)}
              </div>
              <ul className="py-1">
                {types.map((type) => (
                  <li
                    key={type.uid}
                    className="flex min-h-9 items-center justify-between gap-2 pr-1 pl-3 text-sm"
                  >
                    <span>{type.name}</span>
                    {actions(type)}
                  </li>
                ))}
                {types.length === 0 && (
                  <li className="px-3 py-2 text-muted-foreground text-sm">No types yet.</li>
                )}
              </ul>
            </li>
          );
        })}
      </ul>
      <BuildingTypeDialog
        target={target}
        categories={categories}
        onClose={() => setTarget(null)}
        onSaved={refresh}
      />
      <DeleteConfirm
        target={deleting}
        onDone={() => setDeleting(null)}
        remove={remove}
        title={(d) => `Delete ${d.label}?`}
        description={
          deleting?.level === 1
            ? "A category can be deleted once it has no types."
            : "It is removed from your company's list of building types."
        }
      />
    </div>
  );
}
