// The project search finds its candidates through the trigram index on the joined text and must still answer
// exactly the rows the per-column predicate answered before: compared here, on a fixed generated data set,
// against that predicate written out as it was (each column's lower(...) like, nothing joined). The record
// search reads its project's text from the record's own copy (project_search, kept by triggers): compared with
// the records of the projects the joined text matches, as it was, before and after projects and records change.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import type { CompanyRow } from "@/db/schema";
import { listProjectsQuery } from "@/lib/contract/project";
import { listRecordsQuery } from "@/lib/contract/record-filters";
import { listProjects, updateProject } from "@/lib/server/project/projects";
import { listRecords } from "@/lib/server/project/query";
import { createRecord } from "@/lib/server/project/records";
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
    const rows = await db()
      .insert(schema.projects)
      .values(data.map((p) => ({ ...p, companyUid: c.uid })))
      .returning();
    // A record for each project and a second for every third; the trigger fills in the search text.
    await db()
      .insert(schema.projectRecords)
      .values(
        rows.flatMap((p, i) =>
          Array.from({ length: i % 3 === 0 ? 2 : 1 }, () => ({
            companyUid: c.uid,
            projectUid: p.uid,
            stage: "final",
            costBasisDate: "2024-01-01",
            projectName: p.name,
          })),
        ),
      );
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

/** The record search as it was: the records of the projects whose joined text matches, by uid. */
async function recordsBefore(q: string): Promise<string[]> {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const result = await db().execute(sql`
    select uid from project_records
    where company_uid = ${company.uid}
      and project_uid in (select uid from projects where company_uid = ${company.uid}
        and lower(name || ' ' || coalesce(number, '') || ' ' || coalesce(client, '') || ' ' || coalesce(city, '')) like ${like})`);
  return rowsOf(result)
    .map((r) => String(r.uid))
    .sort();
}

/** Every page of the record list for `q`, by uid, and the total of its first page. */
async function recordSearch(q: string): Promise<{ uids: string[]; total: number | null }> {
  const uids: string[] = [];
  let cursor: string | undefined;
  let total: number | null = null;
  do {
    const page = await listRecords(scope, listRecordsQuery.parse({ q, limit: "200", cursor }));
    if (!cursor) total = page.total;
    uids.push(...page.query);
    cursor = page.next_cursor ?? undefined;
  } while (cursor);
  return { uids: uids.sort(), total };
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

/** Every record's copy equals its project's text now: what the triggers keep. */
async function staleCopies(): Promise<number> {
  const [row] = rowsOf(
    await db().execute(sql`
      select count(*)::int as n from project_records r join projects p on p.uid = r.project_uid
      where r.project_search is distinct from
        lower(p.name || ' ' || coalesce(p.number, '') || ' ' || coalesce(p.client, '') || ' ' || coalesce(p.city, ''))`),
  );
  return Number(row?.n);
}

const sameRecords = async (raw: string) => {
  const filters = listRecordsQuery.parse({ q: raw });
  if (!filters.q) return; // trimmed away: no search
  const expected = await recordsBefore(filters.q);
  expect(await recordSearch(filters.q)).toEqual({ uids: expected, total: expected.length });
};

describe("record search (q=)", () => {
  it("answers the records of the projects the joined text matches", async () => {
    await fc.assert(fc.asyncProperty(search, sameRecords), { seed: 22, numRuns: 60 });
  });

  it("follows renamed projects, changed clients and cities, moved and new records", async () => {
    const editor: Scope = { ...scope, role: "editor" };
    const [a, b, c] = await db()
      .select()
      .from(schema.projects)
      .where(sql`${schema.projects.companyUid} = ${company.uid}`)
      .orderBy(schema.projects.uid)
      .limit(3);
    // Each change on its own, checked before the next (a later write to the same records would hide a miss):
    // through the service, and straight in SQL (the triggers, not the service, keep the copy).
    const steps: (() => Promise<unknown>)[] = [
      () => updateProject(editor, a!.uid, { name: "Quayside Zebra", city: "Yarrow" }, undefined),
      () => db().execute(sql`update projects set client = 'Quokka Ltd' where uid = ${b!.uid}`),
      () => db().execute(sql`update projects set number = 'QN-1', city = null where uid = ${c!.uid}`),
      // A record moved to another project, and one added through the service.
      () =>
        db().execute(sql`
          update project_records set project_uid = ${c!.uid}
          where uid = (select uid from project_records where project_uid = ${a!.uid} order by uid limit 1)`),
      () => createRecord(editor, { project_uid: b!.uid, stage: "bid", cost_basis_date: "2024-06-01" }),
      // A copy written to directly is put back.
      () =>
        db().execute(sql`update project_records set project_search = 'bogus' where project_uid = ${b!.uid}`),
    ];
    for (const [i, step] of steps.entries()) {
      await step();
      expect({ step: i, stale: await staleCopies() }).toEqual({ step: i, stale: 0 });
    }

    for (const q of [
      "quayside zebra",
      "YARROW",
      "quokka",
      "qn-1",
      a!.name,
      b!.client ?? "x",
      c!.city ?? "y",
      "bogus",
    ])
      await sameRecords(q);
    // c's own records and the one moved to it.
    expect((await recordSearch("qn-1")).uids.length).toBeGreaterThan(1);
    expect((await recordSearch("bogus")).uids).toEqual([]);
    await fc.assert(fc.asyncProperty(search, sameRecords), { seed: 23, numRuns: 40 });
  });

  it("inserts in bulk with the project's text", async () => {
    const [p] = await db()
      .insert(schema.projects)
      .values({ companyUid: company.uid, name: "Bulk Wharf", number: "BW-9", city: "Oslo" })
      .returning();
    await db().execute(sql`
      insert into project_records (company_uid, project_uid, stage, cost_basis_date, project_name)
      select ${company.uid}::uuid, ${p!.uid}::uuid, 'final', date '2020-01-01' + i, 'Bulk Wharf'
      from generate_series(1, 5) as i`);
    expect((await recordSearch("wharf bw-9")).uids).toHaveLength(5);
    expect(await staleCopies()).toBe(0);
    await sameRecords("oslo");
  });
});
