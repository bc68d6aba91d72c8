import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as previewRoute from "@/app/api/v1/project/import/preview/route";
import * as importRoute from "@/app/api/v1/project/import/route";
import { db, schema } from "@/db";
import { importCsv } from "../../bench/_project-import-data";
import { companyWithRoles } from "./helpers";
import { csvFile, upload } from "./project-import-helpers";

// 50,000 rows through the API in one transaction. The time is printed, not asserted (timing belongs to
// `npm run bench project-import`; this machine's load varies).
describe("a 50,000-row import", () => {
  it("writes every row and prints the time", async () => {
    const company = await companyWithRoles();
    const file = csvFile(importCsv(50_000));
    const preview = await upload(
      previewRoute.POST,
      "/api/v1/project/import/preview",
      company.cookies.editor,
      file,
    );
    expect(preview.body.summary).toMatchObject({
      rows: 50_000,
      projects: 2_500,
      records: 2_500,
      cost_lines: 50_000,
    });
    const started = performance.now();
    const res = await upload(
      importRoute.POST,
      "/api/v1/project/import",
      company.cookies.editor,
      file,
      preview.body.mapping,
    );
    const seconds = (performance.now() - started) / 1000;
    expect(res.status).toBe(201);
    const [lines] = await db()
      .select({ n: count() })
      .from(schema.recordCosts)
      .where(eq(schema.recordCosts.companyUid, company.company.uid));
    expect(lines!.n).toBe(50_000);
    console.log(
      `50,000-row import via POST /api/v1/project/import: ${seconds.toFixed(2)} s (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`,
    );
  }, 120_000);
});
