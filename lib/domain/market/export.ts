// "Download CSV" of the series the page shows: one row per series and month, in the range shown.
import type { MarketPoint } from "./change";

export type ExportSeries = { name: string; unit: string; is_sample: boolean; points: readonly MarketPoint[] };

/** Quotes a cell when it holds a comma, quote or line break, and defuses a leading formula character. */
export function csvCell(value: string | number): string {
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function seriesCsv(series: readonly ExportSeries[]): string {
  const lines = ["series,unit,period,value,sample_data"];
  for (const s of series) {
    for (const p of s.points) {
      lines.push(
        [csvCell(s.name), csvCell(s.unit), p.period.slice(0, 7), p.value, s.is_sample ? "yes" : "no"].join(
          ",",
        ),
      );
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}
