"use client";

// Multipart uploads to the import endpoints with upload progress (fetch cannot report it, so these alone use
// XMLHttpRequest, with the same staff `company-uid` header as lib/client/api.ts), and the export download
// through `api()` with byte progress.
import { readActiveCompanyUid } from "@/lib/client/active-company";
import { ApiClientError, api } from "@/lib/client/api";
import type { ImportMapping } from "@/lib/domain/project-import/plan";

export function postImportFile<T>(
  path: "/project/import/preview" | "/project/import",
  file: File,
  mapping: ImportMapping | null,
  onProgress: (percent: number) => void,
): Promise<T> {
  const form = new FormData();
  form.set("file", file);
  if (mapping) form.set("mapping", JSON.stringify(mapping));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/v1${path}`);
    xhr.withCredentials = true;
    const company = readActiveCompanyUid();
    if (company) xhr.setRequestHeader("company-uid", company);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onload = () => {
      let data: { message?: string; code?: string; errors?: Record<string, string> } | null = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else {
        reject(
          new ApiClientError(
            data?.message || `The upload failed (${xhr.status})`,
            xhr.status,
            data?.code,
            data?.errors,
          ),
        );
      }
    };
    xhr.onerror = () => reject(new ApiClientError("The upload could not reach the server", 0));
    xhr.send(form);
  });
}

/** Downloads the export through the API client (so the company-uid header goes along), reporting bytes received. */
export async function downloadExport(query: string, onBytes: (bytes: number) => void): Promise<void> {
  const res = await api<Response>(`/project/export?${query}`, { read: "response" });
  if (!res.body) throw new ApiClientError("The export failed", res.status);
  const name = /filename="([^"]+)"/.exec(res.headers.get("content-disposition") ?? "")?.[1] ?? "projects";
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onBytes(received);
  }
  const blob = new Blob(chunks as BlobPart[], { type: res.headers.get("content-type") ?? undefined });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
