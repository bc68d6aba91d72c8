// The estimate's inputs and markups as the editor saves them: their merge specs, the PUT /inputs payload,
// and taking someone else's lists into the store through the decisions of `list-sync.ts`.

import type { Markup } from "@/lib/domain/estimate";
import { type Decision, type ListSpec, type ListSync, refused, startSync, takeTheirs } from "./list-sync";
import type { InputDto } from "./types";

export type ListKind = "inputs" | "markups";

/** What of the editor store the lists are taken into (the store imports this module, so it is not imported). */
interface ListsStore {
  readonly inputs: readonly InputDto[];
  readonly markups: readonly Markup[];
  setInputs(inputs: InputDto[]): { ok: boolean; message?: string };
  setMarkups(markups: Markup[]): { ok: boolean; message?: string };
}

export interface HeaderLists {
  inputs: InputDto[];
  markups: Markup[];
}
export interface HeaderSyncs {
  inputs: ListSync<InputDto>;
  markups: ListSync<Markup>;
}

export const inputSpec: ListSpec<InputDto> = {
  key: (i) => i.name.toUpperCase(),
  comparable: (i) => ({ name: i.name, label: i.label ?? null, unit: i.unit ?? null, value: i.value }),
};

export const markupSpec: ListSpec<Markup> = {
  key: (m) => m.uid,
  label: (uid, lists) => lists.flat().find((m) => m.uid === uid)?.name ?? "markup",
};

export const startSyncs = (lists: HeaderLists): HeaderSyncs => ({
  inputs: startSync(lists.inputs),
  markups: startSync(lists.markups),
});

/** The inputs as PUT /inputs takes them: new ones (client uids "new-…") without a uid. */
export function inputsPayload(inputs: InputDto[]) {
  return inputs.map((i) => ({
    ...(i.uid && !i.uid.startsWith("new-") ? { uid: i.uid } : {}),
    name: i.name,
    label: i.label ?? null,
    unit: i.unit ?? null,
    value: i.value,
  }));
}

export interface Absorbed {
  syncs: HeaderSyncs;
  /** Per list: what to tell the user now. */
  tell: Partial<Record<ListKind, string>>;
  /** Per list: what of mine is still to be saved over theirs. */
  send: { inputs: InputDto[] | null; markups: Markup[] | null };
}

/**
 * Takes the server's inputs and markups into the store, keeping the user's changes since each list's base.
 * `stale` names the list whose save the server just refused (its current lists are `theirs`); otherwise
 * they came from a realtime event. A merged list the engine refuses falls back to theirs.
 */
export function absorbLists(
  store: ListsStore,
  syncs: HeaderSyncs,
  theirs: HeaderLists,
  stale: ListKind | null,
): Absorbed {
  const how = (kind: ListKind) => (kind === stale ? "stale" : "event");
  const apply = <T>(
    decision: Decision<T>,
    set: (list: T[]) => { ok: boolean; message?: string },
    fallback: T[],
  ): Decision<T> => {
    const outcome = set(decision.list);
    if (outcome.ok) return decision;
    const instead = refused(decision.sync, fallback, outcome.message ?? "not valid");
    set(instead.list);
    return instead;
  };
  const inputs = apply(
    takeTheirs(inputSpec, syncs.inputs, store.inputs, theirs.inputs, how("inputs")),
    (l) => store.setInputs(l),
    theirs.inputs,
  );
  const markups = apply(
    takeTheirs(markupSpec, syncs.markups, store.markups as Markup[], theirs.markups, how("markups")),
    (l) => store.setMarkups(l),
    theirs.markups,
  );
  const tell: Absorbed["tell"] = {};
  if (inputs.tell) tell.inputs = inputs.tell;
  if (markups.tell) tell.markups = markups.tell;
  return {
    syncs: { inputs: inputs.sync, markups: markups.sync },
    tell,
    send: { inputs: inputs.send, markups: markups.send },
  };
}
