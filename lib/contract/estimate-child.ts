// Consolidated estimates: an estimate made of child estimates, its budget their lines rolled up live
// (lib/domain/estimate/consolidated.ts). Attaching the first child makes an estimate consolidated (its markups
// on the roll-up); the mode can be switched to carry the children's own markups.
import { z } from "zod";
import { rollupModes } from "@/lib/domain/estimate/consolidated";
import { estimateStatuses } from "./estimate-fields";
import { operation } from "./operation";

export const attachChildInput = z
  .object({ child_uid: z.uuid("Must be an id").describe("An estimate of the company, not yet in another") })
  .strict();

export const rollupModeInput = z
  .object({
    rollup_mode: z
      .enum(rollupModes, { error: "Must be rollup or children" })
      .nullable()
      .describe(
        "rollup: this estimate's markups on the roll-up; children: theirs carried; null: not consolidated",
      ),
  })
  .strict();

const group = z.object({
  key: z.string().describe("The division key (03, B20), the cost code as written, or a child's uid"),
  total_cents: z.number(),
  lines: z.number().int(),
});

const markup = z.object({
  uid: z.string(),
  name: z.string(),
  kind: z.enum(["percent", "lump_sum", "escalation"]),
  percent: z.number().nullable(),
  base_cents: z.number(),
  amount_cents: z.number(),
  error: z.string().nullable(),
  child_uid: z
    .string()
    .nullable()
    .describe("Whose markup it is in children mode; null for the estimate's own"),
  child_name: z.string().nullable(),
});

const child = z.object({
  uid: z.string(),
  name: z.string(),
  status: z.enum(estimateStatuses),
  rollup_mode: z.enum(rollupModes).nullable(),
  direct_cents: z.number(),
  markups_cents: z.number().describe("The child's own markups"),
  grand_total_cents: z.number().describe("The child's own total, its markups included"),
  alternates_cents: z.number(),
  lines: z.number().int(),
  version: z.number().int(),
  updated_at: z.string(),
});

export const consolidationDto = z.object({
  estimate_uid: z.string(),
  rollup_mode: z.enum(rollupModes).nullable().describe("null: not (yet) a consolidated estimate"),
  direct_cents: z.number().describe("The children's direct costs, to the cent"),
  allowances_cents: z.number(),
  alternates_cents: z.number(),
  markups: z.array(markup),
  markups_cents: z.number(),
  grand_total_cents: z.number(),
  divisions: z.array(group),
  cost_codes: z.array(group),
  children: z.array(child),
  line_count: z.number().int(),
  error: z.string().nullable(),
  kept: z
    .object({
      direct_cents: z.number(),
      grand_total_cents: z.number(),
      children_changed: z
        .boolean()
        .describe("A child was edited since, or the live roll-up no longer equals the kept one"),
      version_uid: z.string().nullable().describe("The version that kept the roll-up"),
      version_name: z.string().nullable(),
      kept_at: z.string().nullable().describe("When the roll-up was kept (the version's time)"),
      live_direct_cents: z.number().describe("The children's live roll-up, for comparison"),
      live_grand_total_cents: z.number(),
    })
    .nullable()
    .describe(
      "A final or archived consolidated estimate keeps the roll-up it had then (the version taken when it became final): the figures above are that kept roll-up (divisions, cost codes, children, markups, totals); null otherwise, and the figures are live.",
    ),
  version: z.number().int().describe("The consolidated estimate's version (ETag)"),
});
export type ConsolidationDto = z.infer<typeof consolidationDto>;

export const estimateChildOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/estimate/{uid}/child",
    summary:
      "The consolidated estimate's children and their lines rolled up live, by division, cost code and child",
    permission: "estimate.read",
    response: consolidationDto,
  }),
  attach: operation({
    method: "POST",
    path: "/api/v1/estimate/{uid}/child",
    summary: "Add a child estimate (one parent each, no cycles); the first makes the estimate consolidated",
    permission: "estimate.write",
    body: attachChildInput,
    response: consolidationDto,
  }),
  detach: operation({
    method: "DELETE",
    path: "/api/v1/estimate/{uid}/child/{childUid}",
    summary: "Take a child out of the consolidated estimate (the child itself is kept)",
    permission: "estimate.write",
    status: 204,
  }),
  mode: operation({
    method: "PUT",
    path: "/api/v1/estimate/{uid}/rollup",
    summary:
      "Choose whether the consolidated estimate's markups apply on the roll-up or the children's are carried",
    permission: "estimate.write",
    body: rollupModeInput,
    response: consolidationDto,
  }),
};
