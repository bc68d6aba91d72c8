"use client";

// Library prices never change an estimate silently: the lines that took a price from the library are
// compared with the item's price today, and a line whose item moved shows it beside its description with one
// click to take the new price (normalised to the estimate's date and place; one undo step).
import { useQuery } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from "react";
import { api } from "@/lib/client/api";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { LineFields } from "@/lib/client/estimate-editor/types";
import type { CostItemDto } from "@/lib/contract/cost-item";
import type { ListPage } from "@/lib/contract/list";
import { itemLine } from "./library-results";
import { unitCost } from "./unit-cost";
import { libraryKey } from "./use-cost-library";

type Prices = { items: Map<string, CostItemDto>; store: EditorStore; canEdit: boolean; estimateUid: string };
const PricesContext = createContext<Prices | null>(null);
const TAKEN_REREAD_MS = 250;

/** The library items the lines took a price from, at most 200, in uid order. */
function takenItems(store: EditorStore): string[] {
  const uids = new Set<string>();
  for (const key of store.order) {
    const uid = store.row(key)?.line.cost_item_uid;
    if (uid) uids.add(uid);
  }
  return [...uids].sort().slice(0, 200);
}

/**
 * The taken items, read again a moment after the lines change rather than on every edit: reading them means
 * a pass over every line (5 ms on 50,000), which would otherwise sit between each keystroke and its repaint.
 */
function useTakenItems(store: EditorStore): string[] {
  const [uids, setUids] = useState(() => takenItems(store));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const reread = () => {
      timer = null;
      const next = takenItems(store);
      setUids((current) => (current.join(",") === next.join(",") ? current : next));
    };
    const unsubscribe = store.subscribe(() => {
      timer ??= setTimeout(reread, TAKEN_REREAD_MS);
    });
    reread();
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [store]);
  return uids;
}

export function LibraryPricesProvider(props: {
  store: EditorStore;
  estimateUid: string;
  canEdit: boolean;
  children: ReactNode;
}) {
  const { store, estimateUid, canEdit } = props;
  const uids = useTakenItems(store);
  const query = useQuery({
    queryKey: [...libraryKey, "taken", estimateUid, uids.join(",")],
    queryFn: () =>
      api<ListPage<CostItemDto>>(
        `/cost-item?${new URLSearchParams({ uids: uids.join(","), estimate_uid: estimateUid, limit: "200" })}`,
      ),
    enabled: uids.length > 0,
    staleTime: 60_000,
  });
  const value = useMemo(
    () => ({ items: new Map(Object.entries(query.data?.content ?? {})), store, canEdit, estimateUid }),
    [query.data, store, canEdit, estimateUid],
  );
  return <PricesContext.Provider value={value}>{props.children}</PricesContext.Provider>;
}

/** The editor's estimate and store for the grid's library suggestions (null outside an editable estimate). */
export function useLibraryGrid(): { store: EditorStore; estimateUid: string } | null {
  const prices = useContext(PricesContext);
  return prices?.canEdit ? prices : null;
}

/** Beside a line's description: its library item's price moved since the line took it. */
export function LibraryMark({ line, rowKey }: { line: LineFields; rowKey: string | undefined }) {
  const prices = useContext(PricesContext);
  const item = line.cost_item_uid ? prices?.items.get(line.cost_item_uid) : undefined;
  if (
    !prices ||
    !item ||
    !rowKey ||
    line.library_cents === null ||
    item.unit_cost_cents === line.library_cents
  ) {
    return null;
  }
  const now = item.normalised?.unit_cost_cents ?? item.unit_cost_cents;
  const title = `Library price moved: ${unitCost(line.library_cents, item.unit)} when taken, ${unitCost(item.unit_cost_cents, item.unit)} now (${unitCost(now, item.unit)} here).${prices.canEdit ? " Click to update this line." : ""}`;
  const update = () => {
    const next = itemLine(item);
    prices.store.edit(
      [
        {
          key: rowKey,
          patch: {
            unit_cost_cents: next.unit_cost_cents,
            split: next.split,
            library_cents: next.library_cents,
            source: next.source,
          },
        },
      ],
      "Update from library",
    );
  };
  return (
    <button
      type="button"
      data-testid="library-moved"
      title={title}
      aria-label={title}
      disabled={!prices.canEdit}
      onMouseDown={(e) => e.stopPropagation()}
      onClick={update}
      className="ml-1 shrink-0 rounded-sm bg-sky-100 px-1 font-medium text-[10px] text-sky-800 hover:bg-sky-200 disabled:cursor-default dark:bg-sky-950 dark:text-sky-300"
    >
      {item.unit_cost_cents > line.library_cents ? "▲" : "▼"} Library
    </button>
  );
}
