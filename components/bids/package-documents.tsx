"use client";

// A package's documents: drawings, specs and forms bidders see. Uploaded through a signed URL with the same
// types and size limit as a project record's files; PDFs and images open in the browser, others download.
import { FileTextIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { api, errorMessage } from "@/lib/client/api";
import { putFile } from "@/lib/client/upload";
import { toast } from "@/lib/client/use-toast";
import type { BidDocumentDto } from "@/lib/contract/bid-package";
import type { UploadSignatureDto } from "@/lib/contract/project-record";
import type { PackageSectionProps } from "./package-section";
import { useTakePackage } from "./use-bid-packages";

const sizeLabel = (n: number) =>
  n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

async function upload(packageUid: string, file: File, onProgress: (p: number) => void) {
  const meta = { name: file.name, content_type: file.type || "application/octet-stream", size: file.size };
  const target = await api<UploadSignatureDto>(`/bid-package/${packageUid}/document/upload-signature`, {
    method: "POST",
    body: meta,
  });
  await putFile(target.upload_url, file, target.headers["Content-Type"] ?? meta.content_type, onProgress);
  return api<BidDocumentDto>(`/bid-package/${packageUid}/document`, {
    method: "POST",
    body: { ...meta, key: target.key },
  });
}

export function PackageDocuments({ pkg, estimateUid, canEdit }: PackageSectionProps) {
  const take = useTakePackage(estimateUid);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const editable = canEdit && pkg.status !== "awarded" && pkg.status !== "cancelled";
  const onFiles = async (files: FileList | null) => {
    if (!files?.length) return;
    try {
      for (const file of Array.from(files)) await upload(pkg.uid, file, setProgress);
    } catch (error) {
      toast({ title: errorMessage(error), variant: "destructive" });
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
      await take(null);
    }
  };
  const remove = async (doc: BidDocumentDto) => {
    try {
      await api(`/bid-package/${pkg.uid}/document/${doc.uid}`, { method: "DELETE" });
    } catch (error) {
      toast({ title: errorMessage(error), variant: "destructive" });
    }
    await take(null);
  };
  return (
    <section className="space-y-2" aria-labelledby="bid-docs-heading" data-testid="bid-documents">
      <div className="flex items-center justify-between gap-2">
        <h3 id="bid-docs-heading" className="font-medium text-sm">
          Documents
        </h3>
        {editable ? (
          <>
            <input
              ref={input}
              type="file"
              multiple
              className="sr-only"
              aria-label="Upload documents"
              onChange={(e) => onFiles(e.target.files)}
            />
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={progress !== null}
              onClick={() => input.current?.click()}
            >
              <UploadIcon aria-hidden="true" />
              {progress !== null ? `Uploading ${Math.round(progress)}%` : "Upload"}
            </Button>
          </>
        ) : null}
      </div>
      {pkg.documents.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No documents yet. Drawings, specifications and forms go here.
        </p>
      ) : (
        <ul className="divide-y rounded-md border">
          {pkg.documents.map((d) => (
            <li key={d.uid} className="flex items-center gap-2 p-2 text-sm">
              <FileTextIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <a
                href={d.url}
                target="_blank"
                rel="noreferrer"
                className="min-w-0 flex-1 truncate underline-offset-2 hover:underline"
                {...(d.previewable ? {} : { download: d.name })}
              >
                {d.name}
              </a>
              <span className="shrink-0 text-muted-foreground text-xs">{sizeLabel(d.size)}</span>
              {editable ? (
                <Button
                  type="button"
                  size="icon"
                  variant="ghost"
                  className="size-8"
                  aria-label={`Remove ${d.name}`}
                  onClick={() => remove(d)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
