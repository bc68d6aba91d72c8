"use client";

import { useEffect, useId } from "react";
import { FormDialog } from "@/components/shared/form-dialog";
import { FormField, FormSelect } from "@/components/shared/form-kit";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import type { MarketSeriesDto } from "@/lib/contract/market";
import { marketKindLabels, marketKinds, marketRegionLabels, marketRegions } from "@/lib/domain/market/series";

export type SeriesDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The series to edit; none adds one. */
  series: MarketSeriesDto | null;
  onSaved: () => Promise<void> | void;
};

type Values = {
  name: string;
  kind: string;
  unit: string;
  region: string;
  metro: string;
  building_type: string;
  source: string;
};

const valuesOf = (s: MarketSeriesDto | null): Values => ({
  name: s?.name ?? "",
  kind: s?.kind ?? "material_price",
  unit: s?.unit ?? "",
  region: s?.region ?? "national",
  metro: s?.metro ?? "",
  building_type: s?.building_type ?? "",
  source: s?.source ?? "",
});

/** Staff add a series or edit where it applies; the server checks every field (messages shown per field). */
export function SeriesDialog({ open, onClose, series, onSaved }: SeriesDialogProps) {
  const id = useId();
  const kit = useApiForm({
    defaultValues: valuesOf(series),
    submit: (v: Values) => {
      const body = { ...v, metro: v.metro.trim() || null, building_type: v.building_type.trim() || null };
      return series
        ? api(`/market/series/${series.uid}`, { method: "PUT", body, ifMatch: series.version })
        : api("/market/series", { method: "POST", body });
    },
    successToast: series ? "Market series saved" : "Market series added",
    onSuccess: async () => {
      await onSaved();
      onClose();
    },
  });
  const { restart } = kit;
  useEffect(() => {
    if (open) restart(valuesOf(series));
  }, [open, series, restart]);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      kit={kit}
      title={series ? `Edit ${series.name}` : "Add a market series"}
      description="Series are shared by every company with market data. Import its points afterwards."
      submitLabel={series ? "Save" : "Add series"}
    >
      <FormField kit={kit} name="name" id={`${id}-name`} label="Name" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect kit={kit} name="kind" id={`${id}-kind`} label="Kind">
          {marketKinds.map((k) => (
            <option key={k} value={k}>
              {marketKindLabels[k]}
            </option>
          ))}
        </FormSelect>
        <FormField kit={kit} name="unit" id={`${id}-unit`} label="Unit" placeholder="index or $/CY" />
        <FormSelect kit={kit} name="region" id={`${id}-region`} label="Region">
          {marketRegions.map((r) => (
            <option key={r} value={r}>
              {marketRegionLabels[r]}
            </option>
          ))}
        </FormSelect>
        <FormField kit={kit} name="metro" id={`${id}-metro`} label="Metro key" placeholder="houston-tx" />
        <FormField
          kit={kit}
          name="building_type"
          id={`${id}-type`}
          label="Building type"
          placeholder="All construction"
        />
        <FormField kit={kit} name="source" id={`${id}-source`} label="Source" />
      </div>
    </FormDialog>
  );
}
