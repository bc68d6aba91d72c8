import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as exportRoute from "@/app/api/v1/project/export/route";
import * as mappingRoute from "@/app/api/v1/project/import/mapping/route";
import * as previewRoute from "@/app/api/v1/project/import/preview/route";
import * as importRoute from "@/app/api/v1/project/import/route";
import { db, schema } from "@/db";
import { call, companyWithRoles } from "./helpers";
import { csvFile, upload, xlsxFile, zipBomb } from "./project-import-helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  acme = await companyWithRoles();
  other = await companyWithRoles();
});

async function counts(companyUid: string) {
  const [[projects], [records], [lines]] = await Promise.all([
    db().select({ n: count() }).from(schema.projects).where(eq(schema.projects.companyUid, companyUid)),
    db()
      .select({ n: count() })
      .from(schema.projectRecords)
      .where(eq(schema.projectRecords.companyUid, companyUid)),
    db().select({ n: count() }).from(schema.recordCosts).where(eq(schema.recordCosts.companyUid, companyUid)),
  ]);
  return { projects: projects!.n, records: records!.n, lines: lines!.n };
}

const header =
  "Project Name,Job Number,City,State,ZIP,Building Type,Stage,Cost Basis Date,GSF,Units,Cost Code,Description,Amount";
const goodRows = [
  'Harbor Lofts,HL-1,Houston,TX,77002,Multifamily › Podium mid-rise,Bid,2024-03-15,180000,210,03 30 00,Concrete,"4,250,000.00"',
  "Harbor Lofts,HL-1,Houston,TX,77002,Multifamily › Podium mid-rise,Bid,2024-03-15,180000,210,15400,Plumbing fixtures,1200000.50",
  "Harbor Lofts,HL-1,Houston,TX,77002,Multifamily › Podium mid-rise,Final cost,6/30/2025,180000,210,26,Electrical,2100000",
  "Elm Street School,ES-9,Denver,CO,80202,K-12 Elementary,GMP,2023-09-01,65000,,09 21 16,Gypsum board,$812.34",
  "Elm Street School,ES-9,Denver,CO,80202,K-12 Elementary,GMP,2023-09-01,65000,,B2010,Exterior walls,950000",
  "Elm Street School,ES-9,Denver,CO,80202,K-12 Elementary,GMP,2023-09-01,65000,,GC-1,General conditions,(1500.00)",
  "Unit Test Plaza,UT-1,,,10001,Office › Mid-rise,Conceptual,2022-01-10,90000,,01,General requirements,300000",
];
const goodCsv = [header, ...goodRows].join("\n");

describe("POST /api/v1/project/import/preview", () => {
  it("guesses the mapping from the headers and finds no errors in a good file", async () => {
    const res = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      acme.cookies.editor,
      csvFile(goodCsv),
    );
    expect(res.status).toBe(200);
    expect(res.body.mapping.columns).toMatchObject({
      "Project Name": "project_name",
      "Job Number": "project_number",
      "Cost Basis Date": "cost_basis_date",
      GSF: "gsf",
      "Cost Code": "cost_code",
      Description: "cost_description",
      Amount: "amount",
    });
    expect(res.body.errors).toEqual([]);
    expect(res.body.summary).toMatchObject({
      rows: 7,
      projects: 3,
      records: 4,
      cost_lines: 7,
      error_count: 0,
    });
    const codes = Object.fromEntries(
      res.body.summary.cost_codes.map((c: { code: string; mapped_to: string }) => [c.code, c.mapped_to]),
    );
    expect(codes).toMatchObject({
      "15400": "22 00 00",
      "26": "26 00 00",
      "03 30 00": "03 30 00",
      B2010: "B2010",
      "GC-1": "GC-1",
    });
    // Preview writes nothing.
    expect(await counts(acme.company.uid)).toEqual({ projects: 0, records: 0, lines: 0 });
  });

  it("reports each bad row by number and column", async () => {
    const bad = goodCsv.replace("2023-09-01,65000,,09 21 16", "2023-09-01,-5,,09 21 16");
    const res = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      acme.cookies.editor,
      csvFile(bad),
    );
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      { row: 5, column: "GSF", message: "Row 5: GSF must be a positive number" },
    ]);
    expect(res.body.rows.find((r: { row: number }) => r.row === 5).error).toBe(true);
  });

  it("refuses a later row that contradicts its project", async () => {
    const bad = goodCsv.replace(
      "Harbor Lofts,HL-1,Houston,TX,77002,Multifamily › Podium mid-rise,Final",
      "Harbor Lofts,HL-1,Dallas,TX,77002,Multifamily › Podium mid-rise,Final",
    );
    const res = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      acme.cookies.editor,
      csvFile(bad),
    );
    expect(res.body.errors[0].message).toBe(
      'Row 4: City "Dallas" differs from row 2 of the same project ("Houston")',
    );
  });
});

