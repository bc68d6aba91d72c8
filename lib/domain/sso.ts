// Single sign-on rules that need no I/O: email domains, the issuer URL, and why a sign-in was refused.

/** The lower-case domain of an email ("Ann@Acme.Test" → "acme.test"), or "" when it has none. */
export function emailDomain(email: string): string {
  const at = email.trim().lastIndexOf("@");
  return at < 0
    ? ""
    : email
        .trim()
        .slice(at + 1)
        .toLowerCase();
}

const domainPattern = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isDomain(value: string): boolean {
  return domainPattern.test(value);
}

/** An issuer must be https, except on the loopback (a provider run locally for development and tests). */
export function isAllowedIssuerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.search || url.hash) return false;
    if (url.protocol === "https:") return true;
    return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  } catch {
    return false;
  }
}

/** The codes the callback sends back to /login with, and what the sign-in page says for each. */
export const ssoErrorMessages = {
  sso_domain: "This email's domain does not sign in with your company's single sign-on.",
  sso_unverified: "Your identity provider has not verified this email address, so it cannot sign you in.",
  sso_deactivated: "This account has been deactivated. Ask your company's admin to reactivate it.",
  sso_no_account: "There is no Plinth account for this email. Ask your company's admin to invite you.",
  sso_provider: "Your identity provider could not sign you in. Try again, or ask your company's admin.",
  sso_refused:
    "Your company's identity provider is at an address Plinth may not connect to (an internal network or " +
    "a non-https address). Ask your company's admin to check Settings › Single sign-on.",
  sso_state: "This sign-in link is not valid or was already used. Start again from the sign-in page.",
  sso_expired: "This sign-in took too long and expired. Start again from the sign-in page.",
} as const;

export type SsoErrorCode = keyof typeof ssoErrorMessages;
