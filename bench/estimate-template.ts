/**
 * Creating an estimate from a 2,000-line template (header, inputs, lines with formulas, markups, views) through
 * the service, in one transaction: 5 runs, target ≤ 1 s each. PGlite in memory by default; BENCH_DATABASE_URL
 * runs it against PostgreSQL. Run with `npm run bench estimate-template`.
 */
import { performance } from "node:perf_hooks";
import { benchDatabase, benchLine, ms } from "./_estimate-bench-setup";

const LINES = Number(process.env.BENCH_LINES ?? 2_000);
const { scope, done } = await benchDatabase("template");
const { createEstimate } = await import("@/lib/server/estimate/service");
const { createTemplate } = await import("@/lib/server/estimate/templates");
const { replaceInputs, replaceMarkups } = await import("@/lib/server/estimate/inputs");
const { writeLines } = await import("@/lib/server/estimate/lines");
const { createView } = await import("@/lib/server/estimate/views");
const { typicalMarkupStack } = await import("@/lib/seed/estimates");

const source = await createEstimate(scope, { name: "Template source" });
await replaceInputs(scope, source.uid, { inputs: [{ name: "GSF", value: 120_000 }] });
await replaceMarkups(scope, source.uid, { markups: typicalMarkupStack as never });
await writeLines(scope, source.uid, {
  create: Array.from({ length: LINES }, (_, i) => benchLine(i)),
  update: [],
  delete: [],
});
await createView(scope, source.uid, { name: "By division", shared: true } as never);
const template = await createTemplate(scope, { name: "Bench template", from_estimate_uid: source.uid });
console.log(
  `template: ${template.line_count.toLocaleString()} lines, total ${template.grand_total_cents} cents`,
);

const runs: number[] = [];
for (let r = 0; r < 5; r++) {
  const t = performance.now();
  const created = await createEstimate(scope, { name: `From template ${r}`, template_uid: template.uid });
  runs.push(performance.now() - t);
  if (created.line_count !== LINES || created.grand_total_cents !== template.grand_total_cents)
    throw new Error("The new estimate does not match its template");
}
const t = performance.now();
await createTemplate(scope, { name: "Template again", from_estimate_uid: source.uid });
console.log(`make a template from a ${LINES.toLocaleString()}-line estimate: ${ms(t)}`);
const sorted = [...runs].sort((a, b) => a - b);
console.log(
  `create from a ${LINES.toLocaleString()}-line template: ${runs.map((x) => x.toFixed(0)).join(" / ")} ms (median ${sorted[2]!.toFixed(0)} ms, max ${sorted[4]!.toFixed(0)} ms; target ≤ 1000 ms) ${sorted[4]! <= 1000 ? "OK" : "OVER"}`,
);
await done();
