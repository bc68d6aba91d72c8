// Versions of an estimate (named snapshots), the compare of two estimates or versions, the reopen of a final
// estimate and its publish to the project database. Rules: lib/domain/estimate/versions/*.
import { z } from "zod";
import { estimateDto } from "./estimate";
import { listResponse } from "./list";
import { operation } from "./operation";

const requiredText = (max: number) =>
  z.string({ error: "Required" }).trim().min(1, "Required").max(max, `Must be at most ${max} characters`);

export const versionTriggers = ["manual", "status", "design_stage", "reopen"] as const;

export const createVersionInput = z.object({ name: requiredText(200) }).strict();
export type CreateVersionInput = z.input<typeof createVersionInput>;

export const restoreVersionInput = z
  .object({
    name: requiredText(200).optional().describe("The new estimate's name; the version's by default"),
  })
  .strict();

export const reopenInput = z.object({ reason: requiredText(1000) }).strict();
export type ReopenInput = z.input<typeof reopenInput>;

export const estimateVersionDto = z.object({
  uid: z.string(),
  estimate_uid: z.string(),
  name: z.string(),
  trigger: z
    .enum(versionTriggers)
    .describe("By hand, on a status or design stage change, or before a reopen"),
  reason: z.string().nullable().describe("The reason given for a reopen"),
  status: z.string().describe("The estimate's status when taken"),
  design_stage: z.string().describe("The estimate's design stage when taken"),
  direct_cents: z.number(),
  grand_total_cents: z.number(),
  line_count: z.number().int(),
  estimate_version: z.number().int(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type EstimateVersionDto = z.infer<typeof estimateVersionDto>;

export const estimateVersionDetailDto = estimateVersionDto.extend({
  header: z.record(z.string(), z.unknown()).describe("The header fields as they were"),
  inputs: z.array(z.record(z.string(), z.unknown())),
  markups: z.array(z.record(z.string(), z.unknown())),
  totals: z.record(z.string(), z.unknown()).describe("The engine's totals: markups, divisions, per metric"),
});
export type EstimateVersionDetailDto = z.infer<typeof estimateVersionDetailDto>;

const sideMessage = "Must be estimate:{uid} or version:{uid}";
const side = z
  .string({ error: sideMessage })
  .regex(/^(estimate|version):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, sideMessage)
  .transform((v) => {
    const [kind, uid] = v.split(":") as ["estimate" | "version", string];
    return { kind, uid: uid.toLowerCase() };
  });

export const compareQuery = z.object({
  left: side,
  right: side,
  changes_only: z
    .enum(["0", "1", "true", "false"], { error: "Must be 1 or 0" })
    .optional()
    .transform((v) => v === "1" || v === "true"),
});
export type CompareQuery = z.output<typeof compareQuery>;

const changeStatus = z.enum(["added", "removed", "changed", "unchanged"]);
const lineSide = z.object({
  quantity: z.number().nullable(),
  unit_cost_cents: z.number().nullable(),
  total_cents: z.number(),
});
const compareSideDto = z.object({
  kind: z.enum(["estimate", "version"]),
  uid: z.string(),
  estimate_uid: z.string(),
  name: z.string().describe("The estimate's name, and the version's after a dash"),
  created_at: z.string(),
  direct_cents: z.number(),
  markups_cents: z.number(),
  grand_total_cents: z.number(),
});

export const compareDto = z.object({
  left: compareSideDto,
  right: compareSideDto,
  summary: z.object({
    added: z.number().int(),
    removed: z.number().int(),
    changed: z.number().int(),
    unchanged: z.number().int(),
    direct_delta_cents: z.number(),
    markups_delta_cents: z.number(),
    grand_total_delta_cents: z.number(),
  }),
  divisions: z.array(
    z.object({
      division: z.string(),
      status: changeStatus,
      left_cents: z.number(),
      right_cents: z.number(),
      delta_cents: z.number(),
      added: z.number().int(),
      removed: z.number().int(),
      changed: z.number().int(),
    }),
  ),
  lines: z.array(
    z.object({
      status: changeStatus,
      cost_code: z.string(),
      division: z.string(),
      description: z.string().nullable(),
      unit: z.string().nullable(),
      left: lineSide.nullable(),
      right: lineSide.nullable(),
      changed: z.array(z.enum(["quantity", "unit_cost", "total", "description", "unit"])),
      quantity_delta: z.number().nullable(),
      unit_cost_delta_cents: z.number().nullable(),
      total_delta_cents: z.number(),
    }),
  ),
  markups: z.array(
    z.object({
      name: z.string(),
      status: changeStatus,
      left_percent: z.number().nullable(),
      right_percent: z.number().nullable(),
      left_cents: z.number(),
      right_cents: z.number(),
      delta_cents: z.number(),
    }),
  ),
});
export type CompareDto = z.infer<typeof compareDto>;

export const publishDto = z.object({
  record_uid: z.string(),
  project_uid: z.string(),
  republished: z.boolean().describe("True when the same record was updated"),
  estimate: estimateDto,
});
export type PublishDto = z.infer<typeof publishDto>;

export const estimateVersionOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/estimate/{uid}/version",
    summary: "List the estimate's versions, newest first, with who took each, when and its total",
    permission: "estimate.read",
    response: listResponse(estimateVersionDto),
  }),
  create: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/version",
    summary: "Take a named snapshot of the estimate: header, inputs, lines, markups, totals",
    description: "Allowed on a final estimate too. If-Match, when sent, must carry the estimate's version.",
    permission: "estimate.write",
    body: createVersionInput,
    status: 201,
    response: estimateVersionDto,
  }),
  get: operation({
    method: "GET",
    path: "/api/v1/estimate/{uid}/version/{versionUid}",
    summary: "One version with its header, inputs, markups and totals",
    permission: "estimate.read",
    response: estimateVersionDetailDto,
  }),
  restore: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/version/{versionUid}/restore",
    summary: "Restore a version as a new draft estimate (the estimate itself is never overwritten)",
    permission: "estimate.write",
    body: restoreVersionInput,
    status: 201,
    response: estimateDto,
  }),
  compare: operation({
    method: "GET",
    path: "/api/v1/estimate/compare",
    summary: "Compare two estimates or versions per division and per line, with the markups' change",
    description: "`left` and `right` are each `estimate:{uid}` or `version:{uid}`; deltas are right − left.",
    permission: "estimate.read",
    query: compareQuery,
    response: compareDto,
  }),
  compareExport: operation({
    method: "GET",
    path: "/api/v1/estimate/compare/export",
    summary: "The comparison as CSV: divisions, lines and markups with their deltas",
    permission: "estimate.read",
    query: compareQuery,
    produces: "text/csv",
  }),
  reopen: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/reopen",
    summary: "Reopen a final or archived estimate as a draft, with a reason (a version is taken first)",
    description:
      "Only an admin or the estimate's creator. If-Match, when sent, must carry the estimate's version.",
    permission: "estimate.write",
    body: reopenInput,
    response: estimateDto,
  }),
  publish: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/publish",
    summary:
      "Publish a final estimate to the project database as a record of stage estimate; again updates it",
    description: "If-Match, when sent, must carry the estimate's version.",
    permission: "estimate.write",
    response: publishDto,
  }),
};
