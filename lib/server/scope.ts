import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { CompanyRow, UserRow } from "@/db/schema";
import { minRole, primaryRole, type Role } from "@/lib/domain/roles";
import { normalizeUid } from "@/lib/domain/uid";
import { writeAudit } from "./audit";
import { findApiKey } from "./auth/api-keys";
import { readSessionId } from "./auth/session-token";
import { validateSession } from "./auth/sessions";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "./errors";
import { defaultKeyRateLimit } from "./public-api/limits";
import type { RequestClient, Scope } from "./scope-type";

export type { Scope };

type Actor = {
  user: UserRow;
  role: Role;
  /** The company the credential belongs to: the user's own, or the one an API key was issued for. */
  companyUid: string;
  /** That company's row when the credential lookup already loaded it (saves a query per request). */
  homeCompany?: CompanyRow;
  sessionUid: string | null;
  apiKeyUid: string | null;
  apiKeyScopes?: readonly string[] | null;
  apiKeyRateLimit?: number;
};

export async function resolveActor(req: Request): Promise<Actor> {
  const authorization = req.headers.get("authorization");
  if (authorization?.toLowerCase().startsWith("bearer ")) {
    const found = await findApiKey(authorization.slice(7).trim());
    if (!found.ok) throw new UnauthorizedError(found.message);
    const role = minRole(primaryRole(found.user.roles), primaryRole([found.key.role]));
    // A key acts for the company it was issued in, with its own role, and never as staff: staff powers come
    // only from a staff member's own session. Every staff check reads `user.isZebeler`, so it is cleared here.
    return {
      user: { ...found.user, isZebeler: false },
      role,
      companyUid: found.key.companyUid,
      homeCompany: found.company,
      sessionUid: null,
      apiKeyUid: found.key.uid,
      apiKeyScopes: found.key.scopes ?? null,
      apiKeyRateLimit: found.key.rateLimit ?? defaultKeyRateLimit(),
    };
  }
  const sid = await readSessionId(req);
  const session = sid ? await validateSession(sid) : null;
  if (!session) throw new UnauthorizedError();
  return {
    user: session.user,
    role: primaryRole(session.user.roles),
    companyUid: session.user.companyUid,
    homeCompany: session.company,
    sessionUid: session.sessionUid,
    apiKeyUid: null,
  };
}

async function loadCompany(uid: string): Promise<CompanyRow | undefined> {
  const [company] = await db().select().from(schema.companies).where(eq(schema.companies.uid, uid)).limit(1);
  return company;
}

/** Scope for an actor: their own company, or for staff the company named in `company-uid` (audited). */
export async function resolveScope(
  actor: Actor,
  companyUidHeader: string | null,
  requestId: string,
  what: string,
  client?: RequestClient,
) {
  const requested = companyUidHeader?.trim() ? normalizeUid(companyUidHeader) : null;
  const foreign = companyUidHeader?.trim() && requested !== actor.companyUid;
  if (foreign && (!actor.user.isZebeler || actor.apiKeyUid)) {
    throw new ForbiddenError("You cannot act for another company");
  }
  const company = foreign
    ? requested && (await loadCompany(requested))
    : (actor.homeCompany ?? (await loadCompany(actor.companyUid)));
  if (!company) throw new NotFoundError("Company not found");
  const { companyUid: _home, homeCompany: _row, ...who } = actor;
  const scope: Scope = { ...who, company, actingAs: company.uid !== actor.companyUid, requestId, client };
  if (scope.actingAs) await writeAudit(db(), scope, { action: "staff.act_as", data: { request: what } });
  return scope;
}
