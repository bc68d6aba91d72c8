// The decisions of saving the estimate's inputs or markups (lists saved whole, If-Match on the estimate's
// version) while someone else saves them too. Pure: the hook keeps one `ListSync` per list, calls these at
// each step and only applies what they answer (the list to show, the list to send, the message).
//
// The rule that keeps the message honest: someone else's list may reach the editor twice for one change —
// as a realtime event and as the current list behind a 412 — and in any order relative to my save. Where
// both changed the same item, their value is taken the first time, and that conflict is remembered until it
// is told; nothing is claimed as saved until the server has answered the save that carries it. And an
// event's list is taken only while no save of mine is under way: until its answer, whether the server holds
// mine (the right base) is unknown; the hook takes the event again afterwards.

import { canonical, mergeList } from "./merge-lists";

export interface ListSpec<T> {
  /** Matches items across the lists (an input's name, a markup's uid). */
  key: (item: T) => string;
  /** What counts for "changed" (e.g. an input without its client-side uid). */
  comparable?: (item: T) => unknown;
  /** How the user knows an item (a markup's name), looked up in the lists given. */
  label?: (key: string, lists: readonly (readonly T[])[]) => string;
}

export interface ListSync<T> {
  /** The list as the server last answered it: the base of my edits. */
  base: readonly T[];
  /** Items both changed where their value was taken, not told yet. */
  untold: readonly string[];
  /** A save of mine met their list (412) and was merged: the save's answer says so. */
  merged: boolean;
}

export interface Decision<T> {
  sync: ListSync<T>;
  /** What the editor holds now: my changes on top of theirs. */
  list: T[];
  /** What to save over theirs (If-Match their version), or null when theirs already holds all of mine. */
  send: T[] | null;
  /** What to tell the user now, or null. */
  tell: string | null;
}

export const startSync = <T>(base: readonly T[]): ListSync<T> => ({ base, untold: [], merged: false });

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

function sameList<T>(spec: ListSpec<T>, a: readonly T[], b: readonly T[]) {
  const comparable = spec.comparable ?? ((item: T) => item);
  return (
    a.length === b.length &&
    a.every((item, i) => canonical(comparable(item)) === canonical(comparable(b[i]!)))
  );
}

/** "Their GSF kept." and the like; null when there is nothing to tell. */
export function conflictMessage(untold: readonly string[], mineSaved: boolean): string | null {
  if (untold.length === 0) return mineSaved ? "Both changes are kept." : null;
  const theirs = `Their ${untold.join(", ")} kept`;
  return mineSaved ? `${theirs}; your other changes are saved.` : `${theirs}.`;
}

/**
 * Someone else's list reached the editor: from a realtime event (`how: "event"`) or as the server's current
 * list after my save was refused (`how: "stale"`). `mine` is what the editor holds (my edits since
 * `sync.base`, saved or not). Their list becomes the new base.
 */
export function takeTheirs<T>(
  spec: ListSpec<T>,
  sync: ListSync<T>,
  mine: readonly T[],
  theirs: readonly T[],
  how: "event" | "stale",
): Decision<T> {
  const merge = mergeList(sync.base, mine, theirs, spec.key, spec.comparable);
  const labels = merge.conflicts.map((k) => spec.label?.(k, [theirs, mine, sync.base]) ?? k);
  const untold = union(sync.untold, labels);
  const send = sameList(spec, merge.merged, theirs) ? null : merge.merged;
  const merged = sync.merged || how === "stale";
  if (send) {
    // Something of mine is still to be saved: what is told waits for the server's answer to it.
    return { sync: { base: theirs, untold, merged }, list: merge.merged, send, tell: null };
  }
  // Theirs already holds everything I still want: tell what of mine gave way (if anything), now.
  return {
    sync: { base: theirs, untold: [], merged: false },
    list: merge.merged,
    send: null,
    tell: conflictMessage(untold, false),
  };
}

/** The server took my save: `held` is its answer. Tells what was merged on the way, if anything. */
export function saved<T>(sync: ListSync<T>, held: readonly T[]): { sync: ListSync<T>; tell: string | null } {
  const tell = sync.merged || sync.untold.length > 0 ? conflictMessage(sync.untold, true) : null;
  return { sync: startSync(held), tell };
}

/** My save failed for good (an error, or refused again and again): nothing of mine is claimed. */
export function failed<T>(
  sync: ListSync<T>,
  current: readonly T[],
): { sync: ListSync<T>; tell: string | null } {
  return { sync: startSync(current), tell: conflictMessage(sync.untold, false) };
}

/**
 * A merged list the engine refused (say, a markup based on one they deleted): theirs is shown instead and
 * nothing of mine is sent.
 */
export function refused<T>(sync: ListSync<T>, theirs: readonly T[], reason: string): Decision<T> {
  const told = conflictMessage(sync.untold, false);
  return {
    sync: startSync(theirs),
    list: [...theirs],
    send: null,
    tell: `Your change could not be combined with theirs (${reason}); their version is shown.${told ? ` ${told}` : ""}`,
  };
}
