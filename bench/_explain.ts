// EXPLAIN for the benches: the scan nodes of a query's plan ("Index Scan using …", "Seq Scan projects"), so a
// bench can fail when a filter path falls back to a sequential scan.

type Plan = Record<string, unknown>;

function planNodes(plan: Plan, out: string[] = []): string[] {
  const rel = plan["Relation Name"] ? ` ${plan["Relation Name"]}` : "";
  const index = plan["Index Name"] ? ` using ${plan["Index Name"]}` : "";
  if (/Scan/.test(String(plan["Node Type"]))) out.push(`${plan["Node Type"]}${index || rel}`);
  for (const child of (plan.Plans as Plan[] | undefined) ?? []) planNodes(child, out);
  return out;
}

/** The scan nodes of `query`'s plan; `execute` runs raw SQL on the bench's database (either driver). */
export async function scanNodes(
  execute: (text: string) => Promise<unknown>,
  query: { sql: string; params: unknown[] },
): Promise<string[]> {
  // Inline the parameters (EXPLAIN takes no bind parameters on either driver here).
  const text = query.sql.replace(/\$(\d+)/g, (_, n: string) => {
    const v = query.params[Number(n) - 1];
    if (v === null || v === undefined) return "null";
    if (typeof v === "number") return String(v);
    return `'${String(v).replace(/'/g, "''")}'`;
  });
  const result = await execute(`explain (format json) ${text}`);
  const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
  const json = (rows[0] as Record<string, unknown>)["QUERY PLAN"];
  const plan = (typeof json === "string" ? JSON.parse(json) : json) as { Plan: Plan }[];
  return planNodes(plan[0]!.Plan);
}
