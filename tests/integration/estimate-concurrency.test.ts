import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { StaleLinesError, writeLines } from "@/lib/server/estimate/lines";
import { openEstimate } from "@/lib/server/estimate/open";
import { createEstimate } from "@/lib/server/estimate/service";
import type { Scope } from "@/lib/server/scope";
import { rows } from "./estimate-helpers";
import { companyWithRoles } from "./helpers";

const CLIENTS = 20;
const EDITS = 100;
const LINES = 20;

async function scopeOf(userUid: string): Promise<Scope> {
  const [user] = await db().select().from(schema.users).where(eq(schema.users.uid, userUid));
  const [company] = await db()
    .select()
    .from(schema.companies)
    .where(eq(schema.companies.uid, user!.companyUid));
  return {
    user: user!,
    company: company!,
    role: "editor",
    actingAs: false,
    sessionUid: null,
    apiKeyUid: null,
    requestId: "t",
  };
}

describe("concurrent line edits", () => {
  it(`${CLIENTS} clients × ${EDITS} overlapping edits: every accepted edit is kept, none lost`, async () => {
    const company = await companyWithRoles();
    const scope = await scopeOf(company.editor.uid);
    const estimate = await createEstimate(scope, { name: "Concurrency" });
    const created = await writeLines(scope, estimate.uid, {
      create: Array.from({ length: LINES }, (_, i) => ({
        cost_code: `L${i}`,
        quantity: "0",
        unit_cost_cents: 100,
      })),
      update: [],
      delete: [],
    });
    const lineUids = created.created.map((l) => l.uid);
    const accepted = new Map<string, number>(lineUids.map((u) => [u, 0]));
    let stale = 0;

    async function client(c: number) {
      // What this client last saw of each line: its version and quantity.
      const seen = new Map(lineUids.map((u) => [u, { version: 1, quantity: 0 }]));
      for (let k = 0; k < EDITS; k++) {
        const uid = lineUids[(c * 7 + k * 13) % LINES]!;
        for (;;) {
          const known = seen.get(uid)!;
          try {
            const res = await writeLines(scope, estimate.uid, {
              create: [],
              update: [{ uid, version: known.version, quantity: String(known.quantity + 1) }],
              delete: [],
            });
            const line = res.updated[0]!;
            seen.set(uid, { version: line.version, quantity: Number(line.quantity) });
            accepted.set(uid, accepted.get(uid)! + 1);
            break;
          } catch (error) {
            if (!(error instanceof StaleLinesError)) throw error;
            stale++;
            // Retry on top of the fresh version the 412 carries.
            const current = error.conflicts[0]!;
            seen.set(uid, { version: current.version, quantity: Number(current.quantity) });
          }
        }
      }
    }

    await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));

    const open = await openEstimate(scope, estimate.uid);
    const lines = rows(open);
    let total = 0;
    for (const line of lines) {
      const edits = accepted.get(line.uid)!;
      expect(Number(line.quantity)).toBe(edits);
      expect(line.version).toBe(1 + edits);
      total += edits;
    }
    expect(total).toBe(CLIENTS * EDITS);
    expect(open.estimate.direct_cents).toBe(CLIENTS * EDITS * 100);
    expect(open.estimate.grand_total_cents).toBe(CLIENTS * EDITS * 100);
    console.log(`concurrency: ${CLIENTS * EDITS} accepted edits, ${stale} stale retries`);
  }, 600_000);
});
