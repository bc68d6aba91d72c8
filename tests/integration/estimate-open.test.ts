import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { NotFoundError } from "@/lib/server/errors";
import { writeLines } from "@/lib/server/estimate/lines";
import { openEstimate } from "@/lib/server/estimate/open";
import { createEstimate } from "@/lib/server/estimate/service";
import type { Scope } from "@/lib/server/scope";
import { companyWithRoles } from "./helpers";

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

describe("the streamed open", () => {
  it("answers the same document whatever the page size, lines sharing a position included", async () => {
    const company = await companyWithRoles();
    const scope = await scopeOf(company.editor.uid);
    const estimate = await createEstimate(scope, { name: "Pages" });
    const created = await writeLines(scope, estimate.uid, {
      create: Array.from({ length: 11 }, (_, i) => ({
        cost_code: `03 30 ${String(i).padStart(2, "0")}`,
        description: `Line ${i} "quoted", with [brackets]`,
        quantity: String(i + 1),
        unit_cost_cents: 100 + i,
      })),
      update: [],
      delete: [],
    });
    // Three lines on one position: budget order breaks the tie by uid, across a page boundary too.
    await db()
      .update(schema.estimateLines)
      .set({ position: 5000 })
      .where(
        inArray(
          schema.estimateLines.uid,
          created.created.slice(4, 7).map((l) => l.uid),
        ),
      );
    const whole = await openEstimate(scope, estimate.uid);
    expect(whole.lines.rows).toHaveLength(11);
    const positions = whole.lines.rows.map((r) => [r[1], r[0]] as [number, string]);
    expect(positions).toEqual([...positions].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
    for (const size of [1, 2, 3, 5, 10, 11, 12]) {
      expect(await openEstimate(scope, estimate.uid, size)).toEqual(whole);
    }
  });

  it("answers an estimate without lines, and refuses another company's before sending anything", async () => {
    const [a, b] = await Promise.all([companyWithRoles(), companyWithRoles()]);
    const scope = await scopeOf(a.editor.uid);
    const estimate = await createEstimate(scope, { name: "Empty" });
    const open = await openEstimate(scope, estimate.uid, 2);
    expect(open.lines.rows).toEqual([]);
    expect(open.estimate.uid).toBe(estimate.uid);
    await expect(openEstimate(await scopeOf(b.editor.uid), estimate.uid)).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });
});
