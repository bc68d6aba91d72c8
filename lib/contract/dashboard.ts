// The dashboard's figures in one answer (GET /api/v1/dashboard): the team, the project database (counts,
// median $/GSF by building type with its 12-month trend), estimates (active, pipeline value by status, recently
// edited) and the company's recent activity. Every figure counts the caller's company only.
import { z } from "zod";
import { estimateStatuses } from "./estimate";
import { operation } from "./operation";

const cents = z.number().int();

export const dashboardTrendPoint = z.object({
  month: z.string().describe("YYYY-MM, by cost basis date"),
  count: z.number().int(),
  median_cpg_cents: cents,
});

export const dashboardBuildingType = z.object({
  uid: z.string().nullable().describe("The building-type category; null for records without one"),
  name: z.string(),
  count: z.number().int(),
  median_cpg_cents: cents,
  p25_cpg_cents: cents,
  p75_cpg_cents: cents,
  trend: z
    .array(dashboardTrendPoint)
    .describe("Median $/GSF per month of the last 12 (months without records left out)"),
  last_12_months: z
    .object({ count: z.number().int(), median_cpg_cents: cents })
    .nullable()
    .describe("The records dated in the last 12 months and their median; null without any"),
});

export const dashboardActivity = z.object({
  uid: z.string(),
  action: z.string().describe('The audit action, e.g. "estimate.updated"'),
  verb: z.string().describe('In words: "updated", "created", "deleted", "imported"'),
  target_type: z.enum(["estimate", "project", "project_record", "comparison"]),
  target_uid: z.string().nullable(),
  target_name: z.string(),
  href: z.string().nullable().describe("The page of what changed; null once it is deleted"),
  actor_name: z.string(),
  at: z.string(),
});
export type DashboardActivityDto = z.infer<typeof dashboardActivity>;

export const dashboardDto = z.object({
  team: z.object({
    members: z.number().int(),
    pending: z.number().int(),
    deactivated: z.number().int(),
    signed_in_recently: z.number().int(),
  }),
  projects: z.object({
    project_count: z.number().int(),
    record_count: z.number().int(),
    by_building_type: z.array(dashboardBuildingType),
    recent: z.array(
      z.object({
        uid: z.string(),
        project_name: z.string(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        stage: z.string(),
        cost_basis_date: z.string(),
        total_cents: cents,
        cost_per_gsf_cents: cents.nullable(),
        updated_at: z.string(),
      }),
    ),
  }),
  estimates: z
    .object({
      active: z.number().int().describe("Drafts and estimates in review"),
      total: z.number().int(),
      pipeline_cents: cents.describe("Grand totals of the active estimates"),
      by_status: z.array(
        z.object({ status: z.enum(estimateStatuses), count: z.number().int(), total_cents: cents }),
      ),
      recent: z.array(
        z.object({
          uid: z.string(),
          name: z.string(),
          number: z.string().nullable(),
          status: z.enum(estimateStatuses),
          grand_total_cents: cents,
          updated_at: z.string(),
          updated_by_name: z.string().nullable(),
        }),
      ),
    })
    .nullable()
    .describe("Null for companies without estimates"),
  bids: z
    .object({
      out: z.number().int().describe("Bid packages out to bid"),
      invited: z.number().int().describe("Bidders invited to them (not revoked)"),
      submitted: z.number().int().describe("Of those, the ones who have submitted"),
      due_this_week: z.number().int().describe("Packages out to bid due in the next 7 days"),
      next_due: z.array(
        z.object({
          uid: z.string(),
          name: z.string(),
          estimate_uid: z.string(),
          estimate_name: z.string(),
          due_at: z.string(),
          time_zone: z.string(),
        }),
      ),
    })
    .nullable()
    .describe("Null for companies without estimates (bid packages live in estimates)"),
  activity: z.array(dashboardActivity),
  version: z.string().describe("The company's data version the figures were computed at"),
  computed_at: z.string(),
});
export type DashboardDto = z.infer<typeof dashboardDto>;

export const dashboardOperations = {
  get: operation({
    method: "GET",
    path: "/api/v1/dashboard",
    summary: "The dashboard's figures for the caller's company",
    description:
      "Counts, median $/GSF by building type with its 12-month trend, estimates by status and recent activity. " +
      "Cached per company for a short while; any audited write or estimate edit in the company makes the next " +
      "answer fresh.",
    permission: "company.read",
    response: dashboardDto,
  }),
};
