// The company's audit log for its admins: who did what, when and from where, filtered, paged and exported.
import { z } from "zod";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";

const dateMessage = "Use a date like 2026-01-31";
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, dateMessage)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), dateMessage)
  .optional();
const text = (max: number) => z.string().trim().max(max, `Use at most ${max} characters`).optional();

/** The filters the list and the export share; dates are whole UTC days, both ends included. */
const auditFilters = {
  user_uid: z.uuid("Must be a user's uid").optional().describe("Only what this user did"),
  action: text(100).describe("An action (`user.invited`) or a prefix ending in a dot (`user.`)"),
  target_type: text(50).describe("Only entries about this kind of record (`user`, `estimate` …)"),
  from: day.describe("From this day (UTC), included"),
  to: day.describe("To this day (UTC), included"),
  q: text(200).describe("Text in the action, the record, the actor, the address or the details"),
};

function datesInOrder(v: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (v.from && v.to && v.from > v.to) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "Must be on or after the start date" });
  }
}

export const listAuditLogQuery = listQuery(200, 50).extend(auditFilters).superRefine(datesInOrder);
export type ListAuditLogQuery = z.infer<typeof listAuditLogQuery>;
export type AuditFilters = Pick<ListAuditLogQuery, keyof typeof auditFilters>;

export const exportAuditLogQuery = z
  .object({ ...auditFilters, format: z.enum(["csv"], { error: "Must be csv" }).default("csv") })
  .superRefine(datesInOrder);

export const auditEntryDto = z.object({
  uid: z.string(),
  created_at: z.string(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_uid: z.string().nullable(),
  actor: z
    .object({ uid: z.string(), email: z.string(), name: z.string() })
    .nullable()
    .describe("The signed-in user; null for actions without one (a reset link, an activation)"),
  api_key_uid: z.string().nullable().describe("The API key the request came with, if any"),
  acting_as: z.boolean().describe("Staff acting for the company"),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  request_id: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntryDto>;

export const auditFacetsDto = z.object({
  actions: z.array(z.string()),
  target_types: z.array(z.string()),
  users: z.array(z.object({ uid: z.string(), email: z.string(), name: z.string() })),
});
export type AuditFacets = z.infer<typeof auditFacetsDto>;

export const auditLogOperations = {
  list: operation({
    method: "GET",
    path: "/api/v1/audit-log",
    summary: "List the company's audit log, newest first, with filters",
    permission: "audit.read",
    query: listAuditLogQuery,
    response: listResponse(auditEntryDto),
  }),
  facets: operation({
    method: "GET",
    path: "/api/v1/audit-log/facets",
    summary: "The actions, record types and users the company's audit log holds (for the filters)",
    permission: "audit.read",
    response: auditFacetsDto,
  }),
  export: operation({
    method: "GET",
    path: "/api/v1/audit-log/export",
    summary: "Export the audit log entries the filters match as CSV, newest first",
    description:
      "`X-Export-Rows` carries the number of entries; at most 100,000 (narrow the filters for more).",
    permission: "audit.read",
    query: exportAuditLogQuery,
    produces: "text/csv",
  }),
};
