// The package budget as the editor has it now: the sum of its lines' totals in the live engine, so it moves
// with every edit before the server has it (the API computes the same sum on every read).
import type { EditorStore } from "@/lib/client/estimate-editor/store";

export function liveBudgetCents(store: EditorStore, lineUids: readonly string[]): number {
  let sum = 0;
  for (const uid of lineUids) {
    const key = store.keyOfUid(uid);
    sum += (key ? store.result(key)?.total_cents : 0) ?? 0;
  }
  return sum;
}

export type BudgetLine = { uid: string; costCode: string; description: string; totalCents: number };

/** The saved lines of the budget in their order, with their live totals. */
export function budgetLines(store: EditorStore): BudgetLine[] {
  const out: BudgetLine[] = [];
  for (const key of store.order) {
    const row = store.row(key);
    if (!row?.uid) continue;
    out.push({
      uid: row.uid,
      costCode: row.line.cost_code ?? "",
      description: row.line.description ?? "",
      totalCents: store.result(key)?.total_cents ?? 0,
    });
  }
  return out;
}
