"use client";

// The editor's dropdown menus — Export, Import and Bulk edit — are not needed to paint the grid, only to open
// them: their code (Radix DropdownMenu, Floating UI, the dismissable layer, focus scope and scroll lock) is one
// chunk, ./editor-menus-chunk.ts, loaded on first use. Until it is there each menu renders here as a stand-in
// that looks and reads the same as its closed trigger; pointing at it or focusing it starts the download, and a
// click (Enter, Space) or ArrowDown asks for the menu, which mounts open as soon as it has loaded. The app
// header does the same with its menus (components/layout/header.tsx, header-triggers.tsx).
import { type ComponentProps, useEffect, useLayoutEffect, useRef, useState } from "react";
import { deferredModule } from "@/components/layout/deferred";
import { Button } from "@/components/ui/button";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import { loadWithRetry } from "@/lib/ui/screen-load";
import { bulkTrigger, exportTrigger, importTrigger, type TriggerProps } from "./editor-menu-triggers";
import type { ExportMenu as RealExportMenu } from "./export-menu";

const menus = deferredModule(() => loadWithRetry(() => import("./editor-menus-chunk")));

/**
 * The button before its menu has loaded, with the closed trigger's ARIA state. When the real trigger replaces
 * it while it has focus, focus moves to the real one (the same test id), so a keyboard user keeps their place.
 */
function StandIn({ onOpen, ...props }: TriggerProps & { onOpen(): void }) {
  const ref = useRef<HTMLButtonElement>(null);
  const testId = props["data-testid"];
  useLayoutEffect(() => {
    const node = ref.current;
    return () => {
      if (!node || document.activeElement !== node) return;
      queueMicrotask(() => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus());
    };
  }, [testId]);
  const warm = () => {
    menus.load().catch(() => {});
  };
  return (
    <Button
      {...props}
      ref={ref}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={warm}
      onFocus={warm}
      onClick={onOpen}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          onOpen();
        }
      }}
    />
  );
}

/**
 * The loaded menus, or null before; and whether the stand-in was asked to open, which the real menu then
 * mounts with (`defaultOpen`). A failed load leaves the stand-in, and its next click tries again.
 */
function useMenus() {
  const loaded = menus.useModule();
  const [asked, setAsked] = useState(false);
  const ask = () => {
    setAsked(true);
    menus.load().catch((error: unknown) => console.error("Failed to load the menu:", error));
  };
  // Once the real menu has mounted (open if asked), a later mount of it starts closed.
  useEffect(() => {
    if (loaded) setAsked(false);
  }, [loaded]);
  return { loaded, asked, ask };
}

export function ExportMenu(props: Omit<ComponentProps<typeof RealExportMenu>, "defaultOpen">) {
  const { loaded, asked, ask } = useMenus();
  if (loaded) return <loaded.ExportMenu {...props} defaultOpen={asked} />;
  return <StandIn onOpen={ask} {...exportTrigger()} />;
}

export function ImportMenu({ estimateUid }: { estimateUid: string }) {
  const { loaded, asked, ask } = useMenus();
  if (loaded) return <loaded.ImportMenu estimateUid={estimateUid} defaultOpen={asked} />;
  return <StandIn onOpen={ask} {...importTrigger()} />;
}

export function BulkMenu({ store, selected }: { store: EditorStore; selected: readonly string[] }) {
  useStoreVersion(store);
  const { loaded, asked, ask } = useMenus();
  if (loaded) return <loaded.BulkMenu store={store} selected={selected} defaultOpen={asked} />;
  const count = selected.filter((k) => store.row(k)).length;
  return <StandIn onOpen={ask} {...bulkTrigger(count)} />;
}
