// Calls to the estimate API for the estimate*.test.ts suites.

import * as markupDefault from "@/app/api/v1/company/markup-default/route";
import * as duplicate from "@/app/api/v1/estimate/[uid]/duplicate/route";
import * as inputs from "@/app/api/v1/estimate/[uid]/inputs/route";
import * as lineItem from "@/app/api/v1/estimate/[uid]/line/[lineUid]/route";
import * as lines from "@/app/api/v1/estimate/[uid]/line/route";
import * as markup from "@/app/api/v1/estimate/[uid]/markup/route";
import * as item from "@/app/api/v1/estimate/[uid]/route";
import * as viewItem from "@/app/api/v1/estimate/[uid]/view/[viewUid]/route";
import * as views from "@/app/api/v1/estimate/[uid]/view/route";
import * as list from "@/app/api/v1/estimate/route";
import { call } from "./helpers";

const base = "/api/v1/estimate";
const match = (version?: number): Record<string, string> =>
  version === undefined ? {} : { "if-match": `"${version}"` };

export const api = {
  list: (cookie: string, query: Record<string, string> = {}) =>
    call(list.GET, "GET", base, { cookie, query }),
  listUrl: (cookie: string, search: string) => call(list.GET, "GET", `${base}?${search}`, { cookie }),
  create: (cookie: string, body: unknown) => call(list.POST, "POST", base, { cookie, body }),
  open: (cookie: string, uid: string, headers: Record<string, string> = {}) =>
    call(item.GET, "GET", `${base}/${uid}`, { cookie, headers, params: { uid } }),
  update: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(item.PUT, "PUT", `${base}/${uid}`, { cookie, body, headers: match(version), params: { uid } }),
  remove: (cookie: string, uid: string, version?: number) =>
    call(item.DELETE, "DELETE", `${base}/${uid}`, { cookie, headers: match(version), params: { uid } }),
  duplicate: (cookie: string, uid: string, body: unknown) =>
    call(duplicate.POST, "POST", `${base}/${uid}/duplicate`, { cookie, body, params: { uid } }),
  inputs: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(inputs.PUT, "PUT", `${base}/${uid}/inputs`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  markups: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(markup.PUT, "PUT", `${base}/${uid}/markup`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  lines: (cookie: string, uid: string, body: unknown) =>
    call(lines.POST, "POST", `${base}/${uid}/line`, { cookie, body, params: { uid } }),
  patch: (cookie: string, uid: string, lineUid: string, body: unknown, version?: number) =>
    call(lineItem.PATCH, "PATCH", `${base}/${uid}/line/${lineUid}`, {
      cookie,
      body,
      headers: match(version),
      params: { uid, lineUid },
    }),
  views: (cookie: string, uid: string) =>
    call(views.GET, "GET", `${base}/${uid}/view`, { cookie, params: { uid } }),
  createView: (cookie: string, uid: string, body: unknown) =>
    call(views.POST, "POST", `${base}/${uid}/view`, { cookie, body, params: { uid } }),
  updateView: (cookie: string, uid: string, viewUid: string, body: unknown, version?: number) =>
    call(viewItem.PUT, "PUT", `${base}/${uid}/view/${viewUid}`, {
      cookie,
      body,
      headers: match(version),
      params: { uid, viewUid },
    }),
  deleteView: (cookie: string, uid: string, viewUid: string, version?: number) =>
    call(viewItem.DELETE, "DELETE", `${base}/${uid}/view/${viewUid}`, {
      cookie,
      headers: match(version),
      params: { uid, viewUid },
    }),
  markupDefault: (cookie: string) =>
    call(markupDefault.GET, "GET", "/api/v1/company/markup-default", { cookie }),
  saveMarkupDefault: (cookie: string, body: unknown, version?: number) =>
    call(markupDefault.PUT, "PUT", "/api/v1/company/markup-default", {
      cookie,
      body,
      headers: match(version),
    }),
};

/** Compact rows back to objects. */
// biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
export function rows(open: any): any[] {
  return open.lines.rows.map((r: unknown[]) =>
    Object.fromEntries(open.lines.fields.map((f: string, i: number) => [f, r[i]])),
  );
}

export const typicalMarkups = [
  {
    uid: "gc",
    name: "General conditions",
    kind: "percent",
    percent: 8,
    base: { direct: true, markups: [], running_total: false },
  },
  {
    uid: "fee",
    name: "Fee",
    kind: "percent",
    percent: 5,
    base: { direct: false, markups: [], running_total: true },
  },
  {
    uid: "tax",
    name: "Sales tax on material",
    kind: "percent",
    percent: 8.25,
    material_only: true,
    base: { direct: true, markups: [], running_total: false },
  },
];

/** GSF 10,000: concrete by formula, steel at a 5-decimal unit cost, painting as a material lump sum, an alternate. */
export const sampleLines = [
  {
    client_key: "a",
    cost_code: "03 30 00",
    description: "Cast-in-place concrete",
    quantity: "GSF * 0.35",
    unit: "CY",
    unit_cost_cents: 18550,
  },
  {
    client_key: "b",
    cost_code: "05 12 00",
    description: "Structural steel",
    quantity: 1000,
    unit: "LB",
    unit_cost_cents: 412.345,
  },
  {
    client_key: "c",
    cost_code: "09 91 00",
    description: "Painting",
    lump_sum_cents: 2500000,
    cost_type: "material",
  },
  {
    client_key: "d",
    cost_code: "32 90 00",
    description: "Landscaping upgrade",
    lump_sum_cents: 1000000,
    alternate: true,
  },
];
// Direct: 3,500 × $185.50 = 64,925,000 + 1,000 × 412.345 = 412,345 + 2,500,000 = 67,837,345 cents.
// GC 8 % of direct = 5,426,987.6 → 5,426,988. Fee 5 % of 73,264,333 = 3,663,216.65 → 3,663,217.
// Tax 8.25 % of material 2,500,000 = 206,250. Grand total 77,133,800.
export const sampleDirect = 67_837_345;
export const sampleGrand = 77_133_800;
