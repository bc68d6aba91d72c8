import { randomUUID } from "node:crypto";
import { type ImageType, imageTypes } from "@/lib/domain/upload-types";

/** A readable slug of the uploaded file's name (without extension), for people browsing the bucket. */
export function fileSlug(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? "";
  const slug = base
    .replace(/\.[^.]*$/, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return slug || "file";
}

/** `logos/{company}/{random}/{slug}.{ext}`: unique per upload, so a stored file never changes under its URL. */
export function logoKey(companyUid: string, fileName: string, type: ImageType): string {
  return `logos/${companyUid}/${randomUUID()}/${fileSlug(fileName)}.${imageTypes[type].ext}`;
}
