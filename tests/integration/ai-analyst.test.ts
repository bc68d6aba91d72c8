// The built-in analyst on the fixed questions of tests/fixtures/ai-questions.json against the seeded demo
// data: every figure the fixture expects is recomputed by an independent SQL query (ai-analyst-sql.ts), must
// equal the fixture's and must appear in the answer; the citations are counted and each must be the
// company's and (for a set of records) inside the set the question names.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { parseQuestion } from "@/lib/domain/ai/parse";
import { seedDemo } from "@/lib/seed/demo";
import { runAnalyst, suggestedQuestions } from "@/lib/server/ai/analyst";
import type { Scope } from "@/lib/server/scope";
import {
  compareRecordFigures,
  type EscalateCheck,
  escalateFigures,
  estimateFigures,
  marketFigures,
  recordFigures,
  rows,
  type SetCheck,
  searchFigures,
  setStats,
  setWhere,
  statsFigures,
} from "./ai-analyst-sql";
import { ask, demoScope } from "./ai-helpers";

type Check = {
  stats?: SetCheck;
  compare?: SetCheck[];
  search?: SetCheck;
  records?: string[];
  record?: string;
  estimate?: string;
  market?: { names: string[]; from: string };
  escalate?: EscalateCheck;
};
type Case = {
  question: string;
  as?: string;
  kind: string;
  check: Check;
  figures: Record<string, string>;
  citations: number;
  says?: string[];
};

const file = path.join(import.meta.dirname, "../fixtures/ai-questions.json");
const fixture = JSON.parse(readFileSync(file, "utf8")) as { $comment: string; questions: Case[] };
const now = new Date("2026-11-26T12:00:00Z");
const acme = "00000000-0000-4000-8000-000000000002";

/** Figures and the citations an answer must have, from SQL; `within` lists the record sets cited records lie in. */
async function expected(c: Check) {
  if (c.stats) {
    const s = await setStats(acme, c.stats);
    return { figures: await statsFigures(acme, c.stats), citations: Math.min(s.n, 10), within: [c.stats] };
  }
  if (c.compare) {
    const figures: Record<string, string> = {};
    let citations = 0;
    for (const [i, g] of c.compare.entries()) {
      const s = await setStats(acme, g);
      citations += Math.min(s.n, 10);
      figures[`n ${i}`] = `| ${s.n} |`;
      if (s.p50 !== null) {
        for (const [k, v] of Object.entries(await statsFigures(acme, g)))
          if (k === "median") figures[`median ${i}`] = v.replace(/^\*\*Median (\S+) per .*$/, "$1");
      }
    }
    return { figures, citations, within: c.compare };
  }
  if (c.search) {
    const { n, figures } = await searchFigures(acme, c.search);
    return { figures, citations: Math.min(n, 10), within: [{ ...c.search, metric: undefined }] };
  }
  if (c.records) {
    const { uids, figures } = await compareRecordFigures(acme, c.records);
    return { figures, citations: uids.length, uids };
  }
  if (c.record) {
    const { uid, figures } = await recordFigures(acme, c.record);
    return { figures, citations: 1, uids: [uid] };
  }
  if (c.estimate) {
    const { uid, figures } = await estimateFigures(acme, c.estimate);
    return { figures, citations: 1, uids: [uid] };
  }
  if (c.market) {
    const { uids, figures } = await marketFigures(c.market.names, c.market.from);
    return { figures, citations: uids.length, uids };
  }
  if (c.escalate) return { ...(await escalateFigures(acme, c.escalate)), citations: 0 };
  return { figures: {}, citations: 0 };
}

const scopes = new Map<string, Scope>();

beforeAll(async () => {
  await seedDemo();
  for (const email of ["viewer@acme.test", "admin@birch.test"]) scopes.set(email, await demoScope(email));
}, 180_000);

