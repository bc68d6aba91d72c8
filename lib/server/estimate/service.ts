// Estimates (issue 6): list, open, create (blank or from another), update the header, delete, duplicate,
// inputs and markups. Every read and write is filtered by the scope's company; writes lock the estimate row,
// check If-Match, recompute the stored totals with the engine and publish after commit.
import { randomUUID } from "node:crypto";
import { and, arrayOverlaps, asc, count, eq, gte, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import { db, schema, type Tx } from "@/db";
import type { EstimateInputRow, EstimateRow } from "@/db/schema";
import {
  type createEstimateInput,
  type EstimateOpenDto,
  estimateSorts,
  estimateStatuses,
  type inputsInput,
  lineFields,
  type markupsInput,
  type updateEstimateInput,
} from "@/lib/domain/estimate/api";
import { checkDecimal } from "@/lib/domain/estimate/decimal";
import { compileFormula, normalizeInputName } from "@/lib/domain/estimate/formula";
import { checkInputName } from "@/lib/domain/estimate/inputs";
import type { Markup } from "@/lib/domain/estimate/markups";
import { column, fitsColumn } from "@/lib/domain/limits";
import type { LocationTable } from "@/lib/domain/project/normalise";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { ValidationError } from "../errors";
import { loadLocationTable } from "../project/context";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import {
  checkMarkups,
  checkVersion,
  loadEscalationRates,
  lockEstimate,
  readEstimate,
  selectText,
  storeTotals,
} from "./core";
import { estimateDto, estimateListItemDto } from "./dto";
import { companyMarkupDefault } from "./markup-default";

const { estimates, estimateLines, buildingTypes, projects, users } = schema;

const updatedEvent = (row: Pick<EstimateRow, "uid" | "version">) =>
  ({ name: "estimate.updated", data: { estimate_uid: row.uid, version: row.version } }) as const;

// ── List ─────────────────────────────────────────────────────────────────────────────────────────────

const MAX_LIMIT = 200;

/** The list's query string (repeatable filters repeat); 400 with per-field errors when unreadable. */
export function parseEstimateListQuery(params: URLSearchParams) {
  const errors: Record<string, string> = {};
  const many = (name: string) =>
    params
      .getAll(name)
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter(Boolean);
  const status = many("status");
  const badStatus = status.find((s) => !(estimateStatuses as readonly string[]).includes(s));
  if (badStatus) errors.status = `Must be one of ${estimateStatuses.join(", ")}`;
  const buildingType = many("building_type");
  if (buildingType.some((b) => !/^[0-9a-f-]{36}$/i.test(b))) errors.building_type = "Must be an id";
  const updatedFrom = params.get("updated_from")?.trim() || undefined;
  if (updatedFrom && Number.isNaN(Date.parse(updatedFrom)))
    errors.updated_from = "Must be a date (YYYY-MM-DD)";
  const sort = params.get("sort")?.trim() || "-updated_at";
  if (!(estimateSorts as readonly string[]).includes(sort.replace(/^-/, ""))) {
    errors.sort = `Must be one of ${estimateSorts.join(", ")} (prefix - for descending)`;
  }
  const limitText = params.get("limit");
  const limit = limitText ? Number(limitText) : 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    errors.limit = `Must be from 1 to ${MAX_LIMIT}`;
  const cursorText = params.get("cursor");
  const offset = cursorText ? Number(cursorText) : 0;
  if (!fitsColumn(offset, column.bigint) || offset < 0) errors.cursor = "Must be a cursor from next_cursor";
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return {
    q: params.get("q")?.trim() || undefined,
    status,
    tag: many("tag"),
    building_type: buildingType.map((b) => b.toLowerCase()),
    updated_from: updatedFrom,
    sort,
    limit,
    offset,
  };
}

export type EstimateListQueryParsed = ReturnType<typeof parseEstimateListQuery>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function sortOrder(sort: string): SQL[] {
  const descending = sort.startsWith("-");
  const key = sort.replace(/^-/, "");
  const expr: Record<string, SQL> = {
    name: sql`lower(${estimates.name})`,
    updated_at: sql`${estimates.updatedAt}`,
    created_at: sql`${estimates.createdAt}`,
    grand_total: sql`${estimates.grandTotalCents}`,
    cost_per_gsf: sql`(${estimates.grandTotalCents} / nullif(${estimates.gsf}, 0))`,
    status: sql`${estimates.status}`,
  };
  const e = expr[key] ?? expr.updated_at!;
  return [descending ? sql`${e} desc nulls last` : sql`${e} asc nulls last`, asc(estimates.uid)];
}

export async function listEstimates(scope: Scope, query: EstimateListQueryParsed) {
  const companyUid = scope.company.uid;
  const where: SQL[] = [eq(estimates.companyUid, companyUid)];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      or(
        ilike(estimates.name, like),
        ilike(estimates.number, like),
        ilike(estimates.client, like),
        ilike(estimates.location, like),
      )!,
    );
  }
  if (query.status.length) where.push(inArray(estimates.status, query.status));
  if (query.tag.length) where.push(arrayOverlaps(estimates.tags, query.tag));
  if (query.building_type.length) {
    // A category includes its types.
    const types = db()
      .select({ uid: buildingTypes.uid })
      .from(buildingTypes)
      .where(
        and(
          eq(buildingTypes.companyUid, companyUid),
          or(
            inArray(buildingTypes.uid, query.building_type),
            inArray(buildingTypes.parentUid, query.building_type),
          ),
        ),
      );
    where.push(inArray(estimates.buildingTypeUid, types));
  }
  if (query.updated_from) where.push(gte(estimates.updatedAt, new Date(query.updated_from)));
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db()
      .select({
        estimate: estimates,
        buildingTypeName: buildingTypes.name,
        updatedByName: sql<string | null>`nullif(trim(${users.firstname} || ' ' || ${users.lastname}), '')`,
      })
      .from(estimates)
      .leftJoin(buildingTypes, eq(buildingTypes.uid, estimates.buildingTypeUid))
      .leftJoin(users, eq(users.uid, estimates.updatedBy))
      .where(condition)
      .orderBy(...sortOrder(query.sort))
      .limit(query.limit)
      .offset(query.offset),
    db().select({ n: count() }).from(estimates).where(condition),
  ]);
  const items = rows.map((r) =>
    estimateListItemDto({
      ...r.estimate,
      buildingTypeName: r.buildingTypeName,
      updatedByName: r.updatedByName,
    }),
  );
  const n = total?.n ?? 0;
  const next = query.offset + items.length < n ? String(query.offset + items.length) : null;
  return collection(items, n, next);
}

