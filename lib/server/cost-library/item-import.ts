import "server-only";
// POST /cost-item/import: a CSV or XLSX cost library previewed with every row's problems, or applied in one
// transaction (all rows or none). A row whose cost code and description the library has re-prices that item.
import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { CostItemImportDto } from "@/lib/contract/cost-item";
import { costItemColumns, planCostItemRows } from "@/lib/domain/cost-library/item-import";
import { rowErrorsBody } from "@/lib/domain/estimate/import/cells";
import { writeAudit } from "../audit";
import { ValidationError } from "../errors";
import { readImportTable } from "../estimate/import-inputs";
import type { ImportFile } from "../project/import-file";
import type { Scope } from "../scope";
import { insertCostItems, itemColumns } from "./items";

const { costItems } = schema;
const keyOf = (code: string, description: string) => `${code}\u0000${description.toLowerCase()}`;

export async function importCostItems(
  scope: Scope,
  file: ImportFile,
  mode: "preview" | "apply",
): Promise<CostItemImportDto> {
  const table = await readImportTable(file);
  const columns = costItemColumns(table.headers);
  if (!columns.ok) throw new ValidationError({ file: columns.message }, columns.message);
  const plan = planCostItemRows(table, columns.at);
  const existingRows = await db()
    .select({ uid: costItems.uid, costCode: costItems.costCode, description: costItems.description })
    .from(costItems)
    .where(eq(costItems.companyUid, scope.company.uid));
  const existing = new Map(existingRows.map((r) => [keyOf(r.costCode, r.description), r.uid]));
  const updates = plan.items.filter((p) => existing.has(keyOf(p.item.cost_code, p.item.description)));
  const adds = plan.items.filter((p) => !existing.has(keyOf(p.item.cost_code, p.item.description)));
  const answer: CostItemImportDto = {
    mode,
    added: adds.length,
    updated: updates.length,
    errors: plan.errors,
    error_count: plan.error_count,
  };
  if (mode === "preview") return answer;
  if (plan.error_count) {
    const { fields, message } = rowErrorsBody(plan.errors, plan.error_count);
    throw new ValidationError(fields, message);
  }
  await db().transaction(async (tx) => {
    await insertCostItems(
      tx,
      scope,
      adds.map((a) => a.item),
    );
    for (const { item } of updates) {
      const uid = existing.get(keyOf(item.cost_code, item.description))!;
      await tx
        .update(costItems)
        .set({
          ...itemColumns(item),
          updatedBy: scope.user.uid,
          version: sql`${costItems.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(costItems.uid, uid), eq(costItems.companyUid, scope.company.uid)));
    }
    await writeAudit(tx, scope, {
      action: "cost_item.imported",
      targetType: "cost_item",
      data: { file: file.name, added: adds.length, updated: updates.length },
    });
  });
  return answer;
}
