import { and, eq, ilike, or, sql } from "drizzle-orm";
import { db, schema, type Tx } from "@/db";
import { countsTotal } from "@/lib/contract/list";
import type {
  CostCodeDto,
  CreateCostCodeInput,
  ListCostCodesQuery,
  UpdateCostCodeInput,
} from "@/lib/contract/reference";
import {
  builtInCostCodes,
  type Classification,
  matchesSearch,
  normaliseCostCode,
} from "@/lib/domain/reference/cost-codes";
import { writeAudit } from "../audit";
import { collection, escapeLike } from "../collection";
import { ApiError, ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import type { Scope } from "../scope";
import { isUniqueViolation, ownRowAtVersion } from "./common";
import { builtInCostCodeDto, builtInCostCodeUid, costCodeDto } from "./dto";

const { costCodes } = schema;
const classificationOrder: Record<Classification, number> = { masterformat: 0, uniformat: 1, company: 2 };
const builtInKeys = new Set(builtInCostCodes.map((c) => `${c.classification}:${c.code}`));
const builtInUids = new Set(builtInCostCodes.map((c) => builtInCostCodeUid(c.classification, c.code)));

function byClassificationThenCode(a: CostCodeDto, b: CostCodeDto) {
  return (
    classificationOrder[a.classification] - classificationOrder[b.classification] ||
    a.code.localeCompare(b.code)
  );
}

/**
 * Built-in codes merged with the company's: a company code with a built-in's number takes its place.
 * Company codes are filtered in SQL; the merged list is short enough to sort and page in memory.
 */
export async function listCostCodes(scope: Scope, query: ListCostCodesQuery) {
  const companyUid = scope.company.uid;
  const search = query.search?.trim() ?? "";
  const digits = search.replace(/[\s.-]/g, "");
  const pattern = `%${escapeLike(search)}%`;
  const rows = await db()
    .select()
    .from(costCodes)
    .where(
      and(
        eq(costCodes.companyUid, companyUid),
        query.classification ? eq(costCodes.classification, query.classification) : undefined,
        search
          ? or(
              ilike(costCodes.code, pattern),
              ilike(costCodes.title, pattern),
              /^\d+$/.test(digits)
                ? sql`replace(replace(${costCodes.code}, ' ', ''), '.', '') like ${`${digits}%`}`
                : undefined,
            )
          : undefined,
      ),
    );
  const overridden = new Set(rows.map((r) => `${r.classification}:${r.code}`));
  const builtIn = builtInCostCodes
    .filter((c) => !query.classification || c.classification === query.classification)
    .filter((c) => !overridden.has(`${c.classification}:${c.code}`) && matchesSearch(c, search))
    .map(builtInCostCodeDto);
  const company = rows.map((r) => costCodeDto(r, builtInKeys.has(`${r.classification}:${r.code}`)));
  const all = [...builtIn, ...company].sort(byClassificationThenCode);
  const offset = readOffset(query.cursor);
  const page = all.slice(offset, offset + query.limit);
  const next = offset + page.length < all.length ? String(offset + page.length) : null;
  return collection(page, countsTotal(query) ? all.length : null, next);
}

/** The cursor is the offset into the merged list, as the previous page's next_cursor gave it. */
function readOffset(cursor: string | undefined): number {
  if (cursor === undefined) return 0;
  if (!/^\d{1,7}$/.test(cursor)) throw new ValidationError({ cursor: "Must be a cursor from next_cursor" });
  return Number(cursor);
}

function normalise(classification: Classification, code: string, division: string | null | undefined) {
  const result = normaliseCostCode(classification, code, division);
  if (!result.ok) throw new ValidationError(result.errors);
  return result;
}

const duplicate = (code: string) => new ConflictError(`The company already has a code ${code}`);

export async function createCostCode(scope: Scope, input: CreateCostCodeInput) {
  const normalised = normalise(input.classification, input.code, input.division);
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(costCodes)
        .values({
          companyUid: scope.company.uid,
          classification: input.classification,
          code: normalised.code,
          title: input.title,
          division: normalised.division,
        })
        .returning();
      await writeAudit(tx, scope, {
        action: "reference.cost_code.created",
        targetType: "cost_code",
        targetUid: row!.uid,
        data: { classification: row!.classification, code: row!.code },
      });
      return costCodeDto(row!, builtInKeys.has(`${row!.classification}:${row!.code}`));
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate(normalised.code) : error;
  }
}

function refuseBuiltIn(uid: string, what: string) {
  if (builtInUids.has(uid)) {
    throw new ApiError(
      "unprocessable",
      `Built-in codes cannot be ${what}; add a company code with the same number to rename it`,
    );
  }
}

async function missingOrStale(tx: Tx, scope: Scope, uid: string) {
  const [row] = await tx
    .select({ uid: costCodes.uid })
    .from(costCodes)
    .where(and(eq(costCodes.uid, uid), eq(costCodes.companyUid, scope.company.uid)));
  return row ? new PreconditionFailedError() : new NotFoundError("Cost code not found");
}

export async function updateCostCode(
  scope: Scope,
  uid: string,
  input: UpdateCostCodeInput,
  ifMatch?: number,
) {
  refuseBuiltIn(uid, "changed");
  const companyUid = scope.company.uid;
  let code = "";
  try {
    return await db().transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(costCodes)
        .where(and(eq(costCodes.uid, uid), eq(costCodes.companyUid, companyUid)));
      if (!current) throw new NotFoundError("Cost code not found");
      const classification = current.classification as Classification;
      const division = input.division === undefined ? current.division : input.division;
      // A new MasterFormat or UniFormat number brings its own division; a company code keeps its choice.
      const keepDivision = input.code === undefined || classification === "company";
      const normalised = normalise(
        classification,
        input.code ?? current.code,
        keepDivision ? division : null,
      );
      code = normalised.code;
      const [row] = await tx
        .update(costCodes)
        .set({
          code: normalised.code,
          title: input.title,
          division: normalised.division,
          version: sql`${costCodes.version} + 1`,
          updatedAt: new Date(),
        })
        .where(ownRowAtVersion(costCodes, uid, companyUid, ifMatch))
        .returning();
      if (!row) throw await missingOrStale(tx, scope, uid);
      await writeAudit(tx, scope, {
        action: "reference.cost_code.updated",
        targetType: "cost_code",
        targetUid: uid,
        data: { fields: Object.keys(input), code: row.code },
      });
      return costCodeDto(row, builtInKeys.has(`${row.classification}:${row.code}`));
    });
  } catch (error) {
    throw isUniqueViolation(error) ? duplicate(code) : error;
  }
}

export async function deleteCostCode(scope: Scope, uid: string, ifMatch?: number) {
  refuseBuiltIn(uid, "deleted");
  await db().transaction(async (tx) => {
    const [row] = await tx
      .delete(costCodes)
      .where(ownRowAtVersion(costCodes, uid, scope.company.uid, ifMatch))
      .returning({ code: costCodes.code, classification: costCodes.classification });
    if (!row) throw await missingOrStale(tx, scope, uid);
    await writeAudit(tx, scope, {
      action: "reference.cost_code.deleted",
      targetType: "cost_code",
      targetUid: uid,
      data: row,
    });
  });
}
