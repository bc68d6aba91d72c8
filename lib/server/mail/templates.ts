// Mail bodies: plain text for every client, and a small HTML version with the same words.
export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export function invitationMail(input: {
  companyName: string;
  inviterName: string;
  url: string;
  expiresInDays: number;
  reminder?: boolean;
}): MailContent {
  const subject = input.reminder
    ? `Reminder: your invitation to ${input.companyName} on Plinth`
    : `You are invited to ${input.companyName} on Plinth`;
  const lines = [
    `${input.inviterName} invited you to join ${input.companyName} on Plinth.`,
    "",
    "Set up your account here:",
    input.url,
    "",
    `The link works once and expires in ${input.expiresInDays} days.`,
    input.reminder ? "Links from earlier invitations no longer work." : "",
  ].filter((line, i, all) => line !== "" || (all[i - 1] ?? "") !== "");
  const html = [
    `<p>${escapeHtml(input.inviterName)} invited you to join <strong>${escapeHtml(input.companyName)}</strong> on Plinth.</p>`,
    `<p><a href="${escapeHtml(input.url)}">Set up your account</a></p>`,
    `<p>The link works once and expires in ${input.expiresInDays} days.${input.reminder ? " Links from earlier invitations no longer work." : ""}</p>`,
  ].join("\n");
  return { subject, text: lines.join("\n").trim(), html };
}
