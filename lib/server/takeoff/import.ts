import "server-only";
import { db } from "@/db";
import type { TakeoffApplyDto, TakeoffMappingInput, TakeoffPreviewDto } from "@/lib/contract/takeoff";
import type { ImportTable } from "@/lib/domain/project-import/table";
import { guessGenericColumns } from "@/lib/domain/takeoff/generic";
import {
  diffTakeoff,
  groupTakeoff,
  proposeMapping,
  type Remembered,
  type TakeoffGroup,
  type TakeoffMapping,
} from "@/lib/domain/takeoff/plan";
import { readTakeoff, type TakeoffRead } from "@/lib/domain/takeoff/read";
import type { TakeoffError } from "@/lib/domain/takeoff/reader";
import { baseUnit, quantityText } from "@/lib/domain/takeoff/units";
import { writeAudit } from "../audit";
import { ApiError } from "../errors";
import { checkVersion, readEstimate } from "../estimate/core";
import { writeLinesPlanned } from "../estimate/lines";
import { type ImportFile, readImportFile } from "../project/import-file";
import type { Scope } from "../scope";
import { type LinkWrite, linesAndLinks, writeLinks } from "./links";
import { rememberedMappings, rememberMapping } from "./mappings";

// A takeoff file on an estimate: the preview reads it (format, rows, the proposed mapping, problems, what
// would change) and writes nothing; the apply reads it again with the mapping sent back and, in one
// transaction, creates and links new lines, updates the quantities of linked ones and remembers the mapping.
// The same file applied twice changes nothing the second time.

async function readTable(file: ImportFile): Promise<ImportTable> {
  const result = await readImportFile(file);
  if (!result.ok) throw new ApiError("unprocessable", result.message);
  return result.table;
}

/** The proposal for the file's names, overridden by what was sent for them. */
function mappingFor(proposed: TakeoffMapping, sent: TakeoffMappingInput | null): TakeoffMapping {
  if (!sent) return proposed;
  const classifications = { ...proposed.classifications };
  for (const name of Object.keys(classifications)) {
    const chosen = sent.classifications[name];
    if (chosen) classifications[name] = chosen;
  }
  const sheets = { ...proposed.sheets };
  for (const name of Object.keys(sheets))
    if (sent.sheets[name] !== undefined) sheets[name] = sent.sheets[name]!;
  return { classifications, sheets };
}

const shownRows = 200;
const shownErrors = 500;

type Reading = {
  table: ImportTable;
  read: TakeoffRead;
  remembered: Remembered;
  mapping: TakeoffMapping;
  groups: TakeoffGroup[];
  errors: TakeoffError[];
};

async function readFile(scope: Scope, file: ImportFile, sent: TakeoffMappingInput | null): Promise<Reading> {
  const table = await readTable(file);
  const read = readTakeoff(table, { format: sent?.format, columns: sent?.columns });
  const remembered = await rememberedMappings(scope);
  const mapping = mappingFor(proposeMapping(read.rows, remembered), sent);
  const grouped = groupTakeoff(read.rows, mapping);
  return {
    table,
    read,
    remembered,
    mapping,
    groups: grouped.groups,
    errors: [...read.errors, ...grouped.errors],
  };
}

export async function previewTakeoff(
  scope: Scope,
  estimateUid: string,
  file: ImportFile,
  sent: TakeoffMappingInput | null,
): Promise<TakeoffPreviewDto> {
  const estimate = await readEstimate(db(), scope, estimateUid);
  const { table, read, remembered, mapping, groups, errors } = await readFile(scope, file, sent);
  const { lines, links } = await linesAndLinks(db(), scope, estimateUid);
  const diff = diffTakeoff(groups, links, lines);
  const byName = new Map<string, TakeoffPreviewDto["classifications"][number]>();
  for (const r of read.rows) {
    const c = byName.get(r.classification);
    if (c) {
      c.rows++;
      c.quantity += r.quantity;
    } else {
      byName.set(r.classification, {
        name: r.classification,
        type: r.type,
        rows: 1,
        quantity: r.quantity,
        remembered: remembered.classifications[r.classification] !== undefined,
      });
    }
  }
  return {
    format: read.format,
    format_label: read.format_label,
    file_name: file.name,
    headers: table.headers,
    columns: read.format === "generic" ? (sent?.columns ?? guessGenericColumns(table.headers)) : null,
    row_count: read.rows.length,
    rows: read.rows.slice(0, shownRows).map((r) => ({
      row: r.row,
      classification: r.classification,
      type: r.type,
      quantity: r.quantity,
      unit: baseUnit[r.type],
      sheet: r.sheet,
    })),
    classifications: [...byName.values()].map((c) => ({ ...c, quantity: Number(quantityText(c.quantity)) })),
    sheets: Object.keys(mapping.sheets),
    mapping: { format: read.format, columns: sent?.columns ?? null, ...mapping },
    errors: errors.slice(0, shownErrors),
    diff: diff.entries,
    summary: diff.summary,
    estimate_version: estimate.version,
    lines: [...lines.values()].map((l) => ({
      uid: l.uid,
      cost_code: l.cost_code,
      description: l.description,
      quantity: l.quantity,
      unit: l.unit,
    })),
  };
}

