import { beforeAll, describe, expect, it } from "vitest";
import { api, rows, sampleDirect, sampleGrand, sampleLines, typicalMarkups } from "./estimate-helpers";
import { companyWithRoles } from "./helpers";

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
});

/** A sample estimate: GSF 10,000, the typical markups and the four sample lines. */
async function sample(name = "Sample") {
  const created = await api.create(acme.cookies.editor, { name });
  expect(created.status).toBe(201);
  const uid = created.body.uid as string;
  const withInputs = await api.inputs(
    acme.cookies.editor,
    uid,
    { inputs: [{ name: "GSF", label: "Gross square feet", unit: "SF", value: 10000 }] },
    created.body.version,
  );
  expect(withInputs.status).toBe(200);
  const withMarkups = await api.markups(
    acme.cookies.editor,
    uid,
    { markups: typicalMarkups },
    withInputs.body.version,
  );
  expect(withMarkups.status).toBe(200);
  const written = await api.lines(acme.cookies.editor, uid, { create: sampleLines });
  expect(written.status).toBe(200);
  // Line writes keep the estimate's version: the markups' answer is the version to send next.
  return { uid, written: written.body, version: withMarkups.body.version as number };
}

describe("company markup default", () => {
  it("starts empty, is replaced by an admin with If-Match, and new blank estimates copy it", async () => {
    const first = await api.markupDefault(acme.cookies.viewer);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ markups: [], version: 1 });
    expect(first.headers.get("etag")).toBe('"1"');

    const saved = await api.saveMarkupDefault(acme.cookies.admin, { markups: typicalMarkups }, 1);
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    const stale = await api.saveMarkupDefault(acme.cookies.admin, { markups: [] }, 1);
    expect(stale.status).toBe(412);

    const created = await api.create(acme.cookies.editor, { name: "Blank" });
    expect(created.status).toBe(201);
    expect(created.body.markups.map((m: { uid: string }) => m.uid)).toEqual(["gc", "fee", "tax"]);
    expect(created.body.inputs.map((i: { name: string }) => i.name)).toEqual(["GSF"]);
    expect(created.body).toMatchObject({
      status: "draft",
      direct_cents: 0,
      grand_total_cents: 0,
      line_count: 0,
    });

    // Another company's default is its own.
    expect((await api.markupDefault(birch.cookies.admin)).body.markups).toEqual([]);
  });

  it("refuses editors (403) and bad stacks with the engine's message (400)", async () => {
    const { version } = (await api.markupDefault(acme.cookies.admin)).body;
    expect((await api.saveMarkupDefault(acme.cookies.editor, { markups: [] }, version)).status).toBe(403);
    const res = await api.saveMarkupDefault(
      acme.cookies.admin,
      {
        markups: [
          {
            uid: "a",
            name: "A",
            kind: "percent",
            percent: 5,
            base: { direct: false, markups: ["b"], running_total: false },
          },
          {
            uid: "b",
            name: "B",
            kind: "percent",
            percent: 5,
            base: { direct: true, markups: [], running_total: false },
          },
        ],
      },
      version,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Markup 'A' cannot be based on 'B', which comes after it");
  });
});

