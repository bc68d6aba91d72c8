// Line writes (issue 6): bulk create/update/delete in one transaction (paste, undo, delete and move rows) and
// the single-cell PATCH. Each line carries its own version: one stale version refuses the whole write with
// 412 and the current lines, and nothing is written. New and moved lines take a position between their
// neighbours (a fraction); when neighbours get too close every line of the estimate is renumbered.
import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema, type Tx } from "@/db";
import type { EstimateLineRow, EstimateRow } from "@/db/schema";
import type {
  bulkLinesInput,
  EstimateLineDto,
  LinesWriteResult,
  linePatchInput,
} from "@/lib/domain/estimate/api";
import { checkDecimal } from "@/lib/domain/estimate/decimal";
import { validateLine } from "@/lib/domain/estimate/line-check";
import type { EstimateLine } from "@/lib/domain/estimate/model";
import { costPerMetric } from "@/lib/domain/reference/normalisation";
import { ApiError, NotFoundError, ValidationError } from "../errors";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import { engineLine, inputsRecord, loadEscalationRates, lockEstimate, selectText, storeTotals } from "./core";
import { lineDto } from "./dto";
import { type EngineHandoff, keepAfterCommit } from "./engine-cache";

const { estimateLines } = schema;

type Bulk = z.output<typeof bulkLinesInput>;
type LineFieldsInput = Omit<z.output<typeof linePatchInput>, "after_uid">;

/** A stale write: the message, and the lines as they are now (the client merges them). */
export class StaleLinesError extends ApiError {
  constructor(
    readonly conflicts: EstimateLineDto[],
    readonly missing: string[] = [],
  ) {
    const n = conflicts.length + missing.length;
    super(
      "precondition_failed",
      n === 1
        ? "This line was changed by someone else. Their version is shown; edit again to overwrite it."
        : `${n} lines were changed by someone else. Their versions are shown; edit again to overwrite them.`,
    );
  }
  body() {
    return {
      message: this.message,
      code: "stale" as const,
      conflicts: this.conflicts,
      missing: this.missing,
    };
  }
}

/** At most this many uids travel in `estimate.lines.changed`; more → [] (reload everything). */
export const MAX_EVENT_LINE_UIDS = 200;

export function linesChangedEvent(estimateUid: string, lineUids: string[], actorUid: string) {
  return {
    name: "estimate.lines.changed",
    data: {
      estimate_uid: estimateUid,
      line_uids: lineUids.length <= MAX_EVENT_LINE_UIDS ? lineUids : [],
      actor_uid: actorUid,
    },
  } as const;
}

// ── Fields ───────────────────────────────────────────────────────────────────────────────────────────

type LineColumns = Partial<typeof estimateLines.$inferInsert>;

function quantityText(q: number | string): string {
  return typeof q === "number" ? String(q) : q.trim();
}

function columnsOf(input: LineFieldsInput): LineColumns {
  const out: LineColumns = {};
  if (input.cost_code !== undefined) out.costCode = input.cost_code;
  if (input.description !== undefined) out.description = input.description;
  if (input.quantity !== undefined) out.quantity = quantityText(input.quantity);
  if (input.unit !== undefined) out.unit = input.unit;
  if (input.unit_cost_cents !== undefined) out.unitCostCents = input.unit_cost_cents;
  if (input.lump_sum_cents !== undefined) out.lumpSumCents = input.lump_sum_cents;
  if (input.split !== undefined) out.split = input.split as Record<string, number> | null;
  if (input.cost_type !== undefined) out.costType = input.cost_type;
  if (input.alternate !== undefined) out.alternate = input.alternate;
  if (input.allowance !== undefined) out.allowance = input.allowance;
  if (input.tags !== undefined) out.tags = input.tags;
  if (input.notes !== undefined) out.notes = input.notes;
  if (input.area !== undefined) out.area = input.area;
  return out;
}

function asEngineLine(uid: string, c: LineColumns): EstimateLine {
  return engineLine({
    uid,
    costCode: c.costCode ?? "",
    quantity: c.quantity ?? "0",
    unitCostCents: c.unitCostCents ?? null,
    lumpSumCents: c.lumpSumCents ?? null,
    split: c.split ?? null,
    costType: c.costType ?? null,
    alternate: c.alternate ?? false,
    allowance: c.allowance ?? false,
  });
}

function rowColumns(r: EstimateLineRow): LineColumns {
  return {
    costCode: r.costCode,
    quantity: r.quantity,
    unitCostCents: r.unitCostCents,
    lumpSumCents: r.lumpSumCents,
    split: r.split,
    costType: r.costType,
    alternate: r.alternate,
    allowance: r.allowance,
  };
}

