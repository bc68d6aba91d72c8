"use client";

import { useSearchParams } from "next/navigation";
import { useMemo } from "react";
import { readRecordFilters } from "@/lib/contract/record-filters";
import type { RecordFilters } from "@/lib/domain/project/filters";
import { ExportMenu } from "./export-menu";
import { ImportDialog } from "./import-dialog";

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
  const fromUrl = useMemo(() => readRecordFilters(new URLSearchParams(params.toString())).filters, [params]);
  return (
    <>
      {canImport && <ImportDialog companyUid={companyUid} />}
      <ExportMenu filters={filters ?? fromUrl} />
    </>
  );
}
