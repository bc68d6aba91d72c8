"use client";

// The Unit mix tab of the editor's panels (issue 13). The panel's code loads when the tab is first opened
// (lazyWithRetry), so the editor's first-load JS does not grow. The tab shows by default for residential
// building types (multifamily, student housing, senior living, hotels) and whenever the mix is on; any
// estimate can add one from the summary.
import { type ComponentProps, useState, useSyncExternalStore } from "react";
import { lazyWithRetry } from "@/components/feedback/lazy-with-retry";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { isResidentialType, type UnitMix } from "@/lib/domain/estimate/unit-mix";
import type { UnitMixPanel as Panel } from "./unit-mix-panel";

const UnitMixPanel = lazyWithRetry<ComponentProps<typeof Panel>>(
  () => import("./unit-mix-panel").then((m) => ({ default: m.UnitMixPanel })),
  { fallback: <Skeleton className="h-48 w-full" /> },
);

export interface UnitMixTabProps {
  estimateUid: string;
  /** The estimate's version (If-Match of the mix's save). */
  version: number;
  buildingTypeName: string | null;
  onSaved(mix: UnitMix): void;
}

export function useUnitMixShown(store: EditorStore, buildingTypeName: string | null) {
  // Re-renders only when the mix gains or loses its rows, not on every edit.
  const hasRows = useSyncExternalStore(
    store.subscribe,
    () => (store.model.unitMix?.rows.length ?? 0) > 0,
    () => false,
  );
  const [asked, setAsked] = useState(false);
  const shown = asked || isResidentialType(buildingTypeName) || hasRows;
  return { shown, show: () => setAsked(true) };
}

export function AddUnitMixButton({ onClick }: { onClick(): void }) {
  return (
    <Button variant="link" size="sm" className="mt-2 h-auto px-0 text-xs" onClick={onClick}>
      Add a unit mix (units, NRSF, beds)
    </Button>
  );
}

export function UnitMixTab({
  store,
  canEdit,
  hotel,
  estimateUid,
  version,
  onSaved,
}: UnitMixTabProps & { store: EditorStore; canEdit: boolean; hotel: boolean }) {
  return (
    <UnitMixPanel
      store={store}
      estimateUid={estimateUid}
      version={version}
      canEdit={canEdit}
      hotel={hotel}
      onSaved={onSaved}
    />
  );
}
