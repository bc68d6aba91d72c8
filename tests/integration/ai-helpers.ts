// Shared by the AI tool and analyst tests: a scope for a seeded demo user, and an answer collected whole.
import { eq } from "drizzle-orm";
import { db, schema } from "@/db";
import type { Role } from "@/lib/domain/roles";
import type { AgentEvent, Citation } from "@/lib/server/ai/agent-types";
import { runAnalyst } from "@/lib/server/ai/analyst";
import type { Scope } from "@/lib/server/scope";

/** The demo user's scope (lib/seed/demo.ts), as a request would resolve it. */
export async function demoScope(email: string, role: Role = "viewer"): Promise<Scope> {
  const [user] = await db().select().from(schema.users).where(eq(schema.users.email, email));
  const [company] = await db()
    .select()
    .from(schema.companies)
    .where(eq(schema.companies.uid, user!.companyUid));
  return {
    user: user!,
    company: company!,
    role,
    actingAs: false,
    sessionUid: null,
    apiKeyUid: null,
    requestId: "ai-test",
  };
}

export type Answer = {
  text: string;
  events: AgentEvent[];
  citations: Citation[];
  firstTextMs: number;
  ms: number;
};

export async function ask(
  scope: Scope,
  question: string,
  now = new Date("2026-11-26T12:00:00Z"),
): Promise<Answer> {
  const events: AgentEvent[] = [];
  const started = performance.now();
  let firstTextMs = -1;
  let text = "";
  let citations: Citation[] = [];
  for await (const e of runAnalyst(question, [], { scope, signal: new AbortController().signal, now })) {
    events.push(e);
    if (e.type === "text") {
      if (firstTextMs < 0) firstTextMs = performance.now() - started;
      text += e.delta;
    }
    if (e.type === "done") citations = e.citations;
  }
  return { text, events, citations, firstTextMs, ms: performance.now() - started };
}
