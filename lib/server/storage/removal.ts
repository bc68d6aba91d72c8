import { and, eq, inArray } from "drizzle-orm";
import { schema, type Tx } from "@/db";
import { storage } from ".";

// Stored objects go with their rows. A delete collects the keys of the files it removes (its own, and those its
// cascade removes) inside its transaction, after locking the row that owns them, and removes the objects once
// the transaction has committed: a rolled-back delete keeps its files. A failure to remove an object is logged
// and not surfaced, since the row is gone either way (a left object costs storage, not correctness).

const { projectRecords, recordFiles, bidPackages, bidPackageDocuments, bidInvitations, bidSubmissions } =
  schema;
const { bidSubmissionFiles } = schema;

/** At most this many removals at once, so deleting a project with many files does not flood the storage. */
const concurrency = 8;

/** Removes the objects under `keys`; call it after the transaction that deleted their rows has committed. */
export async function removeStoredObjects(keys: readonly string[]): Promise<void> {
  const queue = [...new Set(keys)];
  if (queue.length === 0) return;
  const adapter = storage();
  const worker = async () => {
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
      try {
        await adapter.remove(key);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        console.error(`[storage] ${key} was not removed (its row is deleted): ${message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, queue.length) }, worker));
}

/** The files of a record, or of every record of a project, in one company. */
export async function recordFileKeys(
  tx: Tx,
  companyUid: string,
  owner: { recordUid: string } | { projectUid: string },
): Promise<string[]> {
  if ("projectUid" in owner) {
    // Lock the project's records, so a file registered on one of them meanwhile waits for this delete.
    await tx
      .select({ uid: projectRecords.uid })
      .from(projectRecords)
      .where(and(eq(projectRecords.projectUid, owner.projectUid), eq(projectRecords.companyUid, companyUid)))
      .for("update");
  }
  const rows = await tx
    .select({ key: recordFiles.storageKey })
    .from(recordFiles)
    .innerJoin(projectRecords, eq(projectRecords.uid, recordFiles.recordUid))
    .where(
      and(
        eq(recordFiles.companyUid, companyUid),
        eq(projectRecords.companyUid, companyUid),
        "projectUid" in owner
          ? eq(projectRecords.projectUid, owner.projectUid)
          : eq(projectRecords.uid, owner.recordUid),
      ),
    );
  return rows.map((r) => r.key);
}

/** A package's documents and its bidders' submission files, or those of every package of an estimate. */
export async function bidFileKeys(
  tx: Tx,
  companyUid: string,
  owner: { packageUid: string } | { estimateUid: string },
): Promise<string[]> {
  const packages = await tx
    .select({ uid: bidPackages.uid })
    .from(bidPackages)
    .where(
      and(
        eq(bidPackages.companyUid, companyUid),
        "packageUid" in owner
          ? eq(bidPackages.uid, owner.packageUid)
          : eq(bidPackages.estimateUid, owner.estimateUid),
      ),
    )
    .for("update");
  const uids = packages.map((p) => p.uid);
  if (uids.length === 0) return [];
  const documents = await tx
    .select({ key: bidPackageDocuments.storageKey })
    .from(bidPackageDocuments)
    .where(
      and(eq(bidPackageDocuments.companyUid, companyUid), inArray(bidPackageDocuments.packageUid, uids)),
    );
  const submitted = await tx
    .select({ key: bidSubmissionFiles.storageKey })
    .from(bidSubmissionFiles)
    .innerJoin(bidSubmissions, eq(bidSubmissions.uid, bidSubmissionFiles.submissionUid))
    .innerJoin(bidInvitations, eq(bidInvitations.uid, bidSubmissions.invitationUid))
    .where(and(eq(bidSubmissionFiles.companyUid, companyUid), inArray(bidInvitations.packageUid, uids)));
  return [...documents, ...submitted].map((r) => r.key);
}

/** The stored logo a company's `logo_url` names, when it is one of this company's uploads; null otherwise. */
export function companyLogoKey(companyUid: string, logoUrl: string | null | undefined): string | null {
  if (!logoUrl) return null;
  const key = storage().keyOfUrl(logoUrl);
  return key?.startsWith(`logos/${companyUid}/`) ? key : null;
}
