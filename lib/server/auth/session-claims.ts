// The identity claims of spec §3 (company_name, company_uid, user_uid) for the session endpoint
// (/api/auth/session), the same whether the user signed in with a password or single sign-on.
import { validateSession } from "./sessions";

type IdentityClaims = {
  company_name: string;
  company_uid: string;
  user_uid: string;
  login_type: string;
};

/** The claims of a live session, or null when it ended (signed out, expired, deactivated). */
export async function sessionClaims(sid: unknown): Promise<IdentityClaims | null> {
  if (typeof sid !== "string") return null;
  const valid = await validateSession(sid).catch(() => null);
  if (!valid) return null;
  return {
    company_name: valid.company.companyName,
    company_uid: valid.company.uid,
    user_uid: valid.user.uid,
    login_type: valid.user.loginType,
  };
}
