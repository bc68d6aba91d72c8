import { beforeAll, describe, expect, it } from "vitest";
import { getEstimateDashboard } from "@/lib/server/estimate/dashboard";
import { estimatesVisible } from "@/lib/server/estimate/page-gate";
import type { Scope } from "@/lib/server/scope";
import { api } from "./estimate-helpers";
import { companyWithRoles } from "./helpers";

// The dashboard's estimate cards: active count, total value by status (stored grand totals, to the cent)
// and the recently edited list — each from the scope's company only.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
const scopeOf = (company: { uid: string }) => ({ company }) as unknown as Scope;

async function estimate(cookie: string, name: string, status: string, lumpSums: number[]) {
  // Lines go in while a draft: a final or archived estimate takes no writes.
  const created = await api.create(cookie, { name, status: "draft" });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const uid = created.body.uid as string;
  if (lumpSums.length) {
    const res = await api.lines(cookie, uid, {
      create: lumpSums.map((cents) => ({ cost_code: "03 30 00", quantity: 1, lump_sum_cents: cents })),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  if (status !== "draft") {
    const res = await api.update(cookie, uid, { status }, created.body.version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return uid;
}

beforeAll(async () => {
  [acme, birch] = await Promise.all([
    companyWithRoles({ isV2Estimate: true }),
    companyWithRoles({ isV2Estimate: false }),
  ]);
  // No default markups in a fresh company: grand total = direct cost.
  await estimate(acme.cookies.editor, "Clinic SD", "draft", [1_000_001, 250_050]);
  await estimate(acme.cookies.editor, "Clinic DD", "draft", [99]);
  await estimate(acme.cookies.editor, "School bid", "in_review", [5_000_000_00]);
  await estimate(acme.cookies.editor, "Library final", "final", [12_345_67]);
  await estimate(acme.cookies.editor, "Old shed", "archived", []);
  await estimate(birch.cookies.editor, "Birch secret", "draft", [7_777_777_77]);
});

describe("estimate dashboard", () => {
  it("counts active estimates and sums grand totals by status to the cent", async () => {
    const data = await getEstimateDashboard(scopeOf(acme.company));
    expect(data.total).toBe(5);
    expect(data.active).toBe(3);
    expect(data.pipelineCents).toBe(1_000_001 + 250_050 + 99 + 5_000_000_00);
    expect(data.byStatus).toEqual([
      { status: "draft", count: 2, totalCents: 1_000_001 + 250_050 + 99 },
      { status: "in_review", count: 1, totalCents: 5_000_000_00 },
      { status: "final", count: 1, totalCents: 12_345_67 },
      { status: "archived", count: 1, totalCents: 0 },
    ]);
  });

  it("lists the most recently edited first, with who edited", async () => {
    const data = await getEstimateDashboard(scopeOf(acme.company), 3);
    expect(data.recent.map((r) => r.name)).toEqual(["Old shed", "Library final", "School bid"]);
    expect(data.recent[1]).toMatchObject({
      status: "final",
      grandTotalCents: 12_345_67,
      updatedByName: "Test User",
    });
    expect(Date.parse(data.recent[0]!.updatedAt)).not.toBeNaN();
  });

  it("never shows another company's estimates", async () => {
    const data = await getEstimateDashboard(scopeOf(birch.company));
    expect(data.total).toBe(1);
    expect(data.recent.map((r) => r.name)).toEqual(["Birch secret"]);
    const acmeData = await getEstimateDashboard(scopeOf(acme.company));
    expect(acmeData.recent.map((r) => r.name)).not.toContain("Birch secret");
  });

  it("shows estimate pages only to V2 companies and staff", () => {
    expect(estimatesVisible({ company: acme.company, user: acme.editor })).toBe(true);
    expect(estimatesVisible({ company: birch.company, user: birch.admin })).toBe(false);
    expect(estimatesVisible({ company: birch.company, user: { ...birch.admin, isZebeler: true } })).toBe(
      true,
    );
  });
});
