import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db, schema } from "@/db";
import { aiAccessMessage, aiConversationDto } from "@/lib/contract/ai-conversation";
import { ai, newConversation } from "./ai-conversation-helpers";
import { companyWithRoles, createUser, sessionCookie, staffUser } from "./helpers";

// Every call of the AI conversations API: own, another user's, another company's, a viewer, a company without
// the assistant, stale If-Match, bad input. Answers (agent-response, stop) are in ai-conversation-stream.test.ts.
vi.mock("@/lib/server/realtime/publish", () => ({ publish: async () => undefined }));

type Company = Awaited<ReturnType<typeof companyWithRoles>>;
let acme: Company;
let birch: Company;
let off: Company;
let colleague: string;
let staff: Awaited<ReturnType<typeof staffUser>>;

beforeAll(async () => {
  [acme, birch, off] = await Promise.all([
    companyWithRoles({ isAiAssistantEnabled: true }),
    companyWithRoles({ isAiAssistantEnabled: true }),
    companyWithRoles(),
  ]);
  colleague = await sessionCookie(await createUser(acme.company, { roles: ["admin"] }));
  staff = await staffUser();
});

const notFound = { code: "not_found", message: "Conversation not found" };
const forbidden = { code: "forbidden", message: aiAccessMessage };

describe("access", () => {
  it("answers 403 with a clear message to every call from a company without the assistant", async () => {
    const uid = randomUUID();
    const calls = [
      ai.list(off.cookies.admin),
      ai.byDate(off.cookies.admin),
      ai.create(off.cookies.admin),
      ai.get(off.cookies.admin, uid),
      ai.rename(off.cookies.admin, uid, { label: "x" }, 1),
      ai.remove(off.cookies.admin, uid, 1),
      ai.ask(off.cookies.viewer, uid, "What did we pay?"),
      ai.answer(off.cookies.admin, uid),
      ai.stop(off.cookies.admin, uid),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(forbidden);
    }
  });

  it("lets staff use it in any company, their own included (no assistant there)", async () => {
    expect((await ai.create(staff.cookie)).status).toBe(201);
    const res = await ai.create(staff.cookie, { "company-uid": off.company.uid });
    expect(res.status).toBe(201);
    const listed = await ai.list(staff.cookie, {}, { "company-uid": off.company.uid });
    expect(listed.body.query).toEqual([res.body.uid]);
  });

  it("lets a viewer ask (the assistant only reads)", async () => {
    const uid = await newConversation(acme.cookies.viewer);
    const res = await ai.ask(acme.cookies.viewer, uid, "What did we pay per GSF for offices?");
    expect(res.status).toBe(201);
  });
});

describe("POST /api/v1/ai-conversation and GET …/{uid}", () => {
  it("creates an empty conversation and reads it back", async () => {
    const res = await ai.create(acme.cookies.editor);
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(aiConversationDto.parse(res.body)).toMatchObject({ label: "", version: 1, messages: [] });
    const read = await ai.get(acme.cookies.editor, res.body.uid);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(res.body);
  });

  it("answers another user's, another company's or an unknown conversation as not found", async () => {
    const uid = await newConversation(acme.cookies.admin);
    for (const cookie of [colleague, acme.cookies.viewer, birch.cookies.admin]) {
      const res = await ai.get(cookie, uid);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject(notFound);
    }
    expect((await ai.get(acme.cookies.admin, randomUUID())).status).toBe(404);
    expect((await ai.get(acme.cookies.admin, "not-an-id")).status).toBe(404);
  });
});

