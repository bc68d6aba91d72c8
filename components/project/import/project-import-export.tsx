"use client";

import { UploadIcon } from "lucide-react";
import { useSearchParams } from "next/navigation";
import { type ComponentProps, useMemo, useState } from "react";
import { lazyWithRetry } from "@/components/feedback/lazy-with-retry";
import { useRecordFiltersReader } from "@/components/project/list/record-filters-reader";
import { Button } from "@/components/ui/button";
import type { RecordFilters } from "@/lib/domain/project/filters";
import { ExportMenu } from "./export-menu";
import type { ImportDialog as ImportDialogView } from "./import-dialog";

/** The Import button as it looks before its dialog's code is there. */
function ImportButton({ onClick }: { onClick?: () => void }) {
  return (
    <Button variant="outline" data-testid="import-open" onClick={onClick}>
      <UploadIcon />
      Import
    </Button>
  );
}

// The import dialog (its steps, Radix Dialog) loads on the first click of its button, not with the page; the
// button shows meanwhile and the dialog mounts open.
const ImportDialog = lazyWithRetry<ComponentProps<typeof ImportDialogView>>(
  () => import("./import-dialog").then((m) => ({ default: m.ImportDialog })),
  { fallback: <ImportButton /> },
);

type Props = {
  companyUid: string;
  /** Editors and admins import; everyone exports. */
  canImport: boolean;
  /** The filter to export; by default the page URL's (the list keeps its filters there). */
  filters?: Partial<RecordFilters>;
};

/** The /project toolbar's Import button and Export menu. */
export function ProjectImportExport({ companyUid, canImport, filters }: Props) {
  const params = useSearchParams();
  const readRecordFilters = useRecordFiltersReader();
  const fromUrl = useMemo(
    () => readRecordFilters(new URLSearchParams(params.toString())).filters,
    [readRecordFilters, params],
  );
  const [importAsked, setImportAsked] = useState(false);
  return (
    <>
      {canImport &&
        (importAsked ? (
          <ImportDialog companyUid={companyUid} initiallyOpen />
        ) : (
          <ImportButton onClick={() => setImportAsked(true)} />
        ))}
      <ExportMenu filters={filters ?? fromUrl} />
    </>
  );
}
