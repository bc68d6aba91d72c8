import { and, asc, eq, lt, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type { ImportLocationIndexInput, ReplaceLocationIndexesInput } from "@/lib/contract/reference";
import { parseLocationCsv } from "@/lib/domain/reference/imports";
import { checkLocationRows, issuesToErrors, type LocationItem } from "@/lib/domain/reference/lists";
import { collection } from "../collection";
import { ValidationError } from "../errors";
import type { Scope } from "../scope";
import { importList, insertInChunks, listVersion, saveList } from "./common";
import { locationIndexDto } from "./dto";

const { locationIndexes: locations } = schema;

/** Where a row without a series name goes: the company's own table. */
export const companyLocationSeries = "Company location index";

/** The whole table and its version (the ETag a replacement must send back in If-Match). */
export async function listLocationIndexes(scope: Scope) {
  const companyUid = scope.company.uid;
  return db().transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(locations)
      .where(eq(locations.companyUid, companyUid))
      .orderBy(asc(locations.seriesName), asc(locations.kind), asc(locations.label));
    return {
      list: collection(rows.map(locationIndexDto)),
      version: await listVersion(tx, companyUid, "location-index"),
    };
  });
}

/**
 * Upserts the rows by (series, kind, key) at the list's new version, so unchanged rows keep their uid;
 * `replace` then removes every row the write did not touch (an older version).
 */
async function writeRows(tx: Tx, scope: Scope, items: LocationItem[], version: number, replace: boolean) {
  const companyUid = scope.company.uid;
  const now = new Date();
  const values = items.map((i) => ({ companyUid, ...i, version, updatedAt: now }));
  await insertInChunks(values, (chunk) =>
    tx
      .insert(locations)
      .values(chunk)
      .onConflictDoUpdate({
        target: [locations.companyUid, locations.seriesName, locations.kind, locations.key],
        set: {
          label: sql`excluded.label`,
          value: sql`excluded.value`,
          isSample: sql`excluded.is_sample`,
          version: sql`excluded.version`,
          updatedAt: sql`excluded.updated_at`,
        },
      }),
  );
  if (replace) {
    await tx
      .delete(locations)
      .where(and(eq(locations.companyUid, companyUid), lt(locations.version, version)));
  }
}

export async function replaceLocationIndexes(
  scope: Scope,
  input: ReplaceLocationIndexesInput,
  ifMatch?: number,
) {
  const checked = checkLocationRows(input.indexes, companyLocationSeries);
  if (checked.issues.length) throw new ValidationError(issuesToErrors("indexes", checked.issues));
  const audit = { verb: "replaced" as const, data: { rows: checked.items.length } };
  await saveList(scope, "location-index", ifMatch, audit, (tx, version) =>
    writeRows(tx, scope, checked.items, version, true),
  );
  return listLocationIndexes(scope);
}

export async function importLocationIndexes(scope: Scope, input: ImportLocationIndexInput, ifMatch?: number) {
  const parsed = parseLocationCsv(input.csv, input.series_name ?? companyLocationSeries);
  return importList(
    scope,
    "location-index",
    { mode: input.mode, ifMatch },
    parsed,
    (tx, rows, version, replace) => writeRows(tx, scope, rows, version, replace),
  );
}
