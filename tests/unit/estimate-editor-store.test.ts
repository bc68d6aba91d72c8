// The estimate editor's store against a fake server that keeps versions and answers 412 like the API.
import { describe, expect, it } from "vitest";
import { mergeLine } from "@/lib/client/estimate-editor/merge";
import { EditorStore, StaleError, type Transport } from "@/lib/client/estimate-editor/store";
import { parseTsv } from "@/lib/client/estimate-editor/tsv";
import {
  type BulkBody,
  type BulkResult,
  blankLine,
  type LineDto,
  type LinePatchFields,
  pickFields,
} from "@/lib/client/estimate-editor/types";

let uidSeq = 0;
const uid = () => `00000000-0000-4000-8000-${String(++uidSeq).padStart(12, "0")}`;

function line(fields: LinePatchFields & { position: number; uid?: string }): LineDto {
  return { ...blankLine(), version: 1, uid: uid(), ...fields } as LineDto;
}

class FakeServer implements Transport {
  lines = new Map<string, LineDto>();
  requests: { kind: "bulk" | "patch"; body: unknown }[] = [];
  editor = "Jane Doe";
  constructor(lines: LineDto[]) {
    for (const l of lines) this.lines.set(l.uid, { ...l });
  }
  /** Someone else's write, straight to the "database". */
  otherEdit(uidOf: string, patch: LinePatchFields) {
    const cur = this.lines.get(uidOf)!;
    const next = { ...cur, ...patch, version: cur.version + 1, updated_by_name: this.editor };
    this.lines.set(uidOf, next);
    return next;
  }
  private ordered() {
    return [...this.lines.values()].sort((a, b) => a.position - b.position);
  }
  private positionAfter(after: string | null | undefined, keys: Map<string, LineDto>): number {
    const list = this.ordered();
    if (after === null) return (list[0]?.position ?? 1) - 1;
    if (after === undefined) return (list.at(-1)?.position ?? 0) + 1;
    const prev = keys.get(after) ?? this.lines.get(after)!;
    const next = list.find((l) => l.position > prev.position);
    return next ? (prev.position + next.position) / 2 : prev.position + 1;
  }
  async bulk(body: BulkBody): Promise<BulkResult> {
    this.requests.push({ kind: "bulk", body: structuredClone(body) });
    const conflicts: LineDto[] = [];
    for (const u of [...body.update, ...body.delete]) {
      const cur = this.lines.get(u.uid);
      if (cur && cur.version !== u.version) conflicts.push(cur);
    }
    if (conflicts.length) throw new StaleError("Someone changed these lines", conflicts);
    const created: BulkResult["created"] = [];
    const byKey = new Map<string, LineDto>();
    for (const c of body.create) {
      const { client_key, after_uid, ...fields } = c;
      const l: LineDto = {
        ...blankLine(),
        ...fields,
        uid: uid(),
        version: 1,
        position: this.positionAfter(after_uid, byKey),
      };
      this.lines.set(l.uid, l);
      if (client_key) byKey.set(client_key, l);
      created.push({ ...l, client_key });
    }
    const updated: LineDto[] = [];
    for (const u of body.update) {
      const { uid: id, version, after_uid, ...fields } = u;
      const cur = this.lines.get(id)!;
      const next = { ...cur, ...fields, version: version + 1, updated_by_name: "Me" };
      if (after_uid !== undefined) next.position = this.positionAfter(after_uid, byKey);
      this.lines.set(id, next);
      updated.push(next);
    }
    for (const d of body.delete) this.lines.delete(d.uid);
    return { created, updated, deleted: body.delete.map((d) => d.uid) };
  }
  async patch(id: string, version: number, fields: LinePatchFields): Promise<LineDto> {
    this.requests.push({ kind: "patch", body: { id, version, fields } });
    const cur = this.lines.get(id)!;
    if (cur.version !== version) throw new StaleError("stale", [cur]);
    const next = { ...cur, ...fields, version: version + 1, updated_by_name: "Me" };
    this.lines.set(id, next);
    return next;
  }
}

function setup(lines: LineDto[] = []) {
  const server = new FakeServer(lines);
  const notices: string[] = [];
  const store = new EditorStore({
    lines,
    inputs: [{ uid: uid(), name: "GSF", value: 10000 }],
    markups: [
      {
        uid: "fee",
        name: "Fee",
        kind: "percent",
        percent: 10,
        base: { direct: true, markups: [], running_total: false },
      },
    ],
    transport: server,
    notify: (m) => notices.push(m),
  });
  return { server, store, notices };
}

