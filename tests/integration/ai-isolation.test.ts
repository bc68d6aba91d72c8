// Isolation of the AI tools: with two companies seeded (the demo's Acme and Birch, whose records share
// Seattle), no tool call made for one — over random arguments, including the other company's record and
// estimate ids, project numbers and names — returns or cites any row of the other. The analyst too, over
// random questions built from the same pieces.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { metros } from "@/lib/domain/geo/zip-centroids";
import { defaultBuildingTypes } from "@/lib/domain/reference/building-types";
import { seedDemo } from "@/lib/seed/demo";
import { runAnalyst } from "@/lib/server/ai/analyst";
import { aiTools } from "@/lib/server/ai/tools";
import type { Scope } from "@/lib/server/scope";
import { rows } from "./ai-analyst-sql";
import { demoScope } from "./ai-helpers";

type Company = { scope: Scope; own: Set<string>; refs: string[]; names: Set<string> };
const companies: Company[] = [];

async function companyRows(uid: string) {
  const ids = await rows(sql`
    select uid::text as id from project_records where company_uid = ${uid}
    union all select uid::text from projects where company_uid = ${uid}
    union all select uid::text from estimates where company_uid = ${uid}
    union all select uid::text from building_types where company_uid = ${uid}`);
  const refs = await rows(sql`
    select uid::text as ref from project_records where company_uid = ${uid}
    union all select number from projects where company_uid = ${uid} and number is not null
    union all select name from projects where company_uid = ${uid}
    union all select uid::text from estimates where company_uid = ${uid}
    union all select name from estimates where company_uid = ${uid}
    union all select number from estimates where company_uid = ${uid} and number is not null`);
  const names = await rows(sql`select name from projects where company_uid = ${uid}
    union select name from estimates where company_uid = ${uid}`);
  return {
    own: new Set(ids.map((r) => String(r.id))),
    refs: refs.map((r) => String(r.ref)),
    names: new Set(names.map((r) => String(r.name))),
  };
}

const uidRe = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

beforeAll(async () => {
  await seedDemo();
  for (const email of ["viewer@acme.test", "admin@birch.test"]) {
    const scope = await demoScope(email);
    companies.push({ scope, ...(await companyRows(scope.company.uid)) });
  }
  expect(companies[1]!.own.size).toBeGreaterThan(5);
}, 180_000);

const typeKeys = defaultBuildingTypes.flatMap((t) => [t.key, ...t.children.map((c) => c.key)]);
const metroKeys = ["seattle-wa", "portland-or", ...metros.map((m) => m.key).slice(0, 6)];
const date = fc
  .date({ min: new Date("2015-01-01"), max: new Date("2027-01-01"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Arguments for one tool; `ref` draws from both companies' record and estimate ids, numbers and names. */
function argsFor(tool: string, ref: fc.Arbitrary<string>) {
  const query = fc.record(
    {
      building_types: fc.array(fc.constantFrom(...typeKeys), { maxLength: 2 }),
      metros: fc.array(fc.constantFrom(...metroKeys), { maxLength: 2 }),
      states: fc.array(fc.constantFrom("WA", "OR", "TX", "CO"), { maxLength: 2 }),
      from: date,
      text: ref.map((r) => r.slice(0, 100)),
    },
    { requiredKeys: [] },
  );
  switch (tool) {
    case "search_records":
      return query;
    case "cost_statistics":
      return fc
        .tuple(
          query,
          fc.constantFrom("gsf", "units", "beds"),
          fc.option(fc.constantFrom("national", "seattle-wa")),
        )
        .map(([q, metric, loc]) => ({ ...q, metric, ...(loc ? { target_location: loc } : {}) }));
    case "record_divisions":
      return ref.map((record) => ({ record: record.slice(0, 200) }));
    case "compare_records":
      return fc.array(ref, { minLength: 2, maxLength: 3 }).map((records) => ({ records }));
    case "estimate_summary":
      return ref.map((estimate) => ({ estimate: estimate.slice(0, 200) }));
    case "market_series":
      return fc.record({ search: fc.array(fc.constantFrom("lumber", "index", "steel"), { maxLength: 2 }) });
    default:
      return fc.record({
        amount_cents: fc.integer({ min: 0, max: 1e12 }),
        from_location: fc.constantFrom(...metroKeys),
        to_location: fc.constant("national"),
      });
  }
}

/** The other company's ids in an answer, besides those the caller itself typed (echoing input is no leak). */
function foreignIn(value: unknown, mine: Company, other: Company, input: unknown): string[] {
  const text = JSON.stringify(value);
  const typed = JSON.stringify(input);
  const ids = [...new Set(text.match(uidRe) ?? [])].filter(
    (u) => other.own.has(u) && !mine.own.has(u) && !typed.includes(u),
  );
  // Project and estimate names only the other company has, unless typed.
  const names = [...other.names].filter(
    (n) => !mine.names.has(n) && !typed.includes(n) && text.includes(JSON.stringify(n).slice(1, -1)),
  );
  return [...ids, ...names];
}

describe("AI tools read only the asking company's rows", () => {
  it("every tool, random arguments, either company (fast-check, 50 runs)", async () => {
    const refs = () => fc.constantFrom(...companies[0]!.refs, ...companies[1]!.refs);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1 }),
        fc
          .constantFrom(...aiTools.map((t) => t.name))
          .chain((name) => fc.tuple(fc.constant(name), argsFor(name, refs()))),
        async (who, [name, args]) => {
          const mine = companies[who]!;
          const other = companies[1 - who]!;
          const tool = aiTools.find((t) => t.name === name)!;
          const ctx = {
            scope: mine.scope,
            signal: new AbortController().signal,
            now: new Date("2026-11-26T12:00:00Z"),
          };
          let result: unknown;
          try {
            result = await tool.execute(ctx, tool.input.parse(args));
          } catch (e) {
            // A refusal (an unknown location, say) is fine; it must not name the other company's rows either.
            result = { error: String(e) };
          }
          expect(foreignIn(result, mine, other, args)).toEqual([]);
        },
      ),
      { numRuns: 50, seed: 20_261_126 },
    );
  }, 120_000);

  it("the analyst, random questions naming either company's records and estimates (fast-check, 50 runs)", async () => {
    const refs = fc.constantFrom(...companies[0]!.refs, ...companies[1]!.refs);
    const question = fc
      .tuple(
        fc.constantFrom(
          "Division breakdown of {r}",
          'Division breakdown of "{r}"',
          "Compare {r} and {r2}",
          "Summarise the estimate {r}",
          "What did we pay per GSF for {t} in {m} since 2018?",
          "List {t} projects in {m}",
          "Compare {t} cost per GSF in Seattle and Portland",
        ),
        refs,
        refs,
        fc.constantFrom("mid-rise multifamily", "offices", "warehouses", "hotels", "apartments"),
        fc.constantFrom("Seattle", "Portland", "Washington state", "Oregon"),
      )
      .map(([tpl, r, r2, t, m]) =>
        tpl.replace("{r}", r).replace("{r2}", r2).replace("{t}", t).replace("{m}", m),
      );
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 1 }), question, async (who, q) => {
        const mine = companies[who]!;
        const other = companies[1 - who]!;
        const events = [];
        for await (const e of runAnalyst(q, [], { scope: mine.scope, signal: new AbortController().signal }))
          events.push(e);
        expect(foreignIn(events, mine, other, q)).toEqual([]);
      }),
      { numRuns: 50, seed: 20_261_127 },
    );
  }, 120_000);
});
