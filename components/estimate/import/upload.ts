"use client";

// Multipart uploads to the estimate import endpoints with upload progress (fetch cannot report it, so this
// uses XMLHttpRequest, with the same staff `company-uid` header as lib/client/api.ts).
import { readActiveCompanyUid } from "@/lib/client/active-company";
import { ApiClientError } from "@/lib/client/api";

export function postEstimateImport<T>(
  path: string,
  mode: "preview" | "apply",
  file: File,
  options: { mapping?: unknown; version?: number; onProgress?: (percent: number) => void } = {},
): Promise<T> {
  const form = new FormData();
  form.set("file", file);
  if (options.mapping) form.set("mapping", JSON.stringify(options.mapping));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/v1${path}?mode=${mode}`);
    xhr.withCredentials = true;
    const company = readActiveCompanyUid();
    if (company) xhr.setRequestHeader("company-uid", company);
    if (options.version !== undefined) xhr.setRequestHeader("If-Match", `"${options.version}"`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.((e.loaded / e.total) * 100);
    };
    xhr.onload = () => {
      let data: { message?: string; code?: string; errors?: Record<string, string> } | null = null;
      try {
        data = JSON.parse(xhr.responseText);
      } catch {}
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else
        reject(
          new ApiClientError(
            data?.message || `The upload failed (${xhr.status})`,
            xhr.status,
            data?.code,
            data?.errors,
          ),
        );
    };
    xhr.onerror = () => reject(new ApiClientError("The upload could not reach the server", 0));
    xhr.send(form);
  });
}

/** A sheet pasted from a spreadsheet (tab-separated) as a CSV file the line import reads. */
export function pastedSheetFile(text: string): File {
  const csv = text
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .filter((line, i, all) => line.trim() !== "" || i < all.length - 1)
    .map((line) =>
      line
        .split("\t")
        .map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
        .join(","),
    )
    .join("\r\n");
  return new File([csv], "pasted.csv", { type: "text/csv" });
}
