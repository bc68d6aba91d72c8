// An estimate's inputs and markups, each replaced whole: the row is locked, If-Match checked, the totals
// recomputed with the engine and an event published after commit.
import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema, type Tx } from "@/db";
import type { EstimateInputRow, EstimateRow } from "@/db/schema";
import type { inputsInput, markupsInput } from "@/lib/contract/estimate";
import { checkDecimal } from "@/lib/domain/estimate/decimal";
import { compileFormula, normalizeInputName } from "@/lib/domain/estimate/formula";
import { checkInputName } from "@/lib/domain/estimate/inputs";
import type { Markup } from "@/lib/domain/estimate/markups";
import { activeMixInputs, type UnitMix } from "@/lib/domain/estimate/unit-mix";
import { checkInputsLimit } from "@/lib/domain/estimate/unit-mix-check";
import { writeAudit } from "../audit";
import { ValidationError } from "../errors";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import {
  checkMarkups,
  checkVersion,
  estimateUpdatedEvent,
  loadEscalationRates,
  lockEstimate,
  readEstimate,
  storeTotals,
} from "./core";
import { estimateDto } from "./dto";

const { estimateLines } = schema;

type InputsBody = z.output<typeof inputsInput>;
type MarkupsBody = z.output<typeof markupsInput>;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Names must be identifiers and distinct (any case), values at most 5 decimals; 400 naming each one. */
function checkInputs(body: InputsBody) {
  const errors: Record<string, string> = {};
  const seen = new Map<string, number>();
  body.inputs.forEach((input, i) => {
    const name = input.name.trim();
    const bad = checkInputName(name);
    if (bad) errors[`inputs.${i}.name`] = bad;
    const key = normalizeInputName(name);
    if (!bad && seen.has(key)) errors[`inputs.${i}.name`] = `${name} is already an input`;
    seen.set(key, i);
    const badValue = checkDecimal(input.value);
    if (badValue) errors[`inputs.${i}.value`] = badValue;
  });
  if (Object.keys(errors).length) throw new ValidationError(errors, Object.values(errors)[0]);
}

/** The inputs each line's formula reads (upper case), for the lines that have a formula. */
async function formulaReaders(tx: Tx, estimateUid: string) {
  const rows = await tx
    .select({
      uid: estimateLines.uid,
      costCode: estimateLines.costCode,
      description: estimateLines.description,
      quantity: estimateLines.quantity,
    })
    .from(estimateLines)
    .where(and(eq(estimateLines.estimateUid, estimateUid), sql`${estimateLines.quantity} ~ '[A-Za-z_]'`));
  const readers = new Map<string, { uid: string; label: string }[]>();
  for (const r of rows) {
    const compiled = compileFormula(r.quantity);
    if (!compiled.ok) continue;
    for (const name of compiled.value.inputs) {
      const list = readers.get(name) ?? [];
      list.push({ uid: r.uid, label: [r.costCode, r.description].filter(Boolean).join(" ") || r.uid });
      readers.set(name, list);
    }
  }
  return readers;
}

/**
 * Renaming or removing an input that formulas read is refused with the lines that read it (formulas are not
 * rewritten behind the user's back); change those formulas first, or keep the name. `before` holds every
 * input formulas could read (hand-entered and from the unit mix), `kept` the names still there after.
 */
export async function refuseLostInputs(
  tx: Tx,
  estimateUid: string,
  before: readonly { name: string; uid?: string }[],
  kept: ReadonlySet<string>,
  fieldOf: (input: { name: string; uid?: string }) => string,
) {
  const gone = before.filter((i) => !kept.has(normalizeInputName(i.name)));
  if (!gone.length) return;
  const readers = await formulaReaders(tx, estimateUid);
  for (const input of gone) {
    const lines = readers.get(normalizeInputName(input.name));
    if (!lines?.length) continue;
    const names = lines.slice(0, 5).map((l) => l.label);
    const more = lines.length > 5 ? ` and ${lines.length - 5} more` : "";
    const message = `${input.name} is used by ${plural(lines.length, "line")} (${names.join(", ")}${more}); change their formulas first`;
    throw new ValidationError({ [fieldOf(input)]: message }, message);
  }
}

/** A new hand-entered input may not take a name the unit mix derives; both kinds count toward the limit. */
function checkAgainstMix(current: EstimateRow, next: EstimateInputRow[]) {
  const mix = current.unitMix as UnitMix | null;
  const fromMix = new Set(activeMixInputs(mix, current.inputs).map((d) => d.name));
  const errors: Record<string, string> = {};
  next.forEach((input, i) => {
    const name = normalizeInputName(input.name);
    if (fromMix.has(name)) {
      errors[`inputs.${i}.name`] = `${name} comes from the unit mix; choose another name or turn the mix off`;
    }
  });
  if (Object.keys(errors).length) throw new ValidationError(errors, Object.values(errors)[0]);
  const limit = checkInputsLimit(next.length, activeMixInputs(mix, next).length);
  if (limit) throw new ValidationError({ inputs: limit }, limit);
}

/** Replaces the inputs (names identifiers, values at most 5 decimals). */
export async function replaceInputs(scope: Scope, uid: string, body: InputsBody, ifMatch?: number) {
  checkInputs(body);
  const rates = await loadEscalationRates(scope.company.uid);
  const row = await db().transaction(async (tx) => {
    const current = await lockEstimate(tx, scope, uid);
    checkVersion(current.version, ifMatch);
    const next: EstimateInputRow[] = body.inputs.map((i) => ({
      uid: i.uid ?? randomUUID(),
      name: i.name.trim(),
      label: i.label ?? null,
      unit: i.unit ?? null,
      value: i.value,
    }));
    checkAgainstMix(current, next);
    const mix = current.unitMix as UnitMix | null;
    const kept = new Set([...next, ...activeMixInputs(mix, next)].map((i) => normalizeInputName(i.name)));
    await refuseLostInputs(
      tx,
      uid,
      [...current.inputs, ...activeMixInputs(mix, current.inputs)],
      kept,
      (input) => {
        const at = next.findIndex((n) => n.uid === input.uid);
        return at >= 0 ? `inputs.${at}.name` : "inputs";
      },
    );
    const stored = await storeTotals(tx, scope, current, rates, { set: { inputs: next }, bumpVersion: true });
    await writeAudit(tx, scope, {
      action: "estimate.inputs.replaced",
      targetType: "estimate",
      targetUid: uid,
    });
    return readEstimate(tx, scope, stored.uid);
  });
  await publish(estimateUpdatedEvent(row));
  return estimateDto(row);
}

/** Replaces the ordered markup stack; the engine's checks refuse bases that read later markups. */
export async function replaceMarkups(scope: Scope, uid: string, body: MarkupsBody, ifMatch?: number) {
  const markups = body.markups as Markup[];
  checkMarkups(markups);
  const rates = await loadEscalationRates(scope.company.uid);
  const row = await db().transaction(async (tx) => {
    const current = await lockEstimate(tx, scope, uid);
    checkVersion(current.version, ifMatch);
    const stored = await storeTotals(tx, scope, current, rates, {
      set: { markups: markups as unknown as Record<string, unknown>[] },
      bumpVersion: true,
    });
    await writeAudit(tx, scope, {
      action: "estimate.markups.replaced",
      targetType: "estimate",
      targetUid: uid,
    });
    return readEstimate(tx, scope, stored.uid);
  });
  await publish(estimateUpdatedEvent(row));
  return estimateDto(row);
}
