import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "@/db/schema";

// Beyond one PostgreSQL (docs/PRODUCTION.md, "Scaling"): every table is tenant data (distributed by
// company_uid, as tenant-sharded PostgreSQL — Citus — needs), reference data (shared by every company) or global
// identity (looked up before the tenant is known: who signs in, with which session, key or token). A tenant
// table carries company_uid, and every unique key of it other than its uuid primary key includes company_uid
// (a sharded database can enforce uniqueness only within one tenant). A table added later fails here until it
// is classified, here and in the guide.
type Kind = "tenant" | "reference" | "identity";

const classification: Record<string, Kind> = {
  // Global identity: sign-in, sessions, API keys, one-time tokens, the SSO round trip, the companies themselves.
  companies: "identity",
  users: "identity",
  sessions: "identity",
  api_keys: "identity",
  login_attempts: "identity",
  activation_tokens: "identity",
  password_reset_requests: "identity",
  password_reset_tokens: "identity",
  masked_invitation_tokens: "identity",
  sso_login_states: "identity",
  // Kept beside the API keys: per-key request counts, and answers replayed per caller and Idempotency-Key.
  api_key_usage: "identity",
  idempotent_answers: "identity",
  // Reference data: the same for every company.
  market_series: "reference",
  market_points: "reference",
  news_items: "reference",
  // Tenant data.
  ai_conversations: "tenant",
  ai_messages: "tenant",
  ai_usage: "tenant",
  audit_log: "tenant",
  bid_awards: "tenant",
  bid_invitations: "tenant",
  bid_leveling_adjustments: "tenant",
  bid_package_documents: "tenant",
  bid_package_lines: "tenant",
  bid_packages: "tenant",
  bid_questions: "tenant",
  bid_scope_items: "tenant",
  bid_submission_files: "tenant",
  bid_submission_items: "tenant",
  bid_submissions: "tenant",
  bidder_contacts: "tenant",
  bidders: "tenant",
  cost_items: "tenant",
  assemblies: "tenant",
  building_types: "tenant",
  comparisons: "tenant",
  cost_codes: "tenant",
  cost_index_points: "tenant",
  cost_index_series: "tenant",
  escalation_rates: "tenant",
  estimate_lines: "tenant",
  estimate_takeoff_links: "tenant",
  estimate_versions: "tenant",
  estimate_views: "tenant",
  estimates: "tenant",
  import_mappings: "tenant",
  location_indexes: "tenant",
  mail_outbox: "tenant",
  masked_invitations: "tenant",
  project_records: "tenant",
  projects: "tenant",
  record_costs: "tenant",
  record_files: "tenant",
  reference_lists: "tenant",
  sso_configs: "tenant",
  takeoff_mappings: "tenant",
  units: "tenant",
  webhook_deliveries: "tenant",
  webhook_endpoints: "tenant",
};

const tables = Object.values(schema as Record<string, unknown>)
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => getTableConfig(table));

/** Every unique key of a table except a single uuid primary key: primary keys, unique columns, constraints, indexes. */
function uniqueKeys(t: ReturnType<typeof getTableConfig>): string[][] {
  const keys: string[][] = [];
  for (const column of t.columns) {
    if (column.primary && !(column.columnType === "PgUUID" && column.name === "uid"))
      keys.push([column.name]);
    if (column.isUnique) keys.push([column.name]);
  }
  for (const pk of t.primaryKeys) keys.push(pk.columns.map((c) => c.name));
  for (const u of t.uniqueConstraints) keys.push(u.columns.map((c) => c.name));
  for (const index of t.indexes) {
    if (!index.config.unique) continue;
    // An expression (lower(name)) counts as no column: a key of expressions alone lacks company_uid.
    keys.push(
      index.config.columns.map((c) => ("name" in c && typeof c.name === "string" ? c.name : "(expression)")),
    );
  }
  return keys;
}

describe("tables by tenancy", () => {
  it("classifies every table, and names no table the schema lacks", () => {
    const names = tables.map((t) => t.name).sort();
    expect(names.filter((name) => !(name in classification))).toEqual([]);
    expect(Object.keys(classification).filter((name) => !names.includes(name))).toEqual([]);
  });

  it("gives every tenant table a company_uid column", () => {
    const lacking = tables
      .filter((t) => classification[t.name] === "tenant")
      .filter((t) => !t.columns.some((c) => c.name === "company_uid"))
      .map((t) => t.name);
    expect(lacking).toEqual([]);
  });

  it("includes company_uid in every unique key of a tenant table but its uuid primary key", () => {
    const gaps = tables
      .filter((t) => classification[t.name] === "tenant")
      .flatMap((t) =>
        uniqueKeys(t)
          .filter((key) => !key.includes("company_uid"))
          .map((key) => `${t.name}: ${key.join(",")}`),
      );
    expect([...new Set(gaps)].sort()).toEqual([]);
  });
});