const patchFields = (input: LineFieldsInput) =>
  Object.keys(input).filter((k) => k !== "uid" && k !== "version");

/**
 * The problems a line brings in, as field → message: a new line's every problem; an edit's problems in the
 * fields it changes, or new ones (a formula whose input was deleted since keeps showing on its line but does
 * not block edits to other fields).
 */
function freshProblems(
  next: EstimateLine,
  inputs: Record<string, number>,
  before?: EstimateLine,
  changed?: string[],
): [string, string][] {
  const problems = Object.entries(validateLine(next, inputs));
  // validateLine reads quantities as given; a number typed with too many decimals is caught here.
  if (!before) return problems;
  const old = validateLine(before, inputs);
  return problems.filter(([f, m]) => changed?.includes(f) || old[f] !== m);
}

function lineLabel(c: LineColumns, fallback: string) {
  return [c.costCode, c.description].filter(Boolean).join(" ") || fallback;
}

// ── Positions ────────────────────────────────────────────────────────────────────────────────────────

const STEP = 1024;
const MIN_GAP = 1e-6;

interface Placement {
  uid: string;
  /** undefined = last, null = first, else a line uid (or a created line's uid via its client key). */
  after: string | null | undefined;
}

/**
 * Positions for new and moved lines, given the current order. Lines placed after the same anchor keep their
 * request order. Returns the new positions and, when a gap got too small, every line's renumbered position.
 */
export function placeLines(
  current: { uid: string; position: number }[],
  placements: Placement[],
): { positions: Map<string, number>; renumbered: Map<string, number> | null } {
  const moving = new Set(placements.map((p) => p.uid));
  const order: string[] = current.filter((l) => !moving.has(l.uid)).map((l) => l.uid);
  const fixed = new Map(current.filter((l) => !moving.has(l.uid)).map((l) => [l.uid, l.position]));
  const lastAfter = new Map<string, string>();
  for (const p of placements) {
    const key = p.after === undefined ? "$end" : p.after === null ? "^start" : p.after;
    if (p.after === undefined) {
      order.push(p.uid);
      continue;
    }
    const anchor = lastAfter.get(key) ?? p.after;
    const at = anchor === null ? -1 : order.indexOf(anchor);
    if (anchor !== null && at < 0) throw new ValidationError({ after_uid: "No such line in this estimate" });
    order.splice(at + 1, 0, p.uid);
    lastAfter.set(key, p.uid);
  }
  const positions = new Map<string, number>();
  let i = 0;
  let tooClose = false;
  while (i < order.length) {
    if (fixed.has(order[i]!)) {
      i++;
      continue;
    }
    let j = i;
    while (j < order.length && !fixed.has(order[j]!)) j++;
    const n = j - i;
    const prev = i > 0 ? fixed.get(order[i - 1]!)! : undefined;
    const next = j < order.length ? fixed.get(order[j]!)! : undefined;
    const lo = prev ?? (next === undefined ? 0 : next - STEP * (n + 1));
    const hi = next ?? lo + STEP * (n + 1);
    const gap = (hi - lo) / (n + 1);
    if (!(gap > MIN_GAP)) tooClose = true;
    for (let k = 0; k < n; k++) positions.set(order[i + k]!, lo + gap * (k + 1));
    i = j;
  }
  if (!tooClose) return { positions, renumbered: null };
  const renumbered = new Map(order.map((uid, k) => [uid, (k + 1) * STEP]));
  for (const uid of positions.keys()) positions.set(uid, renumbered.get(uid)!);
  return { positions, renumbered };
}

async function renumber(tx: Tx, estimateUid: string, positions: Map<string, number>) {
  const rows = [...positions].map(([uid, p]) => ({ uid, p }));
  await tx.execute(sql`
    update estimate_lines set position = v.p
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(uid uuid, p double precision)
    where estimate_lines.uid = v.uid and estimate_lines.estimate_uid = ${estimateUid}::uuid`);
}

// ── The write ────────────────────────────────────────────────────────────────────────────────────────

const INSERT_CHUNK = 500;

