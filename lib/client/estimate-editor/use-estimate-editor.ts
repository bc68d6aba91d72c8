"use client";

// Opens an estimate into an EditorStore and keeps it live: the API as the store's transport, others'
// changes through realtime (`estimate.lines.changed` → refetch, merge), presence of who is viewing, the
// inputs / markups saves (list-saver.ts, If-Match on the estimate's version) and the header's undo.
import {
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";
import { errorMessage } from "@/lib/client/api";
import { saveInputs as putInputs, saveMarkups as putMarkups, updateEstimate } from "@/lib/client/estimates";
import { useChannelEvents } from "@/lib/client/use-channel-events";
import { toast } from "@/lib/client/use-toast";
import { estimateHeaderKeys } from "@/lib/contract/estimate-words";
import type { Markup } from "@/lib/domain/estimate";
import type { UnitMix } from "@/lib/domain/estimate/unit-mix";
import { estimateChannel } from "@/lib/domain/realtime-channels";
import { inputsPayload, startSyncs } from "./header-lists";
import { type HeaderFields, revertFields, type Step } from "./history";
import { ListSaver } from "./list-saver";
import { openLines } from "./open-stream";
import { EditorStore } from "./store";
import { fetchOpen, makeTransport } from "./transport";
import type { EstimateDto, EstimateOpenDto, InputDto } from "./types";
import { usePresence } from "./use-presence";

export type { PresenceMember } from "./use-presence";

/** The estimate's location index against the national average, as the open answers it. */
export interface EstimateLocation {
  factor: number;
  label: string;
  /** The city is not in the table and the state's figure is used. */
  note?: string | null;
}

const locationOf = (dto: EstimateOpenDto): EstimateLocation | null =>
  dto.location_factor != null && dto.location_label
    ? { factor: dto.location_factor, label: dto.location_label, note: dto.location_note ?? null }
    : null;

/** The fields the details dialog edits (what a header undo may set back). */
const HEADER_FIELDS: readonly string[] = estimateHeaderKeys;

function scheduleOf(e: EstimateDto) {
  return e.pricing_date && e.construction_start && e.duration_months != null
    ? {
        pricing_date: e.pricing_date,
        construction_start: e.construction_start,
        duration_months: e.duration_months,
      }
    : null;
}

function openStore(dto: EstimateOpenDto, estimateUid: string, canEdit: boolean) {
  return new EditorStore({
    lines: openLines(dto),
    inputs: dto.estimate.inputs,
    markups: dto.estimate.markups,
    schedule: scheduleOf(dto.estimate),
    escalationRates: dto.escalation_rates ?? [],
    unitMix: dto.estimate.unit_mix,
    transport: makeTransport(estimateUid),
    readOnly: !canEdit,
    notify: (message, kind) =>
      toast({
        title: kind === "merge" ? "Changed by someone else" : "Not saved",
        description: message,
        variant: kind === "error" ? "destructive" : undefined,
      }),
  });
}

/** Saves the new inputs; new ones take the server's uids (so the next save updates rather than adds them). */
async function saveInputList(store: EditorStore, estimateUid: string, version: number, list: InputDto[]) {
  const next = (await putInputs(estimateUid, inputsPayload(list), version)) as unknown as EstimateDto;
  store.inputs = store.inputs.map((i) => {
    if (!i.uid.startsWith("new-")) return i;
    const match = next.inputs?.find((n) => n.name.toUpperCase() === i.name.toUpperCase());
    return match ? { ...i, uid: match.uid } : i;
  });
  return next;
}

/** The estimate as shown (its header; inputs and markups live in the store) and its location index. */
function useShownEstimate() {
  const [estimate, setEstimate] = useState<EstimateDto | null>(null);
  const [location, setLocation] = useState<EstimateLocation | null>(null);
  const ref = useRef<EstimateDto | null>(null);
  const show = useCallback((next: EstimateDto, open?: EstimateOpenDto) => {
    ref.current = next;
    setEstimate(next);
    if (open) setLocation(locationOf(open));
  }, []);
  return { estimate, location, setLocation, ref, show };
}
type Shown = ReturnType<typeof useShownEstimate>;

/** Others' changes: realtime events refetch the open estimate and merge it in (debounced). */
function useOthersChanges(
  store: EditorStore | null,
  estimateUid: string,
  selfUid: string,
  shown: Shown,
  saver: RefObject<ListSaver | null>,
) {
  const { ref, show } = shown;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const takeOpen = useCallback(
    (s: EditorStore, open: EstimateOpenDto, since: number) => {
      s.applyServerLines(openLines(open), true, undefined, since);
      const current = ref.current;
      // While my save of the inputs or markups is under way, whether the server holds it is unknown: a
      // merge now would take the wrong base. Its answer (or its 412's merge) comes first; then again.
      if (saver.current?.busy() || (current && open.estimate.version <= current.version)) return;
      // Edits not saved yet stay on top of theirs; an item both changed takes their value.
      saver.current?.absorb(open);
      show({ ...open.estimate, inputs: s.inputs, markups: s.markups as Markup[] }, open);
      s.setSchedule(scheduleOf(open.estimate), open.escalation_rates);
      s.setUnitMix(open.estimate.unit_mix);
    },
    [ref, saver, show],
  );
  const refetch = useCallback(() => {
    if (!store) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      const since = performance.now();
      // A failure is left to the next event or reconnect.
      void fetchOpen(estimateUid)
        .then((open) => takeOpen(store, open, since))
        .catch(() => {});
    }, 150);
  }, [store, estimateUid, takeOpen]);

  useChannelEvents(store ? estimateChannel(estimateUid) : null, {
    onEvent: (event) => {
      if (event.name === "estimate.lines.changed") {
        if (event.data.actor_uid !== selfUid) refetch();
      } else if (event.name === "estimate.updated") {
        if (event.data.version > (ref.current?.version ?? 0)) refetch();
      }
    },
  });
  return refetch;
}

