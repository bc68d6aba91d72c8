"use client";

// Opens an estimate into an EditorStore and keeps it live: the API as the store's transport, others'
// changes through realtime (`estimate.lines.changed` → refetch, merge), presence of who is viewing, and
// the inputs / markups saves (If-Match on the estimate's version).
import type { PresenceChannel } from "pusher-js";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { ApiClientError } from "@/lib/client/api";
import { saveInputs as putInputs, saveMarkups as putMarkups } from "@/lib/client/estimates";
import { useRealtime } from "@/lib/client/realtime-context";
import { useChannelEvents } from "@/lib/client/use-channel-events";
import { toast } from "@/lib/client/use-toast";
import type { Markup } from "@/lib/domain/estimate";
import { estimateChannel, estimatePresenceChannel } from "@/lib/domain/realtime-channels";
import {
  type Absorbed,
  absorbLists,
  type HeaderLists,
  inputsPayload,
  type ListKind,
  startSyncs,
} from "./header-lists";
import { failed, type ListSync, saved as savedList } from "./list-sync";
import { EditorStore } from "./store";
import { fetchOpen, makeTransport } from "./transport";
import {
  type EstimateDto,
  type EstimateOpenDto,
  type InputDto,
  type LineDto,
  linesFromCompact,
} from "./types";

/** The estimate's location index against the national average, as the open answers it. */
export interface EstimateLocation {
  factor: number;
  label: string;
}

const locationOf = (dto: EstimateOpenDto): EstimateLocation | null =>
  dto.location_factor != null && dto.location_label
    ? { factor: dto.location_factor, label: dto.location_label }
    : null;

export interface PresenceMember {
  id: string;
  name: string;
  initials: string;
}

function scheduleOf(e: EstimateDto) {
  return e.pricing_date && e.construction_start && e.duration_months != null
    ? {
        pricing_date: e.pricing_date,
        construction_start: e.construction_start,
        duration_months: e.duration_months,
      }
    : null;
}

const tell = (who: string, kind: ListKind, description: string) =>
  toast({ title: `${who} changed the ${kind} at the same time`, description });

