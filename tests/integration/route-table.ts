import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";

/**
 * What an operation's declaration cannot give the route-walking suites (isolation, fuzz, request-safety): a
 * valid example body and query, and how to make a real row under a collection. The guard, the schemas and the
 * If-Match rule come from the declaration itself (lib/contract/operations.ts).
 *
 * `examples` rows are keyed `METHOD /api/path/[param]`; an operation with a body needs a row here (the
 * isolation suite fails without one). A body may be a function of the company it is sent for, when it names
 * one of its rows. `own` is the status an allowed caller gets on its own fresh row when it is not a success.
 */
export type Example = {
  body?: unknown | ((rows: Rows) => unknown);
  /** A body that is not JSON (a multipart upload), sent as is. */
  raw?: { type: string; text: string };
  query?: Record<string, string>;
  params?: Record<string, string>;
  own?: number;
};

/** The rows of one company: `row(collection, params)` makes one under `/api/v1/widget` and answers its uid. */
export type Rows = {
  row: (collection: string, params?: Record<string, string>) => Promise<string>;
  /** Sends an operation by its route-table key as the company's admin (or staff for staff-only ones). */
  send: (
    key: string,
    options: { params?: Record<string, string>; body?: unknown },
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  ) => Promise<{ status: number; body: any; headers: Headers }>;
  /** Puts a file at a signed upload URL. */
  upload: (url: URL, text: string, type: string) => Promise<void>;
};

/**
 * How a row is made under a collection whose POST does not answer `{ uid }` with its example body. Any other
 * collection gets its row from its own POST operation (a resource added later joins by existing).
 */
let made = 0;
/** A name no other row has: the example runs once per operation and per company, and names are unique. */
const unique = (prefix = "Isolation") => `${prefix} ${++made}`;