describe("POST …/{uid}/message", () => {
  it("adds the question; the first one labels the conversation, later ones do not", async () => {
    const uid = await newConversation(acme.cookies.admin);
    const first = await ai.ask(
      acme.cookies.admin,
      uid,
      "  What did we pay per GSF for mid-rise multifamily in Denver since 2021?\nThanks  ",
    );
    expect(first.status).toBe(201);
    expect(first.headers.get("etag")).toBe('"2"');
    expect(first.body.label).toBe("What did we pay per GSF for mid-rise multifamily in Denver since 2021?");
    expect(first.body.messages).toHaveLength(1);
    expect(first.body.messages[0]).toMatchObject({
      role: "user",
      status: "complete",
      content: "What did we pay per GSF for mid-rise multifamily in Denver since 2021?\nThanks",
      citations: [],
    });
    const second = await ai.ask(acme.cookies.admin, uid, "And in Houston?");
    expect(second.body.label).toBe(first.body.label);
    expect(second.headers.get("etag")).toBe('"2"');
    expect(second.body.messages.map((m: { content: string }) => m.content)).toEqual([
      first.body.messages[0].content,
      "And in Houston?",
    ]);
  });

  it("cuts a long first question to a label of at most 200 characters", async () => {
    const uid = await newConversation(acme.cookies.admin);
    const res = await ai.ask(acme.cookies.admin, uid, `${"cost ".repeat(100)}?`);
    expect(res.body.label.length).toBeLessThanOrEqual(200);
    expect(res.body.label.endsWith("…")).toBe(true);
  });

  it("refuses an empty, too long or missing question with 400", async () => {
    const uid = await newConversation(acme.cookies.admin);
    for (const [content, message] of [
      ["   ", "Required"],
      ["x".repeat(4001), "Must be at most 4000 characters"],
      [undefined, "Required"],
      [12, "Required"],
    ] as const) {
      const res = await ai.ask(acme.cookies.admin, uid, content);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "validation_error", errors: { content: message } });
    }
  });

  it("answers 404 for another user's or company's conversation, and writes nothing", async () => {
    const uid = await newConversation(acme.cookies.admin);
    for (const cookie of [colleague, birch.cookies.admin]) {
      expect((await ai.ask(cookie, uid, "Hello?")).status).toBe(404);
    }
    expect((await ai.get(acme.cookies.admin, uid)).body.messages).toEqual([]);
  });

  it("answers 409 while an answer is being written", async () => {
    const uid = await newConversation(acme.cookies.admin);
    await ai.ask(acme.cookies.admin, uid, "Question");
    await db().insert(schema.aiMessages).values({
      conversationUid: uid,
      companyUid: acme.company.uid,
      role: "assistant",
      status: "streaming",
      runUid: randomUUID(),
    });
    const res = await ai.ask(acme.cookies.admin, uid, "Another");
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("An answer is still being written. Stop it or wait until it ends.");
  });
});

describe("PUT and DELETE …/{uid}", () => {
  it("renames under If-Match: 200 with the new version, 412 when stale, 428 without", async () => {
    const uid = await newConversation(acme.cookies.admin);
    const res = await ai.rename(acme.cookies.admin, uid, { label: "  Denver multifamily  " }, 1);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe('"2"');
    expect(res.body).toMatchObject({ label: "Denver multifamily", version: 2 });
    const stale = await ai.rename(acme.cookies.admin, uid, { label: "Again" }, 1);
    expect(stale.status).toBe(412);
    expect((await ai.rename(acme.cookies.admin, uid, { label: "Again" })).status).toBe(428);
    expect((await ai.get(acme.cookies.admin, uid)).body.label).toBe("Denver multifamily");
  });

  it("refuses a bad label with 400", async () => {
    const uid = await newConversation(acme.cookies.admin);
    for (const [body, errors] of [
      [{ label: "" }, { label: "Required" }],
      [{ label: "x".repeat(201) }, { label: "Must be at most 200 characters" }],
      [{}, { label: "Required" }],
    ] as const) {
      const res = await ai.rename(acme.cookies.admin, uid, body, 1);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "validation_error", errors });
    }
    expect((await ai.rename(acme.cookies.admin, uid, { label: "x", extra: 1 }, 1)).status).toBe(400);
  });

  it("answers 404 to another user or company on rename and delete", async () => {
    const uid = await newConversation(acme.cookies.admin);
    for (const cookie of [colleague, birch.cookies.admin]) {
      expect((await ai.rename(cookie, uid, { label: "Mine" }, 1)).body).toMatchObject(notFound);
      expect((await ai.remove(cookie, uid, 1)).status).toBe(404);
    }
    expect((await ai.get(acme.cookies.admin, uid)).body.label).toBe("");
  });

  it("deletes under If-Match (412 when stale); the conversation and its messages are gone", async () => {
    const uid = await newConversation(acme.cookies.admin);
    await ai.ask(acme.cookies.admin, uid, "Question");
    expect((await ai.remove(acme.cookies.admin, uid, 1)).status).toBe(412);
    expect((await ai.remove(acme.cookies.admin, uid)).status).toBe(428);
    expect((await ai.remove(acme.cookies.admin, uid, 2)).status).toBe(204);
    expect((await ai.get(acme.cookies.admin, uid)).status).toBe(404);
    const left = await db()
      .select()
      .from(schema.aiMessages)
      .where(eq(schema.aiMessages.conversationUid, uid));
    expect(left).toEqual([]);
  });
});

