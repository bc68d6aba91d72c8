import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { db, schema } from "@/db";
import type { CompanyRow, UserRow } from "@/db/schema";
import { hashPassword } from "@/lib/server/auth/password";
import { sessionCookieName } from "@/lib/server/auth/session-token";
import { createSession } from "@/lib/server/auth/sessions";
import { seedReferenceDefaults } from "@/lib/server/reference/defaults";
import type { Scope } from "@/lib/server/scope";

// Each suite builds its own companies and users, so suites never depend on shared seeded data. A company
// comes with its reference defaults, in the same transaction, as the staff's "create company" makes it.
export async function createCompany(
  overrides: Partial<typeof schema.companies.$inferInsert> = {},
): Promise<CompanyRow> {
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(schema.companies)
      .values({ companyName: `Company ${randomUUID().slice(0, 8)}`, ...overrides })
      .returning();
    await seedReferenceDefaults(tx, row!.uid);
    return row!;
  });
}

let passwordHash: Promise<string> | undefined;
export const testPassword = "correct-horse-battery";

export async function createUser(
  company: CompanyRow,
  overrides: Partial<typeof schema.users.$inferInsert> = {},
): Promise<UserRow> {
  passwordHash ??= hashPassword(testPassword);
  const email = `${randomUUID().slice(0, 12)}@example.test`;
  const [row] = await db()
    .insert(schema.users)
    .values({
      companyUid: company.uid,
      email,
      username: email,
      firstname: "Test",
      lastname: "User",
      roles: ["admin"],
      passwordHash: await passwordHash,
      activatedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A real server session and the Auth.js cookie that carries it, as the login would set. */
export async function sessionCookie(user: UserRow): Promise<string> {
  const sid = await createSession(user.uid, "vitest");
  const name = sessionCookieName(false);
  const token = await encode({ token: { sub: user.uid, sid }, secret: process.env.AUTH_SECRET!, salt: name });
  return `${name}=${token}`;
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

type CallOptions = {
  cookie?: string;
  headers?: Record<string, string>;
  body?: unknown;
  rawBody?: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
};

export async function call(handler: Handler, method: string, path: string, options: CallOptions = {}) {
  const url = new URL(path, "http://localhost:3000");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  const req = new NextRequest(url, { method, headers, body });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers
  const json: any = text ? JSON.parse(text) : null;
  return { status: res.status, body: json, headers: res.headers };
}

/** The service-layer scope of a company's editor (as a signed-in session would give it). */
export const editorScope = (c: { company: CompanyRow; editor: UserRow }): Scope => ({
  user: c.editor,
  company: c.company,
  role: "editor",
  actingAs: false,
  sessionUid: null,
  apiKeyUid: null,
  requestId: "t",
});

/** A company with one user per role, plus their cookies. */
export async function companyWithRoles(overrides: Partial<typeof schema.companies.$inferInsert> = {}) {
  const company = await createCompany(overrides);
  const admin = await createUser(company, { roles: ["admin"] });
  const editor = await createUser(company, { roles: ["editor"] });
  const viewer = await createUser(company, { roles: ["viewer"] });
  return {
    company,
    admin,
    editor,
    viewer,
    cookies: {
      admin: await sessionCookie(admin),
      editor: await sessionCookie(editor),
      viewer: await sessionCookie(viewer),
    },
  };
}

export async function staffUser() {
  const provider = await createCompany({
    companyName: `Provider ${randomUUID().slice(0, 6)}`,
    isProvider: true,
  });
  const staff = await createUser(provider, { roles: ["admin"], isZebeler: true });
  return { provider, staff, cookie: await sessionCookie(staff) };
}
