import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { db, schema } from "@/db";
import { aiAssistantVisible } from "@/lib/domain/ai-assistant";
import { normalizeUid } from "@/lib/domain/uid";
import { estimatesVisible } from "./estimate/page-gate";
import { marketVisible } from "./market/access";
import type { Scope } from "./scope";

/** Whether a row of this company-owned table exists in the company. */
function owned<T extends PgTable & { uid: AnyPgColumn; companyUid: AnyPgColumn }>(table: T) {
  return async (uid: string, companyUid: string) => {
    const [row] = await db()
      .select({ one: sql<number>`1` })
      .from(table as PgTable)
      .where(and(eq(table.uid, uid), eq(table.companyUid, companyUid)))
      .limit(1);
    return row !== undefined;
  };
}

/** An AI conversation is its user's alone: another user's, even in the same company, is not found. */
async function ownConversation(uid: string, companyUid: string, userUid: string): Promise<boolean> {
  const t = schema.aiConversations;
  const [row] = await db()
    .select({ one: sql<number>`1` })
    .from(t)
    .where(and(eq(t.uid, uid), eq(t.companyUid, companyUid), eq(t.userUid, userUid)))
    .limit(1);
  return row !== undefined;
}

/**
 * A page about one thing (/estimate/{uid}, /project-record/{uid}, /comparison/{uid} …) or one feature that a
 * company may not have. `fixed` are the sibling pages that are not a uid (/estimate/add).
 */
type Gate = {
  prefix: string;
  fixed?: readonly string[];
  exists?: (uid: string, companyUid: string, userUid: string) => Promise<boolean>;
  allowed?: (scope: Scope) => boolean;
};

const gates: readonly Gate[] = [
  {
    prefix: "/estimate",
    fixed: ["add", "duplicate", "compare", "templates"],
    exists: owned(schema.estimates),
    allowed: estimatesVisible,
  },
  { prefix: "/project-record", exists: owned(schema.projectRecords) },
  { prefix: "/project", fixed: ["new"], exists: owned(schema.projects) },
  { prefix: "/comparison", fixed: ["add"], exists: owned(schema.comparisons) },
  { prefix: "/market", allowed: (scope) => marketVisible(scope.company) },
  {
    prefix: "/ai-conversation",
    fixed: ["add"],
    exists: ownConversation,
    allowed: (scope) => aiAssistantVisible(scope.user.isZebeler, scope.company.isAiAssistantEnabled),
  },
];

/**
 * Whether the signed-in page at this path can exist for the scope's company: false for another company's or
 * an unknown uid, a malformed one, or a feature the company does not have. Asked by the signed-in layout,
 * before anything streams, so the answer can still be an HTTP 404: the pages themselves render inside the
 * realtime provider's loader, after the response has started as a 200.
 */
export async function pageExists(scope: Scope, pathname: string): Promise<boolean> {
  const [, first = "", second] = pathname.split("/");
  const gate = gates.find((g) => g.prefix === `/${first}`);
  if (!gate) return true;
  if (gate.allowed && !gate.allowed(scope)) return false;
  if (!gate.exists || second === undefined || second === "" || gate.fixed?.includes(second)) return true;
  const uid = normalizeUid(second);
  return uid !== null && gate.exists(uid, scope.company.uid, scope.user.uid);
}
