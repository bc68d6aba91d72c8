import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/v1/estimate/[uid]/export/route";
import * as inputsImport from "@/app/api/v1/estimate/[uid]/inputs/import/route";
import * as lineImport from "@/app/api/v1/estimate/[uid]/line/import/route";
import { api, rows } from "./estimate-helpers";
import { companyWithRoles } from "./helpers";
import { xlsxFile, zipBomb } from "./project-import-helpers";
import { uploadTo } from "./takeoff-helpers";

// Imports into an estimate: inputs from CSV and budget lines from CSV (the estimate's own export included),
// previewed with row errors and applied all or nothing.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

const csv = (text: string, name = "file.csv") => ({ name, type: "text/csv", data: text });

function importInputs(cookie: string, uid: string, text: string, mode = "apply", version?: number) {
  const headers: Record<string, string> = version === undefined ? {} : { "if-match": `"${version}"` };
  return uploadTo(
    inputsImport.POST,
    `/api/v1/estimate/${uid}/inputs/import?mode=${mode}`,
    cookie,
    csv(text, "inputs.csv"),
    { uid },
    undefined,
    headers,
  );
}

function importLines(
  cookie: string,
  uid: string,
  text: string,
  mode = "apply",
  mapping?: unknown,
  version?: number,
) {
  const headers: Record<string, string> = version === undefined ? {} : { "if-match": `"${version}"` };
  return uploadTo(
    lineImport.POST,
    `/api/v1/estimate/${uid}/line/import?mode=${mode}`,
    cookie,
    csv(text, "lines.csv"),
    { uid },
    mapping,
    headers,
  );
}

async function estimateWithInputs(cookie: string, name: string) {
  const created = await api.create(cookie, { name });
  const res = await api.inputs(
    cookie,
    created.body.uid,
    {
      inputs: [
        { name: "GSF", unit: "SF", value: 10000 },
        { name: "STORIES", unit: null, value: 3 },
      ],
    },
    created.body.version,
  );
  expect(res.status).toBe(200);
  return { uid: created.body.uid as string, version: res.body.version as number };
}

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

describe("inputs import", () => {
  it("previews row errors: unknown unit, bad number, duplicate name, too many decimals", async () => {
    const { uid } = await estimateWithInputs(acme.cookies.editor, "Inputs errors");
    const text =
      "name,value,unit\r\nGSF,12000,SF\r\nUNITS,abc,EA\r\nROOF,100,FURLONGS\r\ngsf,5,SF\r\nX,1.123456,SF";
    const res = await importInputs(acme.cookies.editor, uid, text, "preview");
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      { row: 3, column: "value", message: "Enter a number" },
      { row: 4, column: "unit", message: "Unknown unit FURLONGS; add it under Settings → Units first" },
      { row: 5, column: "name", message: "gsf is also on row 2" },
      { row: 6, column: "value", message: "Use at most 5 decimal places" },
    ]);
    const apply = await importInputs(acme.cookies.editor, uid, text);
    expect(apply.status).toBe(400);
    expect(apply.body.message).toBe("Row 3, column value: Enter a number (and 3 more problems)");
    expect(apply.body.errors["rows.4.unit"]).toMatch(/Unknown unit FURLONGS/);
    const open = await api.open(acme.cookies.viewer, uid);
    expect(open.body.estimate.inputs.map((i: { value: number }) => i.value)).toEqual([10000, 3]);
  });

  it("applies in one transaction: exactly the file's rows change", async () => {
    const { uid, version } = await estimateWithInputs(acme.cookies.editor, "Inputs apply");
    const text = "Name,Value,Unit\r\nGSF,12500.12345,SF\r\nUNITS,120,EA\r\n";
    const preview = await importInputs(acme.cookies.editor, uid, text, "preview");
    expect(preview.body.changes.map((c: { name: string; change: string }) => [c.name, c.change])).toEqual([
      ["GSF", "update"],
      ["UNITS", "add"],
    ]);
    expect(preview.body.estimate_version).toBe(version);
    const res = await importInputs(acme.cookies.editor, uid, text, "apply", version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const inputs = res.body.estimate.inputs.map((i: { name: string; value: number; unit: string }) => [
      i.name,
      i.value,
      i.unit,
    ]);
    expect(inputs).toEqual([
      ["GSF", 12500.12345, "SF"],
      ["STORIES", 3, null],
      ["UNITS", 120, "EA"],
    ]);
  });

  it("viewer 403, foreign 404, stale 412, a file without the columns 400", async () => {
    const { uid, version } = await estimateWithInputs(acme.cookies.editor, "Inputs guards");
    const text = "name,value,unit\r\nGSF,1,SF";
    expect((await importInputs(acme.cookies.viewer, uid, text)).status).toBe(403);
    expect((await importInputs(birch.cookies.admin, uid, text)).status).toBe(404);
    expect((await importInputs(acme.cookies.editor, uid, text, "apply", version + 1)).status).toBe(412);
    const missing = await importInputs(acme.cookies.editor, uid, "title,amount\r\nGSF,1");
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      "The header row needs the columns name, value and unit (missing: name, value)",
    );
  });
});

