import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  failed,
  type ListSpec,
  type ListSync,
  saved,
  startSync,
  takeTheirs,
} from "@/lib/client/estimate-editor/list-sync";

// The inputs / markups saves of the estimate editor, modelled the way `use-estimate-editor.ts` drives
// `list-sync.ts`: my save (PUT with If-Match; on 412 GET the current list, merge, send again), their save,
// and the realtime refetch each of them triggers, interleaved in every order a schedule picks.

type Item = { name: string; value: number };
const spec: ListSpec<Item> = { key: (i) => i.name };
const NAMES: readonly string[] = ["A", "B", "C", "D"];

type Op = { name: string; to: number | null }; // null: delete; a number: set or add
const applyOps = (list: readonly Item[], ops: readonly Op[]): Item[] => {
  let out = list.map((i) => ({ ...i }));
  for (const op of ops) {
    if (op.to === null) out = out.filter((i) => i.name !== op.name);
    else if (out.some((i) => i.name === op.name))
      out = out.map((i) => (i.name === op.name ? { ...i, value: op.to as number } : i));
    else out.push({ name: op.name, value: op.to });
  }
  return out;
};
const asMap = (list: readonly Item[]) => Object.fromEntries(list.map((i) => [i.name, i.value]));

interface World {
  server: { version: number; list: Item[]; log: string[] };
  client: { sync: ListSync<Item>; version: number; mine: Item[]; told: string[]; failed: boolean };
  /** The server's list right after it took my save. */
  accepted: Item[] | null;
  /** My save met a 412. */
  stale: boolean;
  /** My save is under way; a refetch that lands meanwhile runs again after it. */
  saving: boolean;
  refetchAfterSave: boolean;
  spawn: (process: Generator) => void;
}

/** The hook's realtime refetch: GET, then take theirs if newer than what the editor has. */
function* event(w: World): Generator {
  yield; // the event travels, the refetch waits its 150 ms
  const open = { version: w.server.version, list: [...w.server.list] };
  yield; // the answer travels
  if (w.saving) w.refetchAfterSave = true;
  else if (open.version > w.client.version) {
    const d = takeTheirs(spec, w.client.sync, w.client.mine, open.list, "event");
    w.client.sync = d.sync;
    w.client.mine = d.list;
    w.client.version = open.version;
    if (d.tell) w.client.told.push(d.tell);
  }
}

/** The hook's `saveHeader` around `saveList`. */
function* mySave(w: World): Generator {
  yield; // the debounce timer fires
  w.saving = true;
  try {
    yield* saveList(w);
  } finally {
    w.saving = false;
    if (w.refetchAfterSave) {
      w.refetchAfterSave = false;
      w.spawn(event(w));
    }
  }
}

function* saveList(w: World): Generator {
  let list: Item[] | null = w.client.mine;
  for (let attempt = 0; list && attempt < 3; attempt++) {
    const version = w.client.version;
    yield; // the PUT travels
    const ok = version === w.server.version;
    if (ok) {
      w.server.list = list;
      w.server.version++;
      w.server.log.push("mine");
      w.accepted = [...list];
      w.spawn(event(w)); // my own estimate.updated
    }
    const answer = { version: w.server.version, list: [...w.server.list] };
    yield; // the answer travels
    if (ok) {
      const done = saved(w.client.sync, answer.list);
      const newest = answer.version >= w.client.version;
      w.client.sync = newest ? done.sync : { ...done.sync, base: w.client.sync.base };
      if (newest) w.client.version = answer.version;
      if (done.tell) w.client.told.push(done.tell);
      return;
    }
    w.stale = true;
    yield; // the GET travels
    const open = { version: w.server.version, list: [...w.server.list] };
    yield; // its answer travels
    if (open.version < w.client.version) {
      list = w.client.mine;
      continue;
    }
    const d = takeTheirs(spec, w.client.sync, w.client.mine, open.list, "stale");
    w.client.sync = d.sync;
    w.client.mine = d.list;
    w.client.version = open.version;
    if (d.tell) w.client.told.push(d.tell);
    list = d.send;
  }
  if (list) {
    w.client.failed = true;
    const f = failed(w.client.sync, w.server.list);
    if (f.tell) w.client.told.push(f.tell);
  }
}

