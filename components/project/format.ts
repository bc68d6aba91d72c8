// Display text for the project database: fixed "en-US" so the server and the browser render the same.
import { formatCurrency } from "@/lib/domain/money-format";

/** $/GSF with cents: 24537 → "$245.37"; null → "—". */
export function formatCpg(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? "—" : formatCurrency(cents);
}

/** $/GSF in whole dollars for tight places (axes, tooltips): 24537 → "$245". */
export function formatCpgShort(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? "—" : formatCurrency(cents, { cents: false });
}

/** A total in whole dollars: 1234567890 → "$12,345,679". */
export function formatTotal(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? "—" : formatCurrency(cents, { cents: false });
}

/** Compact money for chart labels: 1_250_000_00 → "$1.3M", 24500 → "$245". */
export function formatCompactDollars(cents: number): string {
  const dollars = cents / 100;
  const abs = Math.abs(dollars);
  if (abs >= 1e9) return `$${(dollars / 1e9).toFixed(1).replace(/\.0$/, "")}B`;
  if (abs >= 1e6) return `$${(dollars / 1e6).toFixed(1).replace(/\.0$/, "")}M`;
  if (abs >= 1e4) return `$${Math.round(dollars / 1e3)}k`;
  return formatCurrency(cents, { cents: false });
}

export function formatNumber(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  return value.toLocaleString("en-US", { maximumFractionDigits: digits });
}

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2023-04-15" → "Apr 15, 2023" (no time zone involved). */
export function formatIsoDate(date: string | null | undefined): string {
  if (!date) return "—";
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) return date;
  return `${months[Number(m[2]) - 1] ?? m[2]} ${Number(m[3])}, ${m[1]}`;
}

export const stageLabels: Record<string, string> = {
  conceptual: "Conceptual",
  bid: "Bid",
  gmp: "GMP",
  final: "Final cost",
  estimate: "Published estimate",
};

export function stageLabel(stage: string): string {
  return stageLabels[stage] ?? stage;
}
