// A budget cell as the PDF prints it: money as $1,234.56, a unit cost to its cents' decimals.

import { formatUnitCost } from "@/lib/client/estimate-editor/columns";
import { formatCurrency } from "@/lib/domain/money-format";
import type { ColumnValue } from "./columns";

export function cellText(v: ColumnValue): string {
  switch (v.kind) {
    case "text":
      return v.value;
    case "money":
      return v.cents === null ? "" : formatCurrency(Math.round(v.cents));
    case "unit_money":
      return formatUnitCost(v.cents);
    case "number":
      return v.value === null ? "" : String(v.value);
  }
}
