"use client";

// How the budget is looked at: the view config (grouping, filters, columns, sort), the saved view it came
// from, and which groups are folded (unfolded again when the grouping changes or a view is picked).
import { useCallback, useState } from "react";
import type { SortSpec, ViewConfig, ViewDto } from "@/lib/client/estimate-editor/types";
import { defaultViewConfig } from "@/lib/client/estimate-editor/view";

export function useEditorView() {
  const [config, setConfig] = useState<ViewConfig>(defaultViewConfig);
  const [view, setView] = useState<ViewDto | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());

  const toggleGroup = useCallback((id: string) => {
    setCollapsed((c) => {
      const next = new Set(c);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }, []);
  const onSort = useCallback((sort: SortSpec[]) => setConfig((c) => ({ ...c, sort })), []);
  const changeConfig = (c: ViewConfig) => {
    setConfig(c);
    if (c.group_by.join() !== config.group_by.join()) setCollapsed(new Set());
  };
  const pickView = (v: ViewDto | null, c: ViewConfig) => {
    setView(v);
    setConfig(c);
    setCollapsed(new Set());
  };
  return { config, setConfig, view, collapsed, toggleGroup, onSort, changeConfig, pickView };
}

export type EditorView = ReturnType<typeof useEditorView>;