const COLS = ["cost_code", "description", "quantity", "unit", "unit_cost", "total", "cost_type"];

describe("editing and totals", () => {
  it("a cell edit recomputes the totals and saves as one PATCH with the line's version", async () => {
    const a = line({ position: 1, cost_code: "03 30 00", quantity: "GSF * 0.35", unit_cost_cents: 1000 });
    const { store, server } = setup([a]);
    expect(store.totals().direct_cents).toBe(3_500_000);
    expect(store.totals().grand_total_cents).toBe(3_850_000);
    expect(store.edit([{ key: a.uid, patch: { unit_cost_cents: 2000 } }])).toEqual({ ok: true });
    expect(store.totals().grand_total_cents).toBe(7_700_000);
    await store.whenIdle();
    expect(server.requests).toEqual([
      { kind: "patch", body: { id: a.uid, version: 1, fields: { unit_cost_cents: 2000 } } },
    ]);
    expect(store.row(a.uid)!.version).toBe(2);
    expect(store.saveState).toBe("saved");
  });

  it("refuses a formula over an unknown input and changes nothing", () => {
    const a = line({ position: 1, cost_code: "03", quantity: "2", unit_cost_cents: 100 });
    const { store } = setup([a]);
    const outcome = store.edit([{ key: a.uid, patch: { quantity: "NRSF * 2" } }]);
    expect(outcome.ok).toBe(false);
    expect(outcome.ok === false && outcome.message).toMatch(/NRSF/);
    expect(store.row(a.uid)!.line.quantity).toBe("2");
    expect(store.totals().direct_cents).toBe(200);
  });
});

describe("paste", () => {
  it("pastes over existing rows and creates new rows at the end, in ONE bulk request", async () => {
    const a = line({ position: 1, cost_code: "01", quantity: "1", unit_cost_cents: 100 });
    const { store, server } = setup([a]);
    const cells = parseTsv(
      '03 30 00\t"Slab, 6"" thick"\t100\tSF\t$12.50\r\n05 12 00\tSteel\t4\tTON\t3,000\r\n09 91 00\tPaint\t"GSF * 2"\tSF\t0.75\r\n',
    );
    const result = store.paste(store.order, 0, COLS, 0, cells);
    expect(result).toEqual({ ok: true, updated: 1, created: 2, skipped: [] });
    expect(store.order).toHaveLength(3);
    expect(store.row(store.order[0])!.line.description).toBe('Slab, 6" thick');
    // 100 × 12.50 + 4 × 3000 + 20000 × 0.75
    expect(store.totals().direct_cents).toBe(125_000 + 1_200_000 + 1_500_000);
    await store.whenIdle();
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0].body as BulkBody;
    expect(body.update).toHaveLength(1);
    expect(body.create.map((c) => c.cost_code)).toEqual(["05 12 00", "09 91 00"]);
    expect(body.create[0].after_uid).toBe(a.uid);
    expect(body.create[1].after_uid).toBe(body.create[0].client_key);
    expect([...server.lines.values()].map((l) => l.cost_code).sort()).toEqual([
      "03 30 00",
      "05 12 00",
      "09 91 00",
    ]);
    expect(store.order.every((k) => store.row(k)!.uid !== null)).toBe(true);
  });

  it("skips cells a column cannot read and says which", () => {
    const { store } = setup([]);
    const result = store.paste([], 0, COLS, 0, [["03", "Concrete", "lots", "CY", "12"]]);
    expect(result).toMatchObject({ ok: true, created: 1 });
    expect(result.ok && result.skipped[0]).toMatch(/^Quantity row 1: /);
  });

  it("pastes a single value into every selected row when asked to", () => {
    const a = line({ position: 1, cost_code: "01" });
    const b = line({ position: 2, cost_code: "02" });
    const { store } = setup([a, b]);
    store.paste(store.order, 0, COLS, 3, [["EA"], ["EA"]]);
    expect(store.order.map((k) => store.row(k)!.line.unit)).toEqual(["EA", "EA"]);
  });
});

describe("fill down", () => {
  it("copies the first row's cells down the selection as one undo step", async () => {
    const a = line({ position: 1, cost_code: "03", quantity: "2", unit: "CY", unit_cost_cents: 500 });
    const b = line({ position: 2, cost_code: "04", quantity: "3" });
    const c = line({ position: 3, cost_code: "05", quantity: "4" });
    const { store, server } = setup([a, b, c]);
    store.fillDown([a.uid, b.uid, c.uid], ["unit", "unit_cost", "total"]);
    expect([b.uid, c.uid].map((k) => store.row(k)!.line.unit)).toEqual(["CY", "CY"]);
    expect(store.totals().direct_cents).toBe(1000 + 1500 + 2000);
    expect(store.undoStack).toHaveLength(1);
    await store.whenIdle();
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0].kind).toBe("bulk");
  });
});