describe("GET /api/v1/ai-conversation", () => {
  it("lists only the caller's own conversations in the active company, latest activity first", async () => {
    const user = await createUser(birch.company, { roles: ["viewer"] });
    const cookie = await sessionCookie(user);
    const a = await newConversation(cookie);
    const b = await newConversation(cookie);
    await newConversation(birch.cookies.admin);
    await ai.ask(cookie, a, "Latest");
    const res = await ai.list(cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ query: [a, b], total: 2, next_cursor: null });
    expect(res.body.content[a]).toMatchObject({ uid: a, label: "Latest", version: 2 });
    const page = await ai.list(cookie, { limit: "1" });
    expect(page.body).toMatchObject({ query: [a], total: 2, next_cursor: "1" });
    const next = await ai.list(cookie, { limit: "1", cursor: "1" });
    expect(next.body).toMatchObject({ query: [b], total: null, next_cursor: null });
  });

  it("refuses a bad limit or cursor with 400", async () => {
    expect((await ai.list(acme.cookies.admin, { limit: "0" })).body.errors).toEqual({
      limit: "Must be a whole number from 1 to 200",
    });
    expect((await ai.list(acme.cookies.admin, { cursor: "x" })).status).toBe(400);
  });
});

describe("GET /api/v1/ai-conversation/by-date", () => {
  it("groups ids by the day of last activity, in the time zone asked (UTC by default)", async () => {
    const user = await createUser(acme.company, { roles: ["editor"] });
    const cookie = await sessionCookie(user);
    const now = Date.now();
    const hour = 3_600_000;
    const day = 24 * hour;
    // Start of today in UTC, and in Denver (UTC−7 or −6): activities just either side of midnight.
    const utcMidnight = Date.UTC(
      new Date(now).getUTCFullYear(),
      new Date(now).getUTCMonth(),
      new Date(now).getUTCDate(),
    );
    const at = {
      justNow: now - 60_000,
      earlyUtcToday: utcMidnight + 60_000,
      lateUtcYesterday: utcMidnight - 60_000,
      threeDays: now - 3 * day,
      tenDays: now - 10 * day,
      fortyDays: now - 40 * day,
    };
    const ids: Record<string, string> = {};
    for (const [name, time] of Object.entries(at)) {
      ids[name] = await newConversation(cookie);
      await db()
        .update(schema.aiConversations)
        .set({ lastActivityAt: new Date(Math.min(time, now - 1000)) })
        .where(eq(schema.aiConversations.uid, ids[name]!));
    }
    const utc = await ai.byDate(cookie);
    expect(utc.status).toBe(200);
    const group = (body: Record<string, string[]>, id: string) =>
      Object.entries(body).find(([, list]) => list.includes(id))?.[0] ?? null;
    const earlyToday = at.earlyUtcToday < now ? "today" : "yesterday";
    expect(group(utc.body, ids.justNow!)).toBe("today");
    expect(group(utc.body, ids.earlyUtcToday!)).toBe(earlyToday);
    expect(group(utc.body, ids.lateUtcYesterday!)).toBe("yesterday");
    expect(group(utc.body, ids.threeDays!)).toBe("last7Days");
    expect(group(utc.body, ids.tenDays!)).toBe("last30Days");
    expect(group(utc.body, ids.fortyDays!)).toBeNull();
    const all = Object.values(utc.body as Record<string, string[]>).flat();
    expect(new Set(all).size).toBe(all.length);
    // In Tokyo (UTC+9, no daylight saving) the day starts at 15:00 UTC the day before.
    const tokyo = await ai.byDate(cookie, { tz: "Asia/Tokyo" });
    const tokyoDay = (t: number) => Math.floor((t + 9 * hour) / day);
    const expected = (t: number) => {
      const d = tokyoDay(now) - tokyoDay(t);
      return d === 0 ? "today" : d === 1 ? "yesterday" : d <= 7 ? "last7Days" : d <= 30 ? "last30Days" : null;
    };
    for (const [name, time] of Object.entries(at)) {
      expect(group(tokyo.body, ids[name]!), name).toBe(expected(Math.min(time, now - 1000)));
    }
  });

  it("refuses an unknown time zone with 400", async () => {
    const res = await ai.byDate(acme.cookies.admin, { tz: "Mars/Olympus" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ tz: "Must be an IANA time zone such as America/Denver" });
  });

  it("holds nothing of another user or company", async () => {
    const user = await createUser(acme.company, { roles: ["viewer"] });
    const res = await ai.byDate(await sessionCookie(user));
    expect(res.body).toEqual({ today: [], yesterday: [], last7Days: [], last30Days: [] });
  });
});
