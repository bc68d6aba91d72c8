// Sizing rules for images resized in the browser before upload: smaller uploads, same look on screen.
export type Size = { width: number; height: number };

/** The general resize helper's bound; logos use {@link logoMaxSize}. */
export const defaultMaxSize: Size = { width: 800, height: 800 };
export const logoMaxSize: Size = { width: 600, height: 600 };
export const jpegQuality = 0.8;

/**
 * The largest size within `max` with the image's aspect ratio. Never enlarges; each side is at least 1 px.
 * Rounded to whole pixels, so the ratio is kept to within a pixel.
 */
export function fitWithin(source: Size, max: Size = defaultMaxSize): Size {
  const { width, height } = source;
  if (!(width > 0 && height > 0)) throw new RangeError("An image needs a positive width and height");
  const scale = Math.min(1, max.width / width, max.height / height);
  if (scale === 1) return { width, height };
  return {
    width: Math.max(1, Math.min(max.width, Math.round(width * scale))),
    height: Math.max(1, Math.min(max.height, Math.round(height * scale))),
  };
}

export type ResizePlan =
  /** Sent as it is (SVG scales by itself). */
  | { kind: "unchanged"; type: string }
  | { kind: "resize"; type: "image/png" | "image/jpeg"; quality?: number; size: Size };

/** SVG is sent unchanged; PNG stays PNG (transparency); every other image becomes JPEG at 0.8. */
export function outputType(inputType: string): "unchanged" | "image/png" | "image/jpeg" {
  if (inputType === "image/svg+xml") return "unchanged";
  if (inputType === "image/png") return "image/png";
  return "image/jpeg";
}

export function planResize(inputType: string, source: Size | null, max: Size = defaultMaxSize): ResizePlan {
  const output = outputType(inputType);
  if (output === "unchanged" || source === null) return { kind: "unchanged", type: inputType };
  const size = fitWithin(source, max);
  return output === "image/png"
    ? { kind: "resize", type: output, size }
    : { kind: "resize", type: output, quality: jpegQuality, size };
}

/** The uploaded file's name after conversion: `photo.heic` → `photo.jpg`. */
export function renameForType(fileName: string, type: string): string {
  const base = fileName.replace(/\.[^./\\]*$/, "") || "image";
  if (type === "image/png") return `${base}.png`;
  if (type === "image/jpeg") return `${base}.jpg`;
  return fileName;
}
