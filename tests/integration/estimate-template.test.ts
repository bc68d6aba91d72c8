import { beforeAll, describe, expect, it } from "vitest";
import * as templateItem from "@/app/api/v1/estimate-template/[uid]/route";
import * as templates from "@/app/api/v1/estimate-template/route";
import { getEstimateDashboard } from "@/lib/server/estimate/dashboard";
import type { Scope } from "@/lib/server/scope";
import { api, rows, sampleLines, typicalMarkups } from "./estimate-helpers";
import { call, companyWithRoles } from "./helpers";

// Templates are estimates of kind "template": made from an estimate or blank, listed apart, never counted,
// previewed by division per GSF, archived; a new estimate starts from one in one transaction.

let acme: Awaited<ReturnType<typeof companyWithRoles>>;
let birch: Awaited<ReturnType<typeof companyWithRoles>>;
const base = "/api/v1/estimate-template";
const scopeOf = (company: { uid: string }) => ({ company }) as unknown as Scope;

const tpl = {
  list: (cookie: string, query: Record<string, string> = {}) =>
    call(templates.GET, "GET", base, { cookie, query }),
  create: (cookie: string, body: unknown) => call(templates.POST, "POST", base, { cookie, body }),
  get: (cookie: string, uid: string) =>
    call(templateItem.GET, "GET", `${base}/${uid}`, { cookie, params: { uid } }),
  update: (cookie: string, uid: string, body: unknown, version?: number) =>
    call(templateItem.PUT, "PUT", `${base}/${uid}`, {
      cookie,
      body,
      params: { uid },
      headers: version === undefined ? {} : { "if-match": `"${version}"` },
    }),
};

/** An estimate with GSF 10,000, markups, the sample lines (one by formula) and a saved view. */
async function sampleEstimate(cookie: string, name: string) {
  const created = await api.create(cookie, { name, number: "E-1", client: "Client", tags: ["clinic"] });
  const uid = created.body.uid as string;
  const withInputs = await api.inputs(
    cookie,
    uid,
    { inputs: [{ name: "GSF", unit: "SF", value: 10000 }] },
    created.body.version,
  );
  await api.markups(cookie, uid, { markups: typicalMarkups }, withInputs.body.version);
  const written = await api.lines(cookie, uid, {
    create: [
      ...sampleLines,
      {
        cost_code: "12 50 00",
        description: "Furnishings",
        quantity: "GSF * 2",
        unit: "SF",
        unit_cost_cents: 150,
      },
    ],
  });
  expect(written.status, JSON.stringify(written.body)).toBe(200);
  await api.createView(cookie, uid, { name: "By division", shared: true });
  return uid;
}

/** What must survive template → estimate → template: inputs, markups, lines, views, header defaults. */
async function content(cookie: string, uid: string) {
  const open = await api.open(cookie, uid);
  expect(open.status).toBe(200);
  const e = open.body.estimate;
  const views = await api.views(cookie, uid);
  return {
    header: { tags: e.tags, classification: e.classification, design_stage: e.design_stage },
    inputs: e.inputs.map((i: { name: string; value: number; unit: string }) => [i.name, i.value, i.unit]),
    markups: e.markups,
    totals: [e.direct_cents, e.grand_total_cents, e.line_count],
    lines: rows(open.body).map((l) => [
      l.cost_code,
      l.description,
      l.quantity,
      l.unit_cost_cents,
      l.lump_sum_cents,
    ]),
    views: views.body.query.map((v: string) => views.body.content[v].name),
  };
}

let source: string;
let template: string;

beforeAll(async () => {
  [acme, birch] = await Promise.all([companyWithRoles(), companyWithRoles()]);
  source = await sampleEstimate(acme.cookies.editor, "Clinic");
  const made = await tpl.create(acme.cookies.editor, { name: "Clinic template", from_estimate_uid: source });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  template = made.body.uid;
});

