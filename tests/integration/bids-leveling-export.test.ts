import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { bidApi, seedPackage } from "./bids-leveling-helpers";
import { companyWithRoles } from "./helpers";

// The leveling sheet's XLSX carries its totals as formulas (LibreOffice computes them to the sheet's figures,
// where installed) and its PDF shows them (pdftotext, where installed). A viewer may export.

const has = (bin: string) => spawnSync("sh", ["-c", `command -v ${bin}`]).status === 0;

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let s: Awaited<ReturnType<typeof seedPackage>>;

beforeAll(async () => {
  acme = await companyWithRoles();
  s = await seedPackage(acme.company, acme.editor, acme.cookies.editor);
  const c = acme.cookies.editor;
  const sheet = await bidApi.sheet(c, s.pkg.uid);
  const v = Number(sheet.headers.get("etag")!.replaceAll('"', ""));
  const res = await bidApi.adjustMany(
    c,
    s.pkg.uid,
    {
      adjustments: [
        {
          invitation_uid: s.invitations.a.uid,
          scope_item_uid: s.items.tape.uid,
          kind: "plug",
          amount_cents: 75_050,
        },
        {
          invitation_uid: s.invitations.b.uid,
          scope_item_uid: s.items.frame.uid,
          kind: "credit",
          amount_cents: 10_001,
        },
      ],
    },
    v,
  );
  expect(res.status).toBe(200);
});

const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe("leveling export", () => {
  it("XLSX: the plugs, credits, leveled totals and variances are formulas", async () => {
    const res = await bidApi.exportRaw(acme.cookies.viewer, s.pkg.uid, "xlsx");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers.get("content-disposition")).toContain("Drywall and paint - leveling.xlsx");
    const body = await bytes(res);
    const files = unzipSync(body);
    const leveling = strFromU8(files["xl/worksheets/sheet1.xml"]!);
    // Rows: scope 6–8, the bid as a whole 9, base 11, plugs 12, credits 13, leveled 14, variance 15, budget 16.
    // Acme's columns are C (answer), D (plug), E (credit).
    for (const f of ["SUM(D6:D9)", "SUM(E6:E9)", "C11+C12-C13", "C14-$B$16"])
      expect(leveling).toContain(`<f>${f}</f>`);
    expect(leveling).toContain("Excluded — By others");
    const summary = strFromU8(files["xl/worksheets/sheet2.xml"]!);
    expect(summary).toContain("<f>B2+C2-D2</f>");

    if (!has("soffice")) {
      console.warn("bids-leveling-export: soffice not installed; formula values not computed");
      return;
    }
    const dir = mkdtempSync(path.join(tmpdir(), "leveling-"));
    const file = path.join(dir, "leveling.xlsx");
    writeFileSync(file, body);
    const run = spawnSync(
      "soffice",
      [
        `-env:UserInstallation=file://${dir}/profile`,
        "--headless",
        "--convert-to",
        "csv",
        "--outdir",
        dir,
        file,
      ],
      { encoding: "utf8", timeout: 120_000 },
    );
    expect(run.status, run.stderr).toBe(0);
    const rows = Papa.parse<string[]>(readFileSync(path.join(dir, "leveling.csv"), "utf8")).data;
    const row = (label: string) =>
      rows.find((r) => r[0] === label)!.map((v) => Math.round(Number(v.replace(/,/g, "")) * 100));
    // In cents (the spreadsheet's doubles rounded); Acme at C (index 2), Birch at F (index 5).
    expect([row("Plugs")[2], row("Credits")[5]]).toEqual([75_050, 10_001]);
    expect([row("Leveled total")[2], row("Leveled total")[5]]).toEqual([625_050, 599_999]);
    expect([row("Variance to budget")[2], row("Variance to budget")[5]]).toEqual([25_049, -2]);
  }, 180_000);

  it.skipIf(!has("pdftotext"))(
    "PDF: pdftotext finds every bidder's leveled total, the budget and the low bidder",
    async () => {
      const res = await bidApi.exportRaw(acme.cookies.viewer, s.pkg.uid, "pdf");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      const dir = mkdtempSync(path.join(tmpdir(), "leveling-pdf-"));
      const file = path.join(dir, "leveling.pdf");
      writeFileSync(file, await bytes(res));
      const text = spawnSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" }).stdout;
      for (const t of [
        "Leveled totals",
        "Acme Drywall",
        "Birch Interiors",
        "$6,250.50",
        "$5,999.99",
        "$6,000.01",
        "Low",
        "Level 5 finish",
        "Tape and finish",
        "Page 1 of",
      ])
        expect(text).toContain(t);
    },
    60_000,
  );
});
