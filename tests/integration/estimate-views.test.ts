import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as viewItem from "@/app/api/v1/estimate/[uid]/view/[viewUid]/route";
import * as viewList from "@/app/api/v1/estimate/[uid]/view/route";
import { db, schema } from "@/db";
import { estimateViewConfig } from "@/lib/domain/estimate/view-config";
import { seedDemo } from "@/lib/seed/demo";
import { api } from "./estimate-helpers";
import { call, companyWithRoles, createUser, sessionCookie } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
let editor2: string;
let uid: string;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  editor2 = await sessionCookie(await createUser(acme.company, { roles: ["editor"] }));
  uid = (await api.create(acme.cookies.editor, { name: "Views" })).body.uid;
});

const names = (res: { body: { query: string[]; content: Record<string, { name: string }> } }) =>
  res.body.query.map((u) => res.body.content[u]!.name);

describe("estimate views", () => {
  it("keeps private views to their owner and shows shared ones to everyone", async () => {
    const mine = await api.createView(acme.cookies.editor, uid, {
      name: "Mine",
      config: {
        group_by: ["division", "cost_type"],
        filters: { text: "concrete" },
        columns: ["cost_code"],
        sort: [],
      },
    });
    expect(mine.status).toBe(201);
    expect(mine.body).toMatchObject({
      name: "Mine",
      shared: false,
      owner_uid: acme.editor.uid,
      version: 1,
      config: {
        group_by: ["division", "cost_type"],
        filters: { text: "concrete" },
        columns: ["cost_code"],
        column_order: [],
        sort: [],
      },
    });
    const shared = await api.createView(editor2, uid, { name: "Company", shared: true });
    expect(shared.status).toBe(201);
    expect(shared.body.shared).toBe(true);

    expect(names(await api.views(acme.cookies.editor, uid))).toEqual(["Company", "Mine"]);
    expect(names(await api.views(editor2, uid))).toEqual(["Company"]);
    expect(names(await api.views(acme.cookies.viewer, uid))).toEqual(["Company"]);

    // Another user's private view is invisible: 404 to change or delete it.
    expect(
      (await api.updateView(editor2, uid, mine.body.uid, { name: "Taken" }, mine.body.version)).status,
    ).toBe(404);
    expect((await api.deleteView(editor2, uid, mine.body.uid, mine.body.version)).status).toBe(404);
    // A shared view can be changed by any editor; sharing a private one shows it to all.
    const renamed = await api.updateView(editor2, uid, shared.body.uid, { name: "Company view" }, 1);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ name: "Company view", version: 2 });
    const opened = await api.updateView(acme.cookies.editor, uid, mine.body.uid, { shared: true }, 1);
    expect(opened.body.shared).toBe(true);
    expect(names(await api.views(editor2, uid))).toEqual(["Company view", "Mine"]);
  });

  it("validates (400), refuses stale (412), foreign (404) and viewers (403)", async () => {
    const bad = await api.createView(acme.cookies.editor, uid, {
      name: "",
      config: { group_by: ["a", "b", "c", "d", "e"] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: "Required", "config.group_by": "Group by at most 4 levels" });
    const view = (await api.createView(acme.cookies.editor, uid, { name: "Stale" })).body;
    expect((await api.updateView(acme.cookies.editor, uid, view.uid, { name: "A" }, 1)).status).toBe(200);
    expect((await api.updateView(acme.cookies.editor, uid, view.uid, { name: "B" }, 1)).status).toBe(412);
    expect((await api.views(birch.cookies.admin, uid)).status).toBe(404);
    expect((await api.createView(birch.cookies.admin, uid, { name: "X" })).status).toBe(404);
    expect((await api.createView(acme.cookies.viewer, uid, { name: "X" })).status).toBe(403);
    expect((await api.deleteView(acme.cookies.editor, uid, view.uid, 1)).status).toBe(412);
    expect((await api.deleteView(acme.cookies.editor, uid, view.uid, 2)).status).toBe(204);
    expect(names(await api.views(acme.cookies.editor, uid))).not.toContain("A");
  });
});

