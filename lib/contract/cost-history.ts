// What past estimates and project records paid for a cost code (issue 20): unit costs normalised to an
// estimate's date and place, summarised per unit (median, P25–P75, n), each figure with its sources.
import { z } from "zod";
import { listQuery } from "./list";
import { operation } from "./operation";

export const costHistoryQuery = z.object({
  cost_code: z
    .string({ error: "Required" })
    .trim()
    .min(1, "Required")
    .max(50, "Must be at most 50 characters"),
  estimate_uid: z
    .uuid("Must be an id")
    .optional()
    .describe("Normalise to this estimate's pricing date and location, and leave its own lines out"),
  limit: listQuery(200, 50).shape.limit.describe("Sources listed per unit (statistics use all)"),
});
export type CostHistoryQuery = z.infer<typeof costHistoryQuery>;

const sourceDto = z.object({
  kind: z.enum(["estimate", "record"]),
  uid: z.string().describe("The estimate or the project record"),
  name: z.string(),
  date: z.string().nullable().describe("Its pricing date (estimate) or cost basis date (record)"),
  location: z.string().nullable(),
  description: z.string().nullable(),
  unit_cost_cents: z.number().describe("As it was priced"),
  normalised_cents: z.number().nullable().describe("null when it could not be normalised (see warning)"),
  factor_label: z.string(),
  warning: z.string().nullable(),
});
export type CostHistorySourceDto = z.infer<typeof sourceDto>;

const groupDto = z.object({
  unit: z.string().describe('The unit the costs are per; project records give $/GSF of the code ("GSF")'),
  n: z.number().int().describe("Every source found"),
  normalised_n: z
    .number()
    .int()
    .describe("The sources behind the quartiles (those that could be normalised)"),
  median_cents: z.number().nullable(),
  p25_cents: z.number().nullable(),
  p75_cents: z.number().nullable(),
  sources: z.array(sourceDto).describe("Newest first, up to limit"),
});
export type CostHistoryGroupDto = z.infer<typeof groupDto>;

export const costHistoryDto = z.object({
  cost_code: z.string(),
  target: z
    .string()
    .describe('What the figures are normalised to ("2026-03-01 · houston-tx"), or "as priced"'),
  percentile_method: z.string(),
  groups: z.array(groupDto).describe("One per unit, the most sources first"),
});
export type CostHistoryDto = z.infer<typeof costHistoryDto>;

export const costHistoryOperations = {
  get: operation({
    method: "GET",
    path: "/api/v1/cost-history",
    summary:
      "What past estimates and projects paid for a cost code: normalised statistics with their sources",
    permission: "library.read",
    query: costHistoryQuery,
    response: costHistoryDto,
  }),
};
