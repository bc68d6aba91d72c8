"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CheckIcon, RefreshCwIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormPageHeader } from "@/components/shared/form-page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/client/api";
import { applyTakeoff, previewTakeoff, takeoffKeys } from "@/lib/client/takeoff";
import { toast } from "@/lib/client/use-toast";
import type { TakeoffMappingInput, TakeoffPreviewDto } from "@/lib/contract/takeoff";
import { TakeoffDiff } from "./takeoff-diff";
import { TakeoffFileStep } from "./takeoff-file-step";
import { TakeoffLinks } from "./takeoff-links";
import { TakeoffMappingTable } from "./takeoff-mapping-table";

type Busy = "reading" | "applying" | null;

/** /estimate/{uid}/import-from-togal: file → detected format and problems → mapping → changes → apply. */
export function TakeoffImportScreen(props: {
  companyUid: string;
  estimateUid: string;
  estimateName: string;
}) {
  const { companyUid, estimateUid } = props;
  const router = useRouter();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<TakeoffPreviewDto | null>(null);
  const [mapping, setMapping] = useState<TakeoffMappingInput | null>(null);
  const [previewed, setPreviewed] = useState("");
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);

  const read = async (chosen: File, sent: TakeoffMappingInput | null) => {
    setBusy("reading");
    setError(null);
    try {
      const next = await previewTakeoff(estimateUid, chosen, sent);
      setFile(chosen);
      setPreview(next);
      setMapping(next.mapping);
      setPreviewed(JSON.stringify(next.mapping));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  };

  const apply = async () => {
    if (!file || !mapping || !preview) return;
    setBusy("applying");
    setError(null);
    try {
      const result = await applyTakeoff(estimateUid, file, mapping, preview.estimate_version);
      await queryClient.invalidateQueries({ queryKey: takeoffKeys.links(companyUid, estimateUid) });
      toast({
        title: "Takeoff applied",
        description: `${result.created} new lines, ${result.updated} quantities updated.`,
      });
      router.push(`/estimate/${estimateUid}`);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(null);
    }
  };

  const stale = mapping !== null && JSON.stringify(mapping) !== previewed;
  const changes = preview ? preview.summary.create + preview.summary.update : 0;
  const blocked = !preview || preview.errors.length > 0 || busy !== null;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-8" data-testid="takeoff-import">
      <FormPageHeader
        title="Import takeoff"
        description="Bring plan quantities into this estimate. Lines made from a takeoff stay linked to their classification: importing a revised file updates their quantities instead of adding lines."
        trail={[
          { href: "/estimate", label: "Estimates" },
          { href: `/estimate/${estimateUid}`, label: props.estimateName },
        ]}
      />
      <TakeoffLinks companyUid={companyUid} estimateUid={estimateUid} />
      <TakeoffFileStep
        busy={busy !== null}
        preview={preview}
        onFile={(f) => read(f, null)}
        onColumns={(columns) =>
          file && read(file, { format: "generic", columns, classifications: {}, sheets: {} })
        }
      />
      {busy === "reading" ? (
        <p className="flex items-center gap-2 text-muted-foreground text-sm" role="status">
          <Spinner /> Reading the file…
        </p>
      ) : null}
      {error ? (
        <Alert variant="destructive" role="alert" data-testid="takeoff-error">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      {preview && mapping && preview.classifications.length > 0 ? (
        <>
          <TakeoffMappingTable
            preview={preview}
            mapping={mapping}
            disabled={busy !== null}
            onChange={setMapping}
          />
          <TakeoffDiff preview={preview} stale={stale} />
          <div className="flex flex-wrap items-center justify-end gap-3 border-t pt-4">
            <Button
              variant="outline"
              disabled={busy !== null || !file}
              onClick={() => file && read(file, mapping)}
            >
              <RefreshCwIcon /> Preview changes
            </Button>
            <Button disabled={blocked || stale || changes === 0} onClick={apply} data-testid="takeoff-apply">
              {busy === "applying" ? <Spinner /> : <CheckIcon />}
              {changes === 0
                ? "Nothing to apply"
                : `Apply ${changes} ${changes === 1 ? "change" : "changes"}`}
            </Button>
          </div>
        </>
      ) : null}
    </div>
  );
}
