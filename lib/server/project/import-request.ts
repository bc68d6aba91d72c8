import "server-only";
import type { NextRequest } from "next/server";
import { importMappingInput } from "@/lib/contract/project";
import type { ImportMapping } from "@/lib/domain/project-import/plan";
import { ApiError, ValidationError } from "../errors";
import { type ImportFile, maxImportFileBytes } from "./import-file";

// The multipart body of the import endpoints: `file` (CSV or XLSX) and an optional `mapping` (JSON text).

export async function readImportRequest(
  req: NextRequest,
): Promise<{ file: ImportFile; mapping: ImportMapping | null }> {
  return readUploadRequest(req, (json) => {
    const parsed = importMappingInput.safeParse(json);
    if (!parsed.success) throw new ValidationError({ mapping: "Must be { columns, cost_codes }" });
    return parsed.data;
  });
}

/** A multipart upload of `file` and an optional `mapping` (JSON text) that `readMapping` checks. */
export async function readUploadRequest<M>(
  req: NextRequest,
  readMapping: (json: unknown) => M,
): Promise<{ file: ImportFile; mapping: M | null }> {
  const type = req.headers.get("content-type") ?? "";
  if (!type.includes("multipart/form-data")) {
    throw new ApiError(
      "unsupported_media_type",
      "Send the file as multipart/form-data with a field named file",
    );
  }
  const length = Number(req.headers.get("content-length") ?? "0");
  // Refuse before reading: the form's own overhead is small next to the 50 MB file limit.
  if (length > maxImportFileBytes + 1024 * 1024) {
    throw new ApiError("payload_too_large", "The file is larger than 50 MB; split it into smaller files");
  }
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new ApiError("bad_request", "The upload could not be read as multipart/form-data");
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw new ValidationError({ file: "Choose a CSV or XLSX file" });
  let mapping: M | null = null;
  const text = form.get("mapping");
  if (typeof text === "string" && text.trim() !== "") {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ValidationError({ mapping: "Must be JSON" });
    }
    mapping = readMapping(json);
  }
  return {
    file: { name: file.name, type: file.type, size: file.size, bytes: () => file.arrayBuffer() },
    mapping,
  };
}
