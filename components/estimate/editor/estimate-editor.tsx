"use client";

// The estimate editor (/estimate/{uid}): the budget grid beside a summary that updates as you type, with
// the inputs and markups panels, saved views, presence and the saving indicator. Viewers get the same
// screen without edit affordances; phones get the summary first and the lines as a compact list.
import { Redo2, Undo2 } from "lucide-react";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { LibraryButton } from "@/components/cost-library/library-button";
import { LibraryPricesProvider } from "@/components/cost-library/library-prices";
import { ConsolidatedLayout } from "@/components/estimate/consolidated/consolidated-layout";
import { LockBanner } from "@/components/estimate/versions/lock-banner";
import { VersionsButton } from "@/components/estimate/versions/versions-button";
import { IconButton } from "@/components/shared/icon-button";
import { Skeleton } from "@/components/ui/skeleton";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { useEstimateEditor, useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import { useMediaQuery } from "@/lib/client/use-media-query";
import { isLocked } from "@/lib/domain/estimate/versions/lock";
import { EditorHeader } from "./editor-header";
import { DesktopLayout, PhoneLayout } from "./editor-layout";
import { ExportMenu } from "./editor-menus";
import { EditorPanels, MarkupsPanel, ViewsMenu } from "./editor-tools";
import { PrintBudget } from "./print-budget";
import { useEditorView } from "./use-editor-view";
import { useUndoKeys } from "./use-undo-keys";

export interface EstimateEditorProps {
  estimateUid: string;
  selfUid: string;
  canEdit: boolean;
}

function UndoRedo({ store }: { store: EditorStore }) {
  useStoreVersion(store);
  return (
    <div className="flex items-center">
      <IconButton
        label="Undo (Ctrl+Z)"
        title="Undo (Ctrl+Z)"
        disabled={!store.canUndo()}
        onClick={() => store.undo()}
      >
        <Undo2 />
      </IconButton>
      <IconButton
        label="Redo (Ctrl+Shift+Z)"
        title="Redo (Ctrl+Shift+Z)"
        disabled={!store.canRedo()}
        onClick={() => store.redo()}
      >
        <Redo2 />
      </IconButton>
    </div>
  );
}

/** Leaving with unsaved changes asks first. */
function useLeaveWarning(store: EditorStore | null) {
  useEffect(() => {
    if (!store) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (store.pendingCount() > 0) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [store]);
}

/** For the benchmark and tests: the store, and when the grid became usable. */
function useBenchmarkHandle(store: EditorStore | null, openedMs: number | null) {
  useEffect(() => {
    if (store && openedMs !== null) {
      (window as unknown as { __estimateEditor?: unknown }).__estimateEditor = { store, openedMs };
    }
  }, [store, openedMs]);
}

function OpenFailed({ message }: { message: string }) {
  return (
    <div className="space-y-2" role="alert">
      <h1 className="font-semibold text-xl">This estimate could not be opened</h1>
      <p className="text-muted-foreground">{message}</p>
      <Link href="/estimate" className="text-primary underline">
        Back to estimates
      </Link>
    </div>
  );
}

export function EstimateEditor({ estimateUid, selfUid, canEdit: mayWrite }: EstimateEditorProps) {
  const editor = useEstimateEditor(estimateUid, selfUid, mayWrite);
  const { store, estimate } = editor;
  // A final or archived estimate opens read only for everyone, under the lock banner.
  const locked = estimate ? isLocked(estimate.status) : false;
  const canEdit = mayWrite && !locked;
  const phone = useMediaQuery("(max-width: 767px)");
  const view = useEditorView();
  const root = useRef<HTMLDivElement>(null);
  useUndoKeys(store, canEdit, root);
  useLeaveWarning(store);
  useBenchmarkHandle(store, editor.openedMs);

  if (editor.error) return <OpenFailed message={editor.error} />;
  if (!store || !estimate) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-[60dvh] w-full" />
      </div>
    );
  }

  const exportMenu = <ExportMenu estimateUid={estimateUid} view={view.view} />;
  const tools = phone ? (
    <>
      {exportMenu}
      {canEdit ? (
        <LibraryButton store={store} estimateUid={estimateUid} onReload={editor.reload} phone />
      ) : null}
    </>
  ) : (
    <>
      {exportMenu}
      {canEdit ? <LibraryButton store={store} estimateUid={estimateUid} onReload={editor.reload} /> : null}
      {canEdit ? <UndoRedo store={store} /> : null}
      <VersionsButton estimateUid={estimateUid} canEdit={mayWrite} />
      <ViewsMenu
        estimateUid={estimateUid}
        selfUid={selfUid}
        config={view.config}
        current={view.view}
        canEdit={canEdit}
        onPick={view.pickView}
      />
    </>
  );
  const header = (
    <>
      {locked ? (
        <LockBanner
          estimate={estimate}
          canEdit={mayWrite}
          onChanged={(saved) => editor.applyHeader(saved as never)}
        >
          {phone ? <VersionsButton estimateUid={estimateUid} canEdit={mayWrite} /> : null}
        </LockBanner>
      ) : phone ? (
        <div className="flex justify-end">
          <VersionsButton estimateUid={estimateUid} canEdit={mayWrite} />
        </div>
      ) : null}
      <EditorHeader
        estimate={estimate}
        store={store}
        canEdit={canEdit}
        members={editor.members}
        selfUid={selfUid}
        onSaved={editor.applyHeader}
        tools={tools}
      />
    </>
  );
  const panels = (
    <EditorPanels
      store={store}
      canEdit={canEdit}
      location={editor.location}
      updateInputs={editor.updateInputs}
      updateMarkups={editor.updateMarkups}
      unitMix={{
        estimateUid,
        version: estimate.version,
        buildingTypeName: estimate.building_type_name,
        onSaved: editor.unitMixSaved,
      }}
    />
  );
  // A consolidated estimate's budget is its children's roll-up: shown instead of the grid.
  if (estimate.rollup_mode) {
    return (
      <ConsolidatedLayout
        estimateUid={estimateUid}
        canEdit={canEdit}
        header={header}
        markups={<MarkupsPanel store={store} canEdit={canEdit} onChange={editor.updateMarkups} />}
        ownLines={store.lineCount()}
      />
    );
  }
  const Layout = phone ? PhoneLayout : DesktopLayout;
  return (
    <LibraryPricesProvider store={store} estimateUid={estimateUid} canEdit={canEdit}>
      <Layout store={store} canEdit={canEdit} header={header} panels={panels} view={view} rootRef={root} />
      <PrintBudget store={store} config={view.config} estimate={estimate} />
    </LibraryPricesProvider>
  );
}
