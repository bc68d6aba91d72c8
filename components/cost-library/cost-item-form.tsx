"use client";

// A library item's form (form kit): cost code, description, unit, unit cost and its L/M/E/S split, cost type,
// source, price date and location. New items POST; an existing one saves by PUT under If-Match.
import {
  ApiFormElement,
  FormField,
  FormMessage,
  FormSelect,
  SubmitButton,
} from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import type { CostItemDto } from "@/lib/contract/cost-item";
import { costTypes } from "@/lib/contract/estimate-words";
import { parseMoneyInput } from "@/lib/domain/money-format";

type Props = {
  item: CostItemDto | null;
  onSaved: () => unknown;
  onStale: () => unknown;
  onCancel: () => void;
};

type Values = {
  cost_code: string;
  description: string;
  unit: string;
  unit_cost: string;
  labor: string;
  material: string;
  equipment: string;
  subcontract: string;
  cost_type: string;
  source: string;
  price_date: string;
  location: string;
};

const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? "" : String(cents / 100);
const cents = (text: string) => {
  const v = parseMoneyInput(text);
  return v === null ? undefined : v;
};

/** The form's text fields as the API's body. */
function body(v: Values) {
  const split = {
    labor_cents: cents(v.labor),
    material_cents: cents(v.material),
    equipment_cents: cents(v.equipment),
    subcontract_cents: cents(v.subcontract),
  };
  const anySplit = Object.values(split).some((x) => x !== undefined);
  return {
    cost_code: v.cost_code,
    description: v.description,
    unit: v.unit,
    unit_cost_cents: parseMoneyInput(v.unit_cost) ?? Number.NaN,
    split: anySplit ? split : null,
    cost_type: v.cost_type || null,
    source: v.source,
    price_date: v.price_date,
    location: v.location,
  };
}

export function CostItemForm({ item, onSaved, onStale, onCancel }: Props) {
  const kit = useApiForm<Values, CostItemDto>({
    defaultValues: {
      cost_code: item?.cost_code ?? "",
      description: item?.description ?? "",
      unit: item?.unit ?? "",
      unit_cost: dollars(item?.unit_cost_cents),
      labor: dollars(item?.split?.labor_cents),
      material: dollars(item?.split?.material_cents),
      equipment: dollars(item?.split?.equipment_cents),
      subcontract: dollars(item?.split?.subcontract_cents),
      cost_type: item?.cost_type ?? "",
      source: item?.source ?? "",
      price_date: item?.price_date ?? new Date().toISOString().slice(0, 10),
      location: item?.location ?? "",
    },
    submit: (values) =>
      item
        ? api<CostItemDto>(`/cost-item/${item.uid}`, {
            method: "PUT",
            body: body(values),
            ifMatch: item.version,
          })
        : api<CostItemDto>("/cost-item", { method: "POST", body: body(values) }),
    onSuccess: onSaved,
    onError: () => (item ? onStale() : undefined),
  });
  return (
    <ApiFormElement kit={kit} className="grid gap-4" aria-label="Cost item">
      <div className="grid gap-4 sm:grid-cols-4">
        <FormField kit={kit} name="cost_code" id="item-code" label="Cost code" placeholder="09 21 16" />
        <FormField
          kit={kit}
          name="description"
          id="item-description"
          label="Description"
          fieldClassName="sm:col-span-3"
        />
        <FormField kit={kit} name="unit" id="item-unit" label="Unit" placeholder="SF" />
        <FormField kit={kit} name="unit_cost" id="item-cost" label="Unit cost ($)" inputMode="decimal" />
        <FormSelect kit={kit} name="cost_type" id="item-type" label="Cost type">
          <option value="">None</option>
          {costTypes.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </FormSelect>
        <FormField kit={kit} name="price_date" id="item-date" label="Price date" type="date" />
        <FormField kit={kit} name="labor" id="item-labor" label="Labor ($)" inputMode="decimal" />
        <FormField kit={kit} name="material" id="item-material" label="Material ($)" inputMode="decimal" />
        <FormField kit={kit} name="equipment" id="item-equipment" label="Equipment ($)" inputMode="decimal" />
        <FormField kit={kit} name="subcontract" id="item-sub" label="Subcontract ($)" inputMode="decimal" />
        <FormField
          kit={kit}
          name="source"
          id="item-source"
          label="Source"
          placeholder="Supplier quote"
          fieldClassName="sm:col-span-2"
        />
        <FormField
          kit={kit}
          name="location"
          id="item-location"
          label="Location"
          placeholder="TX, houston-tx or blank for national"
          fieldClassName="sm:col-span-2"
        />
      </div>
      <FormMessage kit={kit} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={kit.pending}>
          Cancel
        </Button>
        <SubmitButton kit={kit}>{item ? "Save item" : "Add item"}</SubmitButton>
      </div>
    </ApiFormElement>
  );
}
