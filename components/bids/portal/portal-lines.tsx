"use client";

import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { MoneyInput } from "@/components/ui/money-input";
import type { DraftAlternate, DraftUnitPrice } from "./portal-draft";

type Props<T> = {
  rows: T[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (rows: T[]) => void;
};

const rowError = (errors: Record<string, string>, prefix: string, i: number) =>
  Object.entries(errors).find(([key]) => key.startsWith(`${prefix}.${i}.`))?.[1];

/** Alternates: a description and an add (or, negative, a deduct) amount each. */
export function PortalAlternates({ rows, errors, disabled, onChange }: Props<DraftAlternate>) {
  const set = (i: number, row: DraftAlternate) => onChange(rows.map((r, k) => (k === i ? row : r)));
  return (
    <div className="grid gap-2">
      {rows.map((row, i) => (
        <div key={i} className="grid gap-1">
          <div className="grid grid-cols-[1fr_auto] gap-2 sm:grid-cols-[1fr_10rem_auto]">
            <Input
              aria-label={`Alternate ${i + 1} description`}
              placeholder="Description"
              value={row.description}
              maxLength={300}
              disabled={disabled}
              onChange={(e) => set(i, { ...row, description: e.target.value })}
              className="col-span-2 sm:col-span-1"
            />
            <MoneyInput
              aria-label={`Alternate ${i + 1} amount`}
              value={row.amount_cents}
              allowNegative
              disabled={disabled}
              onChange={(amount_cents) => set(i, { ...row, amount_cents })}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove alternate ${i + 1}`}
              disabled={disabled}
              onClick={() => onChange(rows.filter((_, k) => k !== i))}
            >
              <Trash2 />
            </Button>
          </div>
          <FieldError id={`alternate-${i}-error`} message={rowError(errors, "alternates", i)} />
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={disabled || rows.length >= 50}
        onClick={() => onChange([...rows, { description: "", amount_cents: null }])}
      >
        <Plus /> Add alternate
      </Button>
    </div>
  );
}

/** Unit prices: a description, a unit and a price per unit each. */
export function PortalUnitPrices({ rows, errors, disabled, onChange }: Props<DraftUnitPrice>) {
  const set = (i: number, row: DraftUnitPrice) => onChange(rows.map((r, k) => (k === i ? row : r)));
  return (
    <div className="grid gap-2">
      {rows.map((row, i) => (
        <div key={i} className="grid gap-1">
          <div className="grid grid-cols-[5rem_1fr_auto] gap-2 sm:grid-cols-[1fr_6rem_10rem_auto]">
            <Input
              aria-label={`Unit price ${i + 1} description`}
              placeholder="Description"
              value={row.description}
              maxLength={300}
              disabled={disabled}
              onChange={(e) => set(i, { ...row, description: e.target.value })}
              className="col-span-3 sm:col-span-1"
            />
            <Input
              aria-label={`Unit price ${i + 1} unit`}
              placeholder="Unit"
              value={row.unit}
              maxLength={20}
              disabled={disabled}
              onChange={(e) => set(i, { ...row, unit: e.target.value })}
            />
            <MoneyInput
              aria-label={`Unit price ${i + 1} price`}
              value={row.unit_price_cents}
              disabled={disabled}
              onChange={(unit_price_cents) => set(i, { ...row, unit_price_cents })}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove unit price ${i + 1}`}
              disabled={disabled}
              onClick={() => onChange(rows.filter((_, k) => k !== i))}
            >
              <Trash2 />
            </Button>
          </div>
          <FieldError id={`unit-price-${i}-error`} message={rowError(errors, "unit_prices", i)} />
        </div>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        disabled={disabled || rows.length >= 100}
        onClick={() => onChange([...rows, { description: "", unit: "", unit_price_cents: null }])}
      >
        <Plus /> Add unit price
      </Button>
    </div>
  );
}
