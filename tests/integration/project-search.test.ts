// The project search finds its candidates through the trigram index on the joined text and must still answer
// exactly the rows the per-column predicate answered before: compared here, on a fixed generated data set,
// against that predicate written out as it was (each column's lower(...) like, nothing joined).
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import type { CompanyRow } from "@/db/schema";
import { listProjectsQuery } from "@/lib/contract/project";
import { listProjects } from "@/lib/server/project/projects";
import type { Scope } from "@/lib/server/scope-type";
import { createCompany, createUser } from "./helpers";

// Few letters, so searches match often; case pairs, LIKE's own characters, the joint's space, and letters
// whose lower case is not ASCII.
const alphabet = [..."aAbBcC  -7%_\\ÉéßİΣσ"];
const text = (max: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: 1, maxLength: max }).map((cs) => cs.join(""));
const project = fc.record({
  name: text(14),
  number: fc.option(text(8), { nil: null }),
  client: fc.option(text(12), { nil: null }),
  city: fc.option(text(8), { nil: null }),
});
type Project = typeof project extends fc.Arbitrary<infer T> ? T : never;

// Fewer projects than one page holds, so a search's answer is its first page.
const data: Project[] = fc.sample(project, { seed: 21, numRuns: 150 });
const joined = (p: Project) => [p.name, p.number ?? "", p.client ?? "", p.city ?? ""].join(" ");

let company: CompanyRow;
let scope: Scope;

beforeAll(async () => {
  company = await createCompany();
  // Another company with the same projects: its rows must never show.
  const other = await createCompany();
  for (const c of [company, other]) {
    await db()
      .insert(schema.projects)
      .values(data.map((p) => ({ ...p, companyUid: c.uid })));
  }
  scope = {
    user: await createUser(company, { roles: ["viewer"] }),
    company,
    role: "viewer",
    actingAs: false,
    sessionUid: null,
    apiKeyUid: null,
    requestId: "project-search-test",
  };
});

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : ((result as { rows: Record<string, unknown>[] }).rows ?? []);

/** The predicate before the trigram candidates, as it was. */
async function perColumn(q: string): Promise<string[]> {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db().execute(sql`
    select uid from projects
    where company_uid = ${company.uid}
      and (lower(name) like ${like} or lower(coalesce(number, '')) like ${like}
        or lower(coalesce(client, '')) like ${like} or lower(coalesce(city, '')) like ${like})
    order by lower(name), uid`);
  return rowsOf(result).map((r) => String(r.uid));
}

// A search: a piece of one project's joined text (within a column or across a joint), its case flipped or
// not, or a few letters of the alphabet.
const search = fc.oneof(
  fc
    .tuple(fc.nat(data.length - 1), fc.nat(40), fc.integer({ min: 1, max: 8 }), fc.boolean())
    .map(([i, start, length, upper]) => {
      const t = joined(data[i]!);
      const from = start % t.length;
      const piece = t.slice(from, from + length);
      return upper ? piece.toUpperCase() : piece;
    }),
  text(4),
);

describe("project search (q=)", () => {
  it("answers the same rows, in the same order, as the per-column predicate", async () => {
    await fc.assert(
      fc.asyncProperty(search, async (raw) => {
        const query = listProjectsQuery.parse({ q: raw, limit: "200" });
        if (!query.q) return; // trimmed away: no search
        const page = await listProjects(scope, query);
        const expected = await perColumn(query.q);
        expect(page.query).toEqual(expected);
        expect(page.total).toBe(expected.length);
        expect(page.next_cursor).toBeNull();
      }),
      { seed: 21, numRuns: 100 },
    );
  });

  it("matches a phrase within one column but not across two", async () => {
    const [p] = await db()
      .insert(schema.projects)
      .values({ companyUid: company.uid, name: "Harbor Lofts", number: "HL-1", city: "Austin" })
      .returning();
    const search = (q: string) => listProjects(scope, listProjectsQuery.parse({ q }));
    expect((await search("bor lof")).query).toEqual([p!.uid]);
    expect((await search("lofts hl-1")).query).toEqual([]);
    expect((await search("HL-1")).query).toEqual([p!.uid]);
    await db().delete(schema.projects).where(sql`${schema.projects.uid} = ${p!.uid}`);
  });

  it("counts on the first page, and on a cursor page only when asked", async () => {
    const list = (query: Record<string, string>) => listProjects(scope, listProjectsQuery.parse(query));
    const first = await list({ q: "a", limit: "5" });
    const matching = (await perColumn("a")).length;
    expect(first.total).toBe(matching);
    expect(first.next_cursor).not.toBeNull();
    expect((await list({ q: "a", limit: "5", cursor: first.next_cursor! })).total).toBeNull();
    expect((await list({ q: "a", limit: "5", cursor: first.next_cursor!, count: "1" })).total).toBe(matching);
  });
});