/** Their save: straight onto the server, then the event that tells my editor. */
function* theirSave(w: World, ops: readonly Op[]): Generator {
  yield;
  w.server.list = applyOps(w.server.list, ops);
  w.server.version++;
  w.server.log.push("theirs");
  w.spawn(event(w));
}

function run(base: Item[], mineOps: Op[], theirOps: Op[], schedule: number[]) {
  const processes: Generator[] = [];
  const w: World = {
    server: { version: 1, list: base, log: [] },
    client: { sync: startSync(base), version: 1, mine: applyOps(base, mineOps), told: [], failed: false },
    accepted: null,
    stale: false,
    saving: false,
    refetchAfterSave: false,
    spawn: (p) => processes.push(p),
  };
  processes.push(mySave(w), theirSave(w, theirOps));
  for (let step = 0; processes.length > 0; step++) {
    if (step > 1000) throw new Error("does not end");
    const i = (schedule[step] ?? 0) % processes.length;
    if (processes[i]!.next().done) processes.splice(i, 1);
  }
  return w;
}

/** What a message claims: the items where their value was kept, and whether my other changes are saved. */
function claims(message: string) {
  if (message === "Both changes are kept.") return { theirs: [], mineSaved: true };
  const m = /^Their (.+) kept(; your other changes are saved)?\.$/.exec(message);
  if (!m) throw new Error(`unexpected message: ${message}`);
  return { theirs: m[1]!.split(", "), mineSaved: Boolean(m[2]) };
}

const baseList = fc
  .subarray([...NAMES], { minLength: 0 })
  .chain((names) =>
    fc.tuple(...names.map((name) => fc.record({ name: fc.constant(name), value: fc.nat(2) }))),
  );
const edits = fc
  .tuple(...NAMES.map(() => fc.option(fc.option(fc.nat(2), { nil: null }), { nil: undefined })))
  .map((tos) => tos.flatMap((to, i): Op[] => (to === undefined ? [] : [{ name: NAMES[i]!, to }])));

