// Reopening a final or archived estimate: only an admin or the estimate's creator, with a reason; a version is
// taken first and the reason goes to the version and the audit log. (The lock itself is one check in
// lockEstimate, core.ts, which every write path passes.)
import { db } from "@/db";
import type { ReopenInput } from "@/lib/contract/estimate-version";
import { isLocked, lockMessages } from "@/lib/domain/estimate/versions/lock";
import { writeAudit } from "../audit";
import { ConflictError, ForbiddenError } from "../errors";
import { publish } from "../realtime";
import type { Scope } from "../scope";
import {
  checkVersion,
  estimateUpdatedEvent,
  loadEscalationRates,
  lockEstimate,
  readEstimate,
  storeTotals,
} from "./core";
import { estimateDto } from "./dto";
import { type EngineHandoff, keepAfterCommit } from "./engine-cache";
import { takeVersion } from "./version-take";

export async function reopenEstimate(scope: Scope, uid: string, input: ReopenInput, ifMatch?: number) {
  const rates = await loadEscalationRates(scope.company.uid);
  const reason = input.reason.trim();
  const computed: EngineHandoff = {};
  const row = await db().transaction(async (tx) => {
    const current = await lockEstimate(tx, scope, uid, { locked: true });
    checkVersion(current.version, ifMatch);
    if (!isLocked(current.status)) throw new ConflictError(lockMessages.reopenNotLocked);
    if (scope.role !== "admin" && current.createdBy !== scope.user.uid)
      throw new ForbiddenError(lockMessages.reopenWho);
    await takeVersion(tx, scope, current, {
      name: `Before reopening (${current.status})`,
      trigger: "reopen",
      reason,
      rates,
    });
    const stored = await storeTotals(tx, scope, current, rates, {
      set: { status: "draft" },
      bumpVersion: true,
      handoff: computed,
      noLineChanged: true,
    });
    await writeAudit(tx, scope, {
      action: "estimate.reopened",
      targetType: "estimate",
      targetUid: uid,
      data: { reason, from_status: current.status },
    });
    return readEstimate(tx, scope, stored.uid);
  });
  keepAfterCommit(computed);
  await publish(estimateUpdatedEvent(row));
  return estimateDto(row);
}
