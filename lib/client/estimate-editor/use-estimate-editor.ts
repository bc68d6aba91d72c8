"use client";

// Opens an estimate into an EditorStore and keeps it live: the API as the store's transport, others'
// changes through realtime (`estimate.lines.changed` → refetch, merge), presence of who is viewing, and
// the inputs / markups saves (If-Match on the estimate's version).
import type { PresenceChannel } from "pusher-js";
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from "react";
import { ApiClientError } from "@/lib/client/api";
import { patchLine, saveInputs as putInputs, saveMarkups as putMarkups } from "@/lib/client/estimates";
import { useRealtime } from "@/lib/client/realtime-context";
import { useChannelEvents } from "@/lib/client/use-channel-events";
import { toast } from "@/lib/client/use-toast";
import type { Markup } from "@/lib/domain/estimate";
import { estimateChannel, estimatePresenceChannel } from "@/lib/domain/realtime-channels";
import { mergeList } from "./merge-lists";
import { EditorStore, SaveError, StaleError, type Transport } from "./store";
import {
  type BulkBody,
  type BulkResult,
  type EstimateDto,
  type EstimateOpenDto,
  type InputDto,
  type LineDto,
  linesFromCompact,
  normaliseLine,
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

/** POST …/line, answering the 412 body whole (conflicts and missing lines) rather than only its message. */
async function postLines(estimateUid: string, body: BulkBody) {
  const headers = new Headers({ "content-type": "application/json" });
  const activeCompany = window.localStorage.getItem("active-company-uid");
  if (activeCompany) headers.set("company-uid", activeCompany);
  const response = await fetch(`/api/v1/estimate/${estimateUid}/line`, {
    method: "POST",
    headers,
    credentials: "include",
    body: JSON.stringify(body),
  });
  const data = await response.json().catch(() => null);
  if (response.status === 412) {
    throw new StaleError(
      data?.message ?? "Changed by someone else",
      ((data?.conflicts ?? []) as Record<string, unknown>[]).map(normaliseLine),
      (data?.missing ?? []) as string[],
    );
  }
  if (!response.ok) {
    throw new SaveError(data?.message || "Something went wrong.", response.status);
  }
  return data as BulkResult;
}

/** GET /estimate/{uid}: the compact { fields, rows } open (the browser undoes the transfer's gzip). */
export async function fetchOpen(estimateUid: string): Promise<EstimateOpenDto> {
  const headers = new Headers();
  const activeCompany = window.localStorage.getItem("active-company-uid");
  if (activeCompany) headers.set("company-uid", activeCompany);
  let response: Response;
  try {
    response = await fetch(`/api/v1/estimate/${estimateUid}`, { headers, credentials: "include" });
  } catch (error) {
    throw new ApiClientError(error instanceof Error ? error.message : "Network error", 0);
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {}
  if (!response.ok || !data) {
    const body = data as { message?: string; code?: string } | null;
    throw new ApiClientError(body?.message || "Something went wrong.", response.status, body?.code);
  }
  return data as EstimateOpenDto;
}

function makeTransport(estimateUid: string): Transport {
  const toSaveError = (error: unknown): never => {
    if (error instanceof ApiClientError && error.status > 0) throw new SaveError(error.message, error.status);
    throw error;
  };
  const bulk = async (body: BulkBody): Promise<BulkResult> => {
    const result = await postLines(estimateUid, body);
    return {
      ...result,
      created: result.created.map((l) => ({
        ...normaliseLine(l as unknown as Record<string, unknown>),
        client_key: l.client_key,
      })),
      updated: result.updated.map((l) => normaliseLine(l as unknown as Record<string, unknown>)),
    };
  };
  return {
    bulk,
    async patch(lineUid, version, fields) {
      try {
        const line = await patchLine(estimateUid, lineUid, fields as never, version);
        return normaliseLine(line as unknown as Record<string, unknown>);
      } catch (error) {
        // A stale PATCH says only "stale": the bulk form answers with the current line to merge.
        if (error instanceof ApiClientError && error.status === 412) {
          const r = await bulk({ create: [], update: [{ uid: lineUid, version, ...fields }], delete: [] });
          return r.updated[0];
        }
        return toSaveError(error);
      }
    },
  };
}

/** The inputs as PUT /inputs takes them: new ones (client uids "new-…") without a uid. */
function inputsPayload(inputs: InputDto[]) {
  return inputs.map((i) => ({
    ...(i.uid && !i.uid.startsWith("new-") ? { uid: i.uid } : {}),
    name: i.name,
    label: i.label ?? null,
    unit: i.unit ?? null,
    value: i.value,
  }));
}
const inputKey = (i: InputDto) => i.name.toUpperCase();
const inputComparable = (i: InputDto) => ({
  name: i.name,
  label: i.label ?? null,
  unit: i.unit ?? null,
  value: i.value,
});
const markupName = (markups: Markup[], uid: string) => markups.find((m) => m.uid === uid)?.name ?? "markup";

type Absorbed = { ok: true; conflicts: string[] } | { ok: false; message: string };

/**
 * Takes the server's inputs and markups into the store, keeping the user's changes since `base` (the last
 * saved lists). A merged markup stack the engine refuses (say, based on a markup they deleted) falls back to
 * theirs. Answers, per list, the items where their value won.
 */
function absorbLists(
  store: EditorStore,
  base: { inputs: InputDto[]; markups: Markup[] },
  theirs: { inputs: InputDto[]; markups: Markup[] },
): { inputs: Absorbed; markups: Absorbed } {
  const inputs = mergeList(base.inputs, store.inputs, theirs.inputs, inputKey, inputComparable);
  const markups = mergeList(base.markups, store.markups as Markup[], theirs.markups, (m) => m.uid);
  const apply = <T>(
    merge: { merged: T[]; conflicts: string[] },
    set: (list: T[]) => { ok: boolean; message?: string },
    fallback: T[],
    name: (key: string) => string,
  ): Absorbed => {
    const outcome = set(merge.merged);
    if (outcome.ok) return { ok: true, conflicts: merge.conflicts.map(name) };
    set(fallback);
    return { ok: false, message: outcome.message ?? "not valid" };
  };
  return {
    inputs: apply(
      inputs,
      (l) => store.setInputs(l),
      theirs.inputs,
      (k) => k,
    ),
    markups: apply(
      markups,
      (l) => store.setMarkups(l),
      theirs.markups,
      (k) => markupName(theirs.markups, k),
    ),
  };
}

export function useEstimateEditor(estimateUid: string, selfUid: string, canEdit: boolean) {
  const [store, setStore] = useState<EditorStore | null>(null);
  const [estimate, setEstimate] = useState<EstimateDto | null>(null);
  const [location, setLocation] = useState<EstimateLocation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openedMs, setOpenedMs] = useState<number | null>(null);
  const estimateRef = useRef<EstimateDto | null>(null);
  estimateRef.current = estimate;
  // The inputs and markups as the server last answered them: the base of a merge after a 412.
  const saved = useRef<{ inputs: InputDto[]; markups: Markup[] }>({ inputs: [], markups: [] });

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
        saved.current = { inputs: dto.estimate.inputs, markups: dto.estimate.markups };
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

  // ---- others' changes -------------------------------------------------------------------------------

  const refetchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
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
        if (!current || open.estimate.version > current.version) {
          // Edits not saved yet stay on top of theirs (their save answers 412 and merges again).
          absorbLists(store, saved.current, open.estimate);
          saved.current = { inputs: open.estimate.inputs, markups: open.estimate.markups };
          setEstimate({ ...open.estimate, inputs: store.inputs, markups: store.markups as Markup[] });
          setLocation(locationOf(open));
          store.setSchedule(scheduleOf(open.estimate), open.escalation_rates);
        }
      } catch {
        // The next event or reconnect tries again.
      }
    }, 150);
  }, [store, estimateUid]);

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
      saved.current = { inputs: dto.estimate.inputs, markups: dto.estimate.markups };
      setEstimate(dto.estimate);
      setLocation(locationOf(dto));
      estimateRef.current = dto.estimate;
      storeRef.current?.setInputs(dto.estimate.inputs);
      storeRef.current?.setMarkups(dto.estimate.markups);
    });
  }, [estimateUid]);

  const headerSave = useRef<Promise<unknown>>(Promise.resolve());
  /**
   * Saves the inputs or the markups as the store has them. A 412 (someone saved the estimate meanwhile)
   * merges: the user's changes since the last save go on top of the other person's list, an item both changed
   * keeps their value (the user is told), and the merged list is saved with the new version.
   */
  const saveHeader = useCallback(
    (kind: "inputs" | "markups", send: (version: number) => Promise<unknown>) => {
      headerSave.current = headerSave.current.then(async () => {
        for (let attempt = 0; attempt < 3; attempt++) {
          const current = estimateRef.current;
          if (!current) return;
          try {
            const next = (await send(current.version)) as EstimateDto;
            saved.current = {
              inputs: next.inputs ?? saved.current.inputs,
              markups: next.markups ?? saved.current.markups,
            };
            setEstimate((e) => (e ? { ...e, ...next } : next));
            estimateRef.current = { ...current, ...next };
            return;
          } catch (e) {
            const s = storeRef.current;
            if (!(e instanceof ApiClientError && e.status === 412) || !s) {
              const message = e instanceof Error ? e.message : "Not saved";
              toast({ title: `The ${kind} were not saved`, description: message, variant: "destructive" });
              refetchAll();
              return;
            }
            const open = await fetchOpen(estimateUid);
            const who = open.estimate.updated_by_name?.trim() || "Someone else";
            const merged = absorbLists(s, saved.current, open.estimate);
            saved.current = { inputs: open.estimate.inputs, markups: open.estimate.markups };
            const fresh = { ...open.estimate, inputs: s.inputs, markups: s.markups as Markup[] };
            estimateRef.current = fresh;
            setEstimate(fresh);
            const merge = merged[kind];
            if (!merge.ok) {
              toast({
                title: `${who} changed the ${kind} at the same time`,
                description: `Your change could not be combined with theirs (${merge.message}); their version is shown.`,
              });
              return;
            }
            toast({
              title: `${who} changed the ${kind} at the same time`,
              description: merge.conflicts.length
                ? `Their ${merge.conflicts.join(", ")} kept; your other changes are saved.`
                : "Both changes are kept.",
            });
          }
        }
      });
    },
    [refetchAll, estimateUid],
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
        saveHeader("inputs", async (version) => {
          const next = (await putInputs(
            estimateUid,
            inputsPayload(store.inputs),
            version,
          )) as unknown as EstimateDto;
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
        saveHeader("markups", (version) => putMarkups(estimateUid, store.markups as never, version));
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
