// Browser-side resizing before upload: the sizing rules live in lib/ui/image-resize.ts; this draws.
import { defaultMaxSize, outputType, planResize, renameForType, type Size } from "@/lib/ui/image-resize";

export type PreparedImage = { blob: Blob; type: string; name: string };

async function decode(file: Blob): Promise<{ source: CanvasImageSource; size: Size; close(): void }> {
  if (typeof createImageBitmap === "function") {
    const bitmap = await createImageBitmap(file);
    return {
      source: bitmap,
      size: { width: bitmap.width, height: bitmap.height },
      close: () => bitmap.close(),
    };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      size: { width: image.naturalWidth, height: image.naturalHeight },
      close: () => {},
    };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function toBlob(canvas: HTMLCanvasElement, type: string, quality?: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The image could not be encoded"))),
      type,
      quality,
    ),
  );
}

/**
 * Fits an image within `max` (800×800 by default; logos pass 600×600) keeping its aspect ratio. SVG is returned
 * unchanged; PNG stays PNG; every other type is re-encoded as JPEG at quality 0.8.
 */
export async function resizeImage(file: File, max: Size = defaultMaxSize): Promise<PreparedImage> {
  if (outputType(file.type) === "unchanged") return { blob: file, type: file.type, name: file.name };
  const image = await decode(file);
  try {
    const plan = planResize(file.type, image.size, max);
    if (plan.kind === "unchanged") return { blob: file, type: file.type, name: file.name };
    const canvas = document.createElement("canvas");
    canvas.width = plan.size.width;
    canvas.height = plan.size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("This browser cannot resize images");
    if (plan.type === "image/jpeg") {
      // JPEG has no transparency: paint transparent areas white rather than black.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, canvas.width, canvas.height);
    }
    context.imageSmoothingQuality = "high";
    context.drawImage(image.source, 0, 0, canvas.width, canvas.height);
    const blob = await toBlob(canvas, plan.type, plan.quality);
    return { blob, type: plan.type, name: renameForType(file.name, plan.type) };
  } finally {
    image.close();
  }
}
