"use client";

// The panels beside the budget grid (under the header on a phone): the summary, which updates as you type, and
// the inputs, markups, unit mix and bids tabs. With Radix Tabs they are part of the editor's tools chunk
// (./editor-tools.tsx), loaded at hydration, not of its first load.
import { type ComponentProps, useState } from "react";
import type { BidsTab as BidsTabPanel } from "@/components/bids/bids-tab";
import { lazyWithRetry } from "@/components/feedback/lazy-with-retry";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { InputDto } from "@/lib/client/estimate-editor/types";
import type { EstimateLocation } from "@/lib/client/estimate-editor/use-estimate-editor";
import type { Markup } from "@/lib/domain/estimate";
import { isHotelType } from "@/lib/domain/estimate/unit-mix";
import { InputsPanel } from "./inputs-panel";
import { MarkupsPanel } from "./markups-panel";
import { SummaryPanel } from "./summary-panel";
import { AddUnitMixButton, UnitMixTab, type UnitMixTabProps, useUnitMixShown } from "./unit-mix-tab";
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
