"use client";

import { Pencil, Plus, Trash2, Upload } from "lucide-react";
import { useRouter } from "next/navigation";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import type { CsvImportDialog as CsvImportDialogView } from "@/components/reference/csv-import-dialog";
import { ConfirmDialog } from "@/components/settings/confirm-dialog";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { api, errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { MarketSeriesDto } from "@/lib/contract/market";
import { marketKindLabels } from "@/lib/domain/market/series";
import type { SeriesDialogProps } from "./series-dialog";
import { whereOf } from "./series-table";

const CsvImportDialog = lazyDialog<ComponentProps<typeof CsvImportDialogView>>(
  () => import("@/components/reference/csv-import-dialog").then((m) => ({ default: m.CsvImportDialog })),
  (p) => p.open,
);
const SeriesDialog = lazyDialog<SeriesDialogProps>(
  () => import("./series-dialog").then((m) => ({ default: m.SeriesDialog })),
  (p) => p.open,
);

export type MarketAdminProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  series: MarketSeriesDto[];
};

type Action = { kind: "edit" | "import" | "delete"; series: MarketSeriesDto } | { kind: "add" } | null;

/** Staff only (the API refuses anyone else): add, edit, import points into and delete the global series. */
export function MarketAdmin({ open, onOpenChange, series }: MarketAdminProps) {
  const router = useRouter();
  const [action, setAction] = useState<Action>(null);
  const close = () => setAction(null);
  const refresh = () => router.refresh();
  const target = action && action.kind !== "add" ? action.series : null;
  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-h-[85vh] overflow-y-auto sm:max-w-2xl">
          <DialogHeading
            title="Manage market series"
            description="Shared by every company with market data. Importing points into a sample series makes it real data."
          />
          <Button className="justify-self-start" onClick={() => setAction({ kind: "add" })}>
            <Plus aria-hidden="true" />
            Add series
          </Button>
          <ul className="divide-y rounded-md border" aria-label="Market series">
            {series.map((s) => (
              <li key={s.uid} className="flex flex-wrap items-center gap-2 p-2 text-sm">
                <div className="min-w-0 flex-1">
                  <div className="font-medium">
                    {s.name}
                    {s.is_sample && (
                      <Badge variant="outline" className="ml-2 text-[10px]">
                        Sample data
                      </Badge>
                    )}
                  </div>
                  <div className="text-muted-foreground text-xs">
                    {marketKindLabels[s.kind]} · {whereOf(s)} · {s.unit} · {s.point_count} points
                  </div>
                </div>
                <Button size="sm" variant="outline" onClick={() => setAction({ kind: "import", series: s })}>
                  <Upload aria-hidden="true" />
                  Import CSV
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Edit ${s.name}`}
                  onClick={() => setAction({ kind: "edit", series: s })}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete ${s.name}`}
                  onClick={() => setAction({ kind: "delete", series: s })}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            ))}
          </ul>
        </DialogContent>
      </Dialog>
      <SeriesDialog
        open={action?.kind === "add" || action?.kind === "edit"}
        onClose={close}
        series={action?.kind === "edit" ? action.series : null}
        onSaved={refresh}
      />
      <CsvImportDialog
        open={action?.kind === "import"}
        onOpenChange={(o) => !o && close()}
        title={`Import points: ${target?.name ?? ""}`}
        description="One row per month. Every row is checked first; one bad row imports nothing."
        template={"period,value\n2026-10,142.5"}
        path={`/market/series/${target?.uid ?? ""}/points`}
        headers={{ "if-match": `"${target?.version ?? 0}"` }}
        onImported={(r) => {
          toast({
            title: "Imported",
            description: `${r.imported} points were imported into ${target?.name}.`,
          });
          refresh();
        }}
      />
      <ConfirmDialog
        open={action?.kind === "delete"}
        onOpenChange={(o) => !o && close()}
        title={`Delete ${target?.name ?? "the series"}?`}
        description="Its points go with it, for every company."
        confirmLabel="Delete series"
        destructive
        onConfirm={async () => {
          if (!target) return;
          try {
            await api(`/market/series/${target.uid}`, { method: "DELETE", ifMatch: target.version });
          } catch (error) {
            toast({ variant: "destructive", title: "Error", description: errorMessage(error) });
            return;
          }
          close();
          toast({ title: "Deleted", description: `${target.name} was deleted.` });
          refresh();
        }}
      />
    </>
  );
}
