import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/db";
import { invalidUtf8Message } from "@/lib/server/request-body";
import { allowedCookie, type Bound, bound, realParams, rowsOf, versionOf } from "./declared-operations";
import { companyWithRoles, staffUser } from "./helpers";
import { examples } from "./route-table";

// The request-level abuse a schema cannot express, on every declared write: a 10 MB body, bytes that are not
// UTF-8, and a body of the wrong type. Each is sent once per operation (a fixed count), as a caller it allows
// on its own rows; nothing may answer 5xx or HTML, and a refused JSON body writes nothing.
vi.mock("next-auth", () => import("./next-auth-stub"));

const writes = bound.filter((b) => b.method !== "GET");
const json = writes.filter((b) => b.op.body);
const raw = writes.filter((b) => !b.op.body && examples[b.key]?.raw);
const tenMb = 10 * 1024 * 1024;

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let staffCookie: string;
let rows: ReturnType<typeof rowsOf>;
const callers = new Map<
  string,
  { cookie: string; params: Record<string, string>; headers: Record<string, string> }
>();

async function caller(b: Bound) {
  const known = callers.get(b.key);
  if (known) return known;
  const cookie = allowedCookie(b.op, acme, staffCookie);
  const params = await realParams(b, rows);
  const version = await versionOf(b, params, rows, cookie);
  const headers: Record<string, string> = version ? { "if-match": version } : {};
  const made = { cookie, params, headers };
  callers.set(b.key, made);
  return made;
}

/** Sends bytes as they are: NextRequest would not let a test send bad UTF-8 through a string. */
async function sendBytes(b: Bound, type: string, body: Uint8Array | string) {
  const { cookie, params, headers } = await caller(b);
  const path = b.pattern.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_, name: string) => params[name]!);
  const req = new NextRequest(new URL(path, "http://localhost:3000"), {
    method: b.method,
    headers: { ...headers, cookie, "content-type": type },
    body: body as BodyInit,
  });
  const res = await b.handler(req, { params: Promise.resolve(params) });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {}
  return { status: res.status, text, body: parsed as Record<string, unknown> | null, headers: res.headers };
}

function expectEnvelope(res: Awaited<ReturnType<typeof sendBytes>>, statuses?: number[]) {
  expect(res.status, res.text.slice(0, 300)).toBeLessThan(500);
  if (statuses) expect(statuses, res.text.slice(0, 300)).toContain(res.status);
  if (res.status < 400) return;
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  expect(res.body).toMatchObject({
    message: expect.any(String),
    code: expect.any(String),
    request_id: expect.any(String),
  });
}

/** Rows per tenant table of the company: what a refused request must leave as it was. */
async function snapshot(companyUid: string): Promise<Record<string, number>> {
  const tables = await db().execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where column_name = 'company_uid' and table_schema = 'public' order by table_name`,
  );
  const list = ("rows" in tables ? tables.rows : tables) as { table_name: string }[];
  const counts: Record<string, number> = {};
  for (const { table_name } of list) {
    const res = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table_name)} where company_uid = ${companyUid}`,
    );
    counts[table_name] = (("rows" in res ? res.rows : res) as { n: number }[])[0]!.n;
  }
  return counts;
}

let before: Record<string, number>;

beforeAll(async () => {
  acme = await companyWithRoles({ isAiAssistantEnabled: true });
  staffCookie = (await staffUser()).cookie;
  rows = rowsOf(acme, staffCookie);
  for (const b of [...json, ...raw]) await caller(b);
  before = await snapshot(acme.company.uid);
}, 300_000);

const bigJson = `{"name":"${"x".repeat(tenMb)}"}`;
// A JSON object whose string holds 0xFF 0xFE (never valid in UTF-8) and a lone continuation byte.
const badUtf8 = new Uint8Array([...Buffer.from('{"name":"a'), 0xff, 0xfe, 0x80, ...Buffer.from('b"}')]);

describe.each(json)("$key (JSON body)", (b) => {
  it("refuses a 10 MB body: 413 in the envelope", async () => {
    const res = await sendBytes(b, "application/json", bigJson);
    expectEnvelope(res, [413]);
    expect(res.body?.code).toBe("payload_too_large");
  });

  it("refuses a body that is not UTF-8: 400 in the envelope", async () => {
    const res = await sendBytes(b, "application/json", badUtf8);
    expectEnvelope(res, [400]);
    expect(res.body?.message).toBe(invalidUtf8Message);
  });

  it("refuses a body of another type: 415 in the envelope", async () => {
    for (const type of ["text/plain", "application/octet-stream", "application/xml"]) {
      expectEnvelope(await sendBytes(b, type, "{}"), [415]);
    }
  });
});

// Before the uploads below, which may be accepted (a 10 MB import is within their 50 MB limit).
describe("refused JSON bodies", () => {
  it("wrote nothing: every tenant table of the company holds the rows it held", async () => {
    expect(await snapshot(acme.company.uid)).toEqual(before);
  });
});

describe.each(raw)("$key (file upload)", (b) => {
  const example = examples[b.key]!.raw!;

  it("answers a 10 MB upload without a 5xx, in the envelope", async () => {
    const boundary = example.type.split("boundary=")[1]!;
    const padding = `--${boundary}\r\nContent-Disposition: form-data; name="padding"\r\n\r\n${"x".repeat(tenMb)}\r\n`;
    expectEnvelope(await sendBytes(b, example.type, padding + example.text));
  });

  it("answers a file that is not UTF-8 without a 5xx", async () => {
    const bytes = Buffer.concat([
      Buffer.from(example.text.replace("Isolation", "Iso")),
      Buffer.from([0xff, 0xfe]),
    ]);
    expectEnvelope(await sendBytes(b, example.type, new Uint8Array(bytes)));
  });

  it("refuses JSON or text in place of the form: 415 or 400 in the envelope", async () => {
    for (const type of ["application/json", "text/plain"]) {
      expectEnvelope(await sendBytes(b, type, "{}"), [400, 415]);
    }
  });
});
