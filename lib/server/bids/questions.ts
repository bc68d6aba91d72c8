// The estimator's side of bidders' questions: the package's questions with who asked, and the answer (which
// the bidder who asked then sees in the portal). Every query is filtered by the scope's company.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import type { BidQuestionDto } from "@/lib/contract/bid-question";
import { displayName } from "@/lib/domain/person-name";
import { writeAudit } from "../audit";
import { NotFoundError, PreconditionFailedError } from "../errors";
import { publish } from "../realtime/publish";
import type { Scope } from "../scope";
import { packageInScope } from "./invitations";

const { bidQuestions, bidInvitations, bidders, users } = schema;

export const questionMessages = { notFound: "Question not found" } as const;

async function readQuestions(scope: Scope, packageUid: string, uids?: string[]): Promise<BidQuestionDto[]> {
  const rows = await db()
    .select({
      q: bidQuestions,
      bidderName: bidders.name,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
    })
    .from(bidQuestions)
    .innerJoin(bidInvitations, eq(bidInvitations.uid, bidQuestions.invitationUid))
    .innerJoin(bidders, eq(bidders.uid, bidInvitations.bidderUid))
    .leftJoin(users, eq(users.uid, bidQuestions.answeredBy))
    .where(
      and(
        eq(bidInvitations.packageUid, packageUid),
        eq(bidQuestions.companyUid, scope.company.uid),
        uids ? inArray(bidQuestions.uid, uids) : undefined,
      ),
    )
    .orderBy(asc(bidQuestions.createdAt), asc(bidQuestions.uid));
  return rows.map(({ q, bidderName, firstname, lastname, email }) => ({
    uid: q.uid,
    invitation_uid: q.invitationUid,
    bidder_name: bidderName,
    text: q.text,
    answer: q.answer,
    answered_by_name: email === null ? null : displayName(firstname ?? "", lastname ?? "", email),
    answered_at: q.answeredAt?.toISOString() ?? null,
    created_at: q.createdAt.toISOString(),
    version: q.version,
  }));
}

export async function listQuestions(scope: Scope, packageUid: string) {
  await packageInScope(scope, packageUid);
  return { questions: await readQuestions(scope, packageUid) };
}

/**
 * Answers a question (a second answer replaces the first); the bidder sees it in the portal. With If-Match,
 * an answer written since the caller read the question is 412 rather than silently replaced.
 */
export async function answerQuestion(
  scope: Scope,
  packageUid: string,
  questionUid: string,
  answer: string,
  ifMatch?: number,
): Promise<BidQuestionDto> {
  const found = await packageInScope(scope, packageUid);
  const [current] = await readQuestions(scope, packageUid, [questionUid]);
  if (!current) throw new NotFoundError(questionMessages.notFound);
  if (ifMatch !== undefined && ifMatch !== current.version) throw new PreconditionFailedError();
  const invitation = await db().transaction(async (tx) => {
    const [updated] = await tx
      .update(bidQuestions)
      .set({
        answer,
        answeredBy: scope.user.uid,
        answeredAt: new Date(),
        version: sql`${bidQuestions.version} + 1`,
      })
      .where(
        and(
          eq(bidQuestions.uid, questionUid),
          eq(bidQuestions.companyUid, scope.company.uid),
          eq(bidQuestions.version, current.version),
        ),
      )
      .returning({ uid: bidQuestions.uid });
    if (!updated) throw new PreconditionFailedError();
    await writeAudit(tx, scope, {
      action: "bid.question.answered",
      targetType: "bid_package",
      targetUid: packageUid,
      data: { question_uid: questionUid, invitation_uid: current.invitation_uid },
    });
    const [inv] = await tx
      .select({ uid: bidInvitations.uid, version: bidInvitations.version })
      .from(bidInvitations)
      .where(eq(bidInvitations.uid, current.invitation_uid));
    return inv!;
  });
  await publish({
    name: "bid.invitation.updated",
    data: {
      estimate_uid: found.estimateUid,
      package_uid: packageUid,
      invitation_uid: invitation.uid,
      version: invitation.version,
    },
  });
  const [dto] = await readQuestions(scope, packageUid, [questionUid]);
  return dto!;
}