describe("list-sync: inputs and markups saved while someone else saves them", () => {
  it("their realtime event during my save, then the 412: their GSF stands and I am told so, once", () => {
    const gsf = { name: "GSF", value: 10_000 };
    const units = { name: "UNITS", value: 100 };
    let sync = startSync<Item>([gsf, units]);
    const mine = [{ ...gsf, value: 12_000 }, units];
    const theirs = [{ ...gsf, value: 15_000 }, units];
    // My PUT (If-Match v1) is in flight; their save's event arrives first.
    const onEvent = takeTheirs(spec, sync, mine, theirs, "event");
    expect(onEvent).toMatchObject({ list: theirs, send: null, tell: "Their GSF kept." });
    sync = onEvent.sync;
    // Then the 412: nothing of mine is left to send, and nothing claims "both are kept".
    expect(takeTheirs(spec, sync, onEvent.list, theirs, "stale")).toMatchObject({ send: null, tell: null });
  });

  it("the failed e2e run's order, modelled: my PUT in flight, their save and its event, then my 412", () => {
    // Steps: my timer fires; my PUT leaves; their save lands and its event is taken in; my PUT meets 412.
    const w = run(
      [{ name: "GSF", value: 10 }],
      [{ name: "GSF", to: 12 }],
      [{ name: "GSF", to: 15 }],
      [0, 0, 1, 1, 1, 1, 1],
    );
    expect(w.client.told).toEqual(["Their GSF kept."]);
    expect(w.server.list).toEqual([{ name: "GSF", value: 15 }]);
    expect(w.server.log).toEqual(["theirs"]); // nothing of mine was left to send
  });

  it("a 412 with changes on different items sends the merge and tells only when it is saved", () => {
    const base = [
      { name: "GSF", value: 1 },
      { name: "UNITS", value: 1 },
    ];
    const d = takeTheirs(
      spec,
      startSync(base),
      [{ name: "GSF", value: 2 }, base[1]!],
      [base[0]!, { name: "UNITS", value: 3 }],
      "stale",
    );
    expect(d.send).toEqual([
      { name: "GSF", value: 2 },
      { name: "UNITS", value: 3 },
    ]);
    expect(d.tell).toBeNull();
    expect(saved(d.sync, d.send!).tell).toBe("Both changes are kept.");
    expect(failed(d.sync, base).tell).toBeNull();
  });

  it("a conflict seen by the event waits for the save of my other changes", () => {
    const base = [
      { name: "A", value: 0 },
      { name: "B", value: 0 },
    ];
    const d = takeTheirs(
      spec,
      startSync(base),
      [
        { name: "A", value: 1 },
        { name: "B", value: 1 },
      ],
      [{ name: "A", value: 2 }, base[1]!],
      "event",
    );
    expect(d.tell).toBeNull();
    expect(saved(d.sync, d.send!).tell).toBe("Their A kept; your other changes are saved.");
    expect(failed(d.sync, base).tell).toBe("Their A kept.");
  });

  it("property: every interleaving — the message never claims what the server does not hold; theirs win where both changed, and I am told", () => {
    fc.assert(
      fc.property(
        baseList,
        edits,
        edits,
        fc.array(fc.nat(7), { maxLength: 40 }),
        (base, mineOps, theirOps, schedule) => {
          const w = run(base, mineOps, theirOps, schedule);
          const B = asMap(base);
          const M = asMap(applyOps(base, mineOps));
          const T = asMap(applyOps(base, theirOps));
          const F = asMap(w.server.list);
          const concurrent = w.server.log[0] === "theirs"; // their save reached the server before mine
          const changedByMe = NAMES.filter((k) => M[k] !== B[k]);
          const changedByThem = NAMES.filter((k) => T[k] !== B[k]);
          const theyTouchedLater = (k: string) => !concurrent && changedByThem.includes(k);

          expect(w.client.failed).toBe(false);
          // The editor ends showing what the server holds.
          expect(asMap(w.client.mine)).toEqual(F);
          expect(w.client.version).toBe(w.server.version);

          const told = w.client.told.map(claims);
          const toldTheirs = new Set(told.flatMap((c) => c.theirs));
          for (const c of told) {
            for (const k of c.theirs) expect(F[k], `their ${k} claimed kept`).toBe(T[k]);
            if (c.mineSaved) {
              expect(w.accepted, "claimed saved without a save taken").not.toBeNull();
              for (const k of changedByMe.filter((k) => !toldTheirs.has(k))) {
                expect(asMap(w.accepted!)[k], `my ${k} claimed saved`).toBe(M[k]);
                if (!theyTouchedLater(k)) expect(F[k], `my ${k} claimed held`).toBe(M[k]);
              }
            }
          }

          if (concurrent) {
            for (const k of NAMES) {
              const mine = changedByMe.includes(k);
              const theirs = changedByThem.includes(k);
              if (mine && theirs && M[k] !== T[k]) {
                expect(F[k], `both changed ${k}: theirs stands`).toBe(T[k]);
                expect(toldTheirs.has(k), `both changed ${k}: I am told`).toBe(true);
              } else if (mine) expect(F[k], `only I changed ${k}`).toBe(M[k]);
              else if (theirs) expect(F[k], `only they changed ${k}`).toBe(T[k]);
              else expect(F[k]).toBe(B[k]);
            }
            // After a 412, something of mine saved beside theirs is said so.
            if (w.stale && changedByMe.some((k) => !toldTheirs.has(k) && M[k] !== T[k])) {
              expect(told.some((c) => c.mineSaved)).toBe(true);
            }
          } else {
            // Mine first, then theirs on top of it: nothing of mine was in their way.
            expect(F).toEqual(asMap(applyOps(w.accepted ?? base, theirOps)));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
