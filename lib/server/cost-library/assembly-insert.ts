// POST /assembly/{uid}/insert: the assembly's items as grouped lines of an estimate. The driver becomes an
// input of the estimate (LF, or LF_2 … when taken) and each line's quantity is the item's formula reading it,
// so the estimate's own engine prices the group and changing the input re-drives it. Prices are the items'
// unit costs normalised to the estimate's date and place, with the item and its own price kept on the line.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { InsertAssemblyDto, InsertAssemblyInput } from "@/lib/contract/assembly";
import { driverInputName, rewriteFormula } from "@/lib/domain/cost-library/assembly";
import { roundUnitCents } from "@/lib/domain/cost-library/normalised-price";
import type { CostType } from "@/lib/domain/estimate/model";
import { ConflictError } from "../errors";
import { estimateUpdatedEvent } from "../estimate/core";
import { writeLinesPlanned } from "../estimate/lines";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import { itemsByUid, readAssembly } from "./assemblies";
import { estimateTargets, priceAt } from "./targets";

const { estimates } = schema;

const scaleSplit = (split: Record<string, number> | null, factor: number) =>
  split ? Object.fromEntries(Object.entries(split).map(([k, v]) => [k, roundUnitCents(v * factor)])) : null;

export async function insertAssembly(
  scope: Scope,
  uid: string,
  input: InsertAssemblyInput,
): Promise<InsertAssemblyDto> {
  const assembly = await readAssembly(db(), scope, uid);
  const targets = await estimateTargets(scope, input.estimate_uid);
  const items = await itemsByUid(
    db(),
    scope,
    assembly.items.map((i) => i.cost_item_uid),
  );
  const present = assembly.items.filter((i) => items.has(i.cost_item_uid));
  if (present.length === 0) throw new ConflictError(`${assembly.name} has no library items to insert`);
  const groupUid = randomUUID();
  let inputName = "";
  const written = await writeLinesPlanned(scope, input.estimate_uid, async (tx, estimate) => {
    inputName = driverInputName(
      assembly.driver,
      estimate.inputs.map((i) => i.name),
    );
    // The plan's estimate is the one the lines are checked and totalled against: it gains the input too.
    estimate.inputs = [
      ...estimate.inputs,
      {
        uid: randomUUID(),
        name: inputName,
        label: `${assembly.name} (${assembly.driver})`,
        unit: assembly.driverUnit,
        value: input.driver_quantity,
      },
    ];
    await tx
      .update(estimates)
      .set({ inputs: estimate.inputs, version: sql`${estimates.version} + 1` })
      .where(and(eq(estimates.uid, estimate.uid), eq(estimates.companyUid, scope.company.uid)));
    let after = input.after_uid;
    const create = present.map((entry, i) => {
      const item = items.get(entry.cost_item_uid)!;
      const unitCostCents = Number(item.unitCostCents);
      const price = priceAt({ unitCostCents, priceDate: item.priceDate, location: item.location }, targets)!;
      const key = `assembly-${i}`;
      const line = {
        client_key: key,
        ...(after !== undefined ? { after_uid: after } : {}),
        cost_code: item.costCode,
        description: item.description,
        quantity: rewriteFormula(entry.formula, assembly.driver, inputName),
        unit: item.unit,
        unit_cost_cents: price.unit_cost_cents,
        lump_sum_cents: null,
        split: scaleSplit(item.split, price.factor),
        cost_type: item.costType as CostType | null,
        group_uid: groupUid,
        cost_item_uid: item.uid,
        library_cents: unitCostCents,
        source: `Assembly: ${assembly.name}${price.label ? ` (${price.label})` : ""}`,
      };
      if (after !== undefined) after = key;
      return line;
    });
    return { body: { create, update: [], delete: [] } };
  });
  const [row] = await db()
    .select({ uid: estimates.uid, version: estimates.version })
    .from(estimates)
    .where(and(eq(estimates.uid, input.estimate_uid), eq(estimates.companyUid, scope.company.uid)));
  await publish(estimateUpdatedEvent(row!));
  return {
    group_uid: groupUid,
    input_name: inputName,
    line_uids: written!.created.map((c) => c.uid),
    estimate_version: row!.version,
  };
}