describe("undo and redo", () => {
  it("undoes and redoes edits, inserts and deletes, each as ONE bulk request", async () => {
    const a = line({ position: 1, cost_code: "03", quantity: "2", unit_cost_cents: 500 });
    const b = line({ position: 2, cost_code: "04", quantity: "1", unit_cost_cents: 100 });
    const { store, server } = setup([a, b]);
    store.edit([
      { key: a.uid, patch: { quantity: "10" } },
      { key: b.uid, patch: { quantity: "10" } },
    ]);
    await store.whenIdle();
    expect(store.totals().direct_cents).toBe(6000);
    store.undo();
    expect(store.totals().direct_cents).toBe(1100);
    await store.whenIdle();
    expect(server.requests.at(-1)!.kind).toBe("bulk");
    expect(server.lines.get(a.uid)!.quantity).toBe("2");
    store.redo();
    expect(store.totals().direct_cents).toBe(6000);

    store.deleteRows([a.uid]);
    expect(store.order).toEqual([b.uid]);
    await store.whenIdle();
    expect(server.lines.has(a.uid)).toBe(false);
    const requests = server.requests.length;
    store.undo(); // the deleted line comes back (as a new line on the server)
    expect(store.order).toEqual([a.uid, b.uid]);
    expect(store.totals().direct_cents).toBe(6000);
    await store.whenIdle();
    expect(server.requests.length).toBe(requests + 1);
    const recreated = store.row(a.uid)!;
    expect(recreated.uid).not.toBe(a.uid);
    expect(server.lines.get(recreated.uid!)!.quantity).toBe("10");
    // Ctrl+Z again restores the quantity on the re-created line (tracked by its client key).
    store.undo(); // the redo of the quantity edit
    await store.whenIdle();
    expect(server.lines.get(recreated.uid!)!.quantity).toBe("2");
    expect(store.canRedo()).toBe(true);
  });

  it("a delete undone before it was sent never reaches the server", async () => {
    const a = line({ position: 1, cost_code: "03", quantity: "2", unit_cost_cents: 500 });
    const { store, server } = setup([a]);
    store.deleteRows([a.uid]);
    store.undo();
    await store.whenIdle();
    expect(server.lines.has(a.uid)).toBe(true);
    expect(store.row(a.uid)!.uid).toBe(a.uid);
  });

  it("inserts and moves rows", async () => {
    const a = line({ position: 1, cost_code: "A" });
    const b = line({ position: 2, cost_code: "B" });
    const c = line({ position: 3, cost_code: "C" });
    const { store, server } = setup([a, b, c]);
    const [k] = store.insertRows(1, [{ cost_code: "new" }]);
    expect(store.order.map((x) => store.row(x)!.line.cost_code)).toEqual(["A", "new", "B", "C"]);
    store.moveRows([c.uid], -1);
    expect(store.order.map((x) => store.row(x)!.line.cost_code)).toEqual(["A", "new", "C", "B"]);
    await store.whenIdle();
    const byPos = [...server.lines.values()].sort((x, y) => x.position - y.position).map((l) => l.cost_code);
    expect(byPos).toEqual(["A", "new", "C", "B"]);
    expect(store.row(k)!.uid).not.toBeNull();
    store.undo();
    store.undo();
    await store.whenIdle();
    expect(
      [...server.lines.values()].sort((x, y) => x.position - y.position).map((l) => l.cost_code),
    ).toEqual(["A", "B", "C"]);
  });
});

