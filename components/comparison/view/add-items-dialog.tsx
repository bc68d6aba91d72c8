"use client";

import { BuildingIcon, FileSpreadsheetIcon, SparklesIcon } from "lucide-react";
import { useEffect, useState } from "react";
import type { FilterOptions } from "@/components/project/list/filter-panel";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/client/api";
import type { EstimateListItemDto } from "@/lib/client/estimates";
import type { ComparisonDto } from "@/lib/contract/comparison";
import { EstimateChecklist } from "../pick/estimate-checklist";
import { RecordPicker } from "../pick/record-picker";
import { type PickedItem, useSelection } from "../pick/selection";
import { SimilarRecords } from "../pick/similar-records";

export type AddItemsDialogProps = {
  open: boolean;
  onClose: () => void;
  companyUid: string;
  comparison: ComparisonDto;
  options: FilterOptions;
  googleMapsApiKey: string | null;
  /** Saves the new lists of uids (the current ones plus the ticked). */
  save: (uids: { record_uids: string[]; estimate_uids: string[] }) => Promise<unknown>;
};

/** The add page's sources in a dialog: the items already in are ticked; ticking more adds them on save. */
export function AddItemsDialog({
  open,
  onClose,
  companyUid,
  comparison,
  options,
  googleMapsApiKey,
  save,
}: AddItemsDialogProps) {
  const current: PickedItem[] = comparison.items
    .filter((i) => !(i.kind === "estimate" && i.is_reference && !comparison.estimate_uids.includes(i.uid)))
    .map((i) => ({ kind: i.kind, uid: i.uid, name: i.name, detail: i.location_label }));
  const selection = useSelection(current);
  const [similarTo, setSimilarTo] = useState<EstimateListItemDto | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { clear, add } = selection;
  // Opened again: start from the comparison's items as they are now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new opening resets the ticks
  useEffect(() => {
    if (!open) return;
    clear();
    add(current);
    setError(null);
  }, [open]);
  const added = selection.items.length - current.filter((c) => selection.has(c.uid)).length;
  const removed = current.filter((c) => !selection.has(c.uid)).length;

  const onSave = async () => {
    setPending(true);
    setError(null);
    try {
      await save(selection.uids);
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(o) => !o && !pending && onClose()}>
      <DialogContent className="sm:max-w-4xl" data-testid="add-items-dialog">
        <DialogHeading
          title="Add records and estimates"
          description="Tick what to compare; untick to take an item out. Nothing changes until you save."
        />
        <Tabs defaultValue="records">
          <TabsList className="w-full sm:w-fit">
            <TabsTrigger value="records">
              <BuildingIcon />
              Records
            </TabsTrigger>
            <TabsTrigger value="similar">
              <SparklesIcon />
              Similar
            </TabsTrigger>
            <TabsTrigger value="estimates">
              <FileSpreadsheetIcon />
              Estimates
            </TabsTrigger>
          </TabsList>
          <TabsContent value="records" className="pt-2">
            <RecordPicker
              companyUid={companyUid}
              selection={selection}
              options={options}
              googleMapsApiKey={googleMapsApiKey}
            />
          </TabsContent>
          <TabsContent value="similar" className="pt-2">
            <SimilarRecords
              companyUid={companyUid}
              selection={selection}
              estimate={similarTo}
              onEstimate={setSimilarTo}
            />
          </TabsContent>
          <TabsContent value="estimates" className="pt-2">
            <EstimateChecklist companyUid={companyUid} selection={selection} />
          </TabsContent>
        </Tabs>
        {error && (
          <Alert variant="destructive" data-testid="form-server-error">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter className="items-center">
          <p className="mr-auto text-muted-foreground text-sm tabular-nums" aria-live="polite">
            {added} to add · {removed} to take out
          </p>
          <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="button" onClick={onSave} disabled={pending || (added === 0 && removed === 0)}>
            {pending && <Spinner label="Saving" />}
            Save items
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
