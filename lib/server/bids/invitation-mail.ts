// The bidder's mails: the invitation with its portal link, and the reminder. Plain text and the same words in HTML.
import type { MailContent } from "../mail/templates";

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export type BidMailInput = {
  companyName: string;
  packageName: string;
  projectName: string;
  /** "Dec 4, 2026, 2:00 PM EST", or null when the package has no due date yet. */
  due: string | null;
  url: string;
  contactName: string | null;
};

export function bidInvitationMail(input: BidMailInput & { reminder?: boolean }): MailContent {
  const what = `${input.packageName} — ${input.projectName}`;
  const subject = input.reminder ? `Reminder: bid due for ${what}` : `Invitation to bid: ${what}`;
  const opening = input.reminder
    ? `${input.companyName} is still waiting for your bid on ${input.packageName} for ${input.projectName}.`
    : `${input.companyName} invites you to bid on ${input.packageName} for ${input.projectName}.`;
  const due = input.due ? `Bids are due ${input.due}.` : "";
  const lines = [
    input.contactName ? `Hello ${input.contactName},` : "Hello,",
    "",
    opening,
    due,
    "",
    "See the scope and documents, ask questions, and submit or decline your bid here (no account needed):",
    input.url,
    "",
    "This link is yours alone: anyone with it can act for your company on this bid, so do not forward it.",
  ].filter((line, i, all) => line !== "" || (all[i - 1] ?? "") !== "");
  const html = [
    `<p>${escapeHtml(input.contactName ? `Hello ${input.contactName},` : "Hello,")}</p>`,
    `<p>${escapeHtml(opening)}${due ? ` ${escapeHtml(due)}` : ""}</p>`,
    `<p><a href="${escapeHtml(input.url)}">Open the bid</a> to see the scope and documents, ask questions, and submit or decline your bid (no account needed).</p>`,
    "<p>This link is yours alone: anyone with it can act for your company on this bid, so do not forward it.</p>",
  ].join("\n");
  return { subject, text: lines.join("\n").trim(), html };
}
