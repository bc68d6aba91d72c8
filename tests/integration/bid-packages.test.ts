import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as docItem from "@/app/api/v1/bid-package/[uid]/document/[documentUid]/route";
import * as docs from "@/app/api/v1/bid-package/[uid]/document/route";
import * as docSign from "@/app/api/v1/bid-package/[uid]/document/upload-signature/route";
import * as item from "@/app/api/v1/bid-package/[uid]/route";
import * as list from "@/app/api/v1/estimate/[uid]/bid-package/route";
import * as upload from "@/app/api/v1/storage/upload/[...key]/route";
import { db, schema } from "@/db";
import { lockMessages } from "@/lib/domain/estimate/versions/lock";
import { api } from "./estimate-helpers";
import { estimateWith } from "./estimate-version-helpers";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

const match = (version?: number): Record<string, string> =>
  version === undefined ? {} : { "if-match": `"${version}"` };

const pkgApi = {
  list: (cookie: string, estimateUid: string) =>
    call(list.GET, "GET", `/api/v1/estimate/${estimateUid}/bid-package`, {
      cookie,
      params: { uid: estimateUid },
    }),
  create: (cookie: string, estimateUid: string, body: unknown) =>
    call(list.POST, "POST", `/api/v1/estimate/${estimateUid}/bid-package`, {
      cookie,
      body,
      params: { uid: estimateUid },
    }),
  get: (cookie: string, uid: string) =>
    call(item.GET, "GET", `/api/v1/bid-package/${uid}`, { cookie, params: { uid } }),
  update: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(item.PUT, "PUT", `/api/v1/bid-package/${uid}`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  remove: (cookie: string, uid: string, version?: number) =>
    call(item.DELETE, "DELETE", `/api/v1/bid-package/${uid}`, {
      cookie,
      headers: match(version),
      params: { uid },
    }),
};

/** An estimate with three lines: 03 concrete $1,234.56 × 3, 09 drywall $999.99, 09 paint lump $500.01. */
async function estimateWithLines(cookie = acme.cookies.editor) {
  const made = await estimateWith(cookie, "Harbor GMP", [
    { cost_code: "03 30 00", description: "Slab on grade", quantity: 3, unit_cost_cents: 123_456 },
    { cost_code: "09 21 16", description: "Gypsum board", quantity: 1, unit_cost_cents: 99_999 },
    { cost_code: "09 91 00", description: "Painting", lump_sum_cents: 50_001 },
  ]);
  const open = await api.open(cookie, made.uid);
  const fields: string[] = open.body.lines.fields;
  const uids = (open.body.lines.rows as unknown[][]).map((r) => r[fields.indexOf("uid")] as string);
  return { uid: made.uid, lines: uids };
}

describe("bid packages", () => {
  it("creates a package from budget lines with a live budget to the cent, scope items and the due time in its zone", async () => {
    const est = await estimateWithLines();
    const res = await pkgApi.create(acme.cookies.editor, est.uid, {
      name: "Drywall and paint",
      trade: "09",
      line_uids: [est.lines[1], est.lines[2]],
      scope_items: [{ text: "Metal studs" }, { text: "Level 5 finish" }],
      due_local: "2026-12-04T14:00",
      time_zone: "America/Chicago",
      instructions: "Per drawings A-101.",
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.body).toMatchObject({
      name: "Drywall and paint",
      trade: "09",
      status: "draft",
      budget_cents: 150_000,
      line_count: 2,
      due_at: "2026-12-04T20:00:00.000Z",
      due_local: "2026-12-04T14:00",
      time_zone: "America/Chicago",
      invited_count: 0,
      submitted_count: 0,
      allowed_statuses: ["out_to_bid", "cancelled"],
    });
    expect(res.body.scope_items.map((i: { text: string }) => i.text)).toEqual([
      "Metal studs",
      "Level 5 finish",
    ]);
    expect(res.body.lines.map((l: { total_cents: number }) => l.total_cents)).toEqual([99_999, 50_001]);
    // The budget follows the estimate: a line edited is in the next read.
    const open = await api.open(acme.cookies.editor, est.uid);
    const fields: string[] = open.body.lines.fields;
    const row = (open.body.lines.rows as unknown[][]).find((r) => r[fields.indexOf("uid")] === est.lines[1])!;
    const patched = await api.patch(
      acme.cookies.editor,
      est.uid,
      est.lines[1]!,
      { quantity: "2" },
      row[fields.indexOf("version")] as number,
    );
    expect(patched.status).toBe(200);
    const listed = await pkgApi.list(acme.cookies.viewer, est.uid);
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(1);
    expect(listed.body.content[res.body.uid]).toMatchObject({ budget_cents: 249_999, line_count: 2 });
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUid, res.body.uid));
    expect(audit.map((a) => a.action)).toEqual(["bid_package.created"]);
  });

  it("refuses a line that is already in another package, naming it", async () => {
    const est = await estimateWithLines();
    const first = await pkgApi.create(acme.cookies.editor, est.uid, {
      name: "Concrete",
      line_uids: [est.lines[0]],
    });
    expect(first.status).toBe(201);
    const second = await pkgApi.create(acme.cookies.editor, est.uid, { name: "All", line_uids: est.lines });
    expect(second.status).toBe(400);
    const message =
      '"03 30 00 Slab on grade" is already in the package "Concrete"; a budget line can be in one package only';
    expect(second.body.message).toBe(message);
    expect(second.body.errors.line_uids).toBe(message);
    // Nothing of the refused package was written.
    expect((await pkgApi.list(acme.cookies.editor, est.uid)).body.total).toBe(1);
    // Moving the line: out of the first, then into another.
    const freed = await pkgApi.update(acme.cookies.editor, first.body.uid, { line_uids: [] }, 1);
    expect(freed.status).toBe(200);
    expect(freed.body.budget_cents).toBe(0);
    const all = await pkgApi.create(acme.cookies.editor, est.uid, { name: "All", line_uids: est.lines });
    expect(all.body.budget_cents).toBe(370_368 + 99_999 + 50_001);
  });

  it("refuses another estimate's line and bad input with the field's message", async () => {
    const est = await estimateWithLines();
    const other = await estimateWithLines();
    const foreignLine = await pkgApi.create(acme.cookies.editor, est.uid, {
      name: "X",
      line_uids: [other.lines[0]],
    });
    expect(foreignLine.status).toBe(400);
    expect(foreignLine.body.message).toBe(`No such budget line in this estimate: ${other.lines[0]}`);
    const bad = await pkgApi.create(acme.cookies.editor, est.uid, {
      name: " ",
      due_local: "next friday",
      time_zone: "Mars/Olympus",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: "Required",
      due_local: "Must be a date and time such as 2026-12-04T14:00",
      time_zone: "Must be a time zone such as America/Chicago",
    });
  });

  it("moves the status by the rule, with a clear message for a move it refuses", async () => {
    const est = await estimateWithLines();
    const made = await pkgApi.create(acme.cookies.editor, est.uid, { name: "Paint" });
    const noDue = await pkgApi.update(acme.cookies.editor, made.body.uid, { status: "out_to_bid" }, 1);
    expect(noDue.status).toBe(400);
    expect(noDue.body.message).toBe("Set the due date and time before sending the package out to bid");
    const leveling = await pkgApi.update(acme.cookies.editor, made.body.uid, { status: "leveling" }, 1);
    expect(leveling.status).toBe(409);
    expect(leveling.body.message).toBe(
      "A package that is draft can move to out to bid or cancelled, not to leveling",
    );
    const awarded = await pkgApi.update(acme.cookies.editor, made.body.uid, { status: "awarded" }, 1);
    expect(awarded.body.message).toBe(
      "A package is awarded through its leveling sheet: award a bidder there",
    );
    const out = await pkgApi.update(
      acme.cookies.editor,
      made.body.uid,
      { status: "out_to_bid", due_local: "2026-12-10T17:00", time_zone: "America/New_York" },
      1,
    );
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ status: "out_to_bid", version: 2, due_at: "2026-12-10T22:00:00.000Z" });
    expect(out.body.allowed_statuses).toEqual(["draft", "leveling", "cancelled"]);
    const cancelled = await pkgApi.update(acme.cookies.editor, made.body.uid, { status: "cancelled" }, 2);
    expect(cancelled.body.status).toBe("cancelled");
    const scope = await pkgApi.update(
      acme.cookies.editor,
      made.body.uid,
      { scope_items: [{ text: "x" }] },
      3,
    );
    expect(scope.status).toBe(409);
    expect(scope.body.message).toBe("This package is cancelled: reopen it as a draft to change it");
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUid, made.body.uid))
      .orderBy(schema.auditLog.createdAt);
    expect(audit.filter((a) => a.action === "bid_package.status_changed").map((a) => a.data)).toEqual([
      expect.objectContaining({ from: "draft", to: "out_to_bid" }),
      expect.objectContaining({ from: "out_to_bid", to: "cancelled" }),
    ]);
  });

  it("keeps scope items' uids when the list is saved again, removes the ones left out", async () => {
    const est = await estimateWithLines();
    const made = await pkgApi.create(acme.cookies.editor, est.uid, {
      name: "Items",
      scope_items: [{ text: "A" }, { text: "B" }, { text: "C" }],
    });
    const [a, , c] = made.body.scope_items;
    const saved = await pkgApi.update(
      acme.cookies.editor,
      made.body.uid,
      { scope_items: [{ uid: c.uid, text: "C first" }, { uid: a.uid, text: "A" }, { text: "D" }] },
      1,
    );
    expect(
      saved.body.scope_items.map((i: { uid: string; text: string }) => [
        i.uid === c.uid || i.uid === a.uid ? i.uid : "new",
        i.text,
      ]),
    ).toEqual([
      [c.uid, "C first"],
      [a.uid, "A"],
      ["new", "D"],
    ]);
  });

  it("answers 412 to a stale version and 428 without one; deletes with If-Match", async () => {
    const est = await estimateWithLines();
    const made = await pkgApi.create(acme.cookies.editor, est.uid, { name: "Stale" });
    expect((await pkgApi.update(acme.cookies.editor, made.body.uid, { name: "A" }, 1)).status).toBe(200);
    const stale = await pkgApi.update(acme.cookies.editor, made.body.uid, { name: "B" }, 1);
    expect(stale.status).toBe(412);
    expect((await pkgApi.update(acme.cookies.editor, made.body.uid, { name: "B" })).status).toBe(428);
    expect((await pkgApi.remove(acme.cookies.editor, made.body.uid, 1)).status).toBe(412);
    expect((await pkgApi.remove(acme.cookies.editor, made.body.uid, 2)).status).toBe(204);
    expect((await pkgApi.get(acme.cookies.editor, made.body.uid)).status).toBe(404);
  });

  it("lets viewers read only, and answers another company's package and estimate as unknown", async () => {
    const est = await estimateWithLines();
    const made = await pkgApi.create(acme.cookies.editor, est.uid, { name: "Roles" });
    expect((await pkgApi.get(acme.cookies.viewer, made.body.uid)).status).toBe(200);
    const viewerWrite = await pkgApi.update(acme.cookies.viewer, made.body.uid, { name: "No" }, 1);
    expect(viewerWrite.status).toBe(403);
    expect((await pkgApi.create(acme.cookies.viewer, est.uid, { name: "No" })).status).toBe(403);
    expect((await pkgApi.remove(acme.cookies.viewer, made.body.uid, 1)).status).toBe(403);
    expect((await pkgApi.get(birch.cookies.admin, made.body.uid)).status).toBe(404);
    expect((await pkgApi.update(birch.cookies.admin, made.body.uid, { name: "No" }, 1)).status).toBe(404);
    expect((await pkgApi.remove(birch.cookies.admin, made.body.uid, 1)).status).toBe(404);
    expect((await pkgApi.list(birch.cookies.admin, est.uid)).status).toBe(404);
    expect((await pkgApi.create(birch.cookies.admin, est.uid, { name: "No" })).status).toBe(404);
    expect((await pkgApi.get(acme.cookies.editor, made.body.uid)).body.name).toBe("Roles");
  });

  it("refuses every write on a final estimate with the lock message", async () => {
    const est = await estimateWithLines();
    const made = await pkgApi.create(acme.cookies.editor, est.uid, {
      name: "Locked",
      line_uids: [est.lines[0]],
    });
    const open = await api.open(acme.cookies.editor, est.uid);
    const final = await api.update(
      acme.cookies.editor,
      est.uid,
      { status: "final" },
      open.body.estimate.version,
    );
    expect(final.status).toBe(200);
    for (const res of [
      await pkgApi.create(acme.cookies.editor, est.uid, { name: "New" }),
      await pkgApi.update(acme.cookies.editor, made.body.uid, { name: "Renamed" }, 1),
      await pkgApi.remove(acme.cookies.editor, made.body.uid, 1),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(lockMessages.final);
    }
    const read = await pkgApi.get(acme.cookies.viewer, made.body.uid);
    expect(read.body).toMatchObject({ name: "Locked", budget_cents: 370_368 });
  });
});