// ── Open ─────────────────────────────────────────────────────────────────────────────────────────────

export async function getEstimate(scope: Scope, uid: string) {
  return estimateDto(await readEstimate(db(), scope, uid));
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/**
 * The estimate's location index against the national average (× 0.93): its metro (a key such as
 * "houston-tx", or a name read with its state), else its state; null when neither is in the company's table.
 */
export function estimateLocation(
  table: LocationTable,
  e: { metro: string | null; state: string | null },
): { factor: number; label: string } | null {
  const metro = e.metro?.trim()
    ? (table.metros.get(e.metro.trim().toLowerCase()) ??
      (e.state ? table.metros.get(slug(`${e.metro} ${e.state}`)) : undefined))
    : undefined;
  const index = metro ?? (e.state ? table.states.get(e.state.toUpperCase()) : undefined);
  if (!index) return null;
  return {
    factor: Math.round((index.value / 100) * 100_000) / 100_000,
    label: `${index.label} ${index.value} / National 100`,
  };
}

/** The compact line table's rows as JSON text, built in SQL in budget order (see `engineLines`). */
async function compactRowsJson(tx: Tx, scope: Scope, uid: string): Promise<string> {
  return selectText(
    tx,
    sql`select coalesce(json_agg(json_build_array(uid, position, cost_code, description, quantity, unit,
      unit_cost_cents::float8, lump_sum_cents, split, cost_type, alternate, allowance, tags, notes, area, version,
      to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by position, uid), '[]')::text
    from estimate_lines where estimate_uid = ${uid}::uuid and company_uid = ${scope.company.uid}::uuid`,
  );
}

/**
 * `GET /estimate/{uid}` as JSON text: the estimate, every line as one array in `lineFields` order, and the
 * escalation table. Built as text so 50,000 lines are never turned into objects and back.
 */
export async function openEstimateJson(
  scope: Scope,
  uid: string,
): Promise<{ json: string; version: number }> {
  const rates = await loadEscalationRates(scope.company.uid);
  const { row, rowsJson } = await db().transaction(async (tx) => {
    const row = await readEstimate(tx, scope, uid);
    return { row, rowsJson: await compactRowsJson(tx, scope, uid) };
  });
  const location = estimateLocation(await loadLocationTable(scope), row);
  const json = `{"estimate":${JSON.stringify(estimateDto(row))},"lines":{"fields":${JSON.stringify(lineFields)},"rows":${rowsJson}},"escalation_rates":${JSON.stringify(rates)},"location_factor":${JSON.stringify(location?.factor ?? null)},"location_label":${JSON.stringify(location?.label ?? null)}}`;
  return { json, version: row.version };
}

/** The estimate, every line as a compact table in budget order, and the escalation table it uses. */
export async function openEstimate(scope: Scope, uid: string): Promise<EstimateOpenDto> {
  return JSON.parse((await openEstimateJson(scope, uid)).json) as EstimateOpenDto;
}

// ── References in a header ───────────────────────────────────────────────────────────────────────────

type HeaderInput = z.output<typeof updateEstimateInput>;

async function checkReferences(tx: Tx, scope: Scope, input: HeaderInput) {
  const errors: Record<string, string> = {};
  if (input.building_type_uid) {
    const [bt] = await tx
      .select({ uid: buildingTypes.uid })
      .from(buildingTypes)
      .where(
        and(eq(buildingTypes.uid, input.building_type_uid), eq(buildingTypes.companyUid, scope.company.uid)),
      );
    if (!bt) errors.building_type_uid = "No such building type";
  }
  if (input.project_uid) {
    const [p] = await tx
      .select({ uid: projects.uid })
      .from(projects)
      .where(and(eq(projects.uid, input.project_uid), eq(projects.companyUid, scope.company.uid)));
    if (!p) errors.project_uid = "No such project";
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

function headerColumns(input: HeaderInput): Partial<typeof estimates.$inferInsert> {
  const map: Record<string, keyof typeof estimates.$inferInsert> = {
    name: "name",
    number: "number",
    project_uid: "projectUid",
    client: "client",
    location: "location",
    state: "state",
    metro: "metro",
    building_type_uid: "buildingTypeUid",
    classification: "classification",
    design_stage: "designStage",
    pricing_date: "pricingDate",
    construction_start: "constructionStart",
    duration_months: "durationMonths",
    status: "status",
    tags: "tags",
    notes: "notes",
  };
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(input)) {
    if (v !== undefined && k in map) out[map[k]!] = v;
  }
  return out as Partial<typeof estimates.$inferInsert>;
}

// ── Create / duplicate ───────────────────────────────────────────────────────────────────────────────

const defaultInputs = (): EstimateInputRow[] => [
  { uid: randomUUID(), name: "GSF", label: "Gross square feet", unit: "SF", value: 0 },
];

const copyColumns = sql.raw(
  "position, cost_code, description, quantity, unit, unit_cost_cents, lump_sum_cents, split, cost_type, alternate, allowance, tags, notes, area",
);

/** Copies every line of one estimate into another in one statement. */
async function copyLines(tx: Tx, scope: Scope, fromUid: string, toUid: string) {
  await tx.execute(sql`
    insert into estimate_lines (estimate_uid, company_uid, updated_by, ${copyColumns})
    select ${toUid}::uuid, company_uid, ${scope.user.uid}::uuid, ${copyColumns}
    from estimate_lines where estimate_uid = ${fromUid}::uuid and company_uid = ${scope.company.uid}::uuid`);
}

async function copyViews(tx: Tx, scope: Scope, fromUid: string, toUid: string) {
  await tx.execute(sql`
    insert into estimate_views (estimate_uid, company_uid, owner_uid, name, config, created_by)
    select ${toUid}::uuid, company_uid, owner_uid, name, config, created_by
    from estimate_views where estimate_uid = ${fromUid}::uuid and company_uid = ${scope.company.uid}::uuid`);
}

type CreateInput = z.output<typeof createEstimateInput>;

export async function createEstimate(scope: Scope, input: CreateInput) {
  const rates = await loadEscalationRates(scope.company.uid);
  const { from_estimate_uid: fromUid, ...header } = input;
  const row = await db().transaction(async (tx) => {
    await checkReferences(tx, scope, header);
    let source: EstimateRow | undefined;
    if (fromUid) {
      [source] = await tx
        .select()
        .from(estimates)
        .where(and(eq(estimates.uid, fromUid), eq(estimates.companyUid, scope.company.uid)));
      if (!source) throw new ValidationError({ from_estimate_uid: "No such estimate" });
    }
    const base: Partial<typeof estimates.$inferInsert> = source
      ? {
          number: source.number,
          projectUid: source.projectUid,
          client: source.client,
          location: source.location,
          state: source.state,
          metro: source.metro,
          buildingTypeUid: source.buildingTypeUid,
          classification: source.classification,
          designStage: source.designStage,
          pricingDate: source.pricingDate,
          constructionStart: source.constructionStart,
          durationMonths: source.durationMonths,
          tags: source.tags,
          notes: source.notes,
          inputs: source.inputs.map((i) => ({ ...i, uid: randomUUID() })),
          markups: source.markups,
        }
      : { inputs: defaultInputs(), markups: (await companyMarkupDefault(tx, scope)).markups as never };
    const [created] = await tx
      .insert(estimates)
      .values({
        ...base,
        ...headerColumns(header),
        name: header.name,
        status: header.status ?? "draft",
        companyUid: scope.company.uid,
        createdBy: scope.user.uid,
        updatedBy: scope.user.uid,
      })
      .returning();
    if (source) await copyLines(tx, scope, source.uid, created!.uid);
    const stored = await storeTotals(tx, scope, created!, rates);
    await writeAudit(tx, scope, {
      action: "estimate.created",
      targetType: "estimate",
      targetUid: stored.uid,
      data: fromUid ? { from_estimate_uid: fromUid } : {},
    });
    return readEstimate(tx, scope, stored.uid);
  });
  return estimateDto(row);
}

/** A full copy under a new name — inputs, lines, markups, views — in one transaction; the copy is a draft. */
export async function duplicateEstimate(scope: Scope, uid: string, name: string) {
  const row = await db().transaction(async (tx) => {
    const source = await readEstimate(tx, scope, uid);
    const {
      uid: _uid,
      buildingTypeName: _b,
      updatedByName: _u,
      createdAt: _c,
      updatedAt: _up,
      version: _v,
      ...fields
    } = source;
    const [created] = await tx
      .insert(estimates)
      .values({
        ...fields,
        name,
        status: "draft",
        inputs: source.inputs.map((i) => ({ ...i })),
        createdBy: scope.user.uid,
        updatedBy: scope.user.uid,
      })
      .returning();
    await copyLines(tx, scope, source.uid, created!.uid);
    await copyViews(tx, scope, source.uid, created!.uid);
    await writeAudit(tx, scope, {
      action: "estimate.duplicated",
      targetType: "estimate",
      targetUid: created!.uid,
      data: { from_estimate_uid: source.uid },
    });
    return readEstimate(tx, scope, created!.uid);
  });
  return estimateDto(row);
}

// ── Header, delete ───────────────────────────────────────────────────────────────────────────────────

export async function updateEstimate(scope: Scope, uid: string, input: HeaderInput, ifMatch?: number) {
  const rates = await loadEscalationRates(scope.company.uid);
  const row = await db().transaction(async (tx) => {
    const current = await lockEstimate(tx, scope, uid);
    checkVersion(current.version, ifMatch);
    await checkReferences(tx, scope, input);
    const stored = await storeTotals(tx, scope, current, rates, {
      set: headerColumns(input),
      bumpVersion: true,
    });
    await writeAudit(tx, scope, {
      action: "estimate.updated",
      targetType: "estimate",
      targetUid: uid,
      data: { fields: Object.keys(input) },
    });
    return readEstimate(tx, scope, stored.uid);
  });
  await publish(updatedEvent(row));
  return estimateDto(row);
}

export async function deleteEstimate(scope: Scope, uid: string, ifMatch?: number) {
  const current = await db().transaction(async (tx) => {
    const current = await lockEstimate(tx, scope, uid);
    checkVersion(current.version, ifMatch);
    await tx
      .delete(estimates)
      .where(and(eq(estimates.uid, uid), eq(estimates.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: "estimate.deleted",
      targetType: "estimate",
      targetUid: uid,
      data: { name: current.name },
    });
    return current;
  });
  await publish(updatedEvent({ uid, version: current.version + 1 }));
}

// ── Inputs ───────────────────────────────────────────────────────────────────────────────────────────

type InputsBody = z.output<typeof inputsInput>;

function plural(n: number, word: string) {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
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
 * Replaces the inputs. Names must be identifiers, values at most 5 decimals. Renaming or removing an input
 * that formulas read is refused with the lines that read it (formulas are not rewritten behind the user's
 * back); change those formulas first, or keep the name.
 */
export async function replaceInputs(scope: Scope, uid: string, body: InputsBody, ifMatch?: number) {
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
    const kept = new Set(next.map((i) => normalizeInputName(i.name)));
    const gone = current.inputs.filter((i) => !kept.has(normalizeInputName(i.name)));
    if (gone.length) {
      const readers = await formulaReaders(tx, uid);
      for (const input of gone) {
        const lines = readers.get(normalizeInputName(input.name));
        if (!lines?.length) continue;
        const renamedTo = next.find((n) => n.uid === input.uid);
        const at = renamedTo ? next.indexOf(renamedTo) : -1;
        const names = lines.slice(0, 5).map((l) => l.label);
        const more = lines.length > 5 ? ` and ${lines.length - 5} more` : "";
        const message = `${input.name} is used by ${plural(lines.length, "line")} (${names.join(", ")}${more}); change their formulas first`;
        throw new ValidationError({ [at >= 0 ? `inputs.${at}.name` : "inputs"]: message }, message);
      }
    }
    const stored = await storeTotals(tx, scope, current, rates, { set: { inputs: next }, bumpVersion: true });
    await writeAudit(tx, scope, {
      action: "estimate.inputs.replaced",
      targetType: "estimate",
      targetUid: uid,
    });
    return readEstimate(tx, scope, stored.uid);
  });
  await publish(updatedEvent(row));
  return estimateDto(row);
}

// ── Markups ──────────────────────────────────────────────────────────────────────────────────────────

type MarkupsBody = z.output<typeof markupsInput>;

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
  await publish(updatedEvent(row));
  return estimateDto(row);
}
