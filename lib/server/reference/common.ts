import { and, type Column, eq, sql } from "drizzle-orm";
import { type DbOrTx, db, schema, type Tx } from "@/db";
import { writeAudit } from "../audit";
import { PreconditionFailedError } from "../errors";
import { afterCompanyWrite } from "../project/company-cache";
import type { Scope } from "../scope";
import { importErrors } from "./import-errors";

const { referenceLists } = schema;

/** A unique index refused the row. Drizzle wraps the driver's error; both drivers carry SQLSTATE in `code`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * Wraps a write so that a unique-index refusal becomes the resource's conflict, named after the value as it
 * stood when the write failed (an update may have taken it from the stored row).
 */
export function uniqueNameGuard(duplicate: (name: string) => Error) {
  return async <T>(name: () => string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw isUniqueViolation(error) ? duplicate(name()) : error;
    }
  };
}

/** The optimistic-concurrency condition: the stored version equals If-Match, or nothing without one. */
export const versionMatches = (version: Column, ifMatch: number | undefined) =>
  ifMatch === undefined ? undefined : eq(version, ifMatch);

/** The company's own row `uid`, at the version If-Match names (at any version without If-Match). */
export const ownRowAtVersion = (
  table: { uid: Column; companyUid: Column; version: Column },
  uid: string,
  companyUid: string,
  ifMatch: number | undefined,
) => and(eq(table.uid, uid), eq(table.companyUid, companyUid), versionMatches(table.version, ifMatch));

export type ReferenceList = "building-types" | "cost-index" | "location-index" | "escalation-rate";

/** The version of a list replaced as a whole (its GET's ETag). */
export async function listVersion(tx: DbOrTx, companyUid: string, list: ReferenceList): Promise<number> {
  const [row] = await tx
    .select({ version: referenceLists.version })
    .from(referenceLists)
    .where(and(eq(referenceLists.companyUid, companyUid), eq(referenceLists.list, list)));
  return row?.version ?? 1;
}

/**
 * Claims the next version of a list; 412 when If-Match names another. The row exists from the company's
 * creation (seedReferenceDefaults), and the update locks it, so two replacements of the same list run one
 * after the other.
 */
export async function bumpListVersion(
  tx: DbOrTx,
  companyUid: string,
  list: ReferenceList,
  ifMatch: number | undefined,
): Promise<number> {
  const [row] = await tx
    .update(referenceLists)
    .set({ version: sql`${referenceLists.version} + 1`, updatedAt: new Date() })
    .where(
      and(
        eq(referenceLists.companyUid, companyUid),
        eq(referenceLists.list, list),
        versionMatches(referenceLists.version, ifMatch),
      ),
    )
    .returning({ version: referenceLists.version });
  if (!row) throw new PreconditionFailedError();
  return row.version;
}

/** Insert in slices so a 5,000-row list stays under the drivers' parameter limits. */
export async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * A write of a whole list in one transaction: claims the list's next version (412 when If-Match names another),
 * writes the rows with it, audits `reference.<list>.<verb>`; the new version.
 */
export function saveList(
  scope: Scope,
  list: "escalation-rate" | "location-index",
  ifMatch: number | undefined,
  audit: { verb: "replaced" | "imported"; data: Record<string, unknown> },
  write: (tx: Tx, version: number) => Promise<void>,
): Promise<number> {
  const name = list.replace("-", "_");
  // The estimate open and normalisation read these lists through a per-process cache (company-cache.ts).
  return afterCompanyWrite(
    scope.company.uid,
    db().transaction(async (tx) => {
      const version = await bumpListVersion(tx, scope.company.uid, list, ifMatch);
      await write(tx, version);
      await writeAudit(tx, scope, {
        action: `reference.${name}.${audit.verb}`,
        targetType: name,
        data: audit.data,
      });
      return version;
    }),
  );
}

/** A CSV import: refuses a file with bad rows (400 naming them), else saves them replacing or adding to the list. */
export async function importList<R>(
  scope: Scope,
  list: "escalation-rate" | "location-index",
  input: { mode: "merge" | "replace"; ifMatch: number | undefined },
  parsed: { ok: true; rows: R[] } | { ok: false; message: string; errors: string[] },
  write: (tx: Tx, rows: R[], version: number, replace: boolean) => Promise<void>,
) {
  if (!parsed.ok) throw importErrors(parsed);
  const { rows } = parsed;
  const audit = { verb: "imported" as const, data: { rows: rows.length, mode: input.mode } };
  const version = await saveList(scope, list, input.ifMatch, audit, (tx, version) =>
    write(tx, rows, version, input.mode === "replace"),
  );
  return { imported: rows.length, version };
}
