"use client";

// The cost library's result row (the editor's Library dialog, library-search-dialog.tsx, and the grid's cell
// suggestions) and an assembly's driver quantity (the dialog and the side panel). Kept apart from the dialog
// itself so the grid's first load does not carry the dialog.
import { useEffect, useRef, useState } from "react";
import { FactorLines } from "@/components/shared/factor-lines";
import { Input } from "@/components/ui/input";
import { api, errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { AssemblyDto, InsertAssemblyDto } from "@/lib/contract/assembly";
import type { LibraryResult } from "./library-results";
import { unitCost } from "./unit-cost";

export function ResultText({ result: r }: { result: LibraryResult }) {
  if (r.kind === "assembly") {
    return (
      <span className="grid">
        <span className="font-medium">Assembly: {r.assembly.name}</span>
        <span className="text-muted-foreground text-xs">
          {r.assembly.items.length} items per {r.assembly.driver_unit ?? r.assembly.driver}
        </span>
      </span>
    );
  }
  if (r.kind === "item") {
    const n = r.item.normalised;
    return (
      <span className="grid gap-0.5 sm:grid-cols-[6rem_minmax(0,1fr)_auto] sm:gap-3">
        <span className="font-mono text-xs">{r.item.cost_code}</span>
        <span className="truncate">{r.item.description}</span>
        <span className="text-right tabular-nums">
          {unitCost(n?.unit_cost_cents ?? r.item.unit_cost_cents, r.item.unit)}
          {n?.factors.length ? (
            <>
              <span className="block text-muted-foreground text-xs">
                {unitCost(r.item.unit_cost_cents, r.item.unit)} listed
              </span>
              <FactorLines factors={n.factors} className="justify-items-end" />
            </>
          ) : (
            <span className="block text-muted-foreground text-xs">{r.item.price_date}</span>
          )}
        </span>
      </span>
    );
  }
  const g = r.group;
  return (
    <span className="grid">
      <span className="font-medium">
        Past jobs, {r.costCode}: median {unitCost(g.median_cents ?? 0, g.unit)}
      </span>
      <span className="text-muted-foreground text-xs">
        P25–P75 {unitCost(g.p25_cents ?? 0, null)}–{unitCost(g.p75_cents ?? 0, null)} · n = {g.normalised_n}
        {g.n > g.normalised_n ? ` (${g.n - g.normalised_n} could not be normalised)` : ""} · {r.target}
      </span>
    </span>
  );
}

export function DriverQuantity({
  assembly,
  estimateUid,
  onDone,
}: {
  assembly: AssemblyDto;
  estimateUid: string;
  onDone: () => void;
}) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const insert = async () => {
    const quantity = Number(text.replace(/,/g, ""));
    if (!text.trim() || !Number.isFinite(quantity)) return setError("Enter a number");
    setBusy(true);
    try {
      const done = await api<InsertAssemblyDto>(`/assembly/${assembly.uid}/insert`, {
        method: "POST",
        body: { estimate_uid: estimateUid, driver_quantity: quantity },
      });
      toast({ title: `${done.line_uids.length} lines added on ${done.input_name}` });
      onDone();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-2">
      <Input
        ref={ref}
        aria-label={`Driver quantity (${assembly.driver_unit ?? assembly.driver})`}
        inputMode="decimal"
        value={text}
        disabled={busy}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            void insert();
          }
        }}
      />
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      ) : (
        <p className="text-muted-foreground text-sm">Enter inserts {assembly.items.length} grouped lines.</p>
      )}
    </div>
  );
}