describe("POST /api/v1/project/import", () => {
  it("refuses a file with one bad row with 422 naming the row, and writes nothing", async () => {
    const bad = [
      header,
      ...goodRows.slice(0, 6),
      "Unit Test Plaza,UT-1,,,10001,Office › Mid-rise,Conceptual,2022-01-10,ninety,,01,General requirements,300000",
    ].join("\n");
    const preview = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      acme.cookies.editor,
      csvFile(bad),
    );
    const res = await upload(
      importRoute.POST,
      "/api/v1/project/import",
      acme.cookies.editor,
      csvFile(bad),
      preview.body.mapping,
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: "unprocessable",
      message: "Row 8: GSF must be a positive number. Nothing was imported.",
      errors: { row_8: "Row 8: GSF must be a positive number" },
    });
    expect(await counts(acme.company.uid)).toEqual({ projects: 0, records: 0, lines: 0 });
  });

  it("imports a good CSV in one go: projects, records, exact totals, legacy codes mapped, ZIP geocoded", async () => {
    const preview = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      acme.cookies.editor,
      csvFile(goodCsv),
    );
    const res = await upload(
      importRoute.POST,
      "/api/v1/project/import",
      acme.cookies.editor,
      csvFile(goodCsv),
      preview.body.mapping,
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      projects: 3,
      records: 4,
      cost_lines: 7,
      total_cents: 425000000 + 120000050 + 210000000 + 81234 + 95000000 - 150000 + 30000000,
    });
    const [harbor] = await db()
      .select()
      .from(schema.projects)
      .where(and(eq(schema.projects.companyUid, acme.company.uid), eq(schema.projects.name, "Harbor Lofts")));
    expect(harbor).toMatchObject({ number: "HL-1", state: "TX", zip: "77002", metro: "houston-tx" });
    expect(harbor!.latitude).toBeCloseTo(29.76, 1);
    const records = await db()
      .select()
      .from(schema.projectRecords)
      .where(eq(schema.projectRecords.projectUid, harbor!.uid));
    const bid = records.find((r) => r.stage === "bid")!;
    expect(bid).toMatchObject({
      totalCents: 545000050,
      gsf: 180000,
      costBasisDate: "2024-03-15",
      metrics: { gsf: 180000, units: 210 },
    });
    expect(bid.costPerGsfCents).toBe(Math.round(545000050 / 180000));
    expect(records.find((r) => r.stage === "final")!.costBasisDate).toBe("2025-06-30");
    const lines = await db()
      .select()
      .from(schema.recordCosts)
      .where(eq(schema.recordCosts.recordUid, bid.uid));
    expect(lines.map((l) => [l.costCode, l.division, l.amountCents])).toEqual([
      ["03 30 00", "03", 425000000],
      ["22 00 00", "22", 120000050],
    ]);
    // The ZIP filled state and coordinates of the project without a city.
    const [plaza] = await db()
      .select()
      .from(schema.projects)
      .where(
        and(eq(schema.projects.companyUid, acme.company.uid), eq(schema.projects.name, "Unit Test Plaza")),
      );
    expect(plaza).toMatchObject({ state: "NY", metro: "new-york-ny" });
    // The mapping is remembered for the company.
    const mapping = await call(mappingRoute.GET, "GET", "/api/v1/project/import/mapping", {
      cookie: acme.cookies.viewer,
    });
    expect(mapping.body.columns["Job Number"]).toBe("project_number");
  });

  it("imports an XLSX with date and number cells", async () => {
    const file = await xlsxFile([
      ["Project", "Stage", "Pricing date", "Gross SF", "03 Concrete", "09 Finishes", "Building type"],
      [
        "Spreadsheet Tower",
        "GMP",
        new Date(Date.UTC(2024, 1, 29)),
        250000,
        5000000.25,
        3200000,
        "Office › High-rise",
      ],
    ]);
    const preview = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      acme.cookies.editor,
      file,
    );
    expect(preview.body.mapping.columns).toMatchObject({
      "03 Concrete": "cost:03",
      "09 Finishes": "cost:09",
      "Gross SF": "gsf",
    });
    const res = await upload(
      importRoute.POST,
      "/api/v1/project/import",
      acme.cookies.editor,
      file,
      preview.body.mapping,
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ projects: 1, records: 1, cost_lines: 2, total_cents: 820000025 });
    const [rec] = await db()
      .select()
      .from(schema.projectRecords)
      .where(
        and(
          eq(schema.projectRecords.companyUid, acme.company.uid),
          eq(schema.projectRecords.projectName, "Spreadsheet Tower"),
        ),
      );
    expect(rec).toMatchObject({ costBasisDate: "2024-02-29", stage: "gmp", totalCents: 820000025 });
    const lines = await db()
      .select()
      .from(schema.recordCosts)
      .where(eq(schema.recordCosts.recordUid, rec!.uid));
    expect(lines.map((l) => [l.costCode, l.description])).toEqual([
      ["03 00 00", "Concrete"],
      ["09 00 00", "Finishes"],
    ]);
  });

  it("refuses an oversize file with 413, a zip bomb with 422, other types with 415", async () => {
    const big = `${header}\n${"x".repeat(51 * 1024 * 1024)}`;
    const oversize = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      acme.cookies.editor,
      csvFile(big),
    );
    expect(oversize.status).toBe(413);
    expect(oversize.body.message).toBe("The file is larger than 50 MB; split it into smaller files");
    const bomb = await upload(importRoute.POST, "/api/v1/project/import", acme.cookies.editor, zipBomb(), {
      columns: {},
      cost_codes: {},
    });
    expect(bomb.status).toBe(422);
    expect(bomb.body.message).toMatch(/looks like a zip bomb and was refused/);
    const pdf = await upload(previewRoute.POST, "/api/v1/project/import/preview", acme.cookies.editor, {
      name: "a.pdf",
      type: "application/pdf",
      data: "%PDF",
    });
    expect(pdf.status).toBe(415);
  });

  it("answers 403 to a viewer and keeps companies apart", async () => {
    const viewer = await upload(
      importRoute.POST,
      "/api/v1/project/import",
      acme.cookies.viewer,
      csvFile(goodCsv),
      { columns: {}, cost_codes: {} },
    );
    expect(viewer.status).toBe(403);
    const before = await counts(other.company.uid);
    // Another company's building types do not resolve here; the import lands only in the caller's company.
    const preview = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      other.cookies.editor,
      csvFile(goodCsv),
    );
    expect(preview.body.errors).toEqual([]);
    const res = await upload(
      importRoute.POST,
      "/api/v1/project/import",
      other.cookies.editor,
      csvFile(goodCsv),
      preview.body.mapping,
    );
    expect(res.status).toBe(201);
    const after = await counts(other.company.uid);
    expect(after.projects - before.projects).toBe(3);
    const acmeTypes = await db()
      .select({ uid: schema.buildingTypes.uid })
      .from(schema.buildingTypes)
      .where(eq(schema.buildingTypes.companyUid, acme.company.uid));
    const otherProjects = await db()
      .select({ bt: schema.projects.buildingTypeUid })
      .from(schema.projects)
      .where(eq(schema.projects.companyUid, other.company.uid));
    const acmeUids = new Set(acmeTypes.map((t) => t.uid));
    expect(otherProjects.every((p) => p.bt === null || !acmeUids.has(p.bt))).toBe(true);
    // Other's mapping endpoint shows its own mapping, not acme's remembered one from an earlier file.
    const mapping = await call(mappingRoute.GET, "GET", "/api/v1/project/import/mapping", {
      cookie: other.cookies.viewer,
    });
    expect(mapping.status).toBe(200);
  });
});