export function useEstimateEditor(estimateUid: string, selfUid: string, canEdit: boolean) {
  const [store, setStore] = useState<EditorStore | null>(null);
  const [estimate, setEstimate] = useState<EstimateDto | null>(null);
  const [location, setLocation] = useState<EstimateLocation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openedMs, setOpenedMs] = useState<number | null>(null);
  const estimateRef = useRef<EstimateDto | null>(null);
  estimateRef.current = estimate;
  // Per list: the inputs / markups as the server last answered them (the base of a merge) and what of a
  // merge is still to be told.
  const syncs = useRef(startSyncs({ inputs: [], markups: [] }));
  // Per list: who saved the list a merge took in, for the message that waits for my save's answer.
  const mergedWith = useRef<Record<ListKind, string>>({ inputs: "Someone else", markups: "Someone else" });

  useEffect(() => {
    let cancelled = false;
    const started = performance.now();
    fetchOpen(estimateUid)
      .then((dto) => {
        if (cancelled) return;
        const created = new EditorStore({
          lines: linesFromCompact(dto.lines),
          inputs: dto.estimate.inputs,
          markups: dto.estimate.markups,
          schedule: scheduleOf(dto.estimate),
          escalationRates: dto.escalation_rates ?? [],
          transport: makeTransport(estimateUid),
          readOnly: !canEdit,
          notify: (message, kind) =>
            toast({
              title: kind === "merge" ? "Changed by someone else" : "Not saved",
              description: message,
              variant: kind === "error" ? "destructive" : undefined,
            }),
        });
        syncs.current = startSyncs(dto.estimate);
        setEstimate(dto.estimate);
        setLocation(locationOf(dto));
        setStore(created);
        setOpenedMs(performance.now() - started);
      })
      .catch((e) => {
        if (!cancelled) setError(e instanceof Error ? e.message : "Could not open the estimate");
      });
    return () => {
      cancelled = true;
    };
  }, [estimateUid, canEdit]);

  // ---- what a merge with someone else's save tells -----------------------------------------------------

  /** Keeps what `absorbLists` decided and tells what it says to tell now. */
  const tellMerged = useCallback((by: EstimateDto, absorbed: Absorbed) => {
    syncs.current = absorbed.syncs;
    const who = by.updated_by_name?.trim() || "Someone else";
    for (const kind of ["inputs", "markups"] as const) {
      if (absorbed.syncs[kind].merged || absorbed.syncs[kind].untold.length) mergedWith.current[kind] = who;
      const description = absorbed.tell[kind];
      if (description) tell(who, kind, description);
    }
  }, []);

  // ---- others' changes -------------------------------------------------------------------------------

  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const headerSaving = useRef(0);
  const refetchAfterSave = useRef(false);
  const refetch = useCallback(() => {
    if (!store) return;
    if (refetchTimer.current) clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(async () => {
      refetchTimer.current = null;
      try {
        const since = performance.now();
        const open = await fetchOpen(estimateUid);
        const lines: LineDto[] = linesFromCompact(open.lines);
        store.applyServerLines(lines, true, undefined, since);
        const current = estimateRef.current;
        if (headerSaving.current > 0) {
          // While my save of the inputs or markups is under way, whether the server holds it is unknown:
          // a merge now would take the wrong base. Its answer (or its 412's merge) comes first; then again.
          refetchAfterSave.current = true;
        } else if (!current || open.estimate.version > current.version) {
          // Edits not saved yet stay on top of theirs; an item both changed takes their value, told now or
          // with the answer to the save of my other changes.
          tellMerged(open.estimate, absorbLists(store, syncs.current, open.estimate, null));
          const fresh = { ...open.estimate, inputs: store.inputs, markups: store.markups as Markup[] };
          estimateRef.current = fresh;
          setEstimate(fresh);
          setLocation(locationOf(open));
          store.setSchedule(scheduleOf(open.estimate), open.escalation_rates);
        }
      } catch {
        // The next event or reconnect tries again.
      }
    }, 150);
  }, [store, estimateUid, tellMerged]);

  useChannelEvents(store ? estimateChannel(estimateUid) : null, {
    onEvent: (event) => {
      if (event.name === "estimate.lines.changed") {
        if (event.data.actor_uid !== selfUid) refetch();
      } else if (event.name === "estimate.updated") {
        if (event.data.version > (estimateRef.current?.version ?? 0)) refetch();
      }
    },
  });

  // ---- presence --------------------------------------------------------------------------------------

  const { client, acquire, release } = useRealtime();
  const [members, setMembers] = useState<PresenceMember[]>([]);
  useEffect(() => {
    if (!client) return;
    const name = estimatePresenceChannel(estimateUid);
    const channel = acquire(name) as PresenceChannel | null;
    if (!channel) return;
    const read = () => {
      const list: PresenceMember[] = [];
      channel.members?.each((m: { id: string; info?: { name?: string; initials?: string } }) => {
        list.push({ id: m.id, name: m.info?.name ?? "Someone", initials: m.info?.initials ?? "?" });
      });
      setMembers(list);
    };
    channel.bind("pusher:subscription_succeeded", read);
    channel.bind("pusher:member_added", read);
    channel.bind("pusher:member_removed", read);
    if (channel.subscribed) read();
    return () => {
      channel.unbind("pusher:subscription_succeeded", read);
      channel.unbind("pusher:member_added", read);
      channel.unbind("pusher:member_removed", read);
      release(name);
    };
  }, [client, acquire, release, estimateUid]);

  // ---- inputs and markups ----------------------------------------------------------------------------

  const storeRef = useRef<EditorStore | null>(null);
  storeRef.current = store;
  const refetchAll = useCallback(() => {
    void fetchOpen(estimateUid).then((dto) => {
      syncs.current = startSyncs(dto.estimate);
      setEstimate(dto.estimate);
      setLocation(locationOf(dto));
      estimateRef.current = dto.estimate;
      storeRef.current?.setInputs(dto.estimate.inputs);
      storeRef.current?.setMarkups(dto.estimate.markups);
    });
  }, [estimateUid]);

  const headerSave = useRef<Promise<unknown>>(Promise.resolve());
  /** One save of a list and, after each 412, of what `list-sync.ts` says is left of mine to send. */
  const saveList = useCallback(
    async <K extends ListKind>(
      kind: K,
      put: (version: number, list: HeaderLists[K]) => Promise<EstimateDto>,
    ) => {
      const s = storeRef.current;
      if (!s) return;
      const notSaved = (message: string) => {
        const told = failed(syncs.current[kind] as ListSync<unknown>, []).tell;
        toast({
          title: `The ${kind} were not saved`,
          description: told ? `${message} ${told}` : message,
          variant: "destructive",
        });
        refetchAll();
      };
      let list = (kind === "inputs" ? s.inputs : s.markups) as HeaderLists[K] | null;
      for (let attempt = 0; list && attempt < 3; attempt++) {
        const current = estimateRef.current;
        if (!current) return;
        try {
          const next = await put(current.version, list);
          const done = savedList(syncs.current[kind] as ListSync<unknown>, next[kind] ?? list);
          const latest = estimateRef.current ?? current;
          const newest = next.version >= latest.version;
          // The estimate may have moved on meanwhile (the details dialog's save): the newer stays.
          syncs.current = {
            ...syncs.current,
            [kind]: newest ? done.sync : { ...done.sync, base: syncs.current[kind].base },
          };
          if (newest) {
            setEstimate((e) => (e ? { ...e, ...next } : next));
            estimateRef.current = { ...latest, ...next };
          }
          if (done.tell) tell(mergedWith.current[kind], kind, done.tell);
          return;
        } catch (e) {
          if (!(e instanceof ApiClientError && e.status === 412)) {
            notSaved(e instanceof Error ? e.message : "Not saved");
            return;
          }
          let open: Awaited<ReturnType<typeof fetchOpen>>;
          try {
            open = await fetchOpen(estimateUid);
          } catch (error) {
            notSaved(error instanceof Error ? error.message : "Not saved");
            return;
          }
          const latest = estimateRef.current;
          if (latest && open.estimate.version < latest.version) {
            // Something newer is already known (the details dialog's save): try again with it.
            list = (kind === "inputs" ? s.inputs : s.markups) as HeaderLists[K];
            continue;
          }
          const absorbed = absorbLists(s, syncs.current, open.estimate, kind);
          tellMerged(open.estimate, absorbed);
          const fresh = { ...open.estimate, inputs: s.inputs, markups: s.markups as Markup[] };
          estimateRef.current = fresh;
          setEstimate(fresh);
          list = absorbed.send[kind] as HeaderLists[K] | null;
        }
      }
      if (list) notSaved("The estimate kept changing; the latest version is shown.");
    },
    [refetchAll, estimateUid, tellMerged],
  );

  /**
   * Saves the inputs or the markups as the store has them. A 412 (someone saved the estimate meanwhile)
   * merges through `list-sync.ts`: the user's changes since the last save go on top of the other person's
   * list, an item both changed keeps their value, and what survives is saved with the new version. What the
   * user is told waits for the server's answer to that save. Others' lists that arrive meanwhile wait for it.
   */
  const saveHeader = useCallback(
    <K extends ListKind>(kind: K, put: (version: number, list: HeaderLists[K]) => Promise<EstimateDto>) => {
      headerSave.current = headerSave.current.then(async () => {
        headerSaving.current++;
        try {
          await saveList(kind, put);
        } finally {
          headerSaving.current--;
          if (headerSaving.current === 0 && refetchAfterSave.current) {
            refetchAfterSave.current = false;
            refetch();
          }
        }
      });
    },
    [refetch, saveList],
  );

  const inputsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const updateInputs = useCallback(
    (inputs: InputDto[]) => {
      if (!store) return { ok: false as const, message: "Not loaded" };
      const outcome = store.setInputs(inputs);
      if (!outcome.ok) return outcome;
      setEstimate((e) => (e ? { ...e, inputs } : e));
      if (inputsTimer.current) clearTimeout(inputsTimer.current);
      inputsTimer.current = setTimeout(() => {
        saveHeader("inputs", async (version, list) => {
          const next = (await putInputs(estimateUid, inputsPayload(list), version)) as unknown as EstimateDto;
          // New inputs get the server's uids (so the next save updates rather than adds them).
          store.inputs = store.inputs.map((i) => {
            if (!i.uid.startsWith("new-")) return i;
            const match = next.inputs?.find((n) => n.name.toUpperCase() === i.name.toUpperCase());
            return match ? { ...i, uid: match.uid } : i;
          });
          return next;
        });
      }, 400);
      return outcome;
    },
    [store, estimateUid, saveHeader],
  );

  const markupsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const updateMarkups = useCallback(
    (markups: Markup[]) => {
      if (!store) return { ok: false as const, message: "Not loaded" };
      const outcome = store.setMarkups(markups);
      if (!outcome.ok) return outcome;
      setEstimate((e) => (e ? { ...e, markups } : e));
      if (markupsTimer.current) clearTimeout(markupsTimer.current);
      markupsTimer.current = setTimeout(() => {
        saveHeader(
          "markups",
          async (version, list) =>
            (await putMarkups(estimateUid, list as never, version)) as unknown as EstimateDto,
        );
      }, 400);
      return outcome;
    },
    [store, estimateUid, saveHeader],
  );

  // ---- the header (saved by the details dialog) ------------------------------------------------------

  /**
   * Shows a saved header at once. Inputs and markups stay as the store has them (they may have unsaved
   * edits); the new version is what their next save sends. A new place re-reads the location index,
   * which only the open answer carries.
   */
  const applyHeader = useCallback(
    (saved: EstimateDto) => {
      const current = estimateRef.current;
      if (current && saved.version < current.version) return;
      const next = current ? { ...saved, inputs: current.inputs, markups: current.markups } : saved;
      estimateRef.current = next;
      setEstimate(next);
      storeRef.current?.setSchedule(scheduleOf(saved));
      if (!current || current.metro !== saved.metro || current.state !== saved.state) {
        void fetchOpen(estimateUid)
          .then((dto) => setLocation(locationOf(dto)))
          .catch(() => {});
      }
    },
    [estimateUid],
  );

  return useMemo(
    () => ({ store, estimate, location, error, members, openedMs, updateInputs, updateMarkups, applyHeader }),
    [store, estimate, location, error, members, openedMs, updateInputs, updateMarkups, applyHeader],
  );
}

/** Re-renders on every store change. */
export function useStoreVersion(store: EditorStore): number {
  return useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
}
