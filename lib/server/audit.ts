import { type DbOrTx, schema } from "@/db";
import type { Scope } from "./scope-type";

type AuditEntry = {
  action: string;
  targetType?: string;
  targetUid?: string;
  data?: Record<string, unknown>;
  /** For actions without a signed-in scope (account activation). */
  companyUid?: string;
  actorUserUid?: string;
};

/** Appends to the audit log inside the caller's transaction, so the trail and the change commit together. */
export async function writeAudit(tx: DbOrTx, scope: Scope | null, entry: AuditEntry): Promise<void> {
  await tx.insert(schema.auditLog).values({
    companyUid: scope?.company.uid ?? null,
    actorUserUid: scope?.user.uid ?? null,
    apiKeyUid: scope?.apiKeyUid ?? null,
    actingAs: scope?.actingAs ?? false,
    requestId: scope?.requestId ?? null,
    ...entry,
  });
}