/** 422 naming the first problem; `errors` keyed row_7 (the first problem of each row), at most 100. */
function fileErrors(errors: TakeoffError[]): ApiError {
  const byRow: Record<string, string> = {};
  for (const e of errors) {
    if (Object.keys(byRow).length >= 100) break;
    byRow[`row_${e.row}`] ??= e.message;
  }
  const first = errors[0]!.message;
  const message =
    errors.length === 1
      ? `${first}. Nothing was imported.`
      : `${errors.length} problems in the file; nothing was imported. ${first}`;
  return new ApiError("unprocessable", message, byRow);
}

export async function applyTakeoff(
  scope: Scope,
  estimateUid: string,
  file: ImportFile,
  sent: TakeoffMappingInput,
  ifMatch: number | undefined,
): Promise<TakeoffApplyDto> {
  await readEstimate(db(), scope, estimateUid);
  const { mapping, groups, errors } = await readFile(scope, file, sent);
  if (errors.length) throw fileErrors(errors);
  if (groups.length === 0)
    throw new ApiError("unprocessable", "The file has no takeoff rows; nothing was imported");
  let summary = { create: 0, update: 0, unchanged: 0, cost_delta_cents: 0 };
  const result = await writeLinesPlanned(scope, estimateUid, async (tx, estimate) => {
    checkVersion(estimate.version, ifMatch);
    const { lines, links } = await linesAndLinks(tx, scope, estimateUid);
    for (const g of groups) {
      if (g.line_uid && !lines.has(g.line_uid)) {
        throw new ApiError(
          "unprocessable",
          `The line chosen for "${g.classification}" is no longer in the estimate; choose another`,
        );
      }
    }
    const diff = diffTakeoff(groups, links, lines);
    summary = diff.summary;
    await rememberMapping(tx, scope, mapping);
    const changed = diff.entries.filter((e) => e.action !== "unchanged");
    if (changed.length === 0) return null;
    const group = new Map(groups.map((g) => [g.key, g]));
    const body = {
      create: changed
        .filter((e) => e.action === "create")
        .map((e) => {
          const g = group.get(e.key)!;
          return {
            client_key: e.key,
            cost_code: g.cost_code,
            description: g.description,
            quantity: quantityText(g.quantity),
            unit: g.unit,
            area: g.location || null,
          };
        }),
      update: changed
        .filter((e) => e.action === "update")
        .map((e) => ({
          uid: e.line_uid!,
          version: lines.get(e.line_uid!)!.version,
          quantity: quantityText(e.new_quantity),
          unit: e.unit,
        })),
      delete: [],
    };
    return {
      body,
      after: async (tx2, rows) => {
        const uidOf = new Map(rows.createdRows.map((r) => [r.clientKey!, r.uid]));
        const writes: LinkWrite[] = changed.map((e) => {
          const g = group.get(e.key)!;
          return {
            lineUid: e.line_uid ?? uidOf.get(e.key)!,
            classification: g.classification,
            location: g.location,
            sheets: g.sheets,
            quantity: quantityText(g.quantity),
          };
        });
        await writeLinks(tx2, scope, estimateUid, file.name, writes);
        await writeAudit(tx2, scope, {
          action: "estimate.takeoff.imported",
          targetType: "estimate",
          targetUid: estimateUid,
          data: { file: file.name, created: body.create.length, updated: body.update.length },
        });
      },
    };
  });
  return {
    created: summary.create,
    updated: summary.update,
    unchanged: summary.unchanged,
    cost_delta_cents: summary.cost_delta_cents,
    line_uids: result ? [...result.created.map((l) => l.uid), ...result.updated.map((l) => l.uid)] : [],
  };
}