describe("estimate totals", () => {
  it("stores the engine's totals to the cent after every write", async () => {
    const { uid, written } = await sample("Totals");
    expect(written.totals).toEqual({
      direct_cents: sampleDirect,
      grand_total_cents: sampleGrand,
      gsf: 10000,
      cost_per_gsf_cents: 7713, // 77,133,800 / 10,000 = 7,713.38 → 7,713
      line_count: 4,
    });
    const created = written.created;
    expect(created.map((l: { client_key: string }) => l.client_key)).toEqual(["a", "b", "c", "d"]);
    // Positions follow the request order.
    const positions = created.map((l: { position: number }) => l.position);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    // Changing GSF moves the formula line: 20,000 × 0.35 × $185.50 = 129,850,000.
    const open = await api.open(acme.cookies.viewer, uid);
    const inputs = open.body.estimate.inputs;
    const res = await api.inputs(
      acme.cookies.editor,
      uid,
      { inputs: [{ ...inputs[0], value: 20000 }] },
      open.body.estimate.version,
    );
    expect(res.status).toBe(200);
    expect(res.body.direct_cents).toBe(129_850_000 + 412_345 + 2_500_000);
    // GC 8 % of 132,762,345 = 10,620,987.6 → 10,620,988; fee 5 % of 143,383,333 = 7,169,166.65 → 7,169,167;
    // tax 206,250.
    expect(res.body.grand_total_cents).toBe(132_762_345 + 10_620_988 + 7_169_167 + 206_250);
  });

  it("removing a markup lowers the total; a lump-sum markup adds exactly its amount", async () => {
    const { uid, version } = await sample("Markups");
    const res = await api.markups(
      acme.cookies.editor,
      uid,
      { markups: [typicalMarkups[0], { uid: "bond", name: "Bond", kind: "lump_sum", amount_cents: 123456 }] },
      version,
    );
    expect(res.status).toBe(200);
    expect(res.body.grand_total_cents).toBe(sampleDirect + 5_426_988 + 123_456);
  });
});

describe("GET /api/v1/estimate/{uid}", () => {
  it("answers the estimate, its lines as fields + rows, and the escalation table", async () => {
    const { uid } = await sample("Open");
    const res = await api.open(acme.cookies.viewer, uid);
    expect(res.status).toBe(200);
    expect(res.headers.get("etag")).toBe(`"${res.body.estimate.version}"`);
    expect(res.body.lines.fields).toEqual([
      "uid",
      "position",
      "cost_code",
      "description",
      "quantity",
      "unit",
      "unit_cost_cents",
      "lump_sum_cents",
      "split",
      "cost_type",
      "alternate",
      "allowance",
      "tags",
      "notes",
      "area",
      "version",
      "updated_at",
      "bid_submission_uid",
      "group_uid",
      "cost_item_uid",
      "library_cents",
      "source",
    ]);
    const lines = rows(res.body);
    expect(lines.map((l) => l.cost_code)).toEqual(["03 30 00", "05 12 00", "09 91 00", "32 90 00"]);
    expect(lines[0]).toMatchObject({ quantity: "GSF * 0.35", unit_cost_cents: 18550, version: 1 });
    expect(lines[1]).toMatchObject({ quantity: "1000", unit_cost_cents: 412.345 });
    expect(res.body.escalation_rates.length).toBeGreaterThan(0);
    expect(res.body.estimate).toMatchObject({ name: "Open", line_count: 4, grand_total_cents: sampleGrand });
    expect(res.body.estimate.updated_by_name).toBe("Test User");
  });

  it("leaves compression to the server in front (a route-level gzip would be gzipped twice)", async () => {
    const { uid } = await sample("Gzip");
    const { NextRequest } = await import("next/server");
    const route = await import("@/app/api/v1/estimate/[uid]/route");
    const raw = await route.GET(
      new NextRequest(`http://localhost:3000/api/v1/estimate/${uid}`, {
        headers: { cookie: acme.cookies.viewer, "accept-encoding": "gzip, deflate, br" },
      }),
      { params: Promise.resolve({ uid }) },
    );
    expect(raw.status).toBe(200);
    expect(raw.headers.get("content-encoding")).toBeNull();
    expect(raw.headers.get("content-type")).toBe("application/json");
    const body = await raw.json();
    expect(body.estimate.uid).toBe(uid);
    expect(body.lines.rows).toHaveLength(4);
  });

  it("answers the location factor of its metro, else its state, against the national average", async () => {
    const { sampleLocationIndexes } = await import("@/lib/domain/reference/samples");
    const houston = sampleLocationIndexes.find((l) => l.key === "houston-tx")!;
    const texas = sampleLocationIndexes.find((l) => l.key === "TX")!;
    const a = await api.create(acme.cookies.editor, { name: "Loc", metro: "Houston", state: "TX" });
    const openA = await api.open(acme.cookies.viewer, a.body.uid);
    expect(openA.body.location_factor).toBe(Math.round(houston.value * 1000) / 100_000);
    expect(openA.body.location_label).toBe(`Houston, TX ${houston.value} / National 100`);
    expect(openA.body.location_note).toBeNull();
    const b = await api.create(acme.cookies.editor, { name: "Loc", metro: "Nowhere", state: "TX" });
    const openB = await api.open(acme.cookies.viewer, b.body.uid);
    expect(openB.body.location_factor).toBe(Math.round(texas.value * 1000) / 100_000);
    // A city missing from the table says it fell back to the state's figure.
    expect(openB.body.location_note).toBe(
      `Nowhere is not in the location table; using ${texas.label}'s figure`,
    );
    const c = await api.create(acme.cookies.editor, { name: "Loc" });
    expect((await api.open(acme.cookies.viewer, c.body.uid)).body.location_factor).toBeNull();
  });

  it("answers 404 for another company's estimate and for unknown or malformed uids", async () => {
    const { uid } = await sample("Foreign");
    for (const res of [
      await api.open(birch.cookies.admin, uid),
      await api.open(acme.cookies.admin, crypto.randomUUID()),
      await api.open(acme.cookies.admin, "not-a-uid"),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: "not_found", message: "Not found" });
    }
  });
});

