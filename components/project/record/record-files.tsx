"use client";

import { useQueryClient } from "@tanstack/react-query";
import { Download, Paperclip, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { ConfirmDialog } from "@/components/settings/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import { errorMessage } from "@/lib/client/api";
import { deleteRecordFile, projectKeys, type RecordFileDto, uploadRecordFile } from "@/lib/client/projects";
import { toast } from "@/lib/client/use-toast";
import { formatFileSize } from "@/lib/domain/file-size";
import { maxRecordFileBytes } from "@/lib/domain/project/files";
import { FilePreview, previewKind } from "./file-preview";

type PendingUpload = { id: number; name: string; progress: number };

type Props = { companyUid: string; recordUid: string; files: RecordFileDto[]; canEdit: boolean };

/** Drawings, photos and documents of a record: upload with progress, previews in the page, downloads. */
export function RecordFiles({ companyUid, recordUid, files, canEdit }: Props) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const [deleting, setDeleting] = useState<RecordFileDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: projectKeys.all(companyUid) });

  async function uploadAll(list: File[]) {
    for (const file of list) {
      if (file.size > maxRecordFileBytes) {
        toast({
          variant: "destructive",
          title: "Error",
          description: `${file.name} is larger than ${formatFileSize(maxRecordFileBytes)}.`,
        });
        continue;
      }
      const id = Date.now() + Math.random();
      setUploads((u) => [...u, { id, name: file.name, progress: 0 }]);
      try {
        await uploadRecordFile(recordUid, file, (progress) =>
          setUploads((u) => u.map((x) => (x.id === id ? { ...x, progress } : x))),
        );
      } catch (e) {
        toast({
          variant: "destructive",
          title: "Error",
          description: `An error occurred during upload: ${errorMessage(e)}`,
        });
      } finally {
        setUploads((u) => u.filter((x) => x.id !== id));
      }
    }
    await refresh();
  }

  const previewable = files.filter((f) => previewKind(f) !== null);
  return (
    <Card className="gap-4" data-testid="record-files">
      <CardHeader>
        <CardTitle>Files</CardTitle>
        <CardDescription>
          Drawings, photos and documents. Images and PDFs preview here; other files download.
        </CardDescription>
        {canEdit && (
          <CardAction>
            <input
              ref={input}
              type="file"
              multiple
              className="sr-only"
              aria-label="Files to upload"
              tabIndex={-1}
              onChange={(e) => {
                const list = [...(e.target.files ?? [])];
                e.target.value = "";
                if (list.length > 0) void uploadAll(list);
              }}
            />
            <Button variant="outline" size="sm" onClick={() => input.current?.click()}>
              <Upload />
              Upload files
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {uploads.map((u) => (
          <div key={u.id} className="grid gap-1.5">
            <p className="text-sm">
              Uploading {u.name} — {Math.round(u.progress)}%
            </p>
            <Progress value={u.progress} label={`Upload progress of ${u.name}`} />
          </div>
        ))}
        {files.length === 0 && uploads.length === 0 && (
          <p className="flex items-center gap-2 text-muted-foreground text-sm">
            <Paperclip aria-hidden="true" className="size-4" />
            No files yet.
          </p>
        )}
        {files.length > 0 && (
          <ul className="grid divide-y rounded-md border">
            {files.map((file) => (
              <li key={file.uid} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate font-medium" title={file.name}>
                  {file.name}
                </span>
                <span className="text-muted-foreground text-xs tabular-nums">
                  {formatFileSize(file.size)}
                </span>
                <Button asChild variant="ghost" size="sm">
                  <a href={file.url} download={file.name} aria-label={`Download ${file.name}`}>
                    <Download />
                  </a>
                </Button>
                {canEdit && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${file.name}`}
                    onClick={() => setDeleting(file)}
                  >
                    <Trash2 />
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {previewable.length > 0 && (
          <div className="grid gap-4 md:grid-cols-2">
            {previewable.map((file) => (
              <figure key={file.uid} className="grid gap-1.5" data-testid="file-preview">
                <FilePreview file={file} />
                <figcaption className="truncate text-muted-foreground text-xs">{file.name}</figcaption>
              </figure>
            ))}
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? `Delete ${deleting.name}?` : ""}
        description="The file is removed from this record for everyone."
        confirmLabel="Delete file"
        destructive
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await deleteRecordFile(recordUid, deleting.uid);
            toast({ title: "Deleted", description: `${deleting.name} was removed.` });
          } catch (e) {
            toast({ variant: "destructive", title: "Error", description: errorMessage(e) });
          }
          setDeleting(null);
          await refresh();
        }}
      />
    </Card>
  );
}