async function writeLinesInTx(tx: Tx, scope: Scope, estimate: EstimateRow, body: Bulk) {
  const estimateUid = estimate.uid;
  const touched = [...body.update.map((u) => u.uid), ...body.delete.map((d) => d.uid)];
  const rows = touched.length
    ? await tx
        .select()
        .from(estimateLines)
        .where(and(eq(estimateLines.estimateUid, estimateUid), inArray(estimateLines.uid, touched)))
    : [];
  const byUid = new Map(rows.map((r) => [r.uid, r]));

  // Versions first: one stale line refuses everything.
  const conflicts = new Map<string, EstimateLineRow>();
  const missing: string[] = [];
  for (const u of body.update) {
    const row = byUid.get(u.uid);
    if (!row) missing.push(u.uid);
    else if (row.version !== u.version) conflicts.set(row.uid, row);
  }
  for (const d of body.delete) {
    const row = byUid.get(d.uid);
    if (row && row.version !== d.version) conflicts.set(row.uid, row);
  }
  if (conflicts.size || missing.length)
    throw new StaleLinesError([...conflicts.values()].map(lineDto), missing);

  // Then the lines themselves, against the estimate's inputs.
  const inputs = inputsRecord(estimate);
  const errors: Record<string, string> = {};
  let firstMessage: string | null = null;
  const note = (key: string, label: string, problems: [string, string][]) => {
    for (const [field, message] of problems) {
      errors[`${key}.${field}`] = message;
      firstMessage ??= `${label}: ${message}`;
    }
  };
  const checkQuantity = (key: string, input: LineFieldsInput) => {
    if (typeof input.quantity === "number" && checkDecimal(input.quantity)) {
      errors[`${key}.quantity`] = checkDecimal(input.quantity)!;
      firstMessage ??= checkDecimal(input.quantity);
    }
  };
  const clientKeys = new Map<string, string>();
  const created = body.create.map((c, i) => {
    const { client_key, after_uid, ...fields } = c;
    const uid = randomUUID();
    if (client_key) clientKeys.set(client_key, uid);
    const columns = columnsOf(fields);
    checkQuantity(`create.${i}`, fields);
    note(
      `create.${i}`,
      `New line ${i + 1} (${lineLabel(columns, "no cost code")})`,
      freshProblems(asEngineLine(uid, columns), inputs),
    );
    return { uid, client_key, after_uid, columns };
  });
  const deleted = new Set(body.delete.map((d) => d.uid));
  const updated = body.update.map((u, i) => {
    const { uid, version: _v, after_uid, ...fields } = u;
    const row = byUid.get(uid)!;
    const columns = columnsOf(fields);
    checkQuantity(`update.${i}`, fields);
    const before = rowColumns(row);
    const next = { ...before, ...columns };
    const label = `Line ${lineLabel({ ...row, ...columns } as LineColumns, uid)}`;
    note(
      `update.${i}`,
      label,
      freshProblems(asEngineLine(uid, next), inputs, asEngineLine(uid, before), patchFields(fields)),
    );
    return { uid, after_uid, columns, moved: "after_uid" in u && u.after_uid !== undefined };
  });
  if (Object.keys(errors).length) throw new ValidationError(errors, firstMessage ?? "Validation failed");

  // Positions for new and moved lines.
  const resolve = (after: string | null | undefined) =>
    after === undefined || after === null ? after : (clientKeys.get(after) ?? after);
  const placements: Placement[] = [
    ...created.map((c) => ({ uid: c.uid, after: resolve(c.after_uid) })),
    ...updated.filter((u) => u.moved).map((u) => ({ uid: u.uid, after: resolve(u.after_uid) })),
  ];
  let positions = new Map<string, number>();
  let renumbered = false;
  if (placements.length) {
    // One JSON value rather than 50,000 rows (see engineLines).
    const current = (
      JSON.parse(
        await selectText(
          tx,
          sql`select coalesce(json_agg(json_build_array(uid, position) order by position, uid), '[]')::text
          from estimate_lines where estimate_uid = ${estimateUid}::uuid`,
        ),
      ) as [string, number][]
    ).map(([uid, position]) => ({ uid, position }));
    const placed = placeLines(
      current.filter((l) => !deleted.has(l.uid)),
      placements,
    );
    positions = placed.positions;
    if (placed.renumbered) {
      renumbered = true;
      const others = new Map([...placed.renumbered].filter(([uid]) => !positions.has(uid) || byUid.has(uid)));
      await renumber(tx, estimateUid, others);
    }
  }

  const now = new Date();
  if (deleted.size) {
    await tx
      .delete(estimateLines)
      .where(and(eq(estimateLines.estimateUid, estimateUid), inArray(estimateLines.uid, [...deleted])));
  }
  const updatedRows: EstimateLineRow[] = [];
  for (const u of updated) {
    const position = positions.get(u.uid);
    const [row] = await tx
      .update(estimateLines)
      .set({
        ...u.columns,
        ...(position === undefined ? {} : { position }),
        version: sql`${estimateLines.version} + 1`,
        updatedBy: scope.user.uid,
        updatedAt: now,
      })
      .where(and(eq(estimateLines.uid, u.uid), eq(estimateLines.estimateUid, estimateUid)))
      .returning();
    updatedRows.push(row!);
  }
  const createdRows: (EstimateLineRow & { clientKey?: string })[] = [];
  for (let i = 0; i < created.length; i += INSERT_CHUNK) {
    const chunk = created.slice(i, i + INSERT_CHUNK);
    const inserted = await tx
      .insert(estimateLines)
      .values(
        chunk.map((c) => ({
          ...c.columns,
          uid: c.uid,
          estimateUid,
          companyUid: scope.company.uid,
          position: positions.get(c.uid)!,
          updatedBy: scope.user.uid,
          updatedAt: now,
          createdAt: now,
        })),
      )
      .returning();
    const byCreated = new Map(inserted.map((r) => [r.uid, r]));
    for (const c of chunk) createdRows.push({ ...byCreated.get(c.uid)!, clientKey: c.client_key });
  }
  return { createdRows, updatedRows, deleted: [...deleted].filter((uid) => byUid.has(uid)), renumbered };
}

