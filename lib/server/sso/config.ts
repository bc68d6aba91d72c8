// Settings › Single sign-on: one configuration per company. The client secret is sealed (secret-box.ts) and
// only its presence is ever answered.
import { and, eq, ne, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { SsoConfigDto, SsoConfigInput } from "@/lib/contract/sso";
import type { Role } from "@/lib/domain/roles";
import { env } from "@/lib/env";
import { writeAudit } from "../audit";
import { ConflictError, PreconditionFailedError, ValidationError } from "../errors";
import type { Scope } from "../scope";
import { sealSecret } from "./secret-box";

const { ssoConfigs, users, companies } = schema;
export type SsoConfigRow = typeof ssoConfigs.$inferSelect;

export const ssoRedirectUri = () => `${env().APP_URL.replace(/\/+$/, "")}/api/v1/auth/sso/callback`;

function toDto(row: SsoConfigRow | undefined): SsoConfigDto {
  return {
    configured: Boolean(row),
    issuer_url: row?.issuerUrl ?? "",
    client_id: row?.clientId ?? "",
    has_client_secret: Boolean(row?.clientSecretEnc),
    domains: row?.domains ?? [],
    default_role: (row?.defaultRole ?? "viewer") as Role,
    jit_enabled: row?.jitEnabled ?? false,
    require_sso: row?.requireSso ?? false,
    redirect_uri: ssoRedirectUri(),
    version: row?.version ?? 0,
  };
}

export async function getSsoConfig(scope: Scope): Promise<SsoConfigDto> {
  const [row] = await db().select().from(ssoConfigs).where(eq(ssoConfigs.companyUid, scope.company.uid));
  return toDto(row);
}

/** Users of the company whose email is in one of the domains (staff excepted). */
const inDomains = (companyUid: string, domains: string[]) =>
  and(
    eq(users.companyUid, companyUid),
    eq(users.isZebeler, false),
    sql`lower(split_part(${users.email}, '@', 2)) = any(${sql.param(domains)}::text[])`,
  );

export async function saveSsoConfig(
  scope: Scope,
  body: SsoConfigInput,
  ifMatch: number | undefined,
): Promise<SsoConfigDto> {
  const domains = [...new Set(body.domains)];
  const secret = body.client_secret?.trim() || null;
  return db().transaction(async (tx) => {
    const companyUid = scope.company.uid;
    const [current] = await tx
      .select()
      .from(ssoConfigs)
      .where(eq(ssoConfigs.companyUid, companyUid))
      .for("update");
    if (ifMatch !== undefined && ifMatch !== (current?.version ?? 0)) throw new PreconditionFailedError();
    if (!secret && !current?.clientSecretEnc)
      throw new ValidationError({ client_secret: "Enter the client secret your identity provider issued" });
    const taken = await tx
      .select({ domains: ssoConfigs.domains })
      .from(ssoConfigs)
      .where(
        and(
          ne(ssoConfigs.companyUid, companyUid),
          sql`${ssoConfigs.domains} && ${sql.param(domains)}::text[]`,
        ),
      )
      .limit(1);
    if (taken[0]) {
      const clash = domains.find((d) => taken[0]!.domains.includes(d));
      throw new ConflictError(`${clash} already signs in with another company's single sign-on.`);
    }
    const values = {
      issuerUrl: body.issuer_url,
      clientId: body.client_id,
      clientSecretEnc: secret ? sealSecret(secret) : current!.clientSecretEnc,
      domains,
      defaultRole: body.default_role,
      jitEnabled: body.jit_enabled,
      requireSso: body.require_sso,
      version: (current?.version ?? 0) + 1,
      updatedAt: new Date(),
    };
    const [row] = current
      ? await tx.update(ssoConfigs).set(values).where(eq(ssoConfigs.companyUid, companyUid)).returning()
      : await tx
          .insert(ssoConfigs)
          .values({ companyUid, ...values })
          .returning();
    // "Require SSO": everyone of the company in these domains signs in through the provider from now on.
    if (body.require_sso) {
      await tx
        .update(users)
        .set({ loginType: "sso", version: sql`${users.version} + 1`, updatedAt: new Date() })
        .where(and(inDomains(companyUid, domains), ne(users.loginType, "sso")));
    }
    // The company's login_type follows the switch when it is turned on or off (and is left alone otherwise).
    if (body.require_sso !== (current?.requireSso ?? false)) {
      await tx
        .update(companies)
        .set({ loginType: body.require_sso ? "sso" : "password" })
        .where(eq(companies.uid, companyUid));
    }
    await writeAudit(tx, scope, {
      action: "company.sso.updated",
      targetType: "company",
      targetUid: companyUid,
      data: {
        issuer_url: body.issuer_url,
        domains,
        require_sso: body.require_sso,
        jit_enabled: body.jit_enabled,
        secret_changed: Boolean(secret),
      },
    });
    return toDto(row);
  });
}
