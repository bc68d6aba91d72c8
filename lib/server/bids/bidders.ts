// The bidders directory: create, read (with the history of invitations, bids and awards), change, delete and
// list, each under the company's scope with its audit row in the same transaction. Contacts are saved whole
// with the bidder (its version covers them).
import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, db, schema, type Tx } from "@/db";
import type {
  BidderDetailDto,
  BidderDto,
  BidderHistoryItemDto,
  CreateBidderInput,
  ListBiddersQuery,
  UpdateBidderInput,
} from "@/lib/contract/bidder";
import { countsTotal, type ListPage } from "@/lib/contract/list";
import { writeAudit } from "../audit";
import { collection, decodeOffset, escapeLike } from "../collection";
import { ConflictError, NotFoundError, PreconditionFailedError, ValidationError } from "../errors";
import type { Scope } from "../scope";

const { bidders, bidderContacts, bidInvitations, bidAwards, bidPackages, bidSubmissions, estimates } = schema;

const notFound = () => new NotFoundError("Bidder not found");

const invitationCount = sql<number>`(select count(*)::int from bid_invitations i where i.bidder_uid = "bidders"."uid")`;
const awardCount = sql<number>`(select count(*)::int from bid_awards a join bid_invitations i
  on i.uid = a.invitation_uid where i.bidder_uid = "bidders"."uid" and a.undone_at is null)`;

type Row = typeof bidders.$inferSelect & { invitationCount: number; awardCount: number };
type Contact = typeof bidderContacts.$inferSelect;

function selectRows(tx: DbOrTx, where: SQL | undefined) {
  return tx.select({ row: bidders, invitationCount, awardCount }).from(bidders).where(where);
}

async function readRow(tx: DbOrTx, scope: Scope, uid: string): Promise<Row> {
  const [found] = await selectRows(tx, and(eq(bidders.uid, uid), eq(bidders.companyUid, scope.company.uid)));
  if (!found) throw notFound();
  return { ...found.row, invitationCount: found.invitationCount, awardCount: found.awardCount };
}

async function contactsOf(tx: DbOrTx, uids: string[]): Promise<Map<string, Contact[]>> {
  const out = new Map<string, Contact[]>();
  if (uids.length === 0) return out;
  const rows = await tx
    .select()
    .from(bidderContacts)
    .where(inArray(bidderContacts.bidderUid, uids))
    .orderBy(asc(bidderContacts.position));
  for (const r of rows) out.set(r.bidderUid, [...(out.get(r.bidderUid) ?? []), r]);
  return out;
}