describe("POST /api/v1/estimate", () => {
  it("validates the header with per-field messages and writes nothing", async () => {
    const before = (await api.list(acme.cookies.viewer)).body.total;
    const res = await api.create(acme.cookies.editor, {
      name: " ",
      status: "done",
      pricing_date: "2025-13-01",
      duration_months: 2.5,
      state: "Texas",
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      name: "Required",
      status: "Must be one of draft, in_review, final, archived",
      pricing_date: "Must be a date (YYYY-MM-DD)",
      duration_months: "Must be a whole number of months from 0 to 600",
      state: "Must be a two-letter state code such as TX",
    });
    expect((await api.list(acme.cookies.viewer)).body.total).toBe(before);
  });

  it("refuses another company's building type or source estimate", async () => {
    const { uid } = await sample("Source");
    const res = await api.create(birch.cookies.admin, { name: "Steal", from_estimate_uid: uid });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ from_estimate_uid: "No such estimate" });
    const bt = await api.create(acme.cookies.editor, { name: "X", building_type_uid: crypto.randomUUID() });
    expect(bt.status).toBe(400);
    expect(bt.body.errors).toEqual({ building_type_uid: "No such building type" });
  });

  it("starts from an existing estimate: its header, inputs, markups and lines", async () => {
    const { uid, version } = await sample("Template");
    await api.update(acme.cookies.editor, uid, { client: "City of Austin", tags: ["civic"] }, version);
    const res = await api.create(acme.cookies.editor, { name: "From template", from_estimate_uid: uid });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "From template",
      client: "City of Austin",
      tags: ["civic"],
      line_count: 4,
      direct_cents: sampleDirect,
      grand_total_cents: sampleGrand,
      status: "draft",
    });
    const open = await api.open(acme.cookies.viewer, res.body.uid);
    expect(rows(open.body).map((l) => l.description)).toEqual([
      "Cast-in-place concrete",
      "Structural steel",
      "Painting",
      "Landscaping upgrade",
    ]);
  });

  it("is refused to viewers (403)", async () => {
    expect((await api.create(acme.cookies.viewer, { name: "No" })).status).toBe(403);
  });
});

