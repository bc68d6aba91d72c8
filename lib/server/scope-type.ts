// The Scope type on its own: the audit log and the API-key lookup need it, and the module that resolves a
// scope (scope.ts) calls both, so importing the type from there would close an import cycle.
import type { CompanyRow, UserRow } from "@/db/schema";
import type { Role } from "@/lib/domain/roles";

/** Who is asking and for which company: resolved once per request, passed first to every service. */
export type Scope = {
  user: UserRow;
  company: CompanyRow;
  role: Role;
  /** Staff acting for a customer company through the `company-uid` header. */
  actingAs: boolean;
  sessionUid: string | null;
  apiKeyUid: string | null;
  /** An API key's scopes (null: its role alone) and requests per minute; absent for sessions. */
  apiKeyScopes?: readonly string[] | null;
  apiKeyRateLimit?: number;
  requestId: string;
  /** Where the request came from (API requests; pages leave it out), for the audit log. */
  client?: RequestClient;
};

export type RequestClient = { ip: string | null; userAgent: string | null };
