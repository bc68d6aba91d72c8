// Files the app can show inline (images and PDF); everything else downloads.
export const PREVIEWABLE_FILE_TYPES = [
  { mimeType: "image/jpeg", extensions: ["jpg", "jpeg"] },
  { mimeType: "image/png", extensions: ["png"] },
  { mimeType: "image/gif", extensions: ["gif"] },
  { mimeType: "image/svg+xml", extensions: ["svg"] },
  { mimeType: "image/webp", extensions: ["webp"] },
  { mimeType: "image/tiff", extensions: ["tif", "tiff"] },
  { mimeType: "image/bmp", extensions: ["bmp"] },
  { mimeType: "application/pdf", extensions: ["pdf"] },
] as const;

export const PREVIEWABLE_MIME_TYPES: readonly string[] = PREVIEWABLE_FILE_TYPES.map((t) => t.mimeType);

export const PREVIEWABLE_EXTENSIONS: readonly string[] = PREVIEWABLE_FILE_TYPES.flatMap((t) => t.extensions);

// Non-standard names that browsers and older uploaders still report for the same formats.
const MIME_ALIASES: readonly string[] = ["image/jpg", "image/pjpeg", "image/x-ms-bmp", "image/x-bmp"];

/**
 * True for a previewable MIME type ("image/png", "application/pdf; charset=binary") or a file name,
 * path or URL with a previewable extension ("Plan.PDF", "https://host/logo.svg?signature=…").
 */
export function isPreviewable(mimeOrName: string): boolean {
  const value = mimeOrName.trim().toLowerCase();
  if (value === "") return false;
  const mime = value.split(";")[0].trim();
  if (PREVIEWABLE_MIME_TYPES.includes(mime) || MIME_ALIASES.includes(mime)) return true;
  const path = value.split(/[?#]/)[0];
  const name = path.slice(path.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot >= 0 && PREVIEWABLE_EXTENSIONS.includes(name.slice(dot + 1));
}