describe("GET /api/v1/project/export", () => {
  it("neutralises formula-looking cells in CSV", async () => {
    const csv = [
      "Project Name,Stage,Cost Basis Date,Client,Cost Code,Description,Amount",
      '"=HYPERLINK(""http://x"")",Bid,2024-01-01,@evil,03,+cmd,-250.00',
    ].join("\n");
    const company = await companyWithRoles();
    const preview = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      company.cookies.editor,
      csvFile(csv),
    );
    expect(
      (
        await upload(
          importRoute.POST,
          "/api/v1/project/import",
          company.cookies.editor,
          csvFile(csv),
          preview.body.mapping,
        )
      ).status,
    ).toBe(201);
    const res = await exportRoute.GET(...exportRequest(company.cookies.viewer, "format=csv"));
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(text).toContain(",'@evil,");
    expect(text).toContain(",'+cmd,");
    // A plain negative amount stays a number.
    expect(text).toMatch(/,-250\.00\r\n$/);
  });

  it("refuses bad filters with 400", async () => {
    const res = await exportRoute.GET(...exportRequest(acme.cookies.viewer, "format=pdf"));
    expect(res.status).toBe(400);
    const bad = await exportRoute.GET(...exportRequest(acme.cookies.viewer, "format=csv&stage=nope"));
    expect(bad.status).toBe(400);
  });
});

import { NextRequest } from "next/server";

function exportRequest(
  cookie: string,
  query: string,
): [NextRequest, { params: Promise<Record<string, string>> }] {
  return [
    new NextRequest(new URL(`/api/v1/project/export?${query}`, "http://localhost:3000"), {
      headers: { cookie },
    }),
    { params: Promise.resolve({}) },
  ];
}
