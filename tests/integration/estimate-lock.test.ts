import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as unlink from "@/app/api/v1/estimate/[uid]/takeoff/link/[lineUid]/route";
import * as unitMix from "@/app/api/v1/estimate/[uid]/unit-mix/route";
import { db, schema } from "@/db";
import { lockMessages } from "@/lib/domain/estimate/versions/lock";
import { api } from "./estimate-helpers";
import { estimateWith, versionApi } from "./estimate-version-helpers";
import { call, companyWithRoles } from "./helpers";

// A final estimate takes no writes on any path — header, inputs, markups, lines, unit mix, takeoff link — with
// one message; an admin or its creator reopens it with a reason (a version first, the audit log records it).
// Archived estimates are read only too and left out of the default list.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

async function finalEstimate(name = "Final") {
  const made = await estimateWith(
    acme.cookies.editor,
    name,
    [{ cost_code: "03 30 00", quantity: 2, unit_cost_cents: 500 }],
    "final",
  );
  const open = await api.open(acme.cookies.editor, made.uid);
  const fields: string[] = open.body.lines.fields;
  const row = open.body.lines.rows[0] as unknown[];
  return {
    ...made,
    line: { uid: row[fields.indexOf("uid")] as string, version: row[fields.indexOf("version")] as number },
  };
}

describe("the final lock", () => {
  it("refuses every write path with the same message (409)", async () => {
    const { uid, version, line } = await finalEstimate();
    const c = acme.cookies.admin;
    const answers = [
      await api.update(c, uid, { name: "X" }, version),
      await api.update(c, uid, { status: "draft" }, version),
      await api.inputs(c, uid, { inputs: [] }, version),
      await api.markups(c, uid, { markups: [] }, version),
      await api.lines(c, uid, { create: [{ client_key: "a", cost_code: "01", lump_sum_cents: 1 }] }),
      await api.patch(c, uid, line.uid, { description: "X" }, line.version),
      await call(unitMix.PUT, "PUT", `/api/v1/estimate/${uid}/unit-mix`, {
        cookie: c,
        body: {
          enabled: true,
          rows: [{ type: "studio", count: 4, avg_nrsf: 520, beds: 1, baths: 1 }],
          keep: "mix",
        },
        headers: { "if-match": `"${version}"` },
        params: { uid },
      }),
      await call(unlink.DELETE, "DELETE", `/api/v1/estimate/${uid}/takeoff/link/${line.uid}`, {
        cookie: c,
        params: { uid, lineUid: line.uid },
      }),
      await api.remove(c, uid, version),
    ];
    for (const res of answers) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.message).toBe(lockMessages.final);
    }
    const open = await api.open(c, uid);
    expect(open.body.estimate).toMatchObject({ name: "Final", status: "final", line_count: 1, version });
    // A version can still be taken of a final estimate.
    expect((await versionApi.create(c, uid, { name: "Still" })).status).toBe(201);
  });

  it("reopens with a reason: admin or creator only, a version first, recorded in the audit log", async () => {
    const { uid, version } = await finalEstimate("Reopen me");
    const bad = await versionApi.reopen(acme.cookies.editor, uid, { reason: "  " });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ reason: "Required" });
    expect((await versionApi.reopen(acme.cookies.viewer, uid, { reason: "x" })).status).toBe(403);
    expect((await versionApi.reopen(birch.cookies.admin, uid, { reason: "x" })).status).toBe(404);
    expect((await versionApi.reopen(acme.cookies.editor, uid, { reason: "x" }, version + 1)).status).toBe(
      412,
    );

    // Another editor (not the creator) may not.
    const other = await estimateWith(acme.cookies.admin, "Admin's", [], "final");
    const refused = await versionApi.reopen(acme.cookies.editor, other.uid, { reason: "Mine now" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(lockMessages.reopenWho);

    const res = await versionApi.reopen(
      acme.cookies.editor,
      uid,
      { reason: "Client added a floor" },
      version,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status).toBe("draft");
    const versions = await versionApi.list(acme.cookies.viewer, uid);
    expect(versions.body.content[versions.body.query[0]]).toMatchObject({
      trigger: "reopen",
      reason: "Client added a floor",
      status: "final",
    });
    const [audit] = await db()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.targetUid, uid), eq(schema.auditLog.action, "estimate.reopened")));
    expect(audit?.data).toMatchObject({ reason: "Client added a floor", from_status: "final" });
    // Writable again; a second reopen is refused (it is not locked).
    expect((await api.update(acme.cookies.editor, uid, { name: "Open" }, res.body.version)).status).toBe(200);
    const again = await versionApi.reopen(acme.cookies.admin, uid, { reason: "again" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(lockMessages.reopenNotLocked);

    // An admin may reopen anyone's.
    expect((await versionApi.reopen(acme.cookies.admin, other.uid, { reason: "Admin" })).status).toBe(200);
  });

  it("keeps archived estimates read only and out of the default list (a status filter shows them)", async () => {
    const { uid, version } = await estimateWith(acme.cookies.editor, "Shed archived", [], "archived");
    const res = await api.update(acme.cookies.editor, uid, { name: "X" }, version);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(lockMessages.archived);
    const all = await api.list(acme.cookies.viewer);
    expect(all.body.query).not.toContain(uid);
    const archived = await api.list(acme.cookies.viewer, { status: "archived" });
    expect(archived.body.query).toContain(uid);
  });
});