function dto(row: Row, contacts: Contact[]): BidderDto {
  return {
    uid: row.uid,
    name: row.name,
    trades: row.trades,
    service_area: row.serviceArea,
    notes: row.notes,
    prequalified: row.prequalified,
    contacts: contacts.map((c) => ({ uid: c.uid, name: c.name, email: c.email, phone: c.phone })),
    invitation_count: Number(row.invitationCount),
    award_count: Number(row.awardCount),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

async function historyOf(scope: Scope, bidderUid: string): Promise<BidderHistoryItemDto[]> {
  const rows = await db()
    .select({
      invitation: bidInvitations,
      packageName: bidPackages.name,
      packageStatus: bidPackages.status,
      estimateUid: estimates.uid,
      estimateName: estimates.name,
      submittedAt: bidSubmissions.submittedAt,
      submissionStatus: bidSubmissions.status,
      baseBidCents: bidSubmissions.baseBidCents,
      awardAmount: bidAwards.amountCents,
    })
    .from(bidInvitations)
    .innerJoin(bidPackages, eq(bidPackages.uid, bidInvitations.packageUid))
    .innerJoin(estimates, eq(estimates.uid, bidPackages.estimateUid))
    .leftJoin(bidSubmissions, eq(bidSubmissions.invitationUid, bidInvitations.uid))
    .leftJoin(bidAwards, and(eq(bidAwards.invitationUid, bidInvitations.uid), isNull(bidAwards.undoneAt)))
    .where(and(eq(bidInvitations.bidderUid, bidderUid), eq(bidInvitations.companyUid, scope.company.uid)))
    .orderBy(desc(bidInvitations.createdAt))
    .limit(500);
  return rows.map((r) => ({
    invitation_uid: r.invitation.uid,
    package_uid: r.invitation.packageUid,
    package_name: r.packageName,
    package_status: r.packageStatus,
    estimate_uid: r.estimateUid,
    estimate_name: r.estimateName,
    status: r.invitation.status,
    invited_at: r.invitation.createdAt.toISOString(),
    submitted_at: iso(r.submittedAt),
    // A draft's figure is the bidder's own until submitted.
    base_bid_cents: r.submissionStatus === "submitted" ? r.baseBidCents : null,
    awarded: r.awardAmount !== null,
    award_amount_cents: r.awardAmount,
  }));
}

async function writeContacts(
  tx: Tx,
  scope: Scope,
  bidderUid: string,
  contacts: CreateBidderInput["contacts"],
) {
  await tx
    .delete(bidderContacts)
    .where(and(eq(bidderContacts.bidderUid, bidderUid), eq(bidderContacts.companyUid, scope.company.uid)));
  if (contacts.length === 0) return;
  await tx.insert(bidderContacts).values(
    contacts.map((c, position) => ({
      companyUid: scope.company.uid,
      bidderUid,
      position,
      name: c.name,
      email: c.email ?? null,
      phone: c.phone ?? null,
    })),
  );
}

/** Names are unique in the directory, case aside: a second "Acme Drywall" would split its history. */
async function checkName(tx: DbOrTx, scope: Scope, name: string, except?: string) {
  const [clash] = await tx
    .select({ uid: bidders.uid })
    .from(bidders)
    .where(
      and(
        eq(bidders.companyUid, scope.company.uid),
        sql`lower(${bidders.name}) = ${name.toLowerCase()}`,
        except ? sql`${bidders.uid} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  if (clash) {
    const message = `A bidder named "${name}" is already in the directory`;
    throw new ValidationError({ name: message }, message);
  }
}

export async function insertBidder(tx: Tx, scope: Scope, input: CreateBidderInput): Promise<string> {
  const [row] = await tx
    .insert(bidders)
    .values({
      companyUid: scope.company.uid,
      name: input.name,
      trades: input.trades,
      serviceArea: input.service_area ?? null,
      notes: input.notes ?? null,
      prequalified: input.prequalified,
      createdBy: scope.user.uid,
      updatedBy: scope.user.uid,
    })
    .returning({ uid: bidders.uid });
  await writeContacts(tx, scope, row!.uid, input.contacts);
  return row!.uid;
}

export async function createBidder(scope: Scope, input: CreateBidderInput): Promise<BidderDetailDto> {
  const uid = await db().transaction(async (tx) => {
    await checkName(tx, scope, input.name);
    const uid = await insertBidder(tx, scope, input);
    await writeAudit(tx, scope, {
      action: "bidder.created",
      targetType: "bidder",
      targetUid: uid,
      data: { name: input.name },
    });
    return uid;
  });
  return getBidder(scope, uid);
}

export async function getBidder(scope: Scope, uid: string): Promise<BidderDetailDto> {
  const row = await readRow(db(), scope, uid);
  const [contacts, history] = await Promise.all([contactsOf(db(), [uid]), historyOf(scope, uid)]);
  return { ...dto(row, contacts.get(uid) ?? []), history };
}

export async function updateBidder(
  scope: Scope,
  uid: string,
  input: UpdateBidderInput,
  ifMatch: number | undefined,
): Promise<BidderDetailDto> {
  await db().transaction(async (tx) => {
    const current = await readRow(tx, scope, uid);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    if (input.name !== undefined) await checkName(tx, scope, input.name, uid);
    await tx
      .update(bidders)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.trades !== undefined ? { trades: input.trades } : {}),
        ...(input.service_area !== undefined ? { serviceArea: input.service_area } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.prequalified !== undefined ? { prequalified: input.prequalified } : {}),
        updatedBy: scope.user.uid,
        version: sql`${bidders.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(bidders.uid, uid), eq(bidders.companyUid, scope.company.uid)));
    if (input.contacts !== undefined) await writeContacts(tx, scope, uid, input.contacts);
    await writeAudit(tx, scope, {
      action: "bidder.updated",
      targetType: "bidder",
      targetUid: uid,
      data: { name: input.name ?? current.name, fields: Object.keys(input) },
    });
  });
  return getBidder(scope, uid);
}

export async function deleteBidder(scope: Scope, uid: string, ifMatch: number | undefined): Promise<void> {
  await db().transaction(async (tx) => {
    const current = await readRow(tx, scope, uid);
    if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
    const n = Number(current.invitationCount);
    if (n > 0) {
      throw new ConflictError(
        `${current.name} has been invited to ${n === 1 ? "a package" : `${n} packages`}; it stays in the directory for their history`,
      );
    }
    await tx.delete(bidders).where(and(eq(bidders.uid, uid), eq(bidders.companyUid, scope.company.uid)));
    await writeAudit(tx, scope, {
      action: "bidder.deleted",
      targetType: "bidder",
      targetUid: uid,
      data: { name: current.name },
    });
  });
}

/** By name, searched in the name, the service area and the contacts; the cursor is an offset. */
export async function listBidders(scope: Scope, query: ListBiddersQuery): Promise<ListPage<BidderDto>> {
  const offset = decodeOffset(query.cursor);
  const like = query.q ? `%${escapeLike(query.q.toLowerCase())}%` : null;
  const where = and(
    eq(bidders.companyUid, scope.company.uid),
    like
      ? sql`(lower(${bidders.name}) like ${like} or lower(coalesce(${bidders.serviceArea}, '')) like ${like}
          or exists (select 1 from bidder_contacts c where c.bidder_uid = "bidders"."uid"
            and (lower(c.name) like ${like} or lower(coalesce(c.email, '')) like ${like})))`
      : undefined,
    query.trade ? sql`${query.trade} = any(${bidders.trades})` : undefined,
    query.prequalified !== undefined ? eq(bidders.prequalified, query.prequalified) : undefined,
  );
  const [rows, total] = await Promise.all([
    selectRows(db(), where)
      .orderBy(sql`lower(${bidders.name})`, asc(bidders.uid))
      .limit(query.limit + 1)
      .offset(offset),
    countsTotal(query)
      ? db()
          .select({ n: sql<number>`count(*)::int` })
          .from(bidders)
          .where(where)
          .then(([c]) => Number(c?.n ?? 0))
      : null,
  ]);
  const page = rows.slice(0, query.limit);
  const contacts = await contactsOf(
    db(),
    page.map((r) => r.row.uid),
  );
  const next = rows.length > query.limit ? String(offset + query.limit) : null;
  return collection(
    page.map((r) =>
      dto(
        { ...r.row, invitationCount: r.invitationCount, awardCount: r.awardCount },
        contacts.get(r.row.uid) ?? [],
      ),
    ),
    total,
    next,
  );
}
