import { beforeAll, describe, expect, it } from "vitest";
import { api } from "./estimate-helpers";
import { companyWithRoles, createUser, sessionCookie } from "./helpers";

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
    expect((await api.updateView(editor2, uid, mine.body.uid, { name: "Taken" })).status).toBe(404);
    expect((await api.deleteView(editor2, uid, mine.body.uid)).status).toBe(404);
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
