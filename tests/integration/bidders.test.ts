import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as item from "@/app/api/v1/bidder/[uid]/route";
import * as importRoute from "@/app/api/v1/bidder/import/route";
import * as list from "@/app/api/v1/bidder/route";
import { db, schema } from "@/db";
import { call, companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

const match = (version?: number): Record<string, string> =>
  version === undefined ? {} : { "if-match": `"${version}"` };
const bidders = {
  list: (cookie: string, query: Record<string, string> = {}) =>
    call(list.GET, "GET", "/api/v1/bidder", { cookie, query }),
  create: (cookie: string, body: unknown) => call(list.POST, "POST", "/api/v1/bidder", { cookie, body }),
  get: (cookie: string, uid: string) =>
    call(item.GET, "GET", `/api/v1/bidder/${uid}`, { cookie, params: { uid } }),
  update: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(item.PUT, "PUT", `/api/v1/bidder/${uid}`, {
      cookie,
      body,
      headers: match(version),
      params: { uid },
    }),
  remove: (cookie: string, uid: string, version?: number) =>
    call(item.DELETE, "DELETE", `/api/v1/bidder/${uid}`, {
      cookie,
      headers: match(version),
      params: { uid },
    }),
  import: (cookie: string, csv: string, mode: "preview" | "apply") =>
    call(importRoute.POST, "POST", "/api/v1/bidder/import", {
      cookie,
      query: { mode },
      rawBody:
        '--bidders-boundary\r\nContent-Disposition: form-data; name="file"; filename="bidders.csv"\r\nContent-Type: text/csv\r\n\r\n' +
        `${csv}\r\n--bidders-boundary--\r\n`,
      headers: { "content-type": "multipart/form-data; boundary=bidders-boundary" },
    }),
};

describe("bidders directory", () => {
  it("adds a bidder with trades and contacts, reads it with an empty history, lists and searches it", async () => {
    const res = await bidders.create(acme.cookies.editor, {
      name: "Apex Drywall",
      trades: ["9", "05", "09"],
      service_area: "Houston metro",
      prequalified: true,
      contacts: [{ name: "Ana Ruiz", email: "ana@apex.test", phone: "713-555-0100" }, { name: "Bo Li" }],
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("etag")).toBe('"1"');
    expect(res.body).toMatchObject({
      name: "Apex Drywall",
      trades: ["05", "09"],
      service_area: "Houston metro",
      notes: null,
      prequalified: true,
      invitation_count: 0,
      award_count: 0,
      history: [],
    });
    expect(res.body.contacts.map((c: { name: string; email: string | null }) => [c.name, c.email])).toEqual([
      ["Ana Ruiz", "ana@apex.test"],
      ["Bo Li", null],
    ]);
    await bidders.create(acme.cookies.editor, { name: "Brite Electric", trades: ["26"] });
    const all = await bidders.list(acme.cookies.viewer, { q: "apex" });
    expect(all.status).toBe(200);
    expect(all.body.query).toEqual([res.body.uid]);
    expect((await bidders.list(acme.cookies.viewer, { q: "ana@apex" })).body.query).toEqual([res.body.uid]);
    const byTrade = await bidders.list(acme.cookies.viewer, { trade: "26" });
    expect(byTrade.body.query.map((u: string) => byTrade.body.content[u].name)).toEqual(["Brite Electric"]);
    const audit = await db()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.targetUid, res.body.uid));
    expect(audit.map((a) => a.action)).toEqual(["bidder.created"]);
  });

  it("refuses bad input with each field's message and a second bidder of the same name", async () => {
    const bad = await bidders.create(acme.cookies.editor, {
      name: "",
      trades: ["99"],
      contacts: [{ name: "X", email: "not-an-email" }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toMatchObject({
      name: "Required",
      "trades.0": "Must be MasterFormat division codes such as 03 or 09",
      "contacts.0.email": "Must be an email address",
    });
    await bidders.create(acme.cookies.editor, { name: "Cobalt Masonry" });
    const twice = await bidders.create(acme.cookies.editor, { name: "cobalt masonry" });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe('A bidder named "cobalt masonry" is already in the directory');
  });

  it("changes a bidder under If-Match (contacts replaced), 412 when stale, 428 without", async () => {
    const made = await bidders.create(acme.cookies.editor, {
      name: "Delta Glass",
      contacts: [{ name: "Old" }],
    });
    const saved = await bidders.update(
      acme.cookies.editor,
      made.body.uid,
      { notes: "Fast", contacts: [{ name: "New", email: "new@delta.test" }] },
      1,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ notes: "Fast", version: 2 });
    expect(saved.body.contacts.map((c: { name: string }) => c.name)).toEqual(["New"]);
    expect((await bidders.update(acme.cookies.editor, made.body.uid, { notes: "x" }, 1)).status).toBe(412);
    expect((await bidders.update(acme.cookies.editor, made.body.uid, { notes: "x" })).status).toBe(428);
    expect((await bidders.remove(acme.cookies.editor, made.body.uid, 1)).status).toBe(412);
    expect((await bidders.remove(acme.cookies.editor, made.body.uid, 2)).status).toBe(204);
    expect((await bidders.get(acme.cookies.editor, made.body.uid)).status).toBe(404);
  });

  it("keeps a bidder that was invited (its history), and shows the history", async () => {
    const made = await bidders.create(acme.cookies.editor, { name: "Echo Paint" });
    const [estimate] = await db()
      .insert(schema.estimates)
      .values({ companyUid: acme.company.uid, name: "Harbor GMP" })
      .returning();
    const [pkg] = await db()
      .insert(schema.bidPackages)
      .values({ companyUid: acme.company.uid, estimateUid: estimate!.uid, name: "Painting" })
      .returning();
    await db()
      .insert(schema.bidInvitations)
      .values({
        companyUid: acme.company.uid,
        packageUid: pkg!.uid,
        bidderUid: made.body.uid,
        contactEmail: "bid@echo.test",
        tokenHash: `hash-${made.body.uid}`,
      });
    const read = await bidders.get(acme.cookies.viewer, made.body.uid);
    expect(read.body.invitation_count).toBe(1);
    expect(read.body.history).toEqual([
      expect.objectContaining({
        package_name: "Painting",
        estimate_name: "Harbor GMP",
        status: "invited",
        base_bid_cents: null,
        awarded: false,
      }),
    ]);
    const refused = await bidders.remove(acme.cookies.editor, made.body.uid, 1);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "Echo Paint has been invited to a package; it stays in the directory for their history",
    );
  });

  it("lets viewers read only; another company's bidder is unknown", async () => {
    const made = await bidders.create(acme.cookies.admin, { name: "Foxtrot Steel" });
    expect((await bidders.create(acme.cookies.viewer, { name: "No" })).status).toBe(403);
    expect((await bidders.update(acme.cookies.viewer, made.body.uid, { notes: "x" }, 1)).status).toBe(403);
    expect((await bidders.remove(acme.cookies.viewer, made.body.uid, 1)).status).toBe(403);
    expect((await bidders.import(acme.cookies.viewer, "Name\r\nX", "preview")).status).toBe(403);
    expect((await bidders.get(birch.cookies.admin, made.body.uid)).status).toBe(404);
    expect((await bidders.update(birch.cookies.admin, made.body.uid, { notes: "x" }, 1)).status).toBe(404);
    expect((await bidders.remove(birch.cookies.admin, made.body.uid, 1)).status).toBe(404);
    expect((await bidders.list(birch.cookies.admin, { q: "Foxtrot" })).body.total).toBe(0);
  });
});

describe("bidder CSV import", () => {
  const csv = [
    "Name,Trades,Service Area,Prequalified,Contact Name,Contact Email,Contact Phone",
    "Golf Roofing,07; Openings,Dallas,yes,Gail,gail@golf.test,214-555-0101",
    "Golf Roofing,,,,Greg,greg@golf.test,",
    "Hotel Mechanical,23,,no,,,",
  ].join("\r\n");

  it("previews without writing, then applies: rows of one name merge, a known name is updated", async () => {
    await bidders.create(acme.cookies.editor, { name: "Hotel Mechanical", trades: ["22"] });
    const preview = await bidders.import(acme.cookies.editor, csv, "preview");
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ mode: "preview", error_count: 0, errors: [] });
    expect(preview.body.changes).toEqual([
      { row: 2, name: "Golf Roofing", change: "add", trades: ["07", "08"], contacts: 2 },
      { row: 4, name: "Hotel Mechanical", change: "update", trades: ["23"], contacts: 0 },
    ]);
    expect((await bidders.list(acme.cookies.editor, { q: "Golf" })).body.total).toBe(0);
    const applied = await bidders.import(acme.cookies.editor, csv, "apply");
    expect(applied.status).toBe(200);
    const golf = await bidders.list(acme.cookies.editor, { q: "Golf" });
    expect(Object.values(golf.body.content)).toEqual([
      expect.objectContaining({
        name: "Golf Roofing",
        trades: ["07", "08"],
        service_area: "Dallas",
        prequalified: true,
      }),
    ]);
    const hotel = await bidders.list(acme.cookies.editor, { q: "Hotel" });
    expect(Object.values(hotel.body.content)).toEqual([
      expect.objectContaining({ trades: ["22", "23"], version: 2 }),
    ]);
  });

  it("lists row problems in a preview and refuses them in an apply, writing nothing", async () => {
    const bad = "Name,Trades,Prequalified,Contact Email\r\n,03,yes,\r\nIndia Tile,Carpentry,maybe,not-mail";
    const preview = await bidders.import(acme.cookies.editor, bad, "preview");
    expect(preview.body.error_count).toBe(4);
    expect(preview.body.errors).toEqual([
      { row: 2, column: "Name", message: "Required" },
      {
        row: 3,
        column: "Trades",
        message:
          '"Carpentry" is not a MasterFormat division (use codes such as 03 or titles such as Concrete)',
      },
      { row: 3, column: "Prequalified", message: "Must be yes or no" },
      { row: 3, column: "Contact Email", message: "Must be an email address" },
    ]);
    const apply = await bidders.import(acme.cookies.editor, bad, "apply");
    expect(apply.status).toBe(400);
    expect(apply.body.message).toBe("Row 2, column Name: Required (and 3 more problems)");
    expect((await bidders.list(acme.cookies.editor, { q: "India" })).body.total).toBe(0);
    const noName = await bidders.import(acme.cookies.editor, "Company Size,Trades\r\n1,03", "preview");
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe('The file needs a "Name" column');
  });
});
