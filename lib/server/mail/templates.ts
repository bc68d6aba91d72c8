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

/**
 * To an address that already has a Plinth account with another company, when a company invites it: the inviter
 * is answered as for any invitation (nothing tells them the account exists), so only the addressee learns why
 * it cannot be accepted, and whom to ask. No link: there is nothing to activate.
 */
export function existingAccountMail(input: { companyName: string; inviterName: string }): MailContent {
  const subject = "You already have a Plinth account with another company";
  const lines = [
    `${input.inviterName} invited you to join ${input.companyName} on Plinth.`,
    "",
    "This email address already belongs to a Plinth account with another company, and an account belongs to one company only, so the invitation cannot be accepted.",
    "",
    `If you want to work with ${input.companyName} on Plinth, ask ${input.inviterName} or another administrator of ${input.companyName} to invite a different email address.`,
    "",
    "Your existing account is unchanged: keep signing in as usual. If you did not expect this invitation, you can ignore this mail.",
  ];
  const company = `<strong>${escapeHtml(input.companyName)}</strong>`;
  const html = [
    `<p>${escapeHtml(input.inviterName)} invited you to join ${company} on Plinth.</p>`,
    "<p>This email address already belongs to a Plinth account with another company, and an account belongs to one company only, so the invitation cannot be accepted.</p>",
    `<p>If you want to work with ${company} on Plinth, ask ${escapeHtml(input.inviterName)} or another administrator of ${company} to invite a different email address.</p>`,
    "<p>Your existing account is unchanged: keep signing in as usual. If you did not expect this invitation, you can ignore this mail.</p>",
  ].join("\n");
  return { subject, text: lines.join("\n"), html };
}

/** "Forgot password" for a password account: a one-time link. */
export function passwordResetMail(input: { url: string; expiresInMinutes: number }): MailContent {
  const subject = "Reset your Plinth password";
  const lines = [
    "Someone asked to reset the password of your Plinth account.",
    "",
    "Choose a new password here:",
    input.url,
    "",
    `The link works once and expires in ${input.expiresInMinutes} minutes. Resetting signs you out everywhere.`,
    "If you did not ask for this, ignore this mail: your password stays as it is.",
  ];
  const html = [
    "<p>Someone asked to reset the password of your Plinth account.</p>",
    `<p><a href="${escapeHtml(input.url)}">Choose a new password</a></p>`,
    `<p>The link works once and expires in ${input.expiresInMinutes} minutes. Resetting signs you out everywhere.</p>`,
    "<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>",
  ].join("\n");
  return { subject, text: lines.join("\n"), html };
}

/** "Forgot password" for an account that signs in through its company's identity provider: nothing to reset here. */
export function ssoResetMail(input: { companyName: string }): MailContent {
  const subject = "Your Plinth account signs in with single sign-on";
  const text = [
    "Someone asked to reset the password of your Plinth account.",
    "",
    `${input.companyName} signs in to Plinth through its identity provider (single sign-on), so Plinth keeps no password for you.`,
    "Use your identity provider's own password reset, or ask your IT team.",
    "",
    "If you did not ask for this, you can ignore this mail.",
  ].join("\n");
  const html = [
    "<p>Someone asked to reset the password of your Plinth account.</p>",
    `<p><strong>${escapeHtml(input.companyName)}</strong> signs in to Plinth through its identity provider (single sign-on), so Plinth keeps no password for you.</p>`,
    "<p>Use your identity provider's own password reset, or ask your IT team.</p>",
    "<p>If you did not ask for this, you can ignore this mail.</p>",
  ].join("\n");
  return { subject, text, html };
}