describe("bid package documents", () => {
  const sign = (cookie: string, uid: string, body: unknown) =>
    call(docSign.POST, "POST", `/api/v1/bid-package/${uid}/document/upload-signature`, {
      cookie,
      body,
      params: { uid },
    });
  const register = (cookie: string, uid: string, body: unknown) =>
    call(docs.POST, "POST", `/api/v1/bid-package/${uid}/document`, { cookie, body, params: { uid } });

  it("uploads a PDF through the signed URL, lists it with a signed link and removes it", async () => {
    const est = await estimateWithLines();
    const made = await pkgApi.create(acme.cookies.editor, est.uid, { name: "Docs" });
    const pdf = "%PDF-1.4 scope";
    const meta = { name: "Scope.pdf", content_type: "application/pdf", size: pdf.length };
    const signed = await sign(acme.cookies.editor, made.body.uid, meta);
    expect(signed.status).toBe(200);
    expect(signed.body.key).toMatch(
      new RegExp(`^bid-files/${acme.company.uid}/${made.body.uid}/.+/scope\\.pdf$`),
    );
    const url = new URL(signed.body.upload_url, "http://localhost:3000");
    const put = await call(upload.PUT, "PUT", `${url.pathname}${url.search}`, {
      rawBody: pdf,
      headers: { "content-type": "application/pdf" },
      params: { key: url.pathname.replace("/api/v1/storage/upload/", "").split("/") } as never,
    });
    expect(put.status).toBe(200);
    const doc = await register(acme.cookies.editor, made.body.uid, { ...meta, key: signed.body.key });
    expect(doc.status).toBe(201);
    expect(doc.body).toMatchObject({
      name: "Scope.pdf",
      content_type: "application/pdf",
      size: pdf.length,
      previewable: true,
    });
    const read = await pkgApi.get(acme.cookies.viewer, made.body.uid);
    expect(read.body.documents).toHaveLength(1);
    expect(read.body.documents[0].url).toMatch(/[?&]sig=/);
    // Another company cannot remove it; the editor can.
    const params = { uid: made.body.uid, documentUid: doc.body.uid };
    const path = `/api/v1/bid-package/${made.body.uid}/document/${doc.body.uid}`;
    expect((await call(docItem.DELETE, "DELETE", path, { cookie: birch.cookies.admin, params })).status).toBe(
      404,
    );
    expect((await call(docItem.DELETE, "DELETE", path, { cookie: acme.cookies.viewer, params })).status).toBe(
      403,
    );
    expect((await call(docItem.DELETE, "DELETE", path, { cookie: acme.cookies.editor, params })).status).toBe(
      204,
    );
    expect((await pkgApi.get(acme.cookies.viewer, made.body.uid)).body.documents).toEqual([]);
  });

  it("refuses a type and a size the record files refuse, and an upload never made", async () => {
    const est = await estimateWithLines();
    const made = await pkgApi.create(acme.cookies.editor, est.uid, { name: "Docs 2" });
    const exe = await sign(acme.cookies.editor, made.body.uid, {
      name: "x.exe",
      content_type: "application/x-msdownload",
      size: 10,
    });
    expect(exe.status).toBe(415);
    expect(exe.body.message).toMatch(/^This file type cannot be attached/);
    const big = await sign(acme.cookies.editor, made.body.uid, {
      name: "x.pdf",
      content_type: "application/pdf",
      size: 60 * 1024 * 1024,
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe("The file is larger than 50 MB");
    const signed = await sign(acme.cookies.editor, made.body.uid, {
      name: "a.pdf",
      content_type: "application/pdf",
      size: 10,
    });
    const never = await register(acme.cookies.editor, made.body.uid, {
      name: "a.pdf",
      content_type: "application/pdf",
      size: 10,
      key: signed.body.key,
    });
    expect(never.status).toBe(400);
    expect(never.body.message).toBe("The file was not uploaded. Upload it to the signed URL first.");
    const foreignKey = await register(acme.cookies.editor, made.body.uid, {
      name: "a.pdf",
      content_type: "application/pdf",
      size: 10,
      key: `bid-files/${birch.company.uid}/x/y/a.pdf`,
    });
    expect(foreignKey.status).toBe(400);
    expect(foreignKey.body.errors.key).toBe("This upload does not belong to this package");
  });
});
