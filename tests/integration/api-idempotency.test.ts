import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import * as projects from "@/app/api/v1/project/route";
import { db, schema } from "@/db";
import { claimStaleMs, inProgressMessage } from "@/lib/server/public-api/idempotency";
import { call, companyWithRoles } from "./helpers";

// Idempotency-Key under concurrency: the first request claims the key before doing the work, so a repeat sent
// while it runs answers 409 instead of doing the work a second time; repeats after it answer its answer.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
beforeAll(async () => {
  acme = await companyWithRoles();
});

const post = (idem: string, body: Record<string, unknown>) =>
  call(projects.POST, "POST", "/api/v1/project", {
    cookie: acme.cookies.editor,
    headers: { "idempotency-key": idem },
    body,
  });
const named = (name: string) =>
  db()
    .select()
    .from(schema.projects)
    .where(and(eq(schema.projects.companyUid, acme.company.uid), eq(schema.projects.name, name)));
const answers = schema.idempotentAnswers;
const claimRow = async (idem: string) =>
  (
    await db()
      .select()
      .from(answers)
      .where(and(eq(answers.caller, `user:${acme.editor.uid}`), eq(answers.key, idem)))
  )[0];
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((r) => setTimeout(r, 10));
}

describe("concurrent requests with one Idempotency-Key", () => {
  it("two at once: one does the work (201), the other answers 409; a third gets the first's body", async () => {
    const idem = crypto.randomUUID();
    // The first request's body arrives slowly (a slow upload): it has claimed the key and is still running
    // when the second arrives.
    let send!: () => void;
    const gate = new Promise<void>((resolve) => {
      send = resolve;
    });
    const slowBody = new ReadableStream<Uint8Array>({
      async start(controller) {
        await gate;
        controller.enqueue(new TextEncoder().encode(JSON.stringify({ name: "Raced" })));
        controller.close();
      },
    });
    const headers = new Headers({
      cookie: acme.cookies.editor,
      "content-type": "application/json",
      "idempotency-key": idem,
    });
    const slow = new NextRequest(new URL("/api/v1/project", "http://localhost:3000"), {
      method: "POST",
      headers,
      body: slowBody,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1] & { duplex: "half" });
    const first = projects.POST(slow, { params: Promise.resolve({}) });
    await until(async () => (await claimRow(idem)) !== undefined);

    const second = await post(idem, { name: "Raced" });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: "conflict", message: inProgressMessage });
    send();
    const created = await first;
    expect(created.status).toBe(201);
    const createdBody = await created.json();
    expect(await named("Raced")).toHaveLength(1);

    const third = await post(idem, { name: "Raced" });
    expect(third.status).toBe(201);
    expect(third.body).toEqual(createdBody);
    expect(third.headers.get("idempotent-replayed")).toBe("true");
    // Another body with the same key: the first answer still (the key, not the body, names the request).
    const otherBody = await post(idem, { name: "Something else" });
    expect(otherBody.status).toBe(201);
    expect(otherBody.body).toEqual(createdBody);
    expect(await named("Something else")).toHaveLength(0);
  });

  it("sent at the same instant: the work is done once, whichever way the two interleave", async () => {
    const idem = crypto.randomUUID();
    const both = await Promise.all([post(idem, { name: "Twice sent" }), post(idem, { name: "Twice sent" })]);
    expect(await named("Twice sent")).toHaveLength(1);
    const fresh = both.filter((r) => r.status === 201 && r.headers.get("idempotent-replayed") === null);
    expect(fresh).toHaveLength(1);
    // The other is a 409 (it arrived mid-work) or the replayed answer (it arrived after).
    for (const other of both.filter((r) => r !== fresh[0])) {
      if (other.status === 409) expect(other.body.message).toBe(inProgressMessage);
      else expect(other.body).toEqual(fresh[0]!.body);
    }
  });

  it("a request in progress on another server: 409, and the key is not spent by the refusal", async () => {
    const idem = crypto.randomUUID();
    const caller = `user:${acme.editor.uid}`;
    await db().insert(answers).values({
      caller,
      key: idem,
      method: "POST",
      path: "/api/v1/project",
      status: 0,
      headers: {},
      body: "x",
    });
    const res = await post(idem, { name: "Meanwhile" });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/still in progress/);
    // The other server finishes without an answer worth keeping (it failed): the key is free again.
    await db()
      .delete(answers)
      .where(and(eq(answers.caller, caller), eq(answers.key, idem)));
    expect((await post(idem, { name: "Meanwhile" })).status).toBe(201);
    expect(await named("Meanwhile")).toHaveLength(1);
  });

  it("a claim left by a crashed server is taken over after a few minutes", async () => {
    const idem = crypto.randomUUID();
    const caller = `user:${acme.editor.uid}`;
    await db()
      .insert(answers)
      .values({
        caller,
        key: idem,
        method: "POST",
        path: "/api/v1/project",
        status: 0,
        headers: {},
        body: "crashed",
        createdAt: new Date(Date.now() - claimStaleMs - 1000),
      });
    const res = await post(idem, { name: "Taken over" });
    expect(res.status).toBe(201);
    const [row] = await db()
      .select()
      .from(answers)
      .where(and(eq(answers.caller, caller), eq(answers.key, idem)));
    expect(row).toMatchObject({ status: 201 });
    expect(JSON.parse(row!.body)).toEqual(res.body);
    expect((await post(idem, { name: "Taken over" })).body).toEqual(res.body);
  });

  it("a failed request releases its claim: the same key runs afresh", async () => {
    const idem = crypto.randomUUID();
    expect((await post(idem, {})).status).toBe(400);
    const rows = await db()
      .select()
      .from(answers)
      .where(and(eq(answers.caller, `user:${acme.editor.uid}`), eq(answers.key, idem)));
    expect(rows).toHaveLength(0);
    expect((await post(idem, { name: "After a 400" })).status).toBe(201);
  });

  it("an answer older than 24 hours is forgotten: the key is new again", async () => {
    const idem = crypto.randomUUID();
    const first = await post(idem, { name: "Yesterday" });
    expect(first.status).toBe(201);
    await db()
      .update(answers)
      .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
      .where(and(eq(answers.caller, `user:${acme.editor.uid}`), eq(answers.key, idem)));
    const again = await post(idem, { name: "Yesterday" });
    expect(again.status).toBe(201);
    expect(again.body.uid).not.toBe(first.body.uid);
  });
});