/** The header: a save shown at once and kept in the history; its undo or redo saved with If-Match. */
function useHeaderEdits(store: EditorStore | null, estimateUid: string, shown: Shown, refetch: () => void) {
  const { ref, show, setLocation } = shown;
  /**
   * Shows a saved header at once. Inputs and markups stay as the store has them (they may have unsaved
   * edits); the new version is what their next save sends. A new place re-reads the location index,
   * which only the open answer carries.
   */
  const applyHeader = useCallback(
    (saved: EstimateDto) => {
      const current = ref.current;
      if (current && saved.version < current.version) return;
      show(current ? { ...saved, inputs: current.inputs, markups: current.markups } : saved);
      store?.setSchedule(scheduleOf(saved));
      if (!current || current.metro !== saved.metro || current.state !== saved.state) {
        void fetchOpen(estimateUid)
          .then((dto) => setLocation(locationOf(dto)))
          .catch(() => {});
      }
    },
    [estimateUid, store, ref, show, setLocation],
  );

  /** The details dialog saved the header: shown, and kept in the history so Ctrl+Z can set it back. */
  const headerSaved = useCallback(
    (saved: EstimateDto) => {
      const before = ref.current as unknown as HeaderFields | null;
      applyHeader(saved);
      if (before) store?.recordHeader(before, saved as unknown as HeaderFields, HEADER_FIELDS);
    },
    [applyHeader, store, ref],
  );

  /** An undo or redo of a header edit: the fields nobody changed since go back, saved with If-Match. */
  const saveHeaderStep = useCallback(
    async (step: Extract<Step, { kind: "header" }>) => {
      const current = ref.current;
      if (!current) return;
      const fields = revertFields(current as unknown as HeaderFields, step.before, step.after);
      if (Object.keys(fields).length === 0) return;
      try {
        applyHeader((await updateEstimate(estimateUid, fields, current.version)) as unknown as EstimateDto);
      } catch (e) {
        toast({
          title: "The details were not changed back",
          description: errorMessage(e),
          variant: "destructive",
        });
        refetch();
      }
    },
    [applyHeader, estimateUid, ref, refetch],
  );
  return { headerSaved, saveHeaderStep };
}