describe("estimate templates", () => {
  it("makes a template from an estimate without the job's number, client or project", async () => {
    const made = await tpl.get(acme.cookies.viewer, template);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ kind: "template", number: null, client: null, project_uid: null });
    expect(made.headers.get("etag")).toBe(`"${made.body.version}"`);
    const [a, b] = await Promise.all([
      content(acme.cookies.editor, source),
      content(acme.cookies.editor, template),
    ]);
    expect(b).toEqual(a);
  });

  it("previews divisions with totals per GSF", async () => {
    const res = await tpl.get(acme.cookies.viewer, template);
    const paint = res.body.divisions.find((d: { division: string }) => d.division === "12");
    // Furnishings: GSF * 2 = 20,000 SF at $1.50 = $30,000 → 300 cents per GSF.
    expect(paint).toMatchObject({ total_cents: 3_000_000, per_gsf_cents: 300, lines: 1 });
    expect(res.body.inputs.map((i: { name: string }) => i.name)).toEqual(["GSF"]);
    expect(res.body.markups.map((m: { name: string }) => m.name).length).toBe(typicalMarkups.length);
  });

  it("is listed apart and never counted as an estimate", async () => {
    const list = await tpl.list(acme.cookies.viewer, { count: "true" });
    expect(list.body.query).toEqual([template]);
    const estimates = await api.list(acme.cookies.viewer, { count: "true", limit: "200" });
    expect(estimates.body.query).not.toContain(template);
    const dashboard = await getEstimateDashboard(scopeOf(acme.company));
    expect(dashboard.total).toBe(estimates.body.total);
    expect(dashboard.recent.map((r) => r.uid)).not.toContain(template);
    const searched = await tpl.list(acme.cookies.viewer, { q: "clinic", tag: "clinic" });
    expect(searched.body.query).toEqual([template]);
    expect((await tpl.list(acme.cookies.viewer, { q: "nothing like it" })).body.query).toEqual([]);
  });

  it("template → estimate → template is stable", async () => {
    const estimate = await api.create(acme.cookies.editor, { name: "Clinic B", template_uid: template });
    expect(estimate.status, JSON.stringify(estimate.body)).toBe(201);
    expect(estimate.body.kind).toBe("estimate");
    const again = await tpl.create(acme.cookies.editor, {
      name: "Clinic again",
      from_estimate_uid: estimate.body.uid,
    });
    expect(again.status).toBe(201);
    const [a, b, c] = await Promise.all([
      content(acme.cookies.editor, template),
      content(acme.cookies.editor, estimate.body.uid),
      content(acme.cookies.editor, again.body.uid),
    ]);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });

  it("refuses a template that is not one, both sources, and another company's", async () => {
    const notTemplate = await api.create(acme.cookies.editor, { name: "X", template_uid: source });
    expect(notTemplate.status).toBe(400);
    expect(notTemplate.body.errors).toEqual({ template_uid: "No such template" });
    const both = await api.create(acme.cookies.editor, {
      name: "X",
      template_uid: template,
      from_estimate_uid: source,
    });
    expect(both.status).toBe(400);
    const foreign = await api.create(birch.cookies.editor, { name: "X", template_uid: template });
    expect(foreign.status).toBe(400);
    expect((await tpl.get(birch.cookies.admin, template)).status).toBe(404);
    expect((await tpl.get(acme.cookies.viewer, source)).status).toBe(404);
    const fromForeign = await tpl.create(birch.cookies.editor, { name: "T", from_estimate_uid: source });
    expect(fromForeign.body.errors).toEqual({ from_estimate_uid: "No such estimate" });
  });

  it("archives and restores under If-Match; viewer 403, foreign 404, stale 412, bad 400", async () => {
    const blank = await tpl.create(acme.cookies.editor, { name: "Blank template" });
    expect(blank.status).toBe(201);
    expect(blank.body).toMatchObject({ kind: "template", line_count: 0 });
    const uid = blank.body.uid as string;
    expect((await tpl.update(acme.cookies.viewer, uid, { archived: true }, blank.body.version)).status).toBe(
      403,
    );
    expect((await tpl.update(birch.cookies.admin, uid, { archived: true }, blank.body.version)).status).toBe(
      404,
    );
    expect(
      (await tpl.update(acme.cookies.editor, uid, { archived: true }, blank.body.version + 1)).status,
    ).toBe(412);
    const bad = await tpl.update(acme.cookies.editor, uid, { name: " " }, blank.body.version);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ name: "Required" });
    const archived = await tpl.update(acme.cookies.editor, uid, { archived: true }, blank.body.version);
    expect(archived.status).toBe(200);
    expect(archived.body.status).toBe("archived");
    expect((await tpl.list(acme.cookies.viewer)).body.query).not.toContain(uid);
    expect((await tpl.list(acme.cookies.viewer, { status: "archived" })).body.query).toEqual([uid]);
    const restored = await tpl.update(acme.cookies.editor, uid, { archived: false }, archived.body.version);
    expect(restored.body.status).toBe("draft");
    const badCreate = await tpl.create(acme.cookies.editor, { name: "" });
    expect(badCreate.status).toBe(400);
    expect((await tpl.create(acme.cookies.viewer, { name: "T" })).status).toBe(403);
  });
});
