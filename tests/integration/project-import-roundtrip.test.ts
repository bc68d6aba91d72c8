import { asc, eq, inArray } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/v1/project/export/route";
import * as previewRoute from "@/app/api/v1/project/import/preview/route";
import * as importRoute from "@/app/api/v1/project/import/route";
import { db, schema } from "@/db";
import { companyWithRoles } from "./helpers";
import { csvFile, upload } from "./project-import-helpers";

// Export → import is lossless: every project, record and cost line comes back with the same values (only
// uids and timestamps are new), through CSV and through XLSX.

const source = [
  "project_name,project_number,client,architect,address,city,state,zip,metro,latitude,longitude,building_type,construction_type,work_type,delivery_method,stories,project_tags,project_notes,stage,classification,bid_date,start_date,completion_date,cost_basis_date,gsf,units,keys,metric:acres,record_notes,record_total,cost_code,cost_description,amount",
  '"=SUM(A1:A9)",P-1,"Acme ""Prime"" LLC",@Studio,"1 Main St, Suite 4",Houston,TX,77002,houston-tx,29.7604,-95.3698,Multifamily › Podium mid-rise,V-A,new,cm-at-risk,5,"LEED, Gold;","Line one\nLine two, with comma",bid,masterformat,2024-01-10,2024-03-01,2025-08-31,2024-01-10,180000.5,210,,3.25,"-starts with a dash",100.01,03 30 00,"Cast-in-place, ""structural""",100.00',
  '"=SUM(A1:A9)",P-1,"Acme ""Prime"" LLC",@Studio,"1 Main St, Suite 4",Houston,TX,77002,houston-tx,29.7604,-95.3698,Multifamily › Podium mid-rise,V-A,new,cm-at-risk,5,"LEED, Gold;","Line one\nLine two, with comma",bid,masterformat,2024-01-10,2024-03-01,2025-08-31,2024-01-10,180000.5,210,,3.25,"-starts with a dash",100.01,GC,,0.01',
  '"=SUM(A1:A9)",P-1,"Acme ""Prime"" LLC",@Studio,"1 Main St, Suite 4",Houston,TX,77002,houston-tx,29.7604,-95.3698,Multifamily › Podium mid-rise,V-A,new,cm-at-risk,5,"LEED, Gold;","Line one\nLine two, with comma",final,masterformat,,,,2025-09-30,180000.5,210,,,,0.00,,,',
  "Seaside Hotel,H-7,,,,,FL,,,,,Retail and Hospitality › Hotel,I-A,renovation,design-build,12,resort; coastal,,gmp,uniformat,,,,2023-05-01,220000,,300,,,-1234.56,B2010,Exterior walls,-1234.56",
  "Seaside Hotel,H-7,,,,,FL,,,,,Retail and Hospitality › Hotel,I-A,renovation,design-build,12,resort; coastal,,conceptual,masterformat,,,,2022-02-01,,,,,,987654.32,,,",
].join("\n");

async function snapshot(companyUid: string) {
  const projects = await db()
    .select()
    .from(schema.projects)
    .where(eq(schema.projects.companyUid, companyUid));
  const records = await db()
    .select()
    .from(schema.projectRecords)
    .where(eq(schema.projectRecords.companyUid, companyUid));
  const lines = records.length
    ? await db()
        .select()
        .from(schema.recordCosts)
        .where(
          inArray(
            schema.recordCosts.recordUid,
            records.map((r) => r.uid),
          ),
        )
        .orderBy(asc(schema.recordCosts.position))
    : [];
  const types = await db()
    .select()
    .from(schema.buildingTypes)
    .where(eq(schema.buildingTypes.companyUid, companyUid));
  const typeName = new Map(types.map((t) => [t.uid, t.name]));
  const out = projects.map((p) => {
    const {
      uid,
      companyUid: _c,
      createdAt: _a,
      updatedAt: _u,
      createdBy: _b,
      buildingTypeUid,
      ...fields
    } = p;
    return {
      ...fields,
      building_type: buildingTypeUid ? typeName.get(buildingTypeUid) : null,
      records: records
        .filter((r) => r.projectUid === uid)
        .map((r) => {
          const {
            uid: rid,
            companyUid: _c2,
            projectUid: _p,
            createdAt: _a2,
            updatedAt: _u2,
            createdBy: _b2,
            buildingTypeUid: _t,
            ...rf
          } = r;
          return {
            ...rf,
            costs: lines
              .filter((l) => l.recordUid === rid)
              .map(({ recordUid: _r, companyUid: _c3, ...l }) => l),
          };
        })
        .sort((a, b) => `${a.stage}${a.costBasisDate}`.localeCompare(`${b.stage}${b.costBasisDate}`)),
    };
  });
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

async function exportFile(cookie: string, format: "csv" | "xlsx") {
  const req = new NextRequest(new URL(`/api/v1/project/export?format=${format}`, "http://localhost:3000"), {
    headers: { cookie },
  });
  const res = await exportRoute.GET(req, { params: Promise.resolve({}) });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

async function importInto(cookie: string, file: { name: string; type: string; data: string | Uint8Array }) {
  const preview = await upload(previewRoute.POST, "/api/v1/project/import/preview", cookie, file);
  expect(preview.body.errors).toEqual([]);
  const res = await upload(importRoute.POST, "/api/v1/project/import", cookie, file, preview.body.mapping);
  expect(res.status).toBe(201);
  return res.body;
}

let origin: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  origin = await companyWithRoles();
  await importInto(origin.cookies.editor, csvFile(source));
});

describe("export → import", () => {
  it("the source imported as written (tricky text, metrics, totals, no-line records)", async () => {
    const snap = await snapshot(origin.company.uid);
    expect(snap.map((p) => p.name)).toEqual(["=SUM(A1:A9)", "Seaside Hotel"]);
    expect(snap[0]).toMatchObject({
      client: 'Acme "Prime" LLC',
      architect: "@Studio",
      notes: "Line one\nLine two, with comma",
      tags: ["LEED, Gold"],
      building_type: "Podium mid-rise",
    });
    expect(snap[0]!.records[0]).toMatchObject({
      stage: "bid",
      totalCents: 10001,
      metrics: { gsf: 180000.5, units: 210, acres: 3.25 },
    });
    expect(snap[0]!.records[1]!.costs).toEqual([]);
    expect(snap[1]!.records.map((r) => r.costs.map((c) => c.costCode))).toEqual([["TOTAL"], ["B2010"]]);
  });

  for (const format of ["csv", "xlsx"] as const) {
    it(`is lossless through ${format.toUpperCase()}`, async () => {
      const target = await companyWithRoles();
      const data = await exportFile(origin.cookies.viewer, format);
      const type =
        format === "csv" ? "text/csv" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
      const result = await importInto(target.cookies.editor, { name: `export.${format}`, type, data });
      expect(result).toMatchObject({ projects: 2, records: 4 });
      expect(await snapshot(target.company.uid)).toEqual(await snapshot(origin.company.uid));
    });
  }
});