function totalsDto(row: EstimateRow) {
  const gsf = row.gsf === null ? null : Number(row.gsf);
  return {
    direct_cents: row.directCents,
    grand_total_cents: row.grandTotalCents,
    gsf,
    cost_per_gsf_cents: costPerMetric(row.grandTotalCents, gsf),
    line_count: row.lineCount,
  };
}

/** Bulk create/update/delete in one transaction; the estimate's totals are recomputed before commit. */
export async function writeLines(scope: Scope, estimateUid: string, body: Bulk): Promise<LinesWriteResult> {
  const rates = await loadEscalationRates(scope.company.uid);
  const handoff: EngineHandoff = {};
  const result = await db().transaction(async (tx) => {
    const estimate = await lockEstimate(tx, scope, estimateUid);
    const written = await writeLinesInTx(tx, scope, estimate, body);
    const changes = {
      deleted: written.deleted,
      written: [...written.createdRows, ...written.updatedRows].map(engineLine),
    };
    const stored = await storeTotals(tx, scope, estimate, rates, { changes, handoff });
    return { ...written, stored };
  });
  keepAfterCommit(handoff);
  const uids = [
    ...result.createdRows.map((r) => r.uid),
    ...result.updatedRows.map((r) => r.uid),
    ...result.deleted,
  ];
  if (uids.length || result.renumbered) {
    // Renumbered positions touch every line: an empty list tells clients to reload them all.
    await publish(linesChangedEvent(estimateUid, result.renumbered ? [] : uids, scope.user.uid));
  }
  return {
    created: result.createdRows.map((r) => ({
      ...lineDto(r),
      ...(r.clientKey === undefined ? {} : { client_key: r.clientKey }),
    })),
    updated: result.updatedRows.map(lineDto),
    deleted: result.deleted,
    totals: totalsDto(result.stored),
    ...(result.renumbered ? { renumbered: true } : {}),
  };
}

/** One line, If-Match = the line's version (absent: last write wins). */
export async function patchLine(
  scope: Scope,
  estimateUid: string,
  lineUid: string,
  input: z.output<typeof linePatchInput>,
  ifMatch?: number,
): Promise<EstimateLineDto> {
  let version = ifMatch;
  if (version === undefined) {
    const [row] = await db()
      .select({ version: estimateLines.version })
      .from(estimateLines)
      .where(
        and(
          eq(estimateLines.uid, lineUid),
          eq(estimateLines.estimateUid, estimateUid),
          eq(estimateLines.companyUid, scope.company.uid),
        ),
      );
    if (!row) throw new NotFoundError();
    version = row.version;
  }
  try {
    const result = await writeLines(scope, estimateUid, {
      create: [],
      update: [{ ...input, uid: lineUid, version }],
      delete: [],
    });
    return result.updated[0]!;
  } catch (error) {
    if (error instanceof StaleLinesError && error.missing.includes(lineUid)) throw new NotFoundError();
    if (error instanceof ValidationError && error.errors) {
      // Field names without the bulk prefix: { quantity: "Unknown input: FOO" }.
      const errors = Object.fromEntries(
        Object.entries(error.errors).map(([k, v]) => [k.replace(/^update\.0\./, ""), v]),
      );
      const message = Object.values(errors)[0] ?? error.message;
      throw new ValidationError(errors, message);
    }
    throw error;
  }
}
