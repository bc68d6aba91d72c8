import { describe, expect, it } from "vitest";
import * as openRoute from "@/app/api/v1/estimate/[uid]/route";
import { estimateOperations } from "@/lib/contract/estimate";
import { forEachOpenLine } from "@/lib/contract/estimate-open-read";
import { writeLines } from "@/lib/server/estimate/lines";
import { openEstimate, openEstimateColumns } from "@/lib/server/estimate/open";
import { createEstimate } from "@/lib/server/estimate/service";
import type { Scope } from "@/lib/server/scope";
import { call, companyWithRoles, editorScope } from "./helpers";

/** Lines with every kind of value: text needing escapes, nulls, splits, tags, flags, formulas, decimals. */
async function estimateWithLines(scope: Scope, count: number) {
  const estimate = await createEstimate(scope, { name: "Columns" });
  await writeLines(scope, estimate.uid, {
    create: Array.from({ length: count }, (_, i) => ({
      cost_code: `03 30 ${String(i % 7).padStart(2, "0")}`,
      description: i % 4 === 0 ? null : `Line ${i} "quoted", [brackets] \\ é ✓\n`,
      quantity: i % 3 === 0 ? "GSF * 0.01" : String(i + 0.25),
      unit: i % 5 === 0 ? null : "SF",
      unit_cost_cents: i % 8 === 1 ? 100 : i % 6 === 0 ? null : 100.12345 + i,
      lump_sum_cents: i % 6 === 0 ? 250_000 + i : null,
      split: i % 8 === 1 ? { labor_cents: 60, material_cents: 40 } : null,
      cost_type: i % 2 === 0 ? "labor" : null,
      alternate: i % 9 === 0,
      allowance: i % 10 === 3,
      tags: i % 3 === 1 ? ["shell", `tag ${i}`] : [],
      notes: i % 4 === 2 ? "Note, with ‘quotes’" : null,
      area: i % 2 === 1 ? "Building A" : null,
    })),
    update: [],
    delete: [],
  });
  return estimate;
}

/** The blocks of columns read back as rows, through the reader the editor uses. */
function rowsOf(lines: { fields: string[]; blocks: unknown[][][] }) {
  const rows: unknown[][] = [];
  forEachOpenLine(lines, (value) => rows.push(lines.fields.map((_, i) => value(i))));
  return rows;
}

describe("the open's columns form (?lines=columns)", () => {
  it("carries exactly the rows' values, whatever the page size", async () => {
    const scope = editorScope(await companyWithRoles());
    const estimate = await estimateWithLines(scope, 23);
    const rows = await openEstimate(scope, estimate.uid);
    expect(rows.lines.rows).toHaveLength(23);
    for (const size of [1, 4, 5, 22, 23, 24, 5_000]) {
      const columns = await openEstimateColumns(scope, estimate.uid, size);
      const { lines, ...rest } = columns;
      const { lines: rowLines, ...rowRest } = rows;
      expect(rest).toEqual(rowRest);
      expect(lines.fields).toEqual(rowLines.fields);
      expect(lines.blocks).toHaveLength(Math.ceil(23 / size));
      for (const block of lines.blocks) {
        expect(block).toHaveLength(lines.fields.length);
        expect(new Set(block.map((column) => column.length)).size).toBe(1);
      }
      expect(rowsOf(lines)).toEqual(rowLines.rows);
    }
  });

  it("answers an estimate without lines as no blocks", async () => {
    const scope = editorScope(await companyWithRoles());
    const estimate = await createEstimate(scope, { name: "Empty" });
    const open = await openEstimateColumns(scope, estimate.uid, 2);
    expect(open.lines.blocks).toEqual([]);
  });

  it("is asked for through the route; rows stay the default; an unknown form is a 400", async () => {
    const company = await companyWithRoles();
    const estimate = await estimateWithLines(editorScope(company), 7);
    const get = (query?: Record<string, string>) =>
      call(openRoute.GET, "GET", `/api/v1/estimate/${estimate.uid}`, {
        cookie: company.cookies.viewer,
        params: { uid: estimate.uid },
        query,
      });
    const plain = await get();
    expect(plain.status).toBe(200);
    expect(plain.body.lines.rows).toHaveLength(7);
    expect(plain.body.lines.blocks).toBeUndefined();
    expect((await get({ lines: "rows" })).body).toEqual(plain.body);

    const columns = await get({ lines: "columns" });
    expect(columns.status).toBe(200);
    expect(columns.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(columns.body.lines.rows).toBeUndefined();
    expect(rowsOf(columns.body.lines)).toEqual(plain.body.lines.rows);
    expect(estimateOperations.open.response.safeParse(columns.body).success).toBe(true);
    expect(estimateOperations.open.response.safeParse(plain.body).success).toBe(true);

    const bad = await get({ lines: "objects" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.lines).toBeTruthy();
  });
});
