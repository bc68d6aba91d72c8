import { describe, expect, it } from "vitest";
import { operations } from "@/lib/contract/operations";
import type { RouteMeta } from "@/lib/server/route";
import { methods, routeFiles } from "./route-discovery";

/** `/api/v1/estimate/[uid]/line/[lineUid]` → `/api/v1/estimate/{uid}/line/{lineUid}`; `[...key]` → `{key}`. */
const openApiPath = (pattern: string) => pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, "{$1}");

// Auth.js serves its own endpoints (csrf, session, callbacks); they are not operations of this API.
const thirdParty = new Set(["app/api/auth/[...nextauth]/route.ts"]);

const files = (await routeFiles()).filter((f) => !thirdParty.has(f.file));
const bound = files.flatMap(({ file, pattern, mod }) =>
  methods.flatMap((method) => {
    const meta = (mod[method] as { meta?: RouteMeta } | undefined)?.meta;
    return meta && !meta.refusal ? [{ file, method, path: openApiPath(pattern), op: meta.operation }] : [];
  }),
);

describe("the contract: every route file binds declared operations, every declaration has its route", () => {
  it("every handler under app/api runs a declaration of lib/contract, for its own method and path", () => {
    const strays = bound.filter(
      (b) => !b.op || !operations.includes(b.op) || b.op.method !== b.method || b.op.path !== b.path,
    );
    expect(strays.map((s) => `${s.method} ${s.path} (${s.file})`)).toEqual([]);
  });

  it("every declared operation is bound by exactly one route file", () => {
    const unbound = operations.filter((op) => bound.filter((b) => b.op === op).length !== 1);
    expect(unbound.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it("declares each method and path once, with a one-line summary", () => {
    const keys = operations.map((op) => `${op.method} ${op.path}`);
    expect(keys.length).toBe(new Set(keys).size);
    for (const op of operations) {
      expect(op.summary, `${op.method} ${op.path}`).toMatch(/^[A-Z][^\n]{8,160}$/);
    }
  });
});
