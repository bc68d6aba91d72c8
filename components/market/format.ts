// How the market page writes values: prices with their unit, indexes with one decimal.

const money = (value: number) =>
  value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 162.4 with "$/CY" → "$162.40/CY"; an index → "112.3"; another unit → "3.1 lb". */
export function formatMarketValue(value: number | null, unit: string): string {
  if (value === null) return "—";
  if (unit.startsWith("$/")) return `$${money(value)}/${unit.slice(2)}`;
  if (unit === "index") return value.toFixed(1);
  return `${value.toLocaleString("en-US", { maximumFractionDigits: 3 })} ${unit}`;
}

const palette = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"];

/** The i-th line's colour; past the palette the colours repeat dashed. */
export const lineStyle = (i: number) => ({
  color: palette[i % palette.length]!,
  dashed: i >= palette.length,
});