describe("merging on 412", () => {
  it("keeps both edits when they touched different fields", async () => {
    const a = line({ position: 1, cost_code: "03 30 00", quantity: "2", unit_cost_cents: 500 });
    const { store, server, notices } = setup([a]);
    server.otherEdit(a.uid, { description: "Theirs" });
    store.edit([{ key: a.uid, patch: { quantity: "3" } }]);
    await store.whenIdle();
    const saved = server.lines.get(a.uid)!;
    expect(saved.description).toBe("Theirs");
    expect(saved.quantity).toBe("3");
    expect(store.row(a.uid)!.line.description).toBe("Theirs");
    expect(store.row(a.uid)!.version).toBe(saved.version);
    expect(notices).toEqual([]);
  });

  it("shows who won when both changed the same field", async () => {
    const a = line({ position: 1, cost_code: "03 30 00", quantity: "2", unit_cost_cents: 500 });
    const { store, server, notices } = setup([a]);
    server.otherEdit(a.uid, { unit_cost_cents: 700 });
    store.edit([{ key: a.uid, patch: { unit_cost_cents: 900 } }]);
    await store.whenIdle();
    expect(server.lines.get(a.uid)!.unit_cost_cents).toBe(700);
    expect(store.row(a.uid)!.line.unit_cost_cents).toBe(700);
    expect(store.totals().direct_cents).toBe(1400);
    expect(notices).toEqual(["Jane Doe changed Unit cost on 03 30 00 — their value was kept"]);
  });

  it("a bulk request with one stale line is merged and sent again whole", async () => {
    const a = line({ position: 1, cost_code: "01", quantity: "1", unit_cost_cents: 100 });
    const b = line({ position: 2, cost_code: "02", quantity: "1", unit_cost_cents: 100 });
    const { store, server } = setup([a, b]);
    server.otherEdit(b.uid, { notes: "theirs" });
    store.edit([
      { key: a.uid, patch: { quantity: "5" } },
      { key: b.uid, patch: { quantity: "6" } },
    ]);
    await store.whenIdle();
    expect(server.lines.get(a.uid)!.quantity).toBe("5");
    expect(server.lines.get(b.uid)!.quantity).toBe("6");
    expect(server.lines.get(b.uid)!.notes).toBe("theirs");
  });

  it("mergeLine: their change to the same field with the same value is not a conflict", () => {
    const base = { ...blankLine(), quantity: "1" };
    const server = { ...line({ position: 1 }), quantity: "2", updated_by_name: "Ann Lee" };
    const r = mergeLine({ line: { ...base, quantity: "2" }, base, fields: ["quantity"] }, server);
    expect(r).toMatchObject({ keep: [], lost: [], notices: [] });
    expect(pickFields(r.line).quantity).toBe("2");
  });
});

describe("others' changes", () => {
  it("applies refetched lines: new, changed and deleted", () => {
    const a = line({ position: 1, cost_code: "01", quantity: "1", unit_cost_cents: 100 });
    const b = line({ position: 2, cost_code: "02", quantity: "1", unit_cost_cents: 100 });
    const { store } = setup([a, b]);
    const c = line({ position: 3, cost_code: "03", quantity: "2", unit_cost_cents: 100 });
    store.applyServerLines([{ ...a, quantity: "4", version: 2 }, c], true);
    expect(store.order).toEqual([a.uid, c.uid]);
    expect(store.totals().direct_cents).toBe(600);
  });

  it("a line reading an input that arrives after it (an assembly insert) computes once the input comes", () => {
    const { store } = setup([]);
    const a = line({ position: 1, cost_code: "09", quantity: "WALL * 20", unit_cost_cents: 200 });
    store.applyServerLines([a], true);
    expect(store.setInputs([{ uid: uid(), name: "WALL", value: 10, label: null, unit: "LF" }]).ok).toBe(true);
    expect(store.totals().direct_cents).toBe(40_000);
  });
});

describe("large pastes and stale snapshots", () => {
  it("splits a paste too large for one request (1 MB) into requests of 3,000 lines, in order", async () => {
    const { store, server } = setup([]);
    const cells = Array.from({ length: 3500 }, (_, i) => ["01", `Line ${i}`, "1", "EA", "1"]);
    store.paste([], 0, COLS, 0, cells);
    await store.whenIdle();
    expect(server.requests.map((r) => (r.body as BulkBody).create.length)).toEqual([3000, 500]);
    const byPos = [...server.lines.values()].sort((a, b) => a.position - b.position);
    expect(byPos.map((l) => l.description)).toEqual(cells.map((c) => c[1]));
    expect(store.totals().direct_cents).toBe(350_000);
  });

  it("a snapshot fetched before our own create does not remove the new line", async () => {
    const a = line({ position: 1, cost_code: "01", quantity: "1", unit_cost_cents: 100 });
    const { store } = setup([a]);
    const since = performance.now();
    store.paste(store.order, 1, COLS, 0, [["02", "New", "1", "EA", "2"]]);
    await store.whenIdle();
    store.applyServerLines([a], true, undefined, since);
    expect(store.lineCount()).toBe(2);
    store.applyServerLines([a], true, undefined, performance.now());
    expect(store.lineCount()).toBe(1);
  });
});
