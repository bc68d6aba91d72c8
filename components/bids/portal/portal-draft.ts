// The bid as the portal form edits it, and the request it becomes. Items are kept in the package's scope order,
// so the server's `items.{i}` and `scope.{i}` errors both point at scope item i.
import type { PortalSubmissionInput, PortalViewDto } from "@/lib/contract/bid-portal";
import type { ScopeAnswer } from "@/lib/domain/bids/portal";

export type DraftItem = { status: ScopeAnswer | null; text: string };
export type DraftAlternate = { description: string; amount_cents: number | null };
export type DraftUnitPrice = { description: string; unit: string; unit_price_cents: number | null };

export type Draft = {
  base_bid_cents: number | null;
  items: Record<string, DraftItem>;
  alternates: DraftAlternate[];
  unit_prices: DraftUnitPrice[];
  exclusions: string;
};

export function draftFrom(view: PortalViewDto): Draft {
  const sub = view.submission;
  const answers = new Map((sub?.items ?? []).map((i) => [i.scope_item_uid, i]));
  return {
    base_bid_cents: sub?.base_bid_cents ?? null,
    items: Object.fromEntries(
      view.package.scope_items.map((s) => {
        const a = answers.get(s.uid);
        return [s.uid, { status: a?.status ?? null, text: a?.text ?? "" }];
      }),
    ),
    alternates: sub?.alternates ?? [],
    unit_prices: sub?.unit_prices ?? [],
    exclusions: sub?.exclusions ?? "",
  };
}

/** Rows left blank are dropped; a row with words but no amount is the one local error the server cannot word. */
export function requestFrom(
  view: PortalViewDto,
  draft: Draft,
  action: "save" | "submit",
): { body: PortalSubmissionInput; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const alternates = draft.alternates.filter((a) => a.description.trim() || a.amount_cents !== null);
  const unitPrices = draft.unit_prices.filter(
    (u) => u.description.trim() || u.unit.trim() || u.unit_price_cents !== null,
  );
  alternates.forEach((a, i) => {
    if (a.amount_cents === null) errors[`alternates.${i}.amount_cents`] = "Enter an amount";
  });
  unitPrices.forEach((u, i) => {
    if (u.unit_price_cents === null) errors[`unit_prices.${i}.unit_price_cents`] = "Enter a price";
  });
  return {
    errors,
    body: {
      action,
      base_bid_cents: draft.base_bid_cents,
      items: view.package.scope_items.map((s) => {
        const item = draft.items[s.uid] ?? { status: null, text: "" };
        return { scope_item_uid: s.uid, status: item.status, text: item.text.trim() || null };
      }),
      alternates: alternates.map((a) => ({ description: a.description, amount_cents: a.amount_cents ?? 0 })),
      unit_prices: unitPrices.map((u) => ({
        description: u.description,
        unit: u.unit,
        unit_price_cents: u.unit_price_cents ?? 0,
      })),
      exclusions: draft.exclusions.trim() || null,
    },
  };
}

/** `items.3.text` and `scope.3` → the message for scope item 3. */
export function scopeError(errors: Record<string, string>, index: number): string | undefined {
  return errors[`scope.${index}`] ?? errors[`items.${index}.text`] ?? errors[`items.${index}.status`];
}
