"use client";

import { useCallback, useMemo, useState } from "react";
import { formatTotal } from "@/components/project/format";
import type { EstimateListItemDto } from "@/lib/client/estimates";

/** A record or an estimate chosen for a comparison, with what the tray shows of it. */
export type PickedItem = {
  kind: "record" | "estimate";
  uid: string;
  name: string;
  detail: string;
  /** The record's metrics (gsf, units …), for the bases every chosen item shares. */
  metrics?: Record<string, number>;
};

export const pickedEstimate = (e: EstimateListItemDto): PickedItem => ({
  kind: "estimate",
  uid: e.uid,
  name: e.name,
  detail: [e.number, e.location, formatTotal(e.grand_total_cents)].filter(Boolean).join(" · "),
});

/** The chosen items in the order chosen; toggling one in or out, adding many at once. */
export function useSelection(initial: readonly PickedItem[] = []) {
  const [items, setItems] = useState<PickedItem[]>([...initial]);
  const has = useCallback((uid: string) => items.some((i) => i.uid === uid), [items]);
  const add = useCallback(
    (more: readonly PickedItem[]) =>
      setItems((current) => {
        const seen = new Set(current.map((i) => i.uid));
        return [...current, ...more.filter((m) => !seen.has(m.uid) && seen.add(m.uid))];
      }),
    [],
  );
  const remove = useCallback(
    (uid: string) => setItems((current) => current.filter((i) => i.uid !== uid)),
    [],
  );
  const removeMany = useCallback((uids: readonly string[]) => {
    const out = new Set(uids);
    setItems((current) => current.filter((i) => !out.has(i.uid)));
  }, []);
  const toggle = useCallback(
    (item: PickedItem) =>
      setItems((current) =>
        current.some((i) => i.uid === item.uid)
          ? current.filter((i) => i.uid !== item.uid)
          : [...current, item],
      ),
    [],
  );
  const clear = useCallback(() => setItems([]), []);
  const uids = useMemo(
    () => ({
      record_uids: items.filter((i) => i.kind === "record").map((i) => i.uid),
      estimate_uids: items.filter((i) => i.kind === "estimate").map((i) => i.uid),
    }),
    [items],
  );
  return { items, has, add, remove, removeMany, toggle, clear, uids };
}

export type Selection = ReturnType<typeof useSelection>;

// The records' plural metric names that are bases of their own in the singular ("units" → $/unit).
const baseOf: Record<string, string> = {
  units: "unit",
  beds: "bed",
  keys: "key",
  seats: "seat",
  stalls: "stall",
};

/** Metric names every chosen record has (estimates' inputs are not known here, so they do not narrow it). */
export function sharedMetrics(items: readonly PickedItem[]): string[] {
  const records = items.filter((i) => i.metrics);
  if (records.length === 0) return [];
  const [first, ...rest] = records;
  return Object.keys(first!.metrics!)
    .filter((k) => rest.every((r) => r.metrics![k] !== undefined))
    .map((k) => baseOf[k] ?? k)
    .sort();
}