/** The inputs and markups saver of a newly opened store, connected to it. */
function connectSaver(
  store: EditorStore,
  dto: EstimateOpenDto,
  estimateUid: string,
  shown: Shown,
  links: RefObject<{ refetch(): void; headerStep(step: Extract<Step, { kind: "header" }>): Promise<void> }>,
) {
  const saver = new ListSaver({
    store,
    current: () => shown.ref.current,
    show: shown.show,
    put: {
      inputs: (version, list) => saveInputList(store, estimateUid, version, list),
      markups: async (version, list) =>
        (await putMarkups(estimateUid, list as never, version)) as unknown as EstimateDto,
    },
    fetchOpen: () => fetchOpen(estimateUid),
    toast: ({ title, description, destructive }) =>
      toast({ title, description, variant: destructive ? "destructive" : undefined }),
    refetch: () => links.current.refetch(),
  });
  saver.syncs = startSyncs(dto.estimate);
  store.connect({
    listEdited: (kind) => saver.schedule(kind),
    header: (step) => saver.enqueue(() => links.current.headerStep(step)),
  });
  return saver;
}

export function useEstimateEditor(estimateUid: string, selfUid: string, canEdit: boolean) {
  const [store, setStore] = useState<EditorStore | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [openedMs, setOpenedMs] = useState<number | null>(null);
  const shown = useShownEstimate();
  const saver = useRef<ListSaver | null>(null);
  const members = usePresence(estimateUid);
  const refetch = useOthersChanges(store, estimateUid, selfUid, shown, saver);
  const { headerSaved, saveHeaderStep } = useHeaderEdits(store, estimateUid, shown, refetch);
  // The saver lives as long as the store; it reaches the latest refetch and header save through these.
  const links = useRef({ refetch, headerStep: saveHeaderStep });
  links.current = { refetch, headerStep: saveHeaderStep };

  const { show } = shown;
  // biome-ignore lint/correctness/useExhaustiveDependencies: shown's members are stable (refs and callbacks)
  useEffect(() => {
    let cancelled = false;
    const started = performance.now();
    fetchOpen(estimateUid)
      .then((dto) => {
        if (cancelled) return;
        const created = openStore(dto, estimateUid, canEdit);
        saver.current = connectSaver(created, dto, estimateUid, shown, links);
        show(dto.estimate, dto);
        setStore(created);
        setOpenedMs(performance.now() - started);
      })
      .catch((e) => {
        if (!cancelled) setError(e instanceof Error ? e.message : "Could not open the estimate");
      });
    return () => {
      cancelled = true;
    };
  }, [estimateUid, canEdit, show]);

  const updateInputs = useCallback(
    (inputs: InputDto[]) => store?.editInputs(inputs) ?? { ok: false as const, message: "Not loaded" },
    [store],
  );
  const updateMarkups = useCallback(
    (markups: Markup[]) => store?.editMarkups(markups) ?? { ok: false as const, message: "Not loaded" },
    [store],
  );

  /** The unit mix panel saved: its derived inputs show at once; the new version comes with the refetch. */
  const unitMixSaved = useCallback(
    (mix: UnitMix) => {
      store?.setUnitMix(mix);
      refetch();
    },
    [store, refetch],
  );

  const { estimate, location } = shown;
  return useMemo(
    () => ({
      store,
      estimate,
      location,
      error,
      members,
      openedMs,
      updateInputs,
      updateMarkups,
      applyHeader: headerSaved,
      unitMixSaved,
      /** Reads the estimate again (a server-side change, such as an assembly inserted from the library). */
      reload: refetch,
    }),
    [
      refetch,
      store,
      estimate,
      location,
      error,
      members,
      openedMs,
      updateInputs,
      updateMarkups,
      headerSaved,
      unitMixSaved,
    ],
  );
}

/** Re-renders on every store change. */
export function useStoreVersion(store: EditorStore): number {
  return useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
}
