// Calls to the versions, compare, reopen and publish endpoints for the estimate-version/lock/publish suites.

import { NextRequest } from "next/server";
import * as publish from "@/app/api/v1/estimate/[uid]/publish/route";
import * as reopen from "@/app/api/v1/estimate/[uid]/reopen/route";
import * as restore from "@/app/api/v1/estimate/[uid]/version/[versionUid]/restore/route";
import * as versionItem from "@/app/api/v1/estimate/[uid]/version/[versionUid]/route";
import * as versions from "@/app/api/v1/estimate/[uid]/version/route";
import * as compareExport from "@/app/api/v1/estimate/compare/export/route";
import * as compare from "@/app/api/v1/estimate/compare/route";
import { api } from "./estimate-helpers";
import { call } from "./helpers";

const base = "/api/v1/estimate";
const match = (version?: number): Record<string, string> =>
  version === undefined ? {} : { "if-match": `"${version}"` };

export const versionApi = {
  list: (cookie: string, uid: string) =>
    call(versions.GET, "GET", `${base}/${uid}/version`, { cookie, params: { uid } }),
  create: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(versions.POST, "POST", `${base}/${uid}/version`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  get: (cookie: string, uid: string, versionUid: string) =>
    call(versionItem.GET, "GET", `${base}/${uid}/version/${versionUid}`, {
      cookie,
      params: { uid, versionUid },
    }),
  restore: (cookie: string, uid: string, versionUid: string, body: unknown = {}) =>
    call(restore.POST, "POST", `${base}/${uid}/version/${versionUid}/restore`, {
      cookie,
      body,
      params: { uid, versionUid },
    }),
  compare: (cookie: string, query: Record<string, string>) =>
    call(compare.GET, "GET", `${base}/compare`, { cookie, query }),
  /** The raw Response (a CSV, not JSON). */
  compareCsv: async (cookie: string, query: Record<string, string>) => {
    const url = new URL(`${base}/compare/export`, "http://localhost:3000");
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return compareExport.GET(new NextRequest(url, { headers: { cookie } }), { params: Promise.resolve({}) });
  },
  reopen: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(reopen.POST, "POST", `${base}/${uid}/reopen`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  publish: (cookie: string, uid: string, version?: number) =>
    call(publish.POST, "POST", `${base}/${uid}/publish`, {
      cookie,
      headers: match(version),
      params: { uid },
    }),
};

/** A draft estimate with lines (lump sums or quantity × unit cost), then set to `status`. */
export async function estimateWith(
  cookie: string,
  name: string,
  lines: {
    cost_code: string;
    description?: string;
    quantity?: number;
    unit_cost_cents?: number;
    lump_sum_cents?: number;
  }[],
  status = "draft",
) {
  const created = await api.create(cookie, { name });
  if (created.status !== 201) throw new Error(JSON.stringify(created.body));
  const uid = created.body.uid as string;
  let version = created.body.version as number;
  if (lines.length) {
    const res = await api.lines(cookie, uid, {
      create: lines.map((l, i) => ({ client_key: `k${i}`, ...l })),
    });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  }
  if (status !== "draft") {
    const res = await api.update(cookie, uid, { status }, version);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    version = res.body.version;
  }
  return { uid, version };
}
