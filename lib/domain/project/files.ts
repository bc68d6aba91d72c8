// What may be attached to a project record: drawings, photos and documents. The previewable ones
// (lib/domain/file-types.ts) show in the page; the others download.
import { isImageType, matchesMagicBytes } from "@/lib/domain/upload-types";

export const recordFileTypes: Record<string, { ext: string; label: string }> = {
  "application/pdf": { ext: "pdf", label: "PDF" },
  "image/jpeg": { ext: "jpg", label: "JPEG" },
  "image/png": { ext: "png", label: "PNG" },
  "image/gif": { ext: "gif", label: "GIF" },
  "image/svg+xml": { ext: "svg", label: "SVG" },
  "image/webp": { ext: "webp", label: "WebP" },
  "image/tiff": { ext: "tif", label: "TIFF" },
  "image/bmp": { ext: "bmp", label: "BMP" },
  "text/plain": { ext: "txt", label: "text" },
  "text/csv": { ext: "csv", label: "CSV" },
  "application/zip": { ext: "zip", label: "ZIP" },
  "application/msword": { ext: "doc", label: "Word" },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { ext: "docx", label: "Word" },
  "application/vnd.ms-excel": { ext: "xls", label: "Excel" },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { ext: "xlsx", label: "Excel" },
  "application/vnd.ms-powerpoint": { ext: "ppt", label: "PowerPoint" },
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": {
    ext: "pptx",
    label: "PowerPoint",
  },
  "image/vnd.dwg": { ext: "dwg", label: "DWG" },
  "image/vnd.dxf": { ext: "dxf", label: "DXF" },
  "application/octet-stream": { ext: "bin", label: "file" },
};

export const maxRecordFileBytes = 50 * 1024 * 1024;

/** Storage keys of record files: `project-files/{company}/{record}/{random}/{slug}.{ext}`. */
export const recordFilePrefix = "project-files/";

/** Storage keys of bid package documents and bidders' attachments: `bid-files/{company}/{package}/…`. */
export const bidFilePrefix = "bid-files/";

/** A private file of a record or a bid: the same types, checks and signed, expiring URLs. */
export function isRecordFileKey(key: string): boolean {
  return key.startsWith(recordFilePrefix) || key.startsWith(bidFilePrefix);
}

/** "application/pdf; charset=binary" → "application/pdf"; null when not an allowed type. */
export function recordFileType(contentType: string): string | null {
  const mime = contentType.split(";")[0]!.trim().toLowerCase();
  const alias: Record<string, string> = {
    "image/jpg": "image/jpeg",
    "image/x-ms-bmp": "image/bmp",
    "image/pjpeg": "image/jpeg",
  };
  const type = alias[mime] ?? mime;
  return Object.hasOwn(recordFileTypes, type) ? type : null;
}

export function recordFileTypeForExtension(ext: string): string | null {
  const lower = ext.toLowerCase();
  for (const [type, info] of Object.entries(recordFileTypes)) if (info.ext === lower) return type;
  if (lower === "jpeg") return "image/jpeg";
  if (lower === "tiff") return "image/tiff";
  return null;
}

const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0) =>
  bytes.length >= at + sig.length && sig.every((b, i) => bytes[at + i] === b);

/** The first bytes agree with the type for the formats the page shows inline; others are served as downloads. */
export function matchesRecordFileBytes(type: string, bytes: Uint8Array): boolean {
  if (isImageType(type)) return matchesMagicBytes(type, bytes);
  if (type === "application/pdf") return startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]);
  if (type === "image/tiff")
    return startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]);
  if (type === "image/bmp") return startsWith(bytes, [0x42, 0x4d]);
  return true;
}

/** "1 byte", "3,145,728 bytes": exact, for messages about a size that must match to the byte. */
export const exactBytes = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "byte" : "bytes"}`;

export const fileMessages = {
  type: "This file type cannot be attached. Attach PDF, images, Office documents, CSV, text, ZIP, DWG or DXF.",
  tooLarge: "The file is larger than 50 MB",
  key: "This upload does not belong to this record",
  notUploaded: "The file was not uploaded. Upload it to the signed URL first.",
  otherSize: (stored: number, declared: number) =>
    `The uploaded file is ${exactBytes(stored)}, not the ${exactBytes(declared)} declared`,
  otherType: (stored: string) => `The uploaded file was stored as ${stored}, not the type declared`,
} as const;
