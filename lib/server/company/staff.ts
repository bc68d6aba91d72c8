import { and, asc, count, eq, gt, ilike, or, sql } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import type { CompanyRow } from "@/db/schema";
import type {
  CompanyListItem,
  CreateCompanyInput,
  ListCompaniesQuery,
  UpdateCompanyInput,
} from "@/lib/contract/company";
import { countsTotal } from "@/lib/contract/list";
import { writeAudit } from "../audit";
import { collection, escapeLike } from "../collection";
import { ConflictError, NotFoundError } from "../errors";
import { publish } from "../realtime";
import { seedReferenceDefaults } from "../reference/defaults";
import type { Scope } from "../scope";
import { removeStoredObjects } from "../storage/removal";
import { companyDto } from "./dto";
import { writeCompany } from "./service";

// Plinth staff's view of every customer company: the switcher's list, creating companies, product switches.
const { companies, users } = schema;

export const duplicateCompanyMessage = "A company with this name already exists";

const listDto = (row: CompanyRow, userCount: number): CompanyListItem => ({
  ...companyDto(row),
  user_count: userCount,
});

const userCounts = () =>
  db()
    .select({ companyUid: users.companyUid, n: count().as("n") })
    .from(users)
    .groupBy(users.companyUid)
    .as("user_counts");

// Cursor: the last row's lower-cased name and uid (names repeat only by accident, uids never).
const nameKey = sql<string>`lower(${companies.companyName})`;
const encodeCursor = (row: CompanyRow) =>
  Buffer.from(JSON.stringify([row.companyName.toLowerCase(), row.uid])).toString("base64url");
function decodeCursor(cursor: string | undefined): [string, string] | null {
  if (!cursor) return null;
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    return Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === "string")
      ? [value[0], value[1]]
      : null;
  } catch {
    return null;
  }
}

/** Every company by name (case-insensitive), optionally those whose name contains `search`. */
export async function listCompanies(
  _scope: Scope,
  query: Omit<ListCompaniesQuery, "count"> & { count?: boolean },
) {
  const counts = userCounts();
  const after = decodeCursor(query.cursor);
  const matching = query.search ? ilike(companies.companyName, `%${escapeLike(query.search)}%`) : undefined;
  const rows = await db()
    .select({ company: companies, userCount: sql<number>`coalesce(${counts.n}, 0)`.mapWith(Number) })
    .from(companies)
    .leftJoin(counts, eq(counts.companyUid, companies.uid))
    .where(
      and(
        matching,
        after
          ? or(gt(nameKey, after[0]), and(eq(nameKey, after[0]), gt(companies.uid, after[1])))
          : undefined,
      ),
    )
    .orderBy(asc(nameKey), asc(companies.uid))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const next = rows.length > query.limit ? encodeCursor(page[page.length - 1]!.company) : null;
  const total = countsTotal(query) ? await db().$count(companies, matching) : null;
  return collection(
    page.map((r) => listDto(r.company, r.userCount)),
    total,
    next,
  );
}

async function countUsers(tx: DbOrTx, companyUid: string) {
  return tx.$count(users, eq(users.companyUid, companyUid));
}

async function assertNameFree(tx: DbOrTx, name: string, exceptUid?: string) {
  const [clash] = await tx
    .select({ uid: companies.uid })
    .from(companies)
    .where(
      and(eq(nameKey, name.toLowerCase()), exceptUid ? sql`${companies.uid} <> ${exceptUid}` : undefined),
    )
    .limit(1);
  if (clash) throw new ConflictError(duplicateCompanyMessage);
}

export async function getCompanyByUid(_scope: Scope, uid: string) {
  const [row] = await db().select().from(companies).where(eq(companies.uid, uid)).limit(1);
  if (!row) throw new NotFoundError("Company not found");
  return listDto(row, await countUsers(db(), uid));
}

export async function createCompany(scope: Scope, input: CreateCompanyInput) {
  return db().transaction(async (tx) => {
    await assertNameFree(tx, input.company_name);
    const [row] = await tx
      .insert(companies)
      .values({
        companyName: input.company_name,
        loginType: input.login_type,
        isMarketDataVisible: input.is_market_data_visible,
        isV2Estimate: input.is_v2_estimate,
        isAiAssistantEnabled: input.is_ai_assistant_enabled,
      })
      .returning();
    // Its building types and sample cost data come with it, so no read ever has to write them.
    await seedReferenceDefaults(tx, row!.uid);
    await writeAudit(tx, scope, {
      action: "company.created",
      targetType: "company",
      targetUid: row!.uid,
      companyUid: row!.uid,
      data: input,
    });
    return listDto(row!, 0);
  });
}

/** Staff's change to any company; If-Match guards against two staff toggling the same company blind. */
export async function updateCompanyByStaff(
  scope: Scope,
  uid: string,
  input: UpdateCompanyInput,
  ifMatch?: number,
) {
  const replaced: string[] = [];
  const company = await db().transaction(async (tx) => {
    if (input.company_name !== undefined) await assertNameFree(tx, input.company_name, uid);
    const row = await writeCompany(tx, scope, uid, input, ifMatch, replaced);
    return listDto(row, await countUsers(tx, row.uid));
  });
  await removeStoredObjects(replaced);
  // Everyone in that company sees the new switches without a reload (the header gates on them).
  await publish({ name: "company.updated", data: { company_uid: company.uid, version: company.version } });
  return company;
}
