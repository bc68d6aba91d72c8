import { beforeAll, describe, expect, it } from "vitest";
import { db, schema } from "@/db";
import { pageExists } from "@/lib/server/page-exists";
import type { Scope } from "@/lib/server/scope";
import { api } from "./estimate-helpers";
import { companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let other: Awaited<ReturnType<typeof companyWithRoles>>;
let estimateUid: string;
const scopeOf = (t: typeof acme) => ({ company: t.company, user: t.admin }) as unknown as Scope;

beforeAll(async () => {
  acme = await companyWithRoles({ companyName: "Gate Co", isV2Estimate: true, isMarketDataVisible: false });
  other = await companyWithRoles({
    companyName: "Gate Other",
    isV2Estimate: true,
    isMarketDataVisible: true,
  });
  const res = await api.create(acme.cookies.admin, { name: "Gate tower" });
  expect(res.status).toBe(201);
  estimateUid = res.body.uid;
});

describe("pageExists (the signed-in layout's 404 before anything streams)", () => {
  it("knows the company's own estimate, refuses another company's, an unknown and a malformed uid", async () => {
    expect(await pageExists(scopeOf(acme), `/estimate/${estimateUid}`)).toBe(true);
    expect(await pageExists(scopeOf(acme), `/estimate/${estimateUid.toUpperCase()}/import-from-togal`)).toBe(
      true,
    );
    expect(await pageExists(scopeOf(other), `/estimate/${estimateUid}`)).toBe(false);
    expect(await pageExists(scopeOf(acme), "/estimate/00000000-0000-4000-8000-000000000000")).toBe(false);
    expect(await pageExists(scopeOf(acme), "/estimate/nope")).toBe(false);
    expect(await pageExists(scopeOf(acme), "/project-record/00000000-0000-4000-8000-000000000000")).toBe(
      false,
    );
    expect(await pageExists(scopeOf(acme), "/comparison/00000000-0000-4000-8000-000000000000")).toBe(false);
  });

  it("lets list and fixed pages through, and refuses a feature the company does not have", async () => {
    for (const path of ["/estimate", "/estimate/add", "/estimate/duplicate", "/project", "/comparison/add"])
      expect(await pageExists(scopeOf(acme), path)).toBe(true);
    expect(await pageExists(scopeOf(acme), "/market")).toBe(false);
    expect(await pageExists(scopeOf(other), "/market")).toBe(true);
    const noEstimates = { ...scopeOf(acme), company: { ...acme.company, isV2Estimate: false } } as Scope;
    expect(await pageExists(noEstimates, "/estimate")).toBe(false);
  });

  it("lets only staff and companies with the assistant into /ai-conversation, and only to their own", async () => {
    const ai = { ...scopeOf(acme), company: { ...acme.company, isAiAssistantEnabled: true } } as Scope;
    const [own] = await db()
      .insert(schema.aiConversations)
      .values({ companyUid: acme.company.uid, userUid: acme.admin.uid })
      .returning();
    expect(await pageExists(ai, "/ai-conversation/add")).toBe(true);
    expect(await pageExists(ai, `/ai-conversation/${own!.uid}`)).toBe(true);
    expect(await pageExists(scopeOf(acme), "/ai-conversation/add")).toBe(false);
    const staff = { ...scopeOf(acme), user: { ...acme.admin, isZebeler: true } } as Scope;
    expect(await pageExists(staff, "/ai-conversation/add")).toBe(true);
    // Another user's, even in the same company, and another company's are not found.
    const editor = { ...ai, user: acme.editor } as Scope;
    expect(await pageExists(editor, `/ai-conversation/${own!.uid}`)).toBe(false);
    const foreign = { ...scopeOf(other), company: { ...other.company, isAiAssistantEnabled: true } } as Scope;
    expect(await pageExists(foreign, `/ai-conversation/${own!.uid}`)).toBe(false);
    expect(await pageExists(ai, "/ai-conversation/nope")).toBe(false);
  });
});
