// A record's cost per a chosen metric in SQL, for the project list's `per=` sort and statistics: total ÷ the
// metric, rounded half away from zero (numeric round), null when the record lacks the metric or it is ≤ 0.
import { type SQL, sql } from "drizzle-orm";
import { schema } from "@/db";
import type { RecordMetric } from "@/lib/domain/project/types";

const r = schema.projectRecords;

/** The metric a cost is divided by: the GSF column, or the record's metrics entry when it is a number > 0. */
export function metricValue(per: RecordMetric): SQL {
  if (per === "gsf") return sql`nullif(${r.gsf}, 0)::numeric`;
  const m = sql`(${r.metrics} ->> ${per})`;
  return sql`case when jsonb_typeof(${r.metrics} -> ${per}) = 'number' and ${m}::numeric > 0 then ${m}::numeric end`;
}

/** Total ÷ the metric in whole cents (as `costPerMetric` rounds in lib/domain/reference/cents.ts). */
export const costPerSql = (per: RecordMetric): SQL =>
  sql`round(${r.totalCents}::numeric / ${metricValue(per)})`;
