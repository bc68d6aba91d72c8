"use client";

import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { api } from "@/lib/client/api";

// Chromium and Firefox cannot draw a TIFF in <img>, so the file is decoded here (UTIF, pure JS, loaded only
// when a TIFF is shown) and its first page painted on a canvas.

/** Larger pages would need hundreds of MB of RGBA in the tab; those download instead. */
const maxPixels = 40_000_000;

/** UTIF is CommonJS: bundlers hand it over as the namespace or as its default export. */
async function loadUtif() {
  const mod = await import("utif2");
  return mod.default ?? mod;
}

/** The first value of a numeric tag ("t256" is the width), NaN when missing. */
function tag(ifd: Record<string, unknown>, name: string): number {
  const value = ifd[name];
  return Array.isArray(value) ? Number(value[0]) : Number.NaN;
}

type State = { status: "loading" } | { status: "ready"; pages: number } | { status: "failed" };

/** The first page of a TIFF on a canvas; calls `onError` when it cannot be fetched or decoded. */
export function TiffPreview({ url, name, onError }: { url: string; name: string; onError: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<State>({ status: "loading" });
  const failed = useRef(onError);
  useEffect(() => {
    failed.current = onError;
  }, [onError]);

  useEffect(() => {
    const abort = new AbortController();
    (async () => {
      const [bytes, UTIF] = await Promise.all([
        api<ArrayBuffer>(url, { external: true, read: "arrayBuffer", signal: abort.signal }),
        loadUtif(),
      ]);
      const pages = UTIF.decode(bytes);
      const page = pages[0];
      if (!page) throw new Error("No image in this TIFF");
      // Checked on the tags before decoding, which allocates the whole page.
      if (!(tag(page, "t256") * tag(page, "t257") <= maxPixels)) throw new Error("Page too large");
      UTIF.decodeImage(bytes, page);
      const { width, height } = page;
      if (!(width > 0 && height > 0)) throw new Error("Empty page");
      const rgba = UTIF.toRGBA8(page);
      const target = canvas.current;
      const context = target?.getContext("2d");
      if (!target || !context || abort.signal.aborted) return;
      target.width = width;
      target.height = height;
      context.putImageData(
        new ImageData(
          new Uint8ClampedArray(rgba.buffer as ArrayBuffer, rgba.byteOffset, width * height * 4),
          width,
        ),
        0,
        0,
      );
      setState({ status: "ready", pages: pages.length });
    })().catch(() => {
      if (abort.signal.aborted) return;
      setState({ status: "failed" });
      failed.current();
    });
    return () => abort.abort();
  }, [url]);

  return (
    <div className="relative flex max-h-96 min-h-24 flex-col items-center justify-center gap-1 overflow-hidden rounded-md border bg-muted/40 p-2">
      {state.status === "loading" && (
        <p className="absolute inset-0 flex items-center justify-center gap-2 text-muted-foreground text-sm">
          <Spinner /> Opening the TIFF…
        </p>
      )}
      <canvas
        ref={canvas}
        role="img"
        aria-label={name}
        data-testid="file-preview-tiff"
        data-state={state.status}
        width={0}
        height={0}
        className="h-auto max-h-88 w-auto max-w-full object-contain [image-rendering:pixelated]"
      />
      {state.status === "ready" && state.pages > 1 && (
        <p className="text-muted-foreground text-xs">Page 1 of {state.pages}</p>
      )}
    </div>
  );
}
