"use client";

import { FileText, Paperclip, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Progress } from "@/components/ui/progress";
import { api, errorMessage } from "@/lib/client/api";
import type { PortalViewDto } from "@/lib/contract/bid-portal";
import { formatFileSize } from "@/lib/domain/file-size";
import { loadWithRetry } from "@/lib/ui/screen-load";

type File = PortalViewDto["package"]["documents"][number];

/** A list of files, each opening its signed (expiring) URL in a new tab. */
export function FileLinks({ files, onRemove }: { files: File[]; onRemove?: (file: File) => void }) {
  return (
    <ul className="grid gap-1.5">
      {files.map((file) => (
        <li
          key={file.uid}
          className="flex min-w-0 items-center gap-2 rounded-md border bg-background px-3 py-2 text-sm"
        >
          <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
          <a
            href={file.url}
            target="_blank"
            rel="noreferrer noopener"
            className="min-w-0 flex-1 truncate font-medium underline-offset-4 hover:underline"
          >
            {file.name}
          </a>
          <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
            {formatFileSize(file.size)}
          </span>
          {onRemove ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={`Remove ${file.name}`}
              onClick={() => onRemove(file)}
            >
              <X />
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The bid's attachments: pick a file, it uploads to a signed URL and is attached; the server checks type and size. */
export function PortalAttachments({
  token,
  files,
  disabled,
  onView,
}: {
  token: string;
  files: File[];
  disabled: boolean;
  onView: (view: PortalViewDto) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const base = `/bid-portal/${token}`;

  async function upload(file: globalThis.File) {
    setError(null);
    setProgress(0);
    try {
      const { uploadAttachment } = await loadWithRetry(
        () => import("./portal-upload"),
        undefined,
        window.location.search,
      );
      onView(await uploadAttachment(token, file, setProgress));
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  }

  async function remove(file: File) {
    setError(null);
    try {
      onView(await api<PortalViewDto>(`${base}/file/${file.uid}`, { method: "DELETE" }));
    } catch (e) {
      setError(errorMessage(e));
    }
  }

  return (
    <div className="grid gap-2">
      {files.length > 0 ? <FileLinks files={files} onRemove={disabled ? undefined : remove} /> : null}
      {progress !== null ? <Progress value={progress} label="Upload progress" /> : null}
      <FieldError id="attachment-error" message={error} />
      <input
        ref={input}
        type="file"
        className="sr-only"
        aria-label="Attach a file"
        disabled={disabled || progress !== null}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) void upload(file);
        }}
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={disabled || progress !== null}
        onClick={() => input.current?.click()}
      >
        <Paperclip /> Attach a file
      </Button>
      <p className="text-muted-foreground text-xs">
        PDF, images, Office documents, CSV, text, ZIP, DWG or DXF; up to 50 MB.
      </p>
    </div>
  );
}
