import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";

// Single sign-on (OpenID Connect), one configuration per company. The client secret is stored encrypted
// (AES-256-GCM, lib/server/sso/secret-box.ts) and never returned by the API.
export const ssoConfigs = pgTable("sso_configs", {
  companyUid: uuid("company_uid")
    .primaryKey()
    .references(() => companies.uid, { onDelete: "cascade" }),
  issuerUrl: text("issuer_url").notNull(),
  clientId: text("client_id").notNull(),
  // base64url "iv.ciphertext.tag"; null until an admin sets one.
  clientSecretEnc: text("client_secret_enc"),
  // Lower-case domains ("acme.test") whose emails sign in through this provider.
  domains: text("domains").array().notNull(),
  defaultRole: text("default_role").notNull().default("viewer"),
  jitEnabled: boolean("jit_enabled").notNull().default(false),
  requireSso: boolean("require_sso").notNull().default(false),
  version: integer("version").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// One row per sign-in sent to the identity provider: state, nonce and the PKCE verifier, used once and
// refused after expiry (ten minutes).
export const ssoLoginStates = pgTable(
  "sso_login_states",
  {
    state: text("state").primaryKey(),
    companyUid: uuid("company_uid")
      .notNull()
      .references(() => companies.uid, { onDelete: "cascade" }),
    nonce: text("nonce").notNull(),
    codeVerifier: text("code_verifier").notNull(),
    callbackUrl: text("callback_url"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sso_login_states_expires_idx").on(t.expiresAt)],
);
