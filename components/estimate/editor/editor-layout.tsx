"use client";

// The editor's two layouts: on a desktop the view toolbar, the budget grid and the panels beside it; on a
// phone the summary first and the lines as a compact list (edited on a larger screen).
import type { ReactNode, Ref } from "react";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { BudgetGrid } from "./budget-grid";
import { SelectionReport, useSelectionReport } from "./bulk-selection";
import { BulkMenu } from "./editor-menus";
import { ViewToolbar } from "./editor-tools";
import { LineList } from "./line-list";
import type { EditorView } from "./use-editor-view";

interface LayoutProps {
  store: EditorStore;
  canEdit: boolean;
  header: ReactNode;
  panels: ReactNode;
  view: EditorView;
  rootRef: Ref<HTMLDivElement>;
}

export function PhoneLayout({ store, canEdit, header, panels, view, rootRef }: LayoutProps) {
  const { config, setConfig } = view;
  return (
    <div ref={rootRef} className="space-y-4" data-testid="estimate-editor" data-layout="phone">
      {header}
      <div className="rounded-md border bg-card p-3">{panels}</div>
      <div className="space-y-2">
        <input
          aria-label="Search lines"
          placeholder="Search lines…"
          value={config.filters.text ?? ""}
          onChange={(e) => setConfig({ ...config, filters: { ...config.filters, text: e.target.value } })}
          className="h-9 w-full rounded-md border bg-background px-3 text-sm"
        />
        <LineList store={store} config={config} />
        {canEdit ? <p className="text-muted-foreground text-xs">Edit lines on a larger screen.</p> : null}
      </div>
    </div>
  );
}

export function DesktopLayout({ store, canEdit, header, panels, view, rootRef }: LayoutProps) {
  const bulk = useSelectionReport();
  return (
    <div
      ref={rootRef}
      className="flex h-[calc(100dvh-7rem)] min-h-[520px] flex-col gap-3"
      data-testid="estimate-editor"
      data-layout="desktop"
    >
      {header}
      <div className="flex flex-wrap items-start justify-between gap-2">
        <ViewToolbar config={view.config} onChange={view.changeConfig} />
        {canEdit ? <BulkMenu store={store} selected={bulk.selected} /> : null}
      </div>
      <div className="flex min-h-0 flex-1 gap-3">
        <div className="min-w-0 flex-1">
          <SelectionReport.Provider value={canEdit ? bulk.report : null}>
            <BudgetGrid
              store={store}
              config={view.config}
              collapsed={view.collapsed}
              onToggleGroup={view.toggleGroup}
              onSort={view.onSort}
              canEdit={canEdit}
            />
          </SelectionReport.Provider>
        </div>
        <aside
          className="w-80 shrink-0 overflow-auto rounded-md border bg-card p-3"
          aria-label="Estimate panels"
        >
          {panels}
        </aside>
      </div>
      <p className="text-muted-foreground text-xs" data-testid="grid-shortcuts">
        Arrows move · Tab/Shift+Tab leave the grid
        {canEdit
          ? " · Type or F2 to edit · Tab while typing: next cell, Enter: back to the first column, next row · Cost type: m l e s o · Ctrl+C/V with Excel · Ctrl+D fill down · Ctrl+Enter insert row · Ctrl+- delete rows · Alt+↑/↓ move rows · Shift+Tab from a selection: Bulk edit · Ctrl+Z/Ctrl+Shift+Z undo/redo"
          : " · Ctrl+C copies · Read only"}
      </p>
    </div>
  );
}
