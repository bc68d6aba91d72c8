import { and, count, eq, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { UpdateCompanyInput } from "@/lib/contract/company";
import { writeAudit } from "../audit";
import { ForbiddenError, NotFoundError, PreconditionFailedError } from "../errors";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import { companyLogoKey, removeStoredObjects } from "../storage/removal";
import { adminCompanyDto, companyDto } from "./dto";

const { companies, users } = schema;

const staffOnlyFields = [
  "is_market_data_visible",
  "is_v2_estimate",
  "is_ai_assistant_enabled",
  "login_type",
] as const;

export function getCompany(scope: Scope) {
  return companyDto(scope.company);
}

export async function getAdminCompany(scope: Scope) {
  const [counts] = await db()
    .select({
      users: count(),
      active_users: sql<number>`count(*) filter (where ${users.isActive})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.companyUid, scope.company.uid));
  return adminCompanyDto(scope.company, counts ?? { users: 0, active_users: 0 });
}

export async function updateCompany(scope: Scope, input: UpdateCompanyInput, ifMatch?: number) {
  const forbidden = staffOnlyFields.filter((f) => input[f] !== undefined);
  if (forbidden.length > 0 && !scope.user.isZebeler) {
    throw new ForbiddenError(`Only Plinth staff can change ${forbidden.join(", ")}`);
  }
  const replaced: string[] = [];
  const company = await db().transaction(async (tx) =>
    companyDto(await writeCompany(tx, scope, scope.company.uid, input, ifMatch, replaced)),
  );
  await removeStoredObjects(replaced);
  await publish({ name: "company.updated", data: { company_uid: company.uid, version: company.version } });
  return company;
}

/**
 * Writes a company's fields under If-Match and audits the change in that company; 404 when there is no such
 * company, 412 when its version moved. Shared by an admin's own company and staff's change to any company.
 * A logo replaced or removed adds its stored object's key to `replacedLogos`, for the caller to remove once the
 * transaction has committed.
 */
export async function writeCompany(
  tx: Tx,
  scope: Scope,
  uid: string,
  input: UpdateCompanyInput,
  ifMatch?: number,
  replacedLogos: string[] = [],
) {
  const [before] =
    input.logo_url === undefined
      ? []
      : await tx
          .select({ logoUrl: companies.logoUrl })
          .from(companies)
          .where(eq(companies.uid, uid))
          .for("update");
  const [row] = await tx
    .update(companies)
    .set({
      companyName: input.company_name,
      logoUrl: input.logo_url,
      isMarketDataVisible: input.is_market_data_visible,
      isV2Estimate: input.is_v2_estimate,
      isAiAssistantEnabled: input.is_ai_assistant_enabled,
      loginType: input.login_type,
      version: sql`${companies.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(companies.uid, uid), ifMatch === undefined ? undefined : eq(companies.version, ifMatch)))
    .returning();
  if (!row) {
    const [exists] = await tx.select({ uid: companies.uid }).from(companies).where(eq(companies.uid, uid));
    throw exists ? new PreconditionFailedError() : new NotFoundError("Company not found");
  }
  const oldLogo = before && before.logoUrl !== row.logoUrl ? companyLogoKey(uid, before.logoUrl) : null;
  if (oldLogo) replacedLogos.push(oldLogo);
  await writeAudit(tx, scope, {
    action: "company.updated",
    targetType: "company",
    targetUid: row.uid,
    companyUid: row.uid,
    data: input,
  });
  return row;
}
