// Queries for masked invitations (db/schema/invitations.ts): an invitation to an email that already has an
// account in another company, shown to the inviting company exactly like a pending user but never a users row.
import { and, eq, gt, sql } from "drizzle-orm";
import { type DbOrTx, db, schema } from "@/db";
import type { MaskedInvitationRow } from "@/db/schema";
import { PreconditionFailedError } from "../errors";
import type { Scope } from "../scope";
import { type UserDto, userDto } from "./dto";

const { maskedInvitations: masked, maskedInvitationTokens: tokens, users, companies } = schema;

/** Answered as an invited user who has not activated yet: the same fields as any pending user. */
export function maskedDto(row: MaskedInvitationRow): UserDto {
  return userDto({
    uid: row.uid,
    email: row.email,
    username: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    roles: row.roles,
    isZebeler: false,
    loginType: row.loginType,
    companyUid: row.companyUid,
    isActive: false,
    activatedAt: null,
    deactivatedAt: row.deactivatedAt,
    version: row.version,
  });
}

/** The company of the user who holds this email (any case), or null when nobody does. */
export async function accountCompanyOf(tx: DbOrTx, email: string): Promise<string | null> {
  const [row] = await tx
    .select({ companyUid: users.companyUid })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row?.companyUid ?? null;
}

export async function maskedEmailTaken(tx: DbOrTx, companyUid: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ uid: masked.uid })
    .from(masked)
    .where(and(eq(masked.companyUid, companyUid), sql`lower(${masked.email}) = ${email.toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

/** The masked invitation in the scope's company only (another company's is "not found", like its users). */
export async function findMasked(
  tx: DbOrTx,
  scope: Scope,
  uid: string,
  lock = false,
): Promise<MaskedInvitationRow | null> {
  const query = tx
    .select()
    .from(masked)
    .where(and(eq(masked.uid, uid), eq(masked.companyUid, scope.company.uid)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

type NewMasked = { email: string; firstname: string; lastname: string; roles: string[]; loginType: string };

/** Null when the company already holds a masked invitation for this email (a concurrent invite). */
export async function createMasked(tx: DbOrTx, scope: Scope, input: NewMasked) {
  const [row] = await tx
    .insert(masked)
    .values({ ...input, companyUid: scope.company.uid, createdByUid: scope.user.uid })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

export async function addMaskedToken(
  tx: DbOrTx,
  row: MaskedInvitationRow,
  tokenHash: string,
  expiresAt: Date,
) {
  await tx
    .insert(tokens)
    .values({ companyUid: row.companyUid, invitationUid: row.uid, tokenHash, expiresAt });
}

/** Ends every live link of the invitation (deactivation, or a resend replacing them), as for a real one. */
export async function expireMaskedTokens(tx: DbOrTx, row: MaskedInvitationRow, now: Date) {
  await tx
    .update(tokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(tokens.invitationUid, row.uid),
        eq(tokens.companyUid, row.companyUid),
        gt(tokens.expiresAt, now),
      ),
    );
}

/** Saves a change if nobody changed the invitation since it was read (as users are saved). */
export async function saveMasked(
  tx: DbOrTx,
  scope: Scope,
  row: MaskedInvitationRow,
  set: Partial<Pick<MaskedInvitationRow, "roles" | "deactivatedAt">>,
) {
  const [saved] = await tx
    .update(masked)
    .set({ ...set, version: sql`${masked.version} + 1`, updatedAt: new Date() })
    .where(
      and(eq(masked.uid, row.uid), eq(masked.companyUid, scope.company.uid), eq(masked.version, row.version)),
    )
    .returning();
  if (!saved) throw new PreconditionFailedError();
  return saved;
}

/** A masked invitation's link, for the activation page (which shows it like any invitation). */
export async function findMaskedToken(tokenHash: string) {
  const [row] = await db()
    .select({ token: tokens, invitation: masked, companyName: companies.companyName })
    .from(tokens)
    .innerJoin(masked, eq(masked.uid, tokens.invitationUid))
    .innerJoin(companies, eq(companies.uid, tokens.companyUid))
    .where(eq(tokens.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}