describe("line import", () => {
  it("maps a foreign sheet's columns, previews row errors with row and column, refuses the apply", async () => {
    const { uid } = await estimateWithInputs(acme.cookies.editor, "Lines errors");
    const text =
      "Code,Desc,Qty,UOM,Unit Price,Alt\r\n03 30 00,Slab,GSF * 0.5,CY,150.25,no\r\n05 12 00,Steel,12..5,TON,3000,no\r\n" +
      "09 91 00,Paint,NOPE * 2,SF,1.5,maybe";
    const preview = await importLines(acme.cookies.editor, uid, text, "preview");
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.mapping.columns).toEqual({
      Code: "cost_code",
      Desc: "description",
      Qty: "quantity",
      UOM: "unit",
      "Unit Price": "unit_cost",
      Alt: "alternate",
    });
    expect(preview.body.errors).toEqual([
      { row: 3, column: "Qty", message: "Enter a number or a formula" },
      { row: 4, column: "Alt", message: "Must be yes or no" },
    ]);
    const apply = await importLines(acme.cookies.editor, uid, text);
    expect(apply.status).toBe(400);
    expect(apply.body.message).toBe("Row 3, column Qty: Enter a number or a formula (and 1 more problem)");
    expect((await api.open(acme.cookies.viewer, uid)).body.estimate.line_count).toBe(0);
    // An unknown input in a formula is found by the line checks and named by row too.
    const unknownInput = await importLines(
      acme.cookies.editor,
      uid,
      "Code,Qty,Unit Price\r\n09 91 00,NOPE * 2,1.5",
    );
    expect(unknownInput.status).toBe(400);
    expect(unknownInput.body.message).toMatch(/^Row 2, column Qty: /);
  });

  it("reads budget lines from an XLSX sheet, and refuses a zip bomb with the project import's message", async () => {
    const { uid } = await estimateWithInputs(acme.cookies.editor, "Lines from XLSX");
    const sheet = await xlsxFile(
      [
        ["Code", "Desc", "Qty", "UOM", "Unit Price"],
        ["03 30 00", "Slab", 10, "CY", 150.25],
      ],
      "lines.xlsx",
    );
    const post = (file: { name: string; type: string; data: Uint8Array }, mode: string) =>
      uploadTo(
        lineImport.POST,
        `/api/v1/estimate/${uid}/line/import?mode=${mode}`,
        acme.cookies.editor,
        file,
        {
          uid,
        },
      );
    const preview = await post(sheet, "preview");
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.errors).toEqual([]);
    expect((await post(sheet, "apply")).status).toBe(200);
    const open = await api.open(acme.cookies.viewer, uid);
    expect(open.body.estimate.line_count).toBe(1);
    expect(open.body.estimate.direct_cents).toBe(150_250);
    const bomb = await post(zipBomb(), "preview");
    expect(bomb.status).toBe(422);
    expect(bomb.body.message).toMatch(/looks like a zip bomb and was refused/);
  });

  it("applies in one transaction, remembers the mapping and reads its own export back losslessly", async () => {
    const { uid } = await estimateWithInputs(acme.cookies.editor, "Lines round trip");
    const mapping = {
      columns: { Kode: "cost_code", Was: "description", Menge: "quantity", Preis: "unit_cost", Ort: "area" },
      cost_codes: { Concrete: "03 30 00" },
    };
    const text =
      'Kode,Was,Menge,Preis,Ort\r\nConcrete,"Slab, on grade",GSF * 0.5,150.12345,Level 1\r\n' +
      '05 12 00,"=cmd ""quoted""",12.5,-3000.5,\r\n';
    const res = await importLines(acme.cookies.editor, uid, text, "apply", mapping);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.created).toBe(2);
    // Remembered: the next file with these headers maps itself, and the code text keeps its code.
    const again = await importLines(acme.cookies.editor, uid, text, "preview");
    expect(again.body.mapping.columns).toEqual(mapping.columns);
    expect(again.body.codes[0]).toEqual({ text: "Concrete", code: "03 30 00", rows: 1 });

    await api.lines(acme.cookies.editor, uid, {
      create: [
        {
          cost_code: "26 05 00",
          description: '@risk, "line"\nwith break',
          quantity: 1,
          lump_sum_cents: -125_050,
          split: { labor_cents: 100_000, material_cents: -25_050 },
          cost_type: "subcontract",
          alternate: true,
          tags: ["electrical", "phase 2"],
          notes: "+note",
        },
        {
          cost_code: "01 50 00",
          description: "General",
          quantity: "STORIES * 2",
          unit: "MO",
          unit_cost_cents: 1_234_567.891,
          allowance: true,
        },
      ],
    });
    const before = await api.open(acme.cookies.editor, uid);
    const exported = await exportRoute.GET(
      new NextRequest(new URL(`/api/v1/estimate/${uid}/export?format=csv`, "http://localhost:3000"), {
        headers: { cookie: acme.cookies.viewer },
      }),
      { params: Promise.resolve({ uid }) },
    );
    expect(exported.status).toBe(200);
    const text2 = await exported.text();
    const copy = await estimateWithInputs(acme.cookies.editor, "Lines round trip copy");
    const back = await importLines(acme.cookies.editor, copy.uid, text2);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const after = await api.open(acme.cookies.editor, copy.uid);
    const shape = (open: unknown) =>
      rows(open).map((l) => [
        l.cost_code,
        l.description,
        l.quantity,
        l.unit,
        l.unit_cost_cents,
        l.lump_sum_cents,
        l.split,
        l.cost_type,
        l.alternate,
        l.allowance,
        l.tags,
        l.area,
        l.notes,
      ]);
    expect(shape(after.body)).toEqual(shape(before.body));
    expect(after.body.estimate.grand_total_cents).toBe(before.body.estimate.grand_total_cents);
    expect(after.body.estimate.direct_cents).toBe(before.body.estimate.direct_cents);
  });

  it("viewer 403, foreign 404, stale 412, a bad mapping 400", async () => {
    const { uid, version } = await estimateWithInputs(acme.cookies.editor, "Lines guards");
    const text = "cost_code,quantity,unit_cost\r\n03 30 00,1,100";
    expect((await importLines(acme.cookies.viewer, uid, text)).status).toBe(403);
    expect((await importLines(birch.cookies.admin, uid, text)).status).toBe(404);
    expect((await importLines(acme.cookies.editor, uid, text, "apply", undefined, version + 1)).status).toBe(
      412,
    );
    const bad = await importLines(acme.cookies.editor, uid, text, "apply", {
      columns: { quantity: "weight" },
    });
    expect(bad.status).toBe(400);
    const unmapped = await importLines(acme.cookies.editor, uid, text, "apply", {
      columns: { quantity: "quantity" },
    });
    expect(unmapped.status).toBe(400);
    expect(unmapped.body.message).toBe("Map a column to Cost code or Description");
    const ok = await importLines(acme.cookies.editor, uid, text, "apply", undefined, version);
    expect(ok.status).toBe(200);
  });

  it("a final estimate refuses both imports with the lock's message, and nothing changes", async () => {
    const { uid, version } = await estimateWithInputs(acme.cookies.editor, "Final");
    const final = await api.update(acme.cookies.editor, uid, { status: "final" }, version);
    expect(final.status).toBe(200);
    const lines = await importLines(
      acme.cookies.editor,
      uid,
      "cost_code,quantity,unit_cost\r\n03 30 00,1,100",
    );
    expect(lines.status).toBe(409);
    expect(lines.body.message).toBe("This estimate is final and locked: reopen it to make changes");
    const inputs = await importInputs(acme.cookies.editor, uid, "name,value,unit\r\nGSF,5,SF");
    expect(inputs.status).toBe(409);
    const open = await api.open(acme.cookies.viewer, uid);
    expect(open.body.estimate.line_count).toBe(0);
    expect(open.body.estimate.inputs[0].value).toBe(10000);
  });
});
