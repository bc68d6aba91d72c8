import "server-only";
import { PassThrough, Readable } from "node:stream";
import { asc, desc, inArray, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { db, schema } from "@/db";
import { parseSort, type RecordFilters, type RecordSortKey } from "@/lib/domain/project/filters";
import { csvField } from "@/lib/domain/project-import/cells";
import {
  type ExportCell,
  type ExportProject,
  type ExportRecord,
  exportColumns,
  exportRows,
  otherMetricNames,
} from "@/lib/domain/project-import/export-format";
import { importFieldByKey } from "@/lib/domain/project-import/fields";
import { ApiError } from "../errors";
import type { Scope } from "../scope";
import { loadBuildingTypes } from "./context";
import { filterConditions } from "./query";

// CSV / XLSX export of the records the current filter matches (the list's filters and sort, every page), in
// the import's own layout so export → import is lossless. Streamed in slices of records.

const { projects: p, projectRecords: r, recordCosts: c } = schema;

export const maxExportRecords = 100_000;
const slice = 500;

const sortColumn: Record<RecordSortKey, unknown> = {
  cost_basis_date: r.costBasisDate,
  total: r.totalCents,
  cost_per_gsf: r.costPerGsfCents,
  gsf: r.gsf,
  project_name: r.projectName,
  updated_at: r.updatedAt,
};

async function matchingRecords(scope: Scope, filters: RecordFilters) {
  const types = await loadBuildingTypes(scope);
  const { key, descending } = parseSort(filters.sort);
  const dir = descending ? desc : asc;
  const rows = await db()
    .select({ uid: r.uid, metrics: r.metrics })
    .from(r)
    .where(filterConditions(scope, filters, types))
    .orderBy(sql`${dir(sortColumn[key] as typeof r.costBasisDate)} nulls last`, dir(r.uid))
    .limit(maxExportRecords + 1);
  if (rows.length > maxExportRecords) {
    throw new ApiError(
      "unprocessable",
      `The filter matches more than ${maxExportRecords.toLocaleString("en-US")} records; narrow it to export`,
    );
  }
  return { rows, types };
}

async function* exportSlices(
  scope: Scope,
  uids: string[],
  typeLabel: (uid: string | null) => string | null,
): AsyncGenerator<{ project: ExportProject; record: ExportRecord }> {
  const companyUid = scope.company.uid;
  for (let i = 0; i < uids.length; i += slice) {
    const part = uids.slice(i, i + slice);
    const recordRows = await db()
      .select()
      .from(r)
      .where(sql`${r.companyUid} = ${companyUid} and ${inArray(r.uid, part)}`);
    const projectUids = [...new Set(recordRows.map((x) => x.projectUid))];
    const [projectRows, costRows] = await Promise.all([
      db()
        .select()
        .from(p)
        .where(sql`${p.companyUid} = ${companyUid} and ${inArray(p.uid, projectUids)}`),
      db()
        .select({
          recordUid: c.recordUid,
          costCode: c.costCode,
          description: c.description,
          amountCents: c.amountCents,
        })
        .from(c)
        .where(sql`${c.companyUid} = ${companyUid} and ${inArray(c.recordUid, part)}`)
        .orderBy(asc(c.recordUid), asc(c.position)),
    ]);
    const projectOf = new Map(projectRows.map((x) => [x.uid, x]));
    const recordOf = new Map(recordRows.map((x) => [x.uid, x]));
    const costsOf = new Map<string, ExportRecord["costs"]>();
    for (const line of costRows) {
      const list = costsOf.get(line.recordUid) ?? [];
      list.push({ cost_code: line.costCode, description: line.description, amount_cents: line.amountCents });
      costsOf.set(line.recordUid, list);
    }
    for (const uid of part) {
      const rec = recordOf.get(uid);
      const proj = rec ? projectOf.get(rec.projectUid) : undefined;
      if (!rec || !proj) continue;
      yield {
        project: {
          uid: proj.uid,
          name: proj.name,
          number: proj.number,
          client: proj.client,
          architect: proj.architect,
          address: proj.address,
          city: proj.city,
          state: proj.state,
          zip: proj.zip,
          metro: proj.metro,
          latitude: proj.latitude,
          longitude: proj.longitude,
          building_type: typeLabel(proj.buildingTypeUid),
          construction_type: proj.constructionType,
          work_type: proj.workType,
          delivery_method: proj.deliveryMethod,
          stories: proj.stories,
          tags: proj.tags,
          notes: proj.notes,
        },
        record: {
          uid: rec.uid,
          stage: rec.stage,
          classification: rec.classification,
          bid_date: rec.bidDate,
          start_date: rec.startDate,
          completion_date: rec.completionDate,
          cost_basis_date: rec.costBasisDate,
          metrics: rec.metrics,
          tags: rec.tags,
          notes: rec.notes,
          total_cents: rec.totalCents,
          costs: costsOf.get(rec.uid) ?? [],
        },
      };
    }
  }
}

function fileName(format: "csv" | "xlsx") {
  return `projects-${new Date().toISOString().slice(0, 10)}.${format}`;
}

/** The export as a streamed download. */
export async function exportRecords(scope: Scope, filters: RecordFilters, format: "csv" | "xlsx") {
  const { rows, types } = await matchingRecords(scope, filters);
  const columns = exportColumns(otherMetricNames(rows));
  const typeLabel = (uid: string | null) => (uid ? (types.get(uid)?.label ?? null) : null);
  const items = exportSlices(
    scope,
    rows.map((x) => x.uid),
    typeLabel,
  );
  const headers = {
    "content-disposition": `attachment; filename="${fileName(format)}"`,
    "cache-control": "no-store",
    "x-export-records": String(rows.length),
  };
  if (format === "csv") {
    const encoder = new TextEncoder();
    const line = (cells: ExportCell[]) =>
      `${cells.map((v) => csvField(v === null ? "" : String(v))).join(",")}\r\n`;
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        // A BOM so Excel reads UTF-8; the import skips it.
        controller.enqueue(encoder.encode(`\uFEFF${line(columns)}`));
        try {
          let batch = "";
          for await (const { project, record } of items) {
            for (const row of exportRows(project, record, columns, true)) batch += line(row);
            if (batch.length > 64 * 1024) {
              controller.enqueue(encoder.encode(batch));
              batch = "";
            }
          }
          controller.enqueue(encoder.encode(batch));
          controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
    });
    return new Response(stream, { headers: { ...headers, "content-type": "text/csv; charset=utf-8" } });
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Projects");
  sheet.columns = columns.map((key) => ({
    header: key,
    key,
    width: Math.max(12, Math.min(40, (importFieldByKey.get(key)?.label.length ?? key.length) + 4)),
  }));
  void (async () => {
    try {
      for await (const { project, record } of items) {
        for (const row of exportRows(project, record, columns)) sheet.addRow(row).commit();
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: {
      ...headers,
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    },
  });
}