describe("PUT and DELETE /api/v1/estimate/{uid}", () => {
  it("updates the header with If-Match, bumps the version, 412 when stale", async () => {
    const { uid } = await sample("Header");
    const open = await api.open(acme.cookies.viewer, uid);
    const version = open.body.estimate.version;
    const res = await api.update(acme.cookies.editor, uid, { status: "in_review", number: "E-101" }, version);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "in_review", number: "E-101", version: version + 1 });
    expect(res.headers.get("etag")).toBe(`"${version + 1}"`);
    const stale = await api.update(acme.cookies.editor, uid, { status: "final" }, version);
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe("precondition_failed");
    expect((await api.open(acme.cookies.viewer, uid)).body.estimate.status).toBe("in_review");
  });

  it("escalates to the construction midpoint once the schedule is set", async () => {
    const { uid, version } = await sample("Escalation");
    const escalated = await api.markups(
      acme.cookies.editor,
      uid,
      {
        markups: [
          {
            uid: "esc",
            name: "Escalation",
            kind: "escalation",
            base: { direct: true, markups: [], running_total: false },
          },
        ],
      },
      version,
    );
    const res = await api.update(
      acme.cookies.editor,
      uid,
      { pricing_date: "2025-01-01", construction_start: "2025-01-01", duration_months: 24 },
      escalated.body.version,
    );
    expect(res.status).toBe(200);
    // Rates come from the company's escalation table; the amount is direct × (factor − 1) to the cent.
    const open = await api.open(acme.cookies.viewer, uid);
    const { escalationFactor } = await import("@/lib/domain/estimate/escalation");
    const factor = escalationFactor(
      { pricing_date: "2025-01-01", construction_start: "2025-01-01", duration_months: 24 },
      open.body.escalation_rates,
    );
    expect(factor.ok).toBe(true);
    if (!factor.ok) return;
    const expected = Math.round((sampleDirect * (factor.value.factor_scaled - 100000)) / 100000);
    expect(res.body.grand_total_cents - sampleDirect).toBe(expected);
    expect(factor.value.factor).toBeGreaterThan(1);
  });

  it("deletes (If-Match), then answers 404; foreign 404; viewer 403", async () => {
    const { uid, version } = await sample("Delete me");
    expect((await api.remove(acme.cookies.viewer, uid, version)).status).toBe(403);
    expect((await api.remove(birch.cookies.admin, uid, version)).status).toBe(404);
    expect((await api.remove(acme.cookies.editor, uid, 999)).status).toBe(412);
    expect((await api.remove(acme.cookies.editor, uid, version)).status).toBe(204);
    expect((await api.open(acme.cookies.viewer, uid)).status).toBe(404);
  });
});

describe("POST /api/v1/estimate/{uid}/duplicate", () => {
  it("makes a full copy: inputs, lines, markups, views, new name, same totals", async () => {
    const { uid } = await sample("Original");
    await api.createView(acme.cookies.editor, uid, {
      name: "By division",
      shared: true,
      config: { group_by: ["division"] },
    });
    const res = await api.duplicate(acme.cookies.editor, uid, { name: "Copy" });
    expect(res.status).toBe(201);
    const copy = res.body;
    expect(copy.uid).not.toBe(uid);
    expect(copy).toMatchObject({
      name: "Copy",
      line_count: 4,
      direct_cents: sampleDirect,
      grand_total_cents: sampleGrand,
    });
    const [a, b] = [await api.open(acme.cookies.viewer, uid), await api.open(acme.cookies.viewer, copy.uid)];
    expect(b.body.estimate.inputs).toEqual(a.body.estimate.inputs);
    expect(b.body.estimate.markups).toEqual(a.body.estimate.markups);
    const strip = (l: Record<string, unknown>) => ({ ...l, uid: undefined, updated_at: undefined });
    expect(rows(b.body).map(strip)).toEqual(rows(a.body).map(strip));
    expect(rows(b.body).every((l) => !rows(a.body).some((o) => o.uid === l.uid))).toBe(true);
    const views = await api.views(acme.cookies.viewer, copy.uid);
    expect(views.body.query.map((v: string) => views.body.content[v].name)).toEqual(["By division"]);
  });

  it("needs a name (400), answers 404 foreign and 403 viewer", async () => {
    const { uid } = await sample("Dup rules");
    const bad = await api.duplicate(acme.cookies.editor, uid, { name: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: "Required" });
    expect((await api.duplicate(birch.cookies.admin, uid, { name: "X" })).status).toBe(404);
    expect((await api.duplicate(acme.cookies.viewer, uid, { name: "X" })).status).toBe(403);
  });
});

