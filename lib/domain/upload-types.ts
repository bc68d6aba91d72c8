// What may be uploaded as an image (logos), and how each type is recognised from its first bytes.
export const imageTypes = {
  "image/png": { ext: "png", label: "PNG" },
  "image/jpeg": { ext: "jpg", label: "JPEG" },
  "image/gif": { ext: "gif", label: "GIF" },
  "image/webp": { ext: "webp", label: "WebP" },
  "image/svg+xml": { ext: "svg", label: "SVG" },
} as const;

export type ImageType = keyof typeof imageTypes;

export const imageTypeList = Object.keys(imageTypes) as ImageType[];

export function isImageType(value: string): value is ImageType {
  return Object.hasOwn(imageTypes, value);
}

/** The content type a stored file is served with, from its extension; null for anything not uploadable. */
export function imageTypeForExtension(ext: string): ImageType | null {
  const lower = ext.toLowerCase();
  for (const type of imageTypeList) if (imageTypes[type].ext === lower) return type;
  return lower === "jpeg" ? "image/jpeg" : null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

// SVG is text: allow a BOM, whitespace, an XML declaration, comments and a doctype before the <svg> element.
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder("utf-8", { fatal: false })
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, "")
    .trimStart();
  if (!/^<(\?xml|svg|!--|!doctype svg)/i.test(head)) return false;
  return /<svg[\s>]/i.test(head);
}

/**
 * Whether a file's first bytes match its declared type, so a script or an HTML page cannot be stored under an
 * image's name. Needs the first 4 KiB (fewer is fine for the binary formats).
 */
export function matchesMagicBytes(type: ImageType, bytes: Uint8Array): boolean {
  switch (type) {
    case "image/png":
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case "image/jpeg":
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case "image/gif":
      return startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"));
    case "image/webp":
      return startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8);
    case "image/svg+xml":
      return looksLikeSvg(bytes);
  }
}
