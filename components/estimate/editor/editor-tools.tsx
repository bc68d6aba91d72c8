"use client";

import { type ComponentProps, Suspense } from "react";
import { preloadedModule } from "@/components/layout/deferred";
import { Skeleton } from "@/components/ui/skeleton";
import type { EditorPanels as EditorPanelsView } from "./editor-panels";
import type { MarkupsPanel as MarkupsPanelView } from "./markups-panel";
import type { ViewToolbar as ViewToolbarView } from "./view-toolbar";
import type { ViewsMenu as ViewsMenuView } from "./views-menu";

/**
 * The view toolbar, the saved-views menu and the panels (Radix Popover, DropdownMenu, Floating UI, Tabs; the
 * summary and the inputs and markups lists) are their own chunk, not part of the editor's first load. The
 * download starts when this module first runs in the browser, at hydration, so it arrives alongside the
 * estimate's data (the editor shows its skeleton until that is there); should the data come first, each piece
 * shows a placeholder of its size until its code is there. A failed load is retried by the screen-load policy
 * (lib/ui/screen-load.ts), then tried afresh by the next render.
 */
const tools = preloadedModule(() => import("./editor-tools-chunk"));
const useTools = tools.useModule;

function LoadedViewToolbar(props: ComponentProps<typeof ViewToolbarView>) {
  const { ViewToolbar } = useTools();
  return <ViewToolbar {...props} />;
}

function LoadedViewsMenu(props: ComponentProps<typeof ViewsMenuView>) {
  const { ViewsMenu } = useTools();
  return <ViewsMenu {...props} />;
}

function LoadedEditorPanels(props: ComponentProps<typeof EditorPanelsView>) {
  const { EditorPanels } = useTools();
  return <EditorPanels {...props} />;
}

function LoadedMarkupsPanel(props: ComponentProps<typeof MarkupsPanelView>) {
  const { MarkupsPanel } = useTools();
  return <MarkupsPanel {...props} />;
}

/** Grouping, filters, columns and sort (./view-toolbar.tsx). */
export function ViewToolbar(props: ComponentProps<typeof ViewToolbarView>) {
  return (
    <Suspense fallback={<Skeleton className="h-8 w-96" />}>
      <LoadedViewToolbar {...props} />
    </Suspense>
  );
}

/** The saved views (./views-menu.tsx). */
export function ViewsMenu(props: ComponentProps<typeof ViewsMenuView>) {
  return (
    <Suspense fallback={<Skeleton className="h-8 w-24" />}>
      <LoadedViewsMenu {...props} />
    </Suspense>
  );
}

/** The summary and the inputs, markups, unit mix and bids tabs (./editor-panels.tsx). */
export function EditorPanels(props: ComponentProps<typeof EditorPanelsView>) {
  return (
    <Suspense fallback={<Skeleton className="h-64 w-full" />}>
      <LoadedEditorPanels {...props} />
    </Suspense>
  );
}

/** The markups list (./markups-panel.tsx), for a consolidated estimate's roll-up. */
export function MarkupsPanel(props: ComponentProps<typeof MarkupsPanelView>) {
  return (
    <Suspense fallback={<Skeleton className="h-24 w-full" />}>
      <LoadedMarkupsPanel {...props} />
    </Suspense>
  );
}
