"use client";

import { Download, FileText } from "lucide-react";
import { useState } from "react";
import type { RecordFileDto } from "@/lib/client/projects";
import { isPreviewable } from "@/lib/domain/file-types";
import { TiffPreview } from "./tiff-preview";

export type PreviewKind = "image" | "tiff" | "pdf" | null;

/**
 * How a file shows in the page: images in <img>, TIFFs decoded onto a canvas (browsers cannot draw them),
 * PDFs in an <iframe>, anything else only downloads.
 */
export function previewKind(file: Pick<RecordFileDto, "name" | "content_type" | "previewable">): PreviewKind {
  const previewable = file.previewable || isPreviewable(file.content_type) || isPreviewable(file.name);
  if (!previewable) return null;
  const mime = file.content_type.split(";")[0]?.trim().toLowerCase();
  if (mime === "application/pdf" || /\.pdf$/i.test(file.name)) return "pdf";
  if (mime === "image/tiff" || /\.tiff?$/i.test(file.name)) return "tiff";
  return "image";
}

/** The inline preview of one previewable file (one the browser cannot draw falls back to a link). */
export function FilePreview({ file }: { file: RecordFileDto }) {
  const [broken, setBroken] = useState(false);
  const kind = previewKind(file);
  if (kind === "tiff" && !broken) {
    return <TiffPreview url={file.url} name={file.name} onError={() => setBroken(true)} />;
  }
  if (kind === "pdf") {
    return (
      <iframe
        src={file.url}
        title={`Preview of ${file.name}`}
        data-testid="file-preview-pdf"
        className="h-96 w-full rounded-md border bg-muted"
      />
    );
  }
  if (kind === "image" && !broken) {
    return (
      <div className="flex max-h-96 items-center justify-center overflow-hidden rounded-md border bg-muted/40 p-2">
        {/* biome-ignore lint/performance/noImgElement: an uploaded file of any size, from storage. */}
        <img
          src={file.url}
          alt={file.name}
          data-testid="file-preview-image"
          className="max-h-92 w-auto max-w-full object-contain"
          onError={() => setBroken(true)}
        />
      </div>
    );
  }
  return (
    <div className="flex items-center gap-2 rounded-md border border-dashed p-4 text-muted-foreground text-sm">
      <FileText aria-hidden="true" className="size-4" />
      {kind === "image" || kind === "tiff"
        ? "This browser cannot show this image."
        : "No preview for this type."}
      <a
        href={file.url}
        download={file.name}
        className="inline-flex items-center gap-1 text-primary hover:underline"
      >
        <Download aria-hidden="true" className="size-4" /> Download
      </a>
    </div>
  );
}
