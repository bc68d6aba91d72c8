import fc from "fast-check";
import { beforeAll, describe, expect, inject, it, vi } from "vitest";
import { allowedCookie, type Bound, bound, realParams, rowsOf, send, versionOf } from "./declared-operations";
import { bodyText, queryText } from "./fuzz-input";
import { companyWithRoles, staffUser } from "./helpers";

// Every declared operation that reads JSON (a body, a query, or both) fuzzed from its own input schema, as a
// caller it allows on its own rows: nothing the client sends may answer 5xx, and every refusal is a JSON
// error in the one envelope. A fixed seed and number of runs keep CI's time bounded and failures replayable.
vi.mock("next-auth", () => import("./next-auth-stub"));

const seed = 20_261_125;
const numRuns = 20;
const reading = bound.filter((b) => b.op.body || b.op.query);
// PGlite fuzzes every operation; on PostgreSQL (CI's second run) a fixed sample keeps the run short, as the
// isolation matrix does: what is fuzzed is the input schemas and handlers, the same on both databases.
const fuzzed = inject("databaseUrl") ? reading.filter((_, i) => i % 4 === 0) : reading;

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let staffCookie: string;
let rows: ReturnType<typeof rowsOf>;

beforeAll(async () => {
  acme = await companyWithRoles({ isAiAssistantEnabled: true });
  staffCookie = (await staffUser()).cookie;
  rows = rowsOf(acme, staffCookie);
});

function expectRefusalShape(res: { status: number; body: unknown; text: string; headers: Headers }) {
  expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
  if (res.status < 400) return;
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.body).toMatchObject({
    message: expect.any(String),
    code: expect.any(String),
    request_id: expect.any(String),
  });
}

async function caller(b: Bound) {
  const cookie = allowedCookie(b.op, acme, staffCookie);
  const params = await realParams(b, rows);
  const version = await versionOf(b, params, rows, cookie);
  const headers: Record<string, string> = version ? { "if-match": version } : {};
  return { cookie, params, headers };
}

describe.each(fuzzed)("$key", (b) => {
  it(`answers ${numRuns} fuzzed inputs from its schema without a 5xx, refusals in the error envelope`, async () => {
    const { cookie, params, headers } = await caller(b);
    const body = b.op.body ? bodyText(b.op.body) : fc.constant(undefined);
    const query = b.op.query ? queryText(b.op.query) : fc.constant("");
    await fc.assert(
      fc.asyncProperty(body, query, async (rawBody, search) => {
        const json: Record<string, string> =
          rawBody === undefined ? {} : { "content-type": "application/json" };
        const res = await send(b, params, {
          cookie,
          headers: { ...headers, ...json },
          rawBody,
          query: search,
        });
        expectRefusalShape(res);
      }),
      { seed, numRuns },
    );
  });

  if (b.op.body) {
    it("refuses malformed JSON: 400 in the error envelope", async () => {
      const { cookie, params, headers } = await caller(b);
      for (const rawBody of ['{"a":', "{'a':1}", "NaN", '{"a":1}{"b":2}', "\u0000"]) {
        const res = await send(b, params, {
          cookie,
          headers: { ...headers, "content-type": "application/json" },
          rawBody,
        });
        expect(res.status, rawBody).toBe(400);
        expectRefusalShape(res);
      }
    });
  }
});