describe("PUT /api/v1/estimate/{uid}/inputs", () => {
  it("refuses bad names and values with per-field messages", async () => {
    const { uid, version } = await sample("Inputs");
    const res = await api.inputs(
      acme.cookies.editor,
      uid,
      {
        inputs: [
          { name: "GSF", value: 10000 },
          { name: "2FLOORS", value: 1 },
          { name: "gsf", value: 1 },
          { name: "UNITS", value: 1.123456 },
        ],
      },
      version,
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      "inputs.1.name": "Input name '2FLOORS' must start with a letter and use only letters, digits and _",
      "inputs.2.name": "gsf is already an input",
      "inputs.3.value": "Use at most 5 decimal places",
    });
  });

  it("refuses renaming or removing an input formulas read, naming the lines", async () => {
    const { uid } = await sample("Rename");
    const open = await api.open(acme.cookies.viewer, uid);
    const gsf = open.body.estimate.inputs[0];
    const version = open.body.estimate.version;
    const res = await api.inputs(acme.cookies.editor, uid, { inputs: [{ ...gsf, name: "AREA" }] }, version);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "GSF is used by 1 line (03 30 00 Cast-in-place concrete); change their formulas first",
    );
    expect(res.body.errors).toEqual({ "inputs.0.name": res.body.message });
    const removed = await api.inputs(acme.cookies.editor, uid, { inputs: [] }, version);
    expect(removed.status).toBe(400);
    expect(removed.body.errors).toEqual({ inputs: res.body.message });
    // Adding inputs and changing labels is fine.
    const ok = await api.inputs(
      acme.cookies.editor,
      uid,
      {
        inputs: [
          { ...gsf, label: "Gross area" },
          { name: "UNITS", value: 120, unit: "EA" },
        ],
      },
      version,
    );
    expect(ok.status).toBe(200);
    expect(ok.body.inputs.map((i: { name: string }) => i.name)).toEqual(["GSF", "UNITS"]);
  });

  it("412 when stale, 404 foreign, 403 viewer", async () => {
    const { uid, version } = await sample("Inputs rules");
    expect((await api.inputs(acme.cookies.editor, uid, { inputs: [] }, 999)).status).toBe(412);
    expect((await api.inputs(birch.cookies.admin, uid, { inputs: [] }, version)).status).toBe(404);
    expect((await api.inputs(acme.cookies.viewer, uid, { inputs: [] }, version)).status).toBe(403);
  });
});

describe("PUT /api/v1/estimate/{uid}/markup", () => {
  it("refuses cycles, unknown bases and bad percents with the engine's messages; nothing written", async () => {
    const { uid, version } = await sample("Markup rules");
    const cycle = await api.markups(
      acme.cookies.editor,
      uid,
      {
        markups: [
          {
            uid: "x",
            name: "Contingency",
            kind: "percent",
            percent: 5,
            base: { direct: false, markups: ["y"], running_total: false },
          },
          {
            uid: "y",
            name: "Fee",
            kind: "percent",
            percent: 3,
            base: { direct: false, markups: ["x"], running_total: false },
          },
        ],
      },
      version,
    );
    expect(cycle.status).toBe(400);
    expect(cycle.body.message).toBe("Markup 'Contingency' cannot be based on 'Fee', which comes after it");
    const self = await api.markups(
      acme.cookies.editor,
      uid,
      {
        markups: [
          {
            uid: "x",
            name: "Loop",
            kind: "percent",
            percent: 5,
            base: { direct: false, markups: ["x"], running_total: false },
          },
        ],
      },
      version,
    );
    expect(self.body.message).toBe("Markup 'Loop' cannot be based on itself");
    const noBase = await api.markups(
      acme.cookies.editor,
      uid,
      { markups: [{ uid: "x", name: "Fee", kind: "percent", percent: 1.123456 }] },
      version,
    );
    expect(noBase.status).toBe(400);
    expect(noBase.body.errors).toEqual({ "markups.0": "Markup 'Fee': Use at most 5 decimal places" });
    const open = await api.open(acme.cookies.viewer, uid);
    expect(open.body.estimate.markups.map((m: { uid: string }) => m.uid)).toEqual(["gc", "fee", "tax"]);
    expect(open.body.estimate.grand_total_cents).toBe(sampleGrand);
  });

  it("412 when stale, 404 foreign, 403 viewer", async () => {
    const { uid, version } = await sample("Markup rules 2");
    expect((await api.markups(acme.cookies.editor, uid, { markups: [] }, 999)).status).toBe(412);
    expect((await api.markups(birch.cookies.admin, uid, { markups: [] }, version)).status).toBe(404);
    expect((await api.markups(acme.cookies.viewer, uid, { markups: [] }, version)).status).toBe(403);
  });
});

