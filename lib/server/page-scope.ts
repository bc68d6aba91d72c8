import "server-only";
import { randomUUID } from "node:crypto";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { ACTIVE_COMPANY_KEY } from "@/lib/domain/active-company";
import { primaryRole } from "@/lib/domain/roles";
import { readSessionId } from "./auth/session-token";
import { validateSession } from "./auth/sessions";
import { NotFoundError } from "./errors";
import { resolveScope, type Scope } from "./scope";

/**
 * The scope of a server-rendered page. The proxy only redirects; this checks the session row again,
 * so a signed-out (replayed) cookie or a deactivated user is sent to the login page here.
 */
export const getPageScope = cache(async (): Promise<Scope> => (await signedInScope()) ?? redirect("/login"));

/**
 * The scope of the signed-in visitor, or null for a visitor without a valid session (a page outside the
 * signed-in app, such as the not-found page, that shows the app shell only to those signed in).
 */
export const signedInScope = cache(async (): Promise<Scope | null> => {
  const requestHeaders = await headers();
  const sid = await readSessionId({ headers: requestHeaders });
  const session = sid ? await validateSession(sid) : null;
  if (!session) return null;
  const actor = {
    user: session.user,
    companyUid: session.user.companyUid,
    homeCompany: session.company,
    role: primaryRole(session.user.roles),
    sessionUid: session.sessionUid,
    apiKeyUid: null,
  };
  // Staff act for the company chosen in the switcher, mirrored into this cookie by the browser. Anyone
  // else's cookie, or one naming a company that no longer exists, is ignored: the page shows the
  // user's own company (and the browser clears the leftover) instead of a 403 or 404 page.
  const chosen = session.user.isZebeler ? (await cookies()).get(ACTIVE_COMPANY_KEY)?.value : undefined;
  if (chosen) {
    try {
      return await resolveScope(actor, chosen, randomUUID(), "page");
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
  return resolveScope(actor, null, randomUUID(), "page");
});