describe("the built-in analyst on the demo data", () => {
  it("has 30+ questions covering every kind it understands", () => {
    expect(fixture.questions.length).toBeGreaterThanOrEqual(30);
    const kinds = new Set(fixture.questions.map((q) => q.kind));
    for (const k of [
      "statistics",
      "compare-groups",
      "compare-records",
      "search",
      "divisions",
      "estimate",
      "market",
      "escalate",
      "unknown",
    ])
      expect(kinds, k).toContain(k);
  });

  it.each(fixture.questions.map((q, i) => [i, q.question, q] as const))(
    "#%i %s",
    async (_i, _question, q) => {
      expect(parseQuestion(q.question, now).kind).toBe(q.kind);
      const want = await expected(q.check);
      if (process.env.AI_FIXTURE_WRITE) {
        q.figures = want.figures;
        q.citations = want.citations;
        return;
      }
      // The fixture's figures are the independent query's.
      expect(q.figures).toEqual(want.figures);
      expect(q.citations).toBe(want.citations);
      const answer = await ask(scopes.get(q.as ?? "viewer@acme.test")!, q.question, now);
      for (const [name, text] of Object.entries(q.figures)) expect(answer.text, name).toContain(text);
      for (const text of q.says ?? []) expect(answer.text).toContain(text);
      expect(answer.citations).toHaveLength(q.citations);
      expect(answer.events.at(-1)?.type).toBe("done");
      const records = answer.citations.filter((c) => c.kind === "project-record");
      for (const c of answer.citations) expect(c.href).toMatch(/^\/(project-record|estimate|market)[/?]/);
      if (records.length) {
        const uids = records.map((c) => c.uid);
        const inSet =
          "within" in want && want.within
            ? want.within.map((s) => setWhere(acme, s))
            : [sql`r.company_uid = ${acme}`];
        const [row] = await rows(sql`select count(*)::int as n from project_records r
          where r.uid in (${sql.join(
            uids.map((u) => sql`${u}::uuid`),
            sql`, `,
          )}) and ((${sql.join(inSet, sql`) or (`)}))`);
        expect(Number(row!.n)).toBe(uids.length);
      }
      if ("uids" in want && want.uids)
        expect(answer.citations.map((c) => c.uid).sort()).toEqual([...want.uids].sort());
    },
  );

  it.each(suggestedQuestions)(
    "the suggested question %s is answered with figures and sources",
    async (question) => {
      const answer = await ask(scopes.get("viewer@acme.test")!, question, now);
      expect(answer.text).not.toContain("I could not");
      expect(answer.text).not.toContain("no records");
      expect(answer.text).toMatch(/\$\d|\d+\.\d\d/);
      expect(answer.events.some((e) => e.type === "tool-call")).toBe(true);
      // Every answer but an escalation's cites what its figures came from.
      if (!/^Escalate/.test(question)) expect(answer.citations.length).toBeGreaterThan(0);
    },
  );

  it("reads a follow-up against the question before it", async () => {
    const history = [
      {
        role: "user" as const,
        content: "What did we pay per GSF for mid-rise multifamily in Dallas since 2021?",
      },
    ];
    const events = [];
    for await (const e of runAnalyst("And in Seattle?", history, {
      scope: scopes.get("viewer@acme.test")!,
      signal: new AbortController().signal,
      now,
    }))
      events.push(e);
    const text = events.map((e) => (e.type === "text" ? e.delta : "")).join("");
    const seattle = await statsFigures(acme, {
      types: ["multifamily.podium-mid-rise"],
      metros: ["seattle-wa"],
      from: "2021-01-01",
    });
    for (const figure of Object.values(seattle)) expect(text).toContain(figure);
  });

  it("stops when the signal is aborted: no further events, no done", async () => {
    const controller = new AbortController();
    const events = [];
    for await (const e of runAnalyst("What do data centers cost per GSF?", [], {
      scope: scopes.get("viewer@acme.test")!,
      signal: controller.signal,
      now,
    })) {
      events.push(e);
      if (e.type === "tool-call") controller.abort();
    }
    expect(events.some((e) => e.type === "done")).toBe(false);
    expect(events.at(-1)?.type).toBe("tool-call");
  });

  it.runIf(process.env.AI_FIXTURE_WRITE)("writes the fixture", () => {
    writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
  });
});
