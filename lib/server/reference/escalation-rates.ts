import { and, asc, eq, lt, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import type {
  DeriveEscalationRatesInput,
  ImportEscalationRateInput,
  ReplaceEscalationRatesInput,
} from "@/lib/contract/reference";
import { pastRatesFromIndex } from "@/lib/domain/reference/escalation";
import { parseEscalationCsv } from "@/lib/domain/reference/imports";
import { checkEscalationYears, issuesToErrors } from "@/lib/domain/reference/lists";
import { prepareSeries } from "@/lib/domain/reference/normalisation";
import type { Frequency } from "@/lib/domain/reference/periods";
import { type EscalationRateInput, escalationRateInput } from "@/lib/domain/reference/schemas";
import { writeAudit } from "../audit";
import { collection } from "../collection";
import { ValidationError } from "../errors";
import { afterCompanyWrite } from "../project/company-cache";
import type { Scope } from "../scope";
import { bumpListVersion, importList, listVersion, saveList } from "./common";
import { loadPoints, loadSeries } from "./cost-index";
import { escalationRateDto } from "./dto";

const { escalationRates: rates } = schema;

/** The escalation table by year and its version (the ETag a replacement must send back in If-Match). */
export async function listEscalationRates(scope: Scope) {
  const companyUid = scope.company.uid;
  return db().transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(rates)
      .where(eq(rates.companyUid, companyUid))
      .orderBy(asc(rates.year));
    return {
      list: collection(rows.map(escalationRateDto)),
      version: await listVersion(tx, companyUid, "escalation-rate"),
    };
  });
}

/** Upsert by year at the list's new version; `replace` then drops the years the write did not touch. */
async function writeRows(
  tx: Tx,
  scope: Scope,
  items: EscalationRateInput[],
  version: number,
  replace: boolean,
) {
  const companyUid = scope.company.uid;
  const now = new Date();
  if (items.length > 0) {
    await tx
      .insert(rates)
      .values(
        items.map((r) => ({
          companyUid,
          year: r.year,
          ratePercent: r.rate_percent,
          kind: r.kind,
          isSample: r.is_sample,
          version,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [rates.companyUid, rates.year],
        set: {
          ratePercent: sql`excluded.rate_percent`,
          kind: sql`excluded.kind`,
          isSample: sql`excluded.is_sample`,
          version: sql`excluded.version`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  if (replace)
    await tx.delete(rates).where(and(eq(rates.companyUid, companyUid), lt(rates.version, version)));
}

export async function replaceEscalationRates(
  scope: Scope,
  input: ReplaceEscalationRatesInput,
  ifMatch?: number,
) {
  const checked = checkEscalationYears(input.rates);
  if (checked.issues.length) throw new ValidationError(issuesToErrors("rates", checked.issues));
  const audit = { verb: "replaced" as const, data: { rows: checked.items.length } };
  await saveList(scope, "escalation-rate", ifMatch, audit, (tx, version) =>
    writeRows(tx, scope, checked.items, version, true),
  );
  return listEscalationRates(scope);
}

export async function importEscalationRates(
  scope: Scope,
  input: ImportEscalationRateInput,
  ifMatch?: number,
  now = new Date(),
) {
  const parsed = parseEscalationCsv(input.csv, now.getUTCFullYear());
  return importList(
    scope,
    "escalation-rate",
    { mode: input.mode, ifMatch },
    parsed,
    (tx, rows, version, replace) => writeRows(tx, scope, rows, version, replace),
  );
}

/** The derived rows as table rows, or a 400 naming the first year the table cannot hold (e.g. +150 %). */
function derivedRows(derived: { year: number; ratePercent: number }[], isSample: boolean) {
  return derived.map((r) => {
    const row = { year: r.year, rate_percent: r.ratePercent, kind: "actual" as const, is_sample: isSample };
    const checked = escalationRateInput.safeParse(row);
    if (!checked.success) {
      const yearOk = checked.error.issues.every((issue) => issue.path[0] !== "year");
      const message = yearOk
        ? `The index gives ${r.year} a rate of ${r.ratePercent} %; rates must be from -50 % to 100 %`
        : `The index reaches ${r.year}; the table holds the years 1900 to 2100`;
      throw new ValidationError({ cost_index_uid: message }, message);
    }
    return checked.data;
  });
}

/**
 * Replaces the past years of the table with the rates the cost index gives them (calendar year, point to
 * point); the current year and the future stay the company's forecast, and years the index does not span
 * are left as they are. Rates from a sample index stay flagged as samples.
 */
export async function deriveEscalationRates(
  scope: Scope,
  input: DeriveEscalationRatesInput,
  ifMatch?: number,
  now = new Date(),
) {
  return afterCompanyWrite(scope.company.uid, deriveRates(scope, input, ifMatch, now));
}

function deriveRates(
  scope: Scope,
  input: DeriveEscalationRatesInput,
  ifMatch: number | undefined,
  now: Date,
) {
  return db().transaction(async (tx) => {
    const series = await loadSeries(tx, scope, input.cost_index_uid);
    const points = await loadPoints(tx, scope, series.uid);
    const prepared = prepareSeries({ frequency: series.frequency as Frequency, points });
    const rows = derivedRows(pastRatesFromIndex(prepared, now.getUTCFullYear()), series.isSample);
    if (rows.length === 0) {
      const message = `"${series.name}" does not span a whole past year (January to the next January)`;
      throw new ValidationError({ cost_index_uid: message }, message);
    }
    const version = await bumpListVersion(tx, scope.company.uid, "escalation-rate", ifMatch);
    await writeRows(tx, scope, rows, version, false);
    const [first, last] = [rows[0]!.year, rows[rows.length - 1]!.year];
    await writeAudit(tx, scope, {
      action: "reference.escalation_rate.derived",
      targetType: "escalation_rate",
      data: { cost_index_uid: series.uid, rows: rows.length, first_year: first, last_year: last },
    });
    return {
      cost_index_uid: series.uid,
      derived: rows.map((r) => ({ year: r.year, rate_percent: r.rate_percent })),
      version,
    };
  });
}
