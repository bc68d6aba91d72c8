// The estimate editor's model (no I/O, no React) and its one undo/redo history of every edit: lines,
// inputs, markups and the header, interleaved, each undone in the order it was made and saved like any edit.
import { describe, expect, it } from "vitest";
import { deleteLines, editLines, insertLines, moveLines } from "@/lib/client/estimate-editor/commands";
import {
  COALESCE_MS,
  History,
  inverse,
  listEditKey,
  revertFields,
  revertList,
  type Step,
} from "@/lib/client/estimate-editor/history";
import { EditorModel, invert } from "@/lib/client/estimate-editor/model";
import { type Connection, EditorStore, type Transport } from "@/lib/client/estimate-editor/store";
import {
  blankLine,
  type InputDto,
  type LineDto,
  type LinePatchFields,
} from "@/lib/client/estimate-editor/types";
import type { Markup } from "@/lib/domain/estimate";

let seq = 0;
const uid = () => `00000000-0000-4000-8000-${String(++seq).padStart(12, "0")}`;
const line = (fields: LinePatchFields & { position: number }): LineDto =>
  ({ ...blankLine(), version: 1, uid: uid(), ...fields }) as LineDto;

const fee = (percent: number): Markup => ({
  uid: "fee",
  name: "Fee",
  kind: "percent",
  percent,
  base: { direct: true, markups: [], running_total: false },
});
const gsf = (value: number): InputDto => ({ uid: "gsf", name: "GSF", value });

/** A transport that answers every write as the server would, without conflicts. */
const quietServer: Transport = {
  async bulk(body) {
    return {
      created: body.create.map((c, i) => ({
        ...blankLine(),
        ...c,
        uid: uid(),
        version: 1,
        position: i + 100,
      })),
      updated: body.update.map(
        (u) => ({ ...blankLine(), ...u, version: u.version + 1, position: 1 }) as LineDto,
      ),
      deleted: body.delete.map((d) => d.uid),
    };
  },
  async patch(id, version, fields) {
    return { ...blankLine(), ...fields, uid: id, version: version + 1, position: 1 } as LineDto;
  },
};

function setup(lines: LineDto[]) {
  const saves: string[] = [];
  const headers: Extract<Step, { kind: "header" }>[] = [];
  const store = new EditorStore({
    lines,
    inputs: [gsf(1000)],
    markups: [fee(10)],
    transport: quietServer,
  });
  const connection: Connection = {
    listEdited: (kind) => saves.push(kind),
    header: (step) => headers.push(step),
  };
  store.connect(connection);
  return { store, saves, headers };
}

describe("the model", () => {
  it("applies ops and their inverses without a store, keeping the totals", () => {
    const a = line({ position: 1, cost_code: "03", quantity: "GSF", unit_cost_cents: 10 });
    const model = new EditorModel({ lines: [a], inputs: [gsf(1000)], markups: [] });
    expect(model.totals().direct_cents).toBe(10_000);
    const edit = editLines(model, [{ key: a.uid, patch: { unit_cost_cents: 20 } }]);
    expect(edit.ok && edit.ops).toHaveLength(1);
    expect(model.totals().direct_cents).toBe(20_000);
    const created = insertLines(model, 1, [{ cost_code: "05", quantity: "2", unit_cost_cents: 100 }]);
    const moved = moveLines(model, [created[0].key], -1);
    expect(model.order).toEqual([created[0].key, a.uid]);
    const deleted = deleteLines(model, [a.uid]);
    expect(model.totals().direct_cents).toBe(200);
    for (const op of [...(edit.ok ? edit.ops : []), ...created, ...moved, ...deleted].reverse()) {
      model.applyOp(invert(op), false);
    }
    expect(model.order).toEqual([a.uid]);
    expect(model.totals().direct_cents).toBe(10_000);
  });

  it("a refused edit rolls back what the same call already applied", () => {
    const a = line({ position: 1, quantity: "1", unit_cost_cents: 100 });
    const b = line({ position: 2, quantity: "1", unit_cost_cents: 100 });
    const model = new EditorModel({ lines: [a, b], inputs: [], markups: [] });
    const outcome = editLines(model, [
      { key: a.uid, patch: { quantity: "5" } },
      { key: b.uid, patch: { quantity: "UNKNOWN * 2" } },
    ]);
    expect(outcome.ok).toBe(false);
    expect(model.row(a.uid)!.line.quantity).toBe("1");
    expect(model.totals().direct_cents).toBe(200);
  });
});

