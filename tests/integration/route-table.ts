import type { Role } from "@/lib/domain/roles";

/**
 * How a route is guarded. `public` routes need no sign-in; every other route lists the lowest primary role
 * that may call it (and whether only Plinth staff may). `body` is sent as JSON; `params` fill the
 * `[name]` segments of the path (a fresh uuid when left out).
 */
export type RouteKind =
  | "public"
  | { minRole: Role; staffOnly?: boolean; body?: unknown; params?: Record<string, string> };

/**
 * Every handler under app/api, keyed `METHOD /api/path/[param]`. isolation.test.ts walks app/api and fails on
 * a route+method missing here, so a new endpoint must state its guard: add a row with the route.
 */
export const routeTable: Record<string, RouteKind> = {
  "GET /api/health": "public",
  "GET /api/v1/openapi.json": "public",
  // Auth.js's own endpoints (csrf, session, callbacks); listed, never called by the isolation test.
  "GET /api/auth/[...nextauth]": "public",
  "POST /api/auth/[...nextauth]": "public",
  "POST /api/v1/auth/login": "public",
  "POST /api/v1/auth/logout": "public",
  "GET /api/v1/user/activate/[token]": "public",
  "POST /api/v1/user/activate/[token]": "public",

  "GET /api/v1/self": { minRole: "viewer" },
  "PUT /api/v1/self": { minRole: "viewer", body: { firstname: "Iso", lastname: "Lation" } },
  "PUT /api/v1/self/change-password": {
    minRole: "viewer",
    body: { password: "whatever-1", newPassword: "new-password-1", confirm: "new-password-1" },
  },
  "GET /api/v1/company": { minRole: "viewer" },
  "PUT /api/v1/company": { minRole: "admin", body: { company_name: "Isolation Co" } },
  "GET /api/v1/admin/company": { minRole: "admin" },
  "GET /api/v1/user": { minRole: "admin" },
  "POST /api/v1/pusher/auth": {
    minRole: "viewer",
    body: { socket_id: "1.1", channel_name: "private-company-00000000-0000-4000-8000-000000000000" },
  },
  "POST /api/v1/pusher/user-auth": { minRole: "viewer", body: { socket_id: "1.1" } },
  "POST /api/v1/user": { minRole: "admin", body: { email: "isolation-invite@example.test" } },
  "GET /api/v1/user/[uid]": { minRole: "admin" },
  "PUT /api/v1/user/[uid]": { minRole: "admin", body: { roles: ["editor"] } },
  "POST /api/v1/user/[uid]/deactivate": { minRole: "admin" },
  "POST /api/v1/user/[uid]/reactivate": { minRole: "admin" },
  "POST /api/v1/user/[uid]/resend-invitation": { minRole: "admin" },
  "GET /api/v1/mail-outbox": { minRole: "admin" },
  "GET /api/v1/api-key": { minRole: "admin" },
  "POST /api/v1/api-key": { minRole: "admin", body: { name: "Isolation" } },
  "DELETE /api/v1/api-key/[uid]": { minRole: "admin" },
  "GET /api/v1/company/logo/upload-signature": { minRole: "admin" },
  // Signed URLs: the signature in the query is the credential, like an S3 presigned URL; files are public.
  "PUT /api/v1/storage/upload/[...key]": "public",
  "GET /api/v1/storage/file/[...key]": "public",
  "GET /api/v1/companies": { minRole: "viewer", staffOnly: true },
  "POST /api/v1/companies": { minRole: "viewer", staffOnly: true, body: { company_name: "Isolation Co" } },
  "GET /api/v1/companies/[uid]": { minRole: "viewer", staffOnly: true },
  "PUT /api/v1/companies/[uid]": { minRole: "viewer", staffOnly: true, body: { is_v2_estimate: true } },
  "GET /api/v1/news": { minRole: "viewer" },
  "POST /api/v1/news": {
    minRole: "viewer",
    staffOnly: true,
    body: { date: "2025-01-01", title: "Isolation", description: "<p>Isolation</p>" },
  },
  "PUT /api/v1/news/[uid]": { minRole: "viewer", staffOnly: true, body: { title: "Isolation" } },
  "DELETE /api/v1/news/[uid]": { minRole: "viewer", staffOnly: true },
  "GET /api/v1/reference/cost-code": { minRole: "viewer" },
  "POST /api/v1/reference/cost-code": {
    minRole: "admin",
    body: { classification: "masterformat", code: "03 30 00", title: "Isolation" },
  },
  "PUT /api/v1/reference/cost-code/[uid]": { minRole: "admin", body: { title: "Isolation" } },
  "DELETE /api/v1/reference/cost-code/[uid]": { minRole: "admin" },
  "GET /api/v1/reference/building-type": { minRole: "viewer" },
  "POST /api/v1/reference/building-type": { minRole: "admin", body: { name: "Isolation" } },
  "PUT /api/v1/reference/building-type/[uid]": { minRole: "admin", body: { name: "Isolation" } },
  "DELETE /api/v1/reference/building-type/[uid]": { minRole: "admin" },
  "GET /api/v1/reference/unit": { minRole: "viewer" },
  "POST /api/v1/reference/unit": { minRole: "admin", body: { code: "ISO", name: "Isolation" } },
  "DELETE /api/v1/reference/unit/[uid]": { minRole: "admin" },
  "GET /api/v1/reference/cost-index": { minRole: "viewer" },
  "POST /api/v1/reference/cost-index": {
    minRole: "admin",
    body: { name: "Isolation", frequency: "monthly" },
  },
  "GET /api/v1/reference/cost-index/[uid]": { minRole: "viewer" },
  "PUT /api/v1/reference/cost-index/[uid]": { minRole: "admin", body: { name: "Isolation" } },
  "DELETE /api/v1/reference/cost-index/[uid]": { minRole: "admin" },
  "POST /api/v1/reference/cost-index/import": {
    minRole: "admin",
    body: { name: "Isolation", csv: "period,value\n2024-01,100" },
  },
  "GET /api/v1/reference/location-index": { minRole: "viewer" },
  "PUT /api/v1/reference/location-index": { minRole: "admin", body: { indexes: [] } },
  "POST /api/v1/reference/location-index/import": { minRole: "admin", body: { csv: "label,value\nX,100" } },
  "GET /api/v1/reference/escalation-rate": { minRole: "viewer" },
  "PUT /api/v1/reference/escalation-rate": { minRole: "admin", body: { rates: [] } },
  "POST /api/v1/reference/escalation-rate/import": { minRole: "admin", body: { csv: "year,rate\n2030,3" } },
  "POST /api/v1/reference/escalation-rate/derive": {
    minRole: "admin",
    body: { cost_index_uid: "00000000-0000-4000-8000-000000000000" },
  },
  // Project database (issue 5)
  "GET /api/v1/project": { minRole: "viewer" },
  "POST /api/v1/project": { minRole: "editor", body: { name: "Isolation" } },
  "GET /api/v1/project/[uid]": { minRole: "viewer" },
  "PUT /api/v1/project/[uid]": { minRole: "editor", body: { name: "Isolation" } },
  "DELETE /api/v1/project/[uid]": { minRole: "editor" },
  "GET /api/v1/project-record": { minRole: "viewer" },
  "POST /api/v1/project-record": {
    minRole: "editor",
    body: {
      project_uid: "00000000-0000-4000-8000-000000000000",
      stage: "bid",
      cost_basis_date: "2024-01-01",
    },
  },
  "GET /api/v1/project-record/stats": { minRole: "viewer" },
  "GET /api/v1/project-record/points": { minRole: "viewer" },
  "GET /api/v1/project-record/[uid]": { minRole: "viewer" },
  "PUT /api/v1/project-record/[uid]": { minRole: "editor", body: { stage: "bid" } },
  "DELETE /api/v1/project-record/[uid]": { minRole: "editor" },
  "GET /api/v1/project-record/[uid]/file": { minRole: "viewer" },
  "POST /api/v1/project-record/[uid]/file": {
    minRole: "editor",
    body: { key: "project-files/x/y/z/a.pdf", name: "a.pdf", content_type: "application/pdf", size: 10 },
  },
  "POST /api/v1/project-record/[uid]/file/upload-signature": {
    minRole: "editor",
    body: { name: "a.pdf", content_type: "application/pdf", size: 10 },
  },
  "DELETE /api/v1/project-record/[uid]/file/[fileUid]": { minRole: "editor" },
  // Project import/export (issue 5)
  "POST /api/v1/project/import": { minRole: "editor" },
  "POST /api/v1/project/import/preview": { minRole: "editor" },
  "GET /api/v1/project/import/mapping": { minRole: "viewer" },
  "PUT /api/v1/project/import/mapping": { minRole: "editor", body: { columns: {}, cost_codes: {} } },
  "GET /api/v1/project/export": { minRole: "viewer" },
  // Estimates (issue 6)
  "GET /api/v1/estimate": { minRole: "viewer" },
  "POST /api/v1/estimate": { minRole: "editor", body: { name: "Isolation" } },
  "GET /api/v1/estimate/[uid]": { minRole: "viewer" },
  "PUT /api/v1/estimate/[uid]": { minRole: "editor", body: { name: "Isolation" } },
  "DELETE /api/v1/estimate/[uid]": { minRole: "editor" },
  "POST /api/v1/estimate/[uid]/duplicate": { minRole: "editor", body: { name: "Isolation" } },
  "PUT /api/v1/estimate/[uid]/inputs": { minRole: "editor", body: { inputs: [] } },
  "PUT /api/v1/estimate/[uid]/markup": { minRole: "editor", body: { markups: [] } },
  "POST /api/v1/estimate/[uid]/line": { minRole: "editor", body: { create: [], update: [], delete: [] } },
  "PATCH /api/v1/estimate/[uid]/line/[lineUid]": { minRole: "editor", body: { description: "Isolation" } },
  "GET /api/v1/estimate/[uid]/view": { minRole: "viewer" },
  "POST /api/v1/estimate/[uid]/view": { minRole: "editor", body: { name: "Isolation" } },
  "PUT /api/v1/estimate/[uid]/view/[viewUid]": { minRole: "editor", body: { name: "Isolation" } },
  "DELETE /api/v1/estimate/[uid]/view/[viewUid]": { minRole: "editor" },
  "GET /api/v1/company/markup-default": { minRole: "viewer" },
  "PUT /api/v1/company/markup-default": { minRole: "admin", body: { markups: [] } },
};
