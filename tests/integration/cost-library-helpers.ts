// Calls to the cost library API for the cost-*.test.ts suites, and reference data to normalise against.

import * as assemblyInsert from "@/app/api/v1/assembly/[uid]/insert/route";
import * as assemblyItem from "@/app/api/v1/assembly/[uid]/route";
import * as assemblyList from "@/app/api/v1/assembly/route";
import * as history from "@/app/api/v1/cost-history/route";
import * as item from "@/app/api/v1/cost-item/[uid]/route";
import * as importRoute from "@/app/api/v1/cost-item/import/route";
import * as list from "@/app/api/v1/cost-item/route";
import { db, schema } from "@/db";
import { call } from "./helpers";

const match = (version?: number): Record<string, string> =>
  version === undefined ? {} : { "if-match": `"${version}"` };

export const library = {
  list: (cookie: string, query: Record<string, string> = {}) =>
    call(list.GET, "GET", "/api/v1/cost-item", { cookie, query }),
  create: (cookie: string, body: unknown) => call(list.POST, "POST", "/api/v1/cost-item", { cookie, body }),
  get: (cookie: string, uid: string, query: Record<string, string> = {}) =>
    call(item.GET, "GET", `/api/v1/cost-item/${uid}`, { cookie, query, params: { uid } }),
  update: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(item.PUT, "PUT", `/api/v1/cost-item/${uid}`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  remove: (cookie: string, uid: string, version?: number) =>
    call(item.DELETE, "DELETE", `/api/v1/cost-item/${uid}`, {
      cookie,
      headers: match(version),
      params: { uid },
    }),
  import: (cookie: string, csv: string, mode: "preview" | "apply") =>
    call(importRoute.POST, "POST", "/api/v1/cost-item/import", {
      cookie,
      query: { mode },
      rawBody:
        '--lib-boundary\r\nContent-Disposition: form-data; name="file"; filename="library.csv"\r\nContent-Type: text/csv\r\n\r\n' +
        `${csv}\r\n--lib-boundary--\r\n`,
      headers: { "content-type": "multipart/form-data; boundary=lib-boundary" },
    }),
  assemblies: (cookie: string, query: Record<string, string> = {}) =>
    call(assemblyList.GET, "GET", "/api/v1/assembly", { cookie, query }),
  createAssembly: (cookie: string, body: unknown) =>
    call(assemblyList.POST, "POST", "/api/v1/assembly", { cookie, body }),
  getAssembly: (cookie: string, uid: string) =>
    call(assemblyItem.GET, "GET", `/api/v1/assembly/${uid}`, { cookie, params: { uid } }),
  updateAssembly: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(assemblyItem.PUT, "PUT", `/api/v1/assembly/${uid}`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  removeAssembly: (cookie: string, uid: string, version?: number) =>
    call(assemblyItem.DELETE, "DELETE", `/api/v1/assembly/${uid}`, {
      cookie,
      headers: match(version),
      params: { uid },
    }),
  insert: (cookie: string, uid: string, body: unknown) =>
    call(assemblyInsert.POST, "POST", `/api/v1/assembly/${uid}/insert`, { cookie, body, params: { uid } }),
  history: (cookie: string, query: Record<string, string>) =>
    call(history.GET, "GET", "/api/v1/cost-history", { cookie, query }),
};

/** A monthly index (200 in Jan 2024, 220 in Jan 2026) and Texas 85 / New York 125 for the company. */
export async function referenceData(companyUid: string) {
  const [series] = await db()
    .insert(schema.costIndexSeries)
    .values({ companyUid, name: "Test index", frequency: "monthly" })
    .returning();
  await db()
    .insert(schema.costIndexPoints)
    .values(
      [
        ["2024-01-01", 200],
        ["2025-01-01", 210],
        ["2026-01-01", 220],
      ].map(([period, value]) => ({
        seriesUid: series!.uid,
        companyUid,
        period: String(period),
        value: Number(value),
      })),
    );
  await db()
    .insert(schema.locationIndexes)
    .values([
      { companyUid, seriesName: "Test", kind: "state", key: "TX", label: "Texas", value: 85 },
      { companyUid, seriesName: "Test", kind: "state", key: "NY", label: "New York", value: 125 },
    ]);
}

export const drywall = {
  cost_code: "09 21 16",
  description: "Gypsum board 5/8 in, one side",
  unit: "SF",
  unit_cost_cents: 1000,
  split: { labor_cents: 600, material_cents: 400 },
  cost_type: "subcontract",
  source: "2024 supplier quote",
  price_date: "2024-01-15",
  location: "TX",
};
