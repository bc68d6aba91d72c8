import { formatCurrency } from "@/lib/domain/money-format";

/** A library price as shown beside an item: "$12.34 / sf". Its own module so the editor's library pieces do not pull in the cost library page. */
export const unitCost = (cents: number, unit: string | null) =>
  `${formatCurrency(Math.round(cents), { cents: true })}${unit ? ` / ${unit}` : ""}`;
