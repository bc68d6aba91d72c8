"use client";

// The unit mix panel's state: the rows as typed (text, so "1." can be typed), shown in the editor's engine as
// soon as they are valid (every line reading UNITS … moves at once), saved whole after a pause with the
// estimate's version. A save that meets hand-entered inputs of the same names asks which to keep; a 412
// reloads the mix someone else saved.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiClientError, errorMessage } from "@/lib/client/api";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { getUnitMix, saveUnitMix } from "@/lib/client/unit-mix";
import type { UnitMixDto } from "@/lib/contract/unit-mix";
import type { UnitMix, UnitType } from "@/lib/domain/estimate/unit-mix";
import { validateUnitMix } from "@/lib/domain/estimate/unit-mix-check";

export interface DraftRow {
  key: string;
  type: UnitType;
  name: string;
  count: string;
  avg_nrsf: string;
  beds: string;
  baths: string;
  /** Dollars per month, as typed. */
  rent: string;
}

export interface Draft {
  enabled: boolean;
  rows: DraftRow[];
}

let nextKey = 0;
const key = () => `row-${++nextKey}`;
const text = (v: number | null) => (v === null ? "" : String(v));

export function draftOf(mix: UnitMix | null): Draft {
  if (!mix) return { enabled: true, rows: [] };
  return {
    enabled: mix.enabled,
    rows: mix.rows.map((r) => ({
      key: key(),
      type: r.type,
      name: r.name ?? "",
      count: text(r.count),
      avg_nrsf: text(r.avg_nrsf),
      beds: text(r.beds),
      baths: text(r.baths),
      rent: r.market_rent_cents === null ? "" : String(r.market_rent_cents / 100),
    })),
  };
}

export const newRow = (type: UnitType): DraftRow => ({
  key: key(),
  type,
  name: "",
  count: "0",
  avg_nrsf: "0",
  beds: type === "2br" ? "2" : type === "3br" ? "3" : type === "studio" ? "1" : "1",
  baths: type === "2br" || type === "3br" || type === "townhome" ? "2" : "1",
  rent: "",
});

const num = (s: string) => (s.trim() === "" ? Number.NaN : Number(s.replace(/,/g, "")));

/** The draft as a mix, or the problems by `rows.i.field`. */
export function parseDraft(draft: Draft): { mix: UnitMix; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const rows = draft.rows.map((r, i) => {
    const numbers = {
      count: num(r.count),
      avg_nrsf: num(r.avg_nrsf),
      beds: num(r.beds),
      baths: num(r.baths),
    };
    for (const [field, value] of Object.entries(numbers)) {
      if (Number.isNaN(value)) errors[`rows.${i}.${field}`] = "Enter a number";
    }
    const rent = r.rent.trim() === "" ? null : Math.round(num(r.rent) * 100);
    if (rent !== null && Number.isNaN(rent)) errors[`rows.${i}.market_rent_cents`] = "Enter an amount";
    return {
      type: r.type,
      name: r.type === "custom" ? r.name.trim() : null,
      ...numbers,
      market_rent_cents: rent,
    };
  });
  const mix = { enabled: draft.enabled, rows };
  return { mix, errors: { ...validateUnitMix(mix), ...errors } };
}

const SAVE_DELAY_MS = 700;

/** Two mixes compared by value (JSONB keeps its own key order). */
const same = (a: UnitMix | null, b: UnitMix | null) => {
  const flat = (m: UnitMix | null) =>
    m
      ? JSON.stringify([
          m.enabled,
          m.rows.map((r) => [r.type, r.name, r.count, r.avg_nrsf, r.beds, r.baths, r.market_rent_cents]),
        ])
      : "";
  return flat(a) === flat(b);
};

export function useUnitMix(options: {
  store: EditorStore;
  estimateUid: string;
  version: number;
  canEdit: boolean;
  onSaved(mix: UnitMix): void;
}) {
  const { store, estimateUid, canEdit, onSaved } = options;
  const [draft, setDraftState] = useState<Draft>(() => draftOf(store.model.unitMix));
  const [server, setServer] = useState<UnitMixDto | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [status, setStatus] = useState<{ kind: "idle" | "saving" | "saved" | "error"; message?: string }>({
    kind: "idle",
  });
  const version = useRef(options.version);
  version.current = Math.max(version.current, options.version);
  const dirty = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const seen = useRef(store.model.unitMix);
  const pending = useRef<UnitMix | null>(null);

  const reload = useCallback(() => {
    void getUnitMix(estimateUid)
      .then((dto) => {
        setServer(dto);
        version.current = Math.max(version.current, dto.version);
      })
      .catch(() => {});
  }, [estimateUid]);
  useEffect(reload, [reload]);

  // Someone else saved the mix (the editor's refetch set it in the store): shown unless I am typing.
  const current = store.model.unitMix;
  useEffect(() => {
    if (current === seen.current) return;
    seen.current = current;
    if (dirty.current) return;
    reload();
    setDraftState((shown) => (same(parseDraft(shown).mix, current) ? shown : draftOf(current)));
  }, [current, reload]);

  const inFlight = useRef(false);
  const queued = useRef(false);
  // One save at a time (each sends the version the last one answered); edits made meanwhile go next.
  const save = useCallback(
    async (keep?: "mix" | "inputs") => {
      const mix = pending.current;
      if (!mix) return;
      if (inFlight.current) {
        queued.current = true;
        return;
      }
      inFlight.current = true;
      setStatus({ kind: "saving" });
      try {
        const dto = await saveUnitMix(estimateUid, { ...mix, ...(keep ? { keep } : {}) }, version.current);
        version.current = dto.version;
        setServer(dto);
        setConflict(null);
        if (pending.current === mix) {
          pending.current = null;
          dirty.current = false;
          seen.current = mix;
          setStatus({ kind: "saved" });
          onSaved(mix);
        }
      } catch (e) {
        if (e instanceof ApiClientError && e.errors?.keep) {
          setConflict(e.errors.keep);
          setStatus({ kind: "idle" });
        } else if (e instanceof ApiClientError && e.status === 412) {
          dirty.current = false;
          pending.current = null;
          setStatus({
            kind: "error",
            message: "Someone else changed the estimate; their unit mix is shown.",
          });
          const dto = await getUnitMix(estimateUid).catch(() => null);
          if (dto) {
            version.current = dto.version;
            setServer(dto);
            const mix = { enabled: dto.enabled, rows: dto.rows };
            setDraftState(draftOf(mix));
            onSaved(mix);
          }
        } else setStatus({ kind: "error", message: errorMessage(e) });
      } finally {
        inFlight.current = false;
        if (queued.current) {
          queued.current = false;
          void save(keep);
        }
      }
    },
    [estimateUid, onSaved],
  );

  const setDraft = useCallback(
    (next: Draft) => {
      setDraftState(next);
      if (!canEdit) return;
      const { mix, errors } = parseDraft(next);
      if (Object.keys(errors).length) return;
      dirty.current = true;
      pending.current = mix;
      // Shown at once: every line reading the mix moves while the save waits for a pause.
      store.setUnitMix(mix);
      seen.current = store.model.unitMix;
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
    },
    [canEdit, store, save],
  );

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { draft, setDraft, server, conflict, status, keep: (which: "mix" | "inputs") => void save(which) };
}
