"use client";

// The editor's two layouts: on a desktop the view toolbar, the budget grid and the panels beside it; on a
// phone the summary first and the lines as a compact list (edited on a larger screen).
import { type ComponentProps, type ReactNode, type Ref, useState } from "react";
import type { BidsTab as BidsTabPanel } from "@/components/bids/bids-tab";
import { lazyWithRetry } from "@/components/feedback/lazy-with-retry";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { InputDto } from "@/lib/client/estimate-editor/types";
import type { EstimateLocation } from "@/lib/client/estimate-editor/use-estimate-editor";
import type { Markup } from "@/lib/domain/estimate";
import { isHotelType } from "@/lib/domain/estimate/unit-mix";
import { BudgetGrid } from "./budget-grid";
import { BulkMenu } from "./bulk-menu";
import { SelectionReport, useSelectionReport } from "./bulk-selection";
import { ViewToolbar } from "./editor-tools";
import { InputsPanel } from "./inputs-panel";
import { LineList } from "./line-list";
import { MarkupsPanel } from "./markups-panel";
import { SummaryPanel } from "./summary-panel";
import { AddUnitMixButton, UnitMixTab, type UnitMixTabProps, useUnitMixShown } from "./unit-mix-tab";
import type { EditorView } from "./use-editor-view";
import type { Outcome } from "./use-row-errors";

// The Bids tab (issue 14) loads its code when first opened.
const BidsTab = lazyWithRetry<ComponentProps<typeof BidsTabPanel>>(
  () => import("@/components/bids/bids-tab").then((m) => ({ default: m.BidsTab })),
  { fallback: <Skeleton className="h-32 w-full" /> },
);

export interface PanelsProps {
  store: EditorStore;
  canEdit: boolean;
  location: EstimateLocation | null;
  updateInputs(inputs: InputDto[]): Outcome;
  updateMarkups(markups: Markup[]): Outcome;
  /** The unit mix tab's needs (issue 13). */
  unitMix: UnitMixTabProps;
}

export function EditorPanels({
  store,
  canEdit,
  location,
  updateInputs,
  updateMarkups,
  unitMix,
}: PanelsProps) {
  const [tab, setTab] = useState("summary");
  const mixShown = useUnitMixShown(store, unitMix.buildingTypeName);
  const hotel = isHotelType(unitMix.buildingTypeName);
  return (
    <Tabs value={tab} onValueChange={setTab} className="gap-3">
      <TabsList className="w-full">
        <TabsTrigger value="summary">Summary</TabsTrigger>
        <TabsTrigger value="inputs">Inputs</TabsTrigger>
        <TabsTrigger value="markups">Markups</TabsTrigger>
        {mixShown.shown ? <TabsTrigger value="unit-mix">Unit mix</TabsTrigger> : null}
        <TabsTrigger value="bids">Bids</TabsTrigger>
      </TabsList>
      <TabsContent value="summary">
        <SummaryPanel store={store} canEdit={canEdit} location={location} hotel={hotel} />
        {mixShown.shown || !canEdit ? null : (
          <AddUnitMixButton
            onClick={() => {
              mixShown.show();
              setTab("unit-mix");
            }}
          />
        )}
      </TabsContent>
      <TabsContent value="unit-mix">
        <UnitMixTab store={store} canEdit={canEdit} hotel={hotel} {...unitMix} />
      </TabsContent>
      <TabsContent value="inputs">
        <InputsPanel store={store} canEdit={canEdit} onChange={updateInputs} />
      </TabsContent>
      <TabsContent value="markups">
        <MarkupsPanel store={store} canEdit={canEdit} onChange={updateMarkups} />
      </TabsContent>
      <TabsContent value="bids">
        {tab === "bids" ? (
          <BidsTab estimateUid={unitMix.estimateUid} store={store} canEdit={canEdit} />
        ) : null}
      </TabsContent>
    </Tabs>
  );
}

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