describe("one history", () => {
  it("undoes line, input, markup and header edits in the order they were made, and redoes them", () => {
    const a = line({ position: 1, cost_code: "03", quantity: "GSF", unit_cost_cents: 10 });
    const { store, saves, headers } = setup([a]);
    store.edit([{ key: a.uid, patch: { unit_cost_cents: 20 } }]);
    store.editInputs([gsf(2000)]);
    store.recordHeader({ name: "Old", status: "draft" }, { name: "New", status: "draft" }, [
      "name",
      "status",
    ]);
    store.editMarkups([fee(15)]);
    expect(store.totals().grand_total_cents).toBe(46_000); // 2000 × 20 + 15%
    expect(saves).toEqual(["inputs", "markups"]);

    store.undo(); // the markup
    expect(store.markups[0].percent).toBe(10);
    expect(saves.at(-1)).toBe("markups");
    expect(store.row(a.uid)!.line.unit_cost_cents).toBe(20);
    store.undo(); // the header: handed to its save with the fields to set back
    expect(headers).toEqual([{ kind: "header", before: { name: "New" }, after: { name: "Old" } }]);
    store.undo(); // the input
    expect(store.inputs[0].value).toBe(1000);
    expect(saves.at(-1)).toBe("inputs");
    store.undo(); // the line
    expect(store.row(a.uid)!.line.unit_cost_cents).toBe(10);
    expect(store.totals().grand_total_cents).toBe(11_000);
    expect(store.canUndo()).toBe(false);

    store.redo();
    store.redo();
    store.redo();
    store.redo();
    expect(headers.at(-1)).toEqual({ kind: "header", before: { name: "Old" }, after: { name: "New" } });
    expect(store.totals().grand_total_cents).toBe(46_000);
    expect(store.canRedo()).toBe(false);
  });

  it("a new edit after an undo drops what could be redone", () => {
    const { store } = setup([]);
    store.editMarkups([fee(15)]);
    store.undo();
    store.editInputs([gsf(5)]);
    expect(store.canRedo()).toBe(false);
    expect(store.undoStack.map((e) => e.step.kind)).toEqual(["inputs"]);
  });

  it("an undo of a markup change saves through the same path as the edit (the line saves are untouched)", async () => {
    const a = line({ position: 1, quantity: "1", unit_cost_cents: 100 });
    const { store, saves } = setup([a]);
    store.editMarkups([fee(20)]);
    store.undo();
    await store.whenIdle();
    expect(saves).toEqual(["markups", "markups"]);
    expect(store.pendingCount()).toBe(0);
  });

  it("typing in one field is one step; another field or a pause starts a new one", () => {
    const history = new History();
    const step = (before: number, after: number): Step => ({
      kind: "markups",
      before: [fee(before)],
      after: [fee(after)],
    });
    history.push({ label: "m", step: step(10, 1), coalesce: "markups:fee:percent", at: 0 });
    history.push({ label: "m", step: step(1, 15), coalesce: "markups:fee:percent", at: 100 });
    expect(history.undoStack).toHaveLength(1);
    expect(inverse(history.undoStack[0].step)).toEqual(step(15, 10));
    history.push({ label: "m", step: step(15, 16), coalesce: "markups:fee:percent", at: 100 + COALESCE_MS });
    history.push({ label: "i", step: step(16, 17), coalesce: "markups:fee:name", at: 100 + COALESCE_MS + 1 });
    expect(history.undoStack).toHaveLength(3);
  });

  it("names the field an edit of one item changed, and nothing for a reorder, add or remove", () => {
    const key = (m: Markup) => m.uid;
    expect(listEditKey("markups", [fee(10)], [fee(12)], key)).toBe("markups:fee:percent");
    const other = { ...fee(5), uid: "bond", name: "Bond" };
    expect(listEditKey("markups", [fee(10), other], [other, fee(10)], key)).toBeUndefined();
    expect(listEditKey("markups", [fee(10)], [fee(10), other], key)).toBeUndefined();
  });
});

describe("undo over someone else's change", () => {
  it("reverts only what the edit changed: their change to another markup stays", () => {
    const bond = { ...fee(1), uid: "bond", name: "Bond" };
    const before = [fee(10), bond];
    const after = [fee(15), bond];
    const current = [fee(15), { ...bond, percent: 2 }]; // theirs merged in since
    expect(revertList(current, after, before, (m) => m.uid)).toEqual([fee(10), { ...bond, percent: 2 }]);
  });

  it("their later change to the same markup wins over my undo", () => {
    const current = [fee(30)];
    expect(revertList(current, [fee(15)], [fee(10)], (m) => m.uid)).toEqual([fee(30)]);
  });

  it("a header undo sets back only the fields still as the edit left them", () => {
    const current = { name: "Theirs", client: "ACME" };
    expect(
      revertFields(current, { name: "Mine", client: "ACME" }, { name: "Old", client: "Old client" }),
    ).toEqual({
      client: "Old client",
    });
  });

  it("a merged-in input change survives the undo of my input edit (store level)", () => {
    const { store } = setup([]);
    const units: InputDto = { uid: "units", name: "UNITS", value: 1 };
    store.editInputs([gsf(2000)]);
    store.setInputs([gsf(2000), units]); // someone else's UNITS arrives by a merge
    store.undo();
    expect(store.inputs.map((i) => [i.name, i.value])).toEqual([
      ["GSF", 1000],
      ["UNITS", 1],
    ]);
  });
});

describe("read only", () => {
  it("records nothing and undoes nothing", () => {
    const store = new EditorStore({
      lines: [],
      inputs: [],
      markups: [fee(10)],
      transport: quietServer,
      readOnly: true,
    });
    expect(store.editMarkups([fee(20)]).ok).toBe(false);
    store.recordHeader({ name: "a" }, { name: "b" }, ["name"]);
    expect(store.canUndo()).toBe(false);
    expect(store.undo()).toBeNull();
  });
});
