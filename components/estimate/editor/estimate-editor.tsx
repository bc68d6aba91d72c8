"use client";

// The estimate editor (/estimate/{uid}): the budget grid beside a summary that updates as you type, with
// the inputs and markups panels, saved views, presence and the saving indicator. Viewers get the same
// screen without edit affordances; phones get the summary first and the lines as a compact list.
import { Redo2, Undo2 } from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { SortSpec, ViewConfig, ViewDto } from "@/lib/client/estimate-editor/types";
import { useEstimateEditor, useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import { defaultViewConfig } from "@/lib/client/estimate-editor/view";
import { useMediaQuery } from "@/lib/client/use-media-query";
import { BudgetGrid } from "./budget-grid";
import { EditorHeader } from "./editor-header";
import { InputsPanel } from "./inputs-panel";
import { LineList } from "./line-list";
import { MarkupsPanel } from "./markups-panel";
import { SummaryPanel } from "./summary-panel";
import { useUndoKeys } from "./use-undo-keys";
import { ViewToolbar } from "./view-toolbar";
import { ViewsMenu } from "./views-menu";

export interface EstimateEditorProps {
  estimateUid: string;
  selfUid: string;
  canEdit: boolean;
}

function UndoRedo({ store }: { store: EditorStore }) {
  useStoreVersion(store);
  return (
    <div className="flex items-center">
      <Button
        size="icon"
        variant="ghost"
        aria-label="Undo (Ctrl+Z)"
        title="Undo (Ctrl+Z)"
        disabled={!store.canUndo()}
        onClick={() => store.undo()}
      >
        <Undo2 />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label="Redo (Ctrl+Shift+Z)"
        title="Redo (Ctrl+Shift+Z)"
        disabled={!store.canRedo()}
        onClick={() => store.redo()}
      >
        <Redo2 />
      </Button>
    </div>
  );
}

export function EstimateEditor({ estimateUid, selfUid, canEdit }: EstimateEditorProps) {
  const editor = useEstimateEditor(estimateUid, selfUid, canEdit);
  const { store, estimate } = editor;
  const phone = useMediaQuery("(max-width: 767px)");
  const [config, setConfig] = useState<ViewConfig>(defaultViewConfig);
  const [view, setView] = useState<ViewDto | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const root = useRef<HTMLDivElement>(null);
  useUndoKeys(store, canEdit, root);

  const toggleGroup = useCallback((id: string) => {
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const onSort = useCallback((sort: SortSpec[]) => setConfig((c) => ({ ...c, sort })), []);

  // Leaving with unsaved changes asks first.
  useEffect(() => {
    if (!store) return;
    const warn = (e: BeforeUnloadEvent) => {
      if (store.pendingCount() > 0) e.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [store]);

  // For the benchmark and tests: when the grid became usable.
  useEffect(() => {
    if (store && editor.openedMs !== null) {
      (window as unknown as { __estimateEditor?: unknown }).__estimateEditor = {
        store,
        openedMs: editor.openedMs,
      };
    }
  }, [store, editor.openedMs]);

  if (editor.error) {
    return (
      <div className="space-y-2" role="alert">
        <h1 className="font-semibold text-xl">This estimate could not be opened</h1>
        <p className="text-muted-foreground">{editor.error}</p>
        <Link href="/estimate" className="text-primary underline">
          Back to estimates
        </Link>
      </div>
    );
  }

  if (!store || !estimate) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-8 w-72" />
        <Skeleton className="h-[60dvh] w-full" />
      </div>
    );
  }

  const header = (
    <EditorHeader
      estimate={estimate}
      store={store}
      canEdit={canEdit}
      members={editor.members}
      selfUid={selfUid}
      onSaved={editor.applyHeader}
      tools={
        phone ? null : (
          <>
            {canEdit ? <UndoRedo store={store} /> : null}
            <ViewsMenu
              estimateUid={estimateUid}
              selfUid={selfUid}
              config={config}
              current={view}
              canEdit={canEdit}
              onPick={(v, c) => {
                setView(v);
                setConfig(c);
                setCollapsed(new Set());
              }}
            />
          </>
        )
      }
    />
  );

  const panels = (
    <Tabs defaultValue="summary" className="gap-3">
      <TabsList className="w-full">
        <TabsTrigger value="summary">Summary</TabsTrigger>
        <TabsTrigger value="inputs">Inputs</TabsTrigger>
        <TabsTrigger value="markups">Markups</TabsTrigger>
      </TabsList>
      <TabsContent value="summary">
        <SummaryPanel store={store} canEdit={canEdit} location={editor.location} />
      </TabsContent>
      <TabsContent value="inputs">
        <InputsPanel store={store} canEdit={canEdit} onChange={editor.updateInputs} />
      </TabsContent>
      <TabsContent value="markups">
        <MarkupsPanel store={store} canEdit={canEdit} onChange={editor.updateMarkups} />
      </TabsContent>
    </Tabs>
  );

  if (phone) {
    return (
      <div ref={root} className="space-y-4" data-testid="estimate-editor" data-layout="phone">
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

  return (
    <div
      ref={root}
      className="flex h-[calc(100dvh-7rem)] min-h-[520px] flex-col gap-3"
      data-testid="estimate-editor"
      data-layout="desktop"
    >
      {header}
      <ViewToolbar
        config={config}
        onChange={(c) => {
          setConfig(c);
          if (c.group_by.join() !== config.group_by.join()) setCollapsed(new Set());
        }}
      />
      <div className="flex min-h-0 flex-1 gap-3">
        <div className="min-w-0 flex-1">
          <BudgetGrid
            store={store}
            config={config}
            collapsed={collapsed}
            onToggleGroup={toggleGroup}
            onSort={onSort}
            canEdit={canEdit}
          />
        </div>
        <aside
          className="w-80 shrink-0 overflow-auto rounded-md border bg-card p-3"
          aria-label="Estimate panels"
        >
          {panels}
        </aside>
      </div>
      {canEdit ? (
        <p className="text-muted-foreground text-xs">
          Type to edit · F2 edit in place · Enter/Tab move · Ctrl+C/V with Excel · Ctrl+D fill down ·
          Ctrl+Enter insert row · Ctrl+- delete rows · Alt+↑/↓ move rows · Ctrl+Z/Ctrl+Shift+Z undo/redo
        </p>
      ) : null}
    </div>
  );
}
