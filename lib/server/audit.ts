import { type DbOrTx, schema } from "@/db";
import type { RequestClient, Scope } from "./scope-type";

type AuditEntry = {
  action: string;
  targetType?: string;
  targetUid?: string;
  data?: Record<string, unknown>;
  /** For actions without a signed-in scope (account activation). */
  companyUid?: string;
  actorUserUid?: string;
};

/**
 * Where a request came from, for the audit trail: the first X-Forwarded-For hop (the load balancer's view of
 * the client; a client can put anything there when nothing strips it, so it is a record, not a credential),
 * else X-Real-IP, and the user agent. Both are cut short so a huge header cannot swell the log.
 */
export function requestClient(req: Request): RequestClient {
  const forwarded = req.headers.get("x-forwarded-for")?.split(",", 1)[0]?.trim();
  const ip = forwarded || req.headers.get("x-real-ip")?.trim() || null;
  return { ip: ip?.slice(0, 100) ?? null, userAgent: req.headers.get("user-agent")?.slice(0, 500) || null };
}

/** Appends to the audit log inside the caller's transaction, so the trail and the change commit together. */
export async function writeAudit(tx: DbOrTx, scope: Scope | null, entry: AuditEntry): Promise<void> {
  await tx.insert(schema.auditLog).values({
    companyUid: scope?.company.uid ?? null,
    actorUserUid: scope?.user.uid ?? null,
    apiKeyUid: scope?.apiKeyUid ?? null,
    actingAs: scope?.actingAs ?? false,
    requestId: scope?.requestId ?? null,
    ip: scope?.client?.ip ?? null,
    userAgent: scope?.client?.userAgent ?? null,
    ...entry,
  });
}