describe("GET /api/v1/estimate", () => {
  it("lists the company's estimates with search, filters, sort and cursor", async () => {
    const company = await companyWithRoles();
    const c = company.cookies.editor;
    const made: Record<string, string> = {};
    for (const [name, status, tags, client] of [
      ["Alpha clinic", "draft", ["healthcare"], "Mercy"],
      ["Bravo school", "final", ["k12"], "ISD"],
      ["Charlie clinic", "in_review", ["healthcare", "rural"], "Mercy"],
    ] as const) {
      const res = await api.create(c, {
        name,
        status: status === "final" ? "draft" : status,
        tags: [...tags],
        client,
      });
      made[name] = res.body.uid;
    }
    // Lines go in while a draft, then it becomes final (a final estimate takes no writes).
    await api.lines(c, made["Bravo school"]!, { create: [{ cost_code: "01", lump_sum_cents: 500 }] });
    await api.update(c, made["Bravo school"]!, { status: "final" }, 1);

    const all = await api.list(company.cookies.viewer);
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(3);
    // Default: most recently updated first.
    expect(all.body.query[0]).toBe(made["Bravo school"]);
    const item = all.body.content[made["Bravo school"]!];
    expect(item).toMatchObject({ grand_total_cents: 500, line_count: 1, status: "final" });
    expect(item.inputs).toBeUndefined();

    const names = (res: { body: { query: string[]; content: Record<string, { name: string }> } }) =>
      res.body.query.map((u) => res.body.content[u]!.name);
    expect(names(await api.list(c, { q: "clinic", sort: "name" }))).toEqual([
      "Alpha clinic",
      "Charlie clinic",
    ]);
    expect(names(await api.list(c, { q: "mercy", sort: "-name" }))).toEqual([
      "Charlie clinic",
      "Alpha clinic",
    ]);
    expect(names(await api.listUrl(c, "status=draft&status=final&sort=name"))).toEqual([
      "Alpha clinic",
      "Bravo school",
    ]);
    expect(names(await api.list(c, { tag: "rural" }))).toEqual(["Charlie clinic"]);
    expect(names(await api.list(c, { sort: "-grand_total", limit: "1" }))).toEqual(["Bravo school"]);
    expect((await api.list(c, { updated_from: "2999-01-01" })).body.total).toBe(0);

    const page1 = await api.list(c, { sort: "name", limit: "2" });
    expect(names(page1)).toEqual(["Alpha clinic", "Bravo school"]);
    expect(page1.body.next_cursor).not.toBeNull();
    const page2 = await api.list(c, { sort: "name", limit: "2", cursor: page1.body.next_cursor });
    expect(names(page2)).toEqual(["Charlie clinic"]);
    expect(page2.body.next_cursor).toBeNull();
    // The first page counts; a cursor page only when asked (`count=1`).
    expect(page1.body.total).toBe(3);
    expect(page2.body.total).toBeNull();
    const counted = await api.list(c, {
      sort: "name",
      limit: "2",
      cursor: page1.body.next_cursor,
      count: "1",
    });
    expect(counted.body.total).toBe(3);
    // Repeated filters may also be comma-separated.
    expect(names(await api.listUrl(c, "status=draft,final&sort=name"))).toEqual([
      "Alpha clinic",
      "Bravo school",
    ]);

    // Nothing of another company.
    expect((await api.list(acme.cookies.viewer, { q: "Bravo school" })).body.total).toBe(0);
  });

  it("answers 400 for unreadable filters", async () => {
    const res = await api.list(acme.cookies.viewer, { status: "done", sort: "colour", limit: "0" });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      status: "Must be one of draft, in_review, final, archived",
      sort: "Must be one of name, updated_at, grand_total, cost_per_gsf, status, created_at (prefix - for descending)",
      limit: "Must be a whole number from 1 to 200",
    });
  });
});
