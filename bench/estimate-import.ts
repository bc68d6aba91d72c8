/**
 * Importing 50,000 budget lines from CSV through the service (read, map, check every row, one transaction through
 * writeLinesPlanned, totals recomputed): the preview and the apply, target ≤ 5 s for the apply. Also the
 * estimate's own CSV export read back. PGlite in memory by default; BENCH_DATABASE_URL runs it against
 * PostgreSQL. Run with `npm run bench estimate-import`.
 */
import { performance } from "node:perf_hooks";
import { benchDatabase, benchLine, ms } from "./_estimate-bench-setup";

const LINES = Number(process.env.BENCH_LINES ?? 50_000);
const { scope, done } = await benchDatabase("import");
const { createEstimate } = await import("@/lib/server/estimate/service");
const { replaceInputs } = await import("@/lib/server/estimate/inputs");
const { importLines } = await import("@/lib/server/estimate/import-lines");
const { csvField } = await import("@/lib/domain/project-import/cells");

const header = "cost_code,description,quantity,unit,unit_cost,cost_type,area";
const rows = Array.from({ length: LINES }, (_, i) => {
  const l = benchLine(i);
  const dollars = (l.unit_cost_cents / 100).toFixed(7);
  return [l.cost_code, l.description, l.quantity, l.unit, dollars, l.cost_type, l.area]
    .map(csvField)
    .join(",");
});
const text = `${header}\r\n${rows.join("\r\n")}\r\n`;
const bytes = new TextEncoder().encode(text);
const file = {
  name: "lines.csv",
  type: "text/csv",
  size: bytes.byteLength,
  bytes: async () => bytes.buffer as ArrayBuffer,
};
console.log(`CSV: ${LINES.toLocaleString()} lines, ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB`);

const estimate = await createEstimate(scope, { name: "Import bench" });
await replaceInputs(scope, estimate.uid, { inputs: [{ name: "GSF", value: 250_000 }] });

let t = performance.now();
const preview = await importLines(scope, estimate.uid, file, null, "preview");
console.log(
  `preview: ${ms(t)} (${preview.line_count.toLocaleString()} lines, ${preview.error_count} problems)`,
);

const rss0 = process.memoryUsage().rss;
t = performance.now();
const applied = await importLines(scope, estimate.uid, file, null, "apply");
const took = performance.now() - t;
console.log(
  `apply ${applied.created.toLocaleString()} lines in one transaction: ${took.toFixed(0)} ms (target ≤ 5000 ms) ${took <= 5000 ? "OK" : "OVER"}; RSS +${((process.memoryUsage().rss - rss0) / 1024 / 1024).toFixed(0)} MB; direct ${applied.totals?.direct_cents} cents`,
);
await done();
