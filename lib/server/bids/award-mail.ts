import "server-only";
// After an award commits: the award mail to the winner and, when asked, a regret mail to every other bidder
// who submitted. Through the mail adapter (SMTP, or the company's outbox); a failed send is logged by it.
import { and, eq } from "drizzle-orm";
import { db, schema } from "@/db";
import { formatCurrency } from "@/lib/domain/money-format";
import { sendMail } from "../mail";
import type { MailContent } from "../mail/templates";
import type { Scope } from "../scope";
import type { PackageRow } from "./leveling-load";

const { bidInvitations, bidSubmissions, estimates } = schema;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

type AwardMailInput = {
  companyName: string;
  packageName: string;
  projectName: string;
  contactName: string | null;
};

function mail(input: AwardMailInput, subject: string, body: string[]): MailContent {
  const hello = input.contactName ? `Hello ${input.contactName},` : "Hello,";
  const text = [hello, "", ...body, "", `— ${input.companyName}`].join("\n");
  const html = [hello, ...body, `— ${input.companyName}`].map((p) => `<p>${escapeHtml(p)}</p>`).join("\n");
  return { subject, text, html };
}

export function bidAwardMail(input: AwardMailInput & { amountCents: number }): MailContent {
  return mail(input, `Bid awarded: ${input.packageName} — ${input.projectName}`, [
    `${input.companyName} has awarded ${input.packageName} for ${input.projectName} to you, at ${formatCurrency(input.amountCents, { cents: true })} (your bid as leveled).`,
    "We will be in touch about the subcontract and the next steps.",
  ]);
}

export function bidRegretMail(input: AwardMailInput): MailContent {
  return mail(input, `Bid result: ${input.packageName} — ${input.projectName}`, [
    `Thank you for your bid on ${input.packageName} for ${input.projectName}.`,
    `${input.companyName} has awarded this package to another bidder. We appreciate your time and hope to see your bids again.`,
  ]);
}

export async function sendAwardMails(
  scope: Scope,
  pkg: PackageRow,
  award: { invitationUid: string; amountCents: number },
  regrets: boolean,
) {
  const [estimate] = await db()
    .select({ name: estimates.name })
    .from(estimates)
    .where(eq(estimates.uid, pkg.estimateUid));
  const invitations = await db()
    .select({ uid: bidInvitations.uid, name: bidInvitations.contactName, email: bidInvitations.contactEmail })
    .from(bidInvitations)
    .innerJoin(
      bidSubmissions,
      and(eq(bidSubmissions.invitationUid, bidInvitations.uid), eq(bidSubmissions.status, "submitted")),
    )
    .where(and(eq(bidInvitations.packageUid, pkg.uid), eq(bidInvitations.companyUid, scope.company.uid)));
  const base = {
    companyName: scope.company.companyName,
    packageName: pkg.name,
    projectName: estimate?.name ?? "",
  };
  for (const i of invitations) {
    const winner = i.uid === award.invitationUid;
    if (!winner && !regrets) continue;
    const content = winner
      ? bidAwardMail({ ...base, contactName: i.name, amountCents: award.amountCents })
      : bidRegretMail({ ...base, contactName: i.name });
    await sendMail({ ...content, companyUid: scope.company.uid, to: i.email });
  }
}