/** A CSV file (and the column mapping) as the browser's FormData posts them. */
const multipartCsv = (text: string, mapping?: unknown, fileName = "projects.csv") => ({
  type: "multipart/form-data; boundary=isolation",
  text:
    `--isolation\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
    `Content-Type: text/csv\r\n\r\n${text}\r\n` +
    (mapping
      ? `--isolation\r\nContent-Disposition: form-data; name="mapping"\r\n\r\n${JSON.stringify(mapping)}\r\n`
      : "") +
    "--isolation--\r\n",
});
const importCsv = "Project Name,Stage,Cost Basis Date\r\nIsolation,final,2022-01-01";
/** A bidder with a contact to mail, for the invitation examples. */
const invitedBidder = () => ({
  name: unique("Bidder"),
  contacts: [{ name: "Iso Lation", email: `bidder-${randomUUID()}@example.test` }],
});
/** The portal routes take a link's token (no sign-in); one nobody has answers 404. */
const portalToken = { token: "T".repeat(43) };
const takeoffCsv = "Classification,Measurement Type,Quantity,Unit,Page\r\nSlab,Area,100,SF,A-101";

export const fixtures: Record<string, (rows: Rows, params: Record<string, string>) => Promise<string>> = {
  "/api/v1/user": async (rows) => {
    const res = await rows.send("POST /api/v1/user", { body: { email: `iso-${randomUUID()}@example.test` } });
    return res.body.user.uid;
  },
  // A conversation is its user's own: the suites call with the lowest allowed role, so it is the viewer's.
  "/api/v1/ai-conversation": async (rows) => {
    const users = await rows.send("GET /api/v1/user", {});
    const viewer = Object.values(users.body.content as Record<string, { uid: string; roles: string[] }>).find(
      (u) => u.roles[0] === "viewer",
    )!;
    const company = await rows.send("GET /api/v1/company", {});
    const [row] = await db()
      .insert(schema.aiConversations)
      .values({ companyUid: company.body.uid, userUid: viewer.uid })
      .returning();
    return row!.uid;
  },
  "/api/v1/project-record": async (rows) => {
    const res = await rows.send("POST /api/v1/project", {
      body: { name: "Isolation", record: { stage: "final", cost_basis_date: "2022-01-01", costs: [] } },
    });
    return res.body.record_uid;
  },
  "/api/v1/estimate/{uid}/line": async (rows, params) => {
    const body = { create: [{ client_key: "k", cost_code: "03 30 00", quantity: 1, unit_cost_cents: 100 }] };
    const res = await rows.send("POST /api/v1/estimate/[uid]/line", { params, body });
    return res.body.created[0].uid;
  },
  "/api/v1/estimate/{uid}/child": async (rows, params) => {
    const child = await rows.send("POST /api/v1/estimate", { body: { name: unique("Child") } });
    const parent = await rows.send("POST /api/v1/estimate/[uid]/child", {
      params,
      body: { child_uid: child.body.uid },
    });
    // Taking the child out is a write to the parent: its If-Match is the parent's version, not the child's.
    (rows as Rows & { etags: Map<string, string> }).etags.set(child.body.uid, parent.headers.get("etag")!);
    return child.body.uid;
  },
  // A plain line: unlinking it answers 404 (tests/integration/takeoff.test.ts unlinks imported ones).
  "/api/v1/estimate/{uid}/takeoff/link": async (rows, params) => {
    const body = { create: [{ client_key: "k", cost_code: "03 30 00", quantity: 1, unit_cost_cents: 100 }] };
    const res = await rows.send("POST /api/v1/estimate/[uid]/line", { params, body });
    return res.body.created[0].uid;
  },
  "/api/v1/project-record/{uid}/file": async (rows, params) => {
    const meta = { name: "a.txt", content_type: "text/plain", size: 2 };
    const signed = await rows.send("POST /api/v1/project-record/[uid]/file/upload-signature", {
      params,
      body: meta,
    });
    const url = new URL(signed.body.upload_url, "http://localhost:3000");
    await rows.upload(url, "hi", "text/plain");
    const res = await rows.send("POST /api/v1/project-record/[uid]/file", {
      params,
      body: { ...meta, key: signed.body.key },
    });
    return res.body.uid;
  },
  "/api/v1/bid-package/{uid}/invitation": async (rows, params) => {
    const bidder = await rows.send("POST /api/v1/bidder", { body: invitedBidder() });
    const res = await rows.send("POST /api/v1/bid-package/[uid]/invitation", {
      params,
      body: { invitations: [{ bidder_uid: bidder.body.uid }] },
    });
    return res.body.invitations[0].uid;
  },
  // A bidder's question is asked through the portal (a link's token): the row goes in directly.
  "/api/v1/bid-package/{uid}/question": async (rows, params) => {
    const invitationUid = await rows.row("/api/v1/bid-package/{uid}/invitation", params);
    const [inv] = await db()
      .select()
      .from(schema.bidInvitations)
      .where(eq(schema.bidInvitations.uid, invitationUid));
    const [row] = await db()
      .insert(schema.bidQuestions)
      .values({ companyUid: inv!.companyUid, invitationUid, text: "Is the slab in scope?" })
      .returning();
    return row!.uid;
  },
  // Bid packages live under an estimate; their documents go through the signed upload.
  "/api/v1/bid-package": async (rows) => {
    const estimate = await rows.row("/api/v1/estimate");
    const res = await rows.send("POST /api/v1/estimate/[uid]/bid-package", {
      params: { uid: estimate },
      body: { name: unique("Package") },
    });
    return res.body.uid;
  },
  // A delivery comes from an event or a test ping; the ping is the one an API call makes directly.
  "/api/v1/webhook/{uid}/delivery": async (rows, params) => {
    const res = await rows.send("POST /api/v1/webhook/[uid]/test", { params });
    return res.body.uid;
  },
  "/api/v1/bid-package/{uid}/document": async (rows, params) => {
    const meta = { name: "scope.txt", content_type: "text/plain", size: 2 };
    const signed = await rows.send("POST /api/v1/bid-package/[uid]/document/upload-signature", {
      params,
      body: meta,
    });
    await rows.upload(new URL(signed.body.upload_url, "http://localhost"), "hi", "text/plain");
    const res = await rows.send("POST /api/v1/bid-package/[uid]/document", {
      params,
      body: { ...meta, key: signed.body.key },
    });
    return res.body.uid;
  },
};

export const examples: Record<string, Example> = {
  "PUT /api/v1/self": { body: { firstname: "Iso", lastname: "Lation" } },
  "PUT /api/v1/self/change-password": {
    body: { password: "whatever-1", newPassword: "new-password-1", confirm: "new-password-1" },
    own: 400,
  },
  "PUT /api/v1/company": { body: { company_name: "Isolation Co" } },
  "POST /api/v1/pusher/auth": {
    body: { socket_id: "1.1", channel_name: "private-company-00000000-0000-4000-8000-000000000000" },
    own: 403,
  },
  // Realtime is not configured under test: the signed-in caller is told so.
  "POST /api/v1/pusher/user-auth": { body: { socket_id: "1.1" }, own: 404 },
  "POST /api/v1/user": { body: () => ({ email: `iso-${randomUUID()}@example.test` }) },
  "PUT /api/v1/user/[uid]": { body: { roles: ["editor"] } },
  "POST /api/v1/api-key": { body: { name: "Isolation" } },
  "POST /api/v1/webhook": {
    body: { url: "https://hooks.example.test/plinth", events: ["estimate.updated"] },
  },
  "PUT /api/v1/webhook/[uid]": {
    body: { url: "https://hooks.example.test/plinth", events: ["estimate.updated", "bid.awarded"] },
  },
  "POST /api/v1/auth/login": { body: { email: "nobody@example.test", password: "whatever-1" } },
  "POST /api/v1/auth/sso/start": { body: { email: "nobody@example.test" } },
  "GET /api/v1/auth/sso/callback": { query: { state: "unknown", code: "x" } },
  "PUT /api/v1/company/sso": {
    body: () => ({
      issuer_url: "https://idp.example.test",
      client_id: "plinth",
      client_secret: "isolation-secret",
      domains: [`iso-${randomUUID().slice(0, 8)}.test`],
      default_role: "viewer",
      jit_enabled: false,
      require_sso: false,
    }),
  },
  // Discovery on a closed loopback port: the clear "could not reach" refusal.
  "POST /api/v1/company/sso/test": { body: { issuer_url: "http://127.0.0.1:9" }, own: 422 },
  "POST /api/v1/auth/forgot-password": { body: () => ({ email: `nobody-${randomUUID()}@example.test` }) },
  "POST /api/v1/auth/reset-password": {
    body: { token: "x".repeat(43), password: "new-password-1", confirm: "new-password-1" },
    own: 404,
  },
  "POST /api/v1/user/activate/[token]": { body: { password: "new-password-1", confirm: "new-password-1" } },
  "POST /api/v1/companies": { body: () => ({ company_name: unique() }) },
  "PUT /api/v1/companies/[uid]": { body: { is_v2_estimate: true } },
  "POST /api/v1/news": { body: { date: "2025-01-01", title: "Isolation", description: "<p>Isolation</p>" } },
  "PUT /api/v1/news/[uid]": { body: { title: "Isolation" } },
  "POST /api/v1/reference/cost-code": {
    body: () => ({
      classification: "masterformat",
      code: `03 98 ${String(++made % 100).padStart(2, "0")}`,
      title: "Iso",
    }),
  },
  "PUT /api/v1/reference/cost-code/[uid]": { body: { title: "Isolation" } },
  "POST /api/v1/reference/building-type": { body: () => ({ name: unique() }) },
  "PUT /api/v1/reference/building-type/[uid]": { body: { name: "Isolation" } },
  "POST /api/v1/reference/unit": { body: () => ({ code: `I${++made}`, name: unique() }) },
  "POST /api/v1/reference/cost-index": { body: () => ({ name: unique(), frequency: "monthly" }) },
  "PUT /api/v1/reference/cost-index/[uid]": { body: { name: "Isolation" } },
  "POST /api/v1/reference/cost-index/import": {
    body: () => ({ name: unique(), csv: "period,value\n2024-01,100" }),
  },
  "PUT /api/v1/reference/location-index": { body: { indexes: [] } },
  "POST /api/v1/reference/location-index/import": { body: { csv: "label,value\nX,100" } },
  "PUT /api/v1/reference/escalation-rate": { body: { rates: [] } },
  "POST /api/v1/reference/escalation-rate/import": { body: { csv: "year,rate\n2030,3" } },
  "POST /api/v1/reference/escalation-rate/derive": {
    body: async (rows: Rows) => ({ cost_index_uid: await rows.row("/api/v1/reference/cost-index") }),
    own: 400,
  },
  "POST /api/v1/project": { body: { name: "Isolation" } },
  "PUT /api/v1/project/[uid]": { body: { name: "Isolation" } },
  "POST /api/v1/project-record": {
    body: async (rows: Rows) => ({
      project_uid: await rows.row("/api/v1/project"),
      stage: "bid",
      cost_basis_date: "2024-01-01",
    }),
  },
  "PUT /api/v1/project-record/[uid]": { body: { stage: "bid" } },
  "POST /api/v1/project-record/[uid]/file": {
    body: { key: "project-files/x/y/z/a.pdf", name: "a.pdf", content_type: "application/pdf", size: 10 },
    own: 400,
  },
  "POST /api/v1/project-record/[uid]/file/upload-signature": {
    body: { name: "a.pdf", content_type: "application/pdf", size: 10 },
  },
  "GET /api/v1/project-record/map": { query: { bbox: "-125,24,-66,50", zoom: "4" } },
  "GET /api/v1/company/logo/upload-signature": {
    query: { fileName: "logo.png", fileType: "image/png", fileSize: "100" },
  },
  "POST /api/v1/project/import/preview": { raw: multipartCsv(importCsv) },
  "POST /api/v1/project/import": {
    raw: multipartCsv(importCsv, {
      columns: { "Project Name": "project_name", Stage: "stage", "Cost Basis Date": "cost_basis_date" },
      cost_codes: {},
    }),
  },
  "PUT /api/v1/project/import/mapping": { body: { columns: {}, cost_codes: {} } },
  "POST /api/v1/estimate": { body: { name: "Isolation" } },
  "PUT /api/v1/estimate/[uid]": { body: { name: "Isolation" } },
  "POST /api/v1/estimate/[uid]/duplicate": { body: { name: "Isolation" } },
  "PUT /api/v1/estimate/[uid]/inputs": { body: { inputs: [] } },
  "PUT /api/v1/estimate/[uid]/markup": { body: { markups: [] } },
  // A fresh estimate of the company as the child (the first makes the parent consolidated).
  "POST /api/v1/estimate/[uid]/child": {
    body: async (rows: Rows) => ({
      child_uid: (await rows.send("POST /api/v1/estimate", { body: { name: unique("Child") } })).body.uid,
    }),
  },
  "PUT /api/v1/estimate/[uid]/rollup": { body: { rollup_mode: "children" } },
  "PUT /api/v1/estimate/[uid]/unit-mix": {
    body: {
      enabled: true,
      rows: [{ type: "studio", count: 4, avg_nrsf: 520, beds: 1, baths: 1 }],
      keep: "mix",
    },
  },
  "POST /api/v1/estimate-template": { body: { name: "Isolation template" } },
  "PUT /api/v1/estimate-template/[uid]": { body: { name: "Isolation template" } },
  "POST /api/v1/estimate/[uid]/inputs/import": {
    raw: multipartCsv("name,value,unit\r\nGSF,1000,SF", undefined, "inputs.csv"),
  },
  "POST /api/v1/estimate/[uid]/line/import": {
    raw: multipartCsv(
      "cost_code,description,quantity,unit,unit_cost\r\n03 30 00,Slab,10,CY,150",
      undefined,
      "lines.csv",
    ),
  },
  "POST /api/v1/estimate/[uid]/line": { body: { create: [], update: [], delete: [] } },
  "PATCH /api/v1/estimate/[uid]/line/[lineUid]": { body: { description: "Isolation" } },
  "POST /api/v1/estimate/[uid]/view": { body: () => ({ name: unique(), shared: true }) },
  "PUT /api/v1/estimate/[uid]/view/[viewUid]": { body: { name: "Isolation" } },
  "PUT /api/v1/company/markup-default": { body: { markups: [] } },
  "POST /api/v1/takeoff-mapping": { body: () => ({ kind: "classification", name: unique(), unit: "SF" }) },
  "PUT /api/v1/takeoff-mapping/[uid]": { body: { cost_code: "03 30 00" } },
  "POST /api/v1/estimate/[uid]/takeoff/preview": {
    raw: multipartCsv(takeoffCsv, undefined, "takeoff.csv"),
  },
  "POST /api/v1/estimate/[uid]/takeoff/apply": {
    raw: multipartCsv(takeoffCsv, { classifications: {}, sheets: {} }, "takeoff.csv"),
  },
  // Unlinking a line no import linked: the caller's own line answers 404.
  "DELETE /api/v1/estimate/[uid]/takeoff/link/[lineUid]": { own: 404 },
  // Market data: global series that staff write; test companies have market data hidden, so their reads
  // answer 403 (tests/integration/market*.test.ts covers a company that has it).
  "GET /api/v1/market/series": { own: 403 },
  "POST /api/v1/market/series": {
    body: () => ({
      // Series are global, not per company: on PostgreSQL every test file shares them, so the name is random.
      name: `Market ${randomUUID().slice(0, 8)}`,
      kind: "cost_index",
      unit: "index",
      csv: "period,value\n2024-01,100",
    }),
  },
  "PUT /api/v1/market/series/[uid]": { body: { unit: "$/CY" } },
  "GET /api/v1/market/series/[uid]/points": { own: 403 },
  "POST /api/v1/market/series/[uid]/points": { body: { csv: "period,value\n2024-02,101" } },
  "GET /api/v1/market/location-index": { own: 403 },
  // Comparisons: the body names a record and an estimate of the company (another company's read as unknown).
  "POST /api/v1/comparison": {
    body: async (rows: Rows) => ({
      name: unique("Comparison"),
      record_uids: [await rows.row("/api/v1/project-record")],
      estimate_uids: [await rows.row("/api/v1/estimate")],
      basis: "total",
    }),
  },
  "PUT /api/v1/comparison/[uid]": { body: { name: "Isolation", basis: "gsf" } },
  "GET /api/v1/comparison/[uid]/export": { query: { format: "csv" } },
  "GET /api/v1/estimate/[uid]/export": { query: { format: "csv" } },
  // Similar to an estimate the company does not have: 404 (tests/integration/comparison.test.ts has real ones).
  "GET /api/v1/comparison/similar": {
    query: { estimate_uid: "6f1c1d0e-8a2b-4c3d-9e4f-5a6b7c8d9e0f" },
    own: 404,
  },
  // AI conversations (tests/integration/ai-conversation*.test.ts has the real cases; isolation's companies have
  // the assistant on). A fresh conversation has no question: answering it is 409.
  "PUT /api/v1/ai-conversation/[uid]": { body: { label: "Isolation" } },
  "POST /api/v1/ai-conversation/[uid]/message": { body: { content: "What did we pay per GSF for offices?" } },
  "POST /api/v1/ai-conversation/[uid]/agent-response": { own: 409 },
  // Versions, compare, reopen, publish (tests/integration/estimate-version*.test.ts has the real cases). A fresh
  // estimate is a draft: reopening or publishing it answers 409; the compare names an unknown estimate (404).
  "POST /api/v1/estimate/[uid]/version": { body: { name: "Isolation" } },
  "POST /api/v1/estimate/[uid]/version/[versionUid]/restore": { body: {} },
  "POST /api/v1/estimate/[uid]/reopen": { body: { reason: "Isolation" }, own: 409 },
  "POST /api/v1/estimate/[uid]/publish": { own: 409 },
  "GET /api/v1/estimate/compare": {
    query: {
      left: "estimate:6f1c1d0e-8a2b-4c3d-9e4f-5a6b7c8d9e0f",
      right: "estimate:6f1c1d0e-8a2b-4c3d-9e4f-5a6b7c8d9e0f",
    },
    own: 404,
  },
  "GET /api/v1/estimate/compare/export": {
    query: {
      left: "estimate:6f1c1d0e-8a2b-4c3d-9e4f-5a6b7c8d9e0f",
      right: "estimate:6f1c1d0e-8a2b-4c3d-9e4f-5a6b7c8d9e0f",
    },
    own: 404,
  },
  "POST /api/v1/bid-package/[uid]/invitation": {
    body: async (rows: Rows) => {
      const bidder = await rows.send("POST /api/v1/bidder", { body: invitedBidder() });
      return { invitations: [{ bidder_uid: bidder.body.uid }] };
    },
  },
  "POST /api/v1/bid-portal/[token]/submission": {
    body: {
      action: "save",
      base_bid_cents: 100,
      items: [],
      alternates: [],
      unit_prices: [],
      exclusions: null,
    },
    params: portalToken,
  },
  "POST /api/v1/bid-portal/[token]/decline": { body: { reason: "Fully booked" }, params: portalToken },
  "POST /api/v1/bid-portal/[token]/question": {
    body: { text: "Is the slab in scope?" },
    params: portalToken,
  },
  "POST /api/v1/bid-portal/[token]/file/upload-signature": {
    body: { name: "bid.pdf", content_type: "application/pdf", size: 10 },
    params: portalToken,
  },
  "POST /api/v1/bid-portal/[token]/file": {
    body: { name: "bid.pdf", content_type: "application/pdf", size: 10, key: "project-files/x/bid.pdf" },
    params: portalToken,
  },
  "GET /api/v1/bid-portal/[token]": { params: portalToken },
  "DELETE /api/v1/bid-portal/[token]/file/[fileUid]": { params: portalToken },
  "POST /api/v1/bidder": { body: () => ({ name: unique("Bidder"), trades: ["09"] }) },
  "PUT /api/v1/bidder/[uid]": { body: { notes: "Isolation" } },
  "POST /api/v1/bidder/import": {
    raw: multipartCsv(
      "Name,Trades,Contact Email\r\nIso Drywall,09,iso@example.test",
      undefined,
      "bidders.csv",
    ),
  },
  // The cost library (tests/integration/cost-library.test.ts has the real cases).
  "POST /api/v1/cost-item": {
    body: {
      cost_code: "09 21 16",
      description: "Gypsum board",
      unit: "SF",
      unit_cost_cents: 215,
      price_date: "2025-01-01",
    },
  },
  "PUT /api/v1/cost-item/[uid]": { body: { unit_cost_cents: 230 } },
  "POST /api/v1/cost-item/import": {
    raw: multipartCsv(
      "Cost Code,Description,Unit Cost,Price Date\r\n09 91 23,Paint,1.10,2025-01-01",
      undefined,
      "library.csv",
    ),
  },
  "POST /api/v1/assembly": {
    body: async (rows: Rows) => ({
      name: unique("Assembly"),
      driver: "LF",
      items: [{ cost_item_uid: await rows.row("/api/v1/cost-item"), formula: "LF * 2" }],
    }),
  },
  "PUT /api/v1/assembly/[uid]": { body: { name: "Isolation" } },
  "POST /api/v1/assembly/[uid]/insert": {
    body: async (rows: Rows) => ({ estimate_uid: await rows.row("/api/v1/estimate"), driver_quantity: 10 }),
  },
  "GET /api/v1/cost-history": { query: { cost_code: "09 21 16" } },
  "POST /api/v1/estimate/[uid]/bid-package": { body: () => ({ name: unique("Package"), trade: "09" }) },
  // Leveling and award (tests/integration/bids-leveling*.test.ts has the real cases): a fresh package is a draft
  // with no bids, so adjusting or awarding it answers 409, as does undoing an award it does not have.
  "POST /api/v1/bid-package/[uid]/leveling": {
    body: () => ({ invitation_uid: randomUUID(), kind: "plug", amount_cents: 100 }),
    own: 409,
  },
  "PUT /api/v1/bid-package/[uid]/leveling": {
    body: () => ({ adjustments: [{ invitation_uid: randomUUID(), kind: "note", note: "Isolation" }] }),
    own: 409,
  },
  "POST /api/v1/bid-package/[uid]/award": { body: () => ({ submission_uid: randomUUID() }), own: 409 },
  "DELETE /api/v1/bid-package/[uid]/award": { own: 409 },
  "GET /api/v1/bid-package/[uid]/export": { query: { format: "xlsx" } },
  "PUT /api/v1/bid-package/[uid]": { body: { instructions: "Isolation" } },
  "POST /api/v1/bid-package/[uid]/question/[questionUid]/answer": { body: { answer: "Yes, per A-101." } },
  "POST /api/v1/bid-package/[uid]/document/upload-signature": {
    body: { name: "scope.pdf", content_type: "application/pdf", size: 10 },
  },
  "POST /api/v1/bid-package/[uid]/document": {
    body: { key: "bid-files/x/y/z/a.pdf", name: "a.pdf", content_type: "application/pdf", size: 10 },
    own: 400,
  },
};
