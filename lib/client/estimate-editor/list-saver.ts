// Saving the estimate's inputs and markups (each list PUT whole, If-Match on the estimate's version) and
// the undo or redo of a header edit, one save at a time. A 412 (someone saved the estimate meanwhile)
// merges through `list-sync.ts`: the user's changes since the last save go on top of the other person's
// list, an item both changed keeps their value, and what survives is saved with the new version. What the
// user is told waits for the server's answer to that save; others' lists that arrive meanwhile wait for it.

import { ApiClientError } from "@/lib/client/api";
import type { Markup } from "@/lib/domain/estimate";
import { type Absorbed, absorbLists, type HeaderLists, type ListKind, startSyncs } from "./header-lists";
import { failed, type ListSync, saved as savedList } from "./list-sync";
import type { EditorStore } from "./store";
import type { EstimateDto, EstimateOpenDto } from "./types";

type Put<K extends ListKind> = (version: number, list: HeaderLists[K]) => Promise<EstimateDto>;

export interface ListSaverDeps {
  store: EditorStore;
  /** The estimate as last shown, and showing a newer one. */
  current(): EstimateDto | null;
  show(estimate: EstimateDto, open?: EstimateOpenDto): void;
  put: { inputs: Put<"inputs">; markups: Put<"markups"> };
  fetchOpen(): Promise<EstimateOpenDto>;
  toast(message: { title: string; description?: string; destructive?: boolean }): void;
  /** Someone's change arrived while a save was under way: take it in now. */
  refetch(): void;
}

/** Edits this close together (typing) go as one save. */
const SAVE_DELAY_MS = 400;

export class ListSaver {
  /** Per list: the list as the server last answered it (the base of a merge) and what is still to be told. */
  syncs = startSyncs({ inputs: [], markups: [] });
  /** Per list: who saved the list a merge took in, for the message that waits for my save's answer. */
  private mergedWith: Record<ListKind, string> = { inputs: "Someone else", markups: "Someone else" };
  private chain: Promise<unknown> = Promise.resolve();
  private saving = 0;
  private refetchAfterSave = false;
  private timers: Partial<Record<ListKind, ReturnType<typeof setTimeout>>> = {};

  constructor(private readonly deps: ListSaverDeps) {}

  /** Whether a save is under way (a merge now would take the wrong base: wait for its answer). */
  busy(): boolean {
    if (this.saving > 0) this.refetchAfterSave = true;
    return this.saving > 0;
  }

  /** A list changed here (an edit, an undo): saved shortly, once typing pauses. */
  schedule(kind: ListKind) {
    clearTimeout(this.timers[kind]);
    this.timers[kind] = setTimeout(() => this.enqueue(() => this.saveList(kind)), SAVE_DELAY_MS);
  }

  /** Runs a save after the ones before it; others' changes that came meanwhile are taken in after. */
  enqueue(save: () => Promise<void>) {
    this.chain = this.chain.then(async () => {
      this.saving++;
      try {
        await save();
      } finally {
        this.saving--;
        if (this.saving === 0 && this.refetchAfterSave) {
          this.refetchAfterSave = false;
          this.deps.refetch();
        }
      }
    });
  }

  /** Keeps what `absorbLists` decided and tells what it says to tell now. */
  tellMerged(by: EstimateDto, absorbed: Absorbed) {
    this.syncs = absorbed.syncs;
    const who = by.updated_by_name?.trim() || "Someone else";
    for (const kind of ["inputs", "markups"] as const) {
      if (absorbed.syncs[kind].merged || absorbed.syncs[kind].untold.length) this.mergedWith[kind] = who;
      const description = absorbed.tell[kind];
      if (description) this.tell(who, kind, description);
    }
  }

  /** Someone else's save of the estimate: their lists merged under my unsaved edits. */
  absorb(open: EstimateOpenDto) {
    this.tellMerged(open.estimate, absorbLists(this.deps.store, this.syncs, open.estimate, null));
  }

  private tell(who: string, kind: ListKind, description: string) {
    this.deps.toast({ title: `${who} changed the ${kind} at the same time`, description });
  }

  private listOf<K extends ListKind>(kind: K): HeaderLists[K] {
    const { store } = this.deps;
    return (kind === "inputs" ? store.inputs : store.markups) as HeaderLists[K];
  }

  /** One save of a list and, after each 412, of what `list-sync.ts` says is left of mine to send. */
  private async saveList<K extends ListKind>(kind: K) {
    let list: HeaderLists[K] | null = this.listOf(kind);
    for (let attempt = 0; list && attempt < 3; attempt++) {
      const current = this.deps.current();
      if (!current) return;
      try {
        const put = this.deps.put[kind] as Put<K>;
        this.saved(kind, await put(current.version, list));
        return;
      } catch (e) {
        if (!(e instanceof ApiClientError && e.status === 412)) return this.notSaved(kind, e);
        const next = await this.deps.fetchOpen().catch((error: unknown) => error);
        if (next instanceof Error) return this.notSaved(kind, next);
        list = this.stale(kind, next as EstimateOpenDto);
      }
    }
    if (list) this.notSaved(kind, new Error("The estimate kept changing; the latest version is shown."));
  }

  /** The server took my list: the estimate moves on unless something newer is already shown. */
  private saved(kind: ListKind, next: EstimateDto) {
    const done = savedList(this.syncs[kind] as ListSync<unknown>, next[kind] ?? this.listOf(kind));
    const latest = this.deps.current();
    const newest = !latest || next.version >= latest.version;
    // The estimate may have moved on meanwhile (the details dialog's save): the newer stays.
    this.syncs = {
      ...this.syncs,
      [kind]: newest ? done.sync : { ...done.sync, base: this.syncs[kind].base },
    };
    if (newest) this.deps.show({ ...(latest ?? next), ...next });
    if (done.tell) this.tell(this.mergedWith[kind], kind, done.tell);
  }

  /** A 412: their lists merged under mine; answers what of mine is left to send. */
  private stale<K extends ListKind>(kind: K, open: EstimateOpenDto): HeaderLists[K] | null {
    const { store } = this.deps;
    const latest = this.deps.current();
    // Something newer is already known (the details dialog's save): try again with it.
    if (latest && open.estimate.version < latest.version) return this.listOf(kind);
    const absorbed = absorbLists(store, this.syncs, open.estimate, kind);
    this.tellMerged(open.estimate, absorbed);
    this.deps.show({ ...open.estimate, inputs: store.inputs, markups: store.markups as Markup[] });
    return absorbed.send[kind] as HeaderLists[K] | null;
  }

  /** The save failed for good: nothing of mine is claimed; the server's lists are shown again. */
  private notSaved(kind: ListKind, error: unknown) {
    const message = error instanceof Error ? error.message : "Not saved";
    const told = failed(this.syncs[kind] as ListSync<unknown>, []).tell;
    this.deps.toast({
      title: `The ${kind} were not saved`,
      description: told ? `${message} ${told}` : message,
      destructive: true,
    });
    void this.deps
      .fetchOpen()
      .then((open) => {
        this.syncs = startSyncs(open.estimate);
        this.deps.show(open.estimate, open);
        this.deps.store.setInputs(open.estimate.inputs);
        this.deps.store.setMarkups(open.estimate.markups);
      })
      .catch(() => {});
  }
}