describe("estimate view config (security finding 7)", () => {
  /** JSON text, sent as is: a 20,000-level value cannot go through JSON.stringify. */
  const raw = (
    handler: typeof viewList.POST | typeof viewItem.PUT,
    path: string,
    params: Record<string, string>,
    body: string,
  ) =>
    call(handler, handler === viewList.POST ? "POST" : "PUT", path, {
      cookie: acme.cookies.editor,
      headers: { "content-type": "application/json", "if-match": '"1"' },
      rawBody: body,
      params,
    });
  const deep = `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`;
  const storedNames = async () =>
    (await db().select().from(schema.estimateViews).where(eq(schema.estimateViews.estimateUid, uid))).map(
      (v) => v.name,
    );

  it("answers 400 (not 500) to a 20,000-level filter on create and update; nothing is stored", async () => {
    const before = await storedNames();
    const created = await raw(
      viewList.POST,
      `/api/v1/estimate/${uid}/view`,
      { uid },
      `{"name":"Deep","config":{"filters":{"text":${deep}}}}`,
    );
    expect(created.status).toBe(400);
    expect(await storedNames()).toEqual(before);

    const view = (await api.createView(acme.cookies.editor, uid, { name: "Target" })).body;
    const path = `/api/v1/estimate/${uid}/view/${view.uid}`;
    const updated = await raw(
      viewItem.PUT,
      path,
      { uid, viewUid: view.uid },
      `{"config":{"filters":{"x":${deep}}}}`,
    );
    expect(updated.status).toBe(400);
    const [row] = await db()
      .select()
      .from(schema.estimateViews)
      .where(eq(schema.estimateViews.uid, view.uid));
    expect(row).toMatchObject({ version: 1, config: view.config });
  });

  it("refuses an unknown filter, too many flag values and over-long text, naming the field", async () => {
    const post = (config: unknown) => api.createView(acme.cookies.editor, uid, { name: "Bad", config });
    const unknown = await post({ filters: { text: "pipe", amount_min: 100 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ "config.filters": 'Unrecognized key: "amount_min"' });
    const flags = await post({ filters: { flags: ["alternate", "allowance", "error", "base", "base"] } });
    expect(flags.status).toBe(400);
    expect(flags.body.errors).toEqual({ "config.filters.flags": "At most 4 flags" });
    const text = await post({ filters: { tag: "t".repeat(51) }, sort: [{ id: "total", desc: "yes" }] });
    expect(text.body.errors).toEqual({
      "config.filters.tag": "Must be at most 50 characters",
      "config.sort.0": 'Must be a column id ("-" first for descending) or { id, desc }',
    });
    expect((await storedNames()).filter((n) => n === "Bad")).toEqual([]);
  });

  it("round-trips every filter the grid has, and the seeded views validate", async () => {
    const config = {
      group_by: ["division", "cost_type", "area", "tag"],
      filters: { text: "concrete", cost_code: "03 30", tag: "podium", flags: ["alternate", "error"] },
      columns: ["cost_code", "description", "total"],
      column_order: ["description", "cost_code", "total"],
      sort: [
        { id: "total", desc: true },
        { id: "cost_code", desc: false },
      ],
    };
    const created = await api.createView(acme.cookies.editor, uid, { name: "Everything", config });
    expect(created.status).toBe(201);
    expect(created.body.config).toEqual(config);
    const listed = await api.views(acme.cookies.editor, uid);
    expect(listed.body.content[created.body.uid].config).toEqual(config);
    const cleared = await api.updateView(
      acme.cookies.editor,
      uid,
      created.body.uid,
      { config: { ...config, filters: {} } },
      1,
    );
    expect(cleared.status).toBe(200);
    expect(cleared.body.config.filters).toEqual({});

    await seedDemo();
    const seeded = await db().select().from(schema.estimateViews);
    expect(seeded.length).toBeGreaterThan(0);
    for (const view of seeded) expect(estimateViewConfig.safeParse(view.config).success).toBe(true);
  });
});
