"use client";

import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { IconButton } from "@/components/shared/icon-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { MoneyInput } from "@/components/ui/money-input";
import type { CostCodeDto } from "@/lib/contract/reference";
import { formatCurrency } from "@/lib/domain/money-format";
import { fieldProps } from "./field";
import { type CostRow, costTotal, emptyCostRow, type FormErrors } from "./form-values";

type Props = {
  rows: CostRow[];
  errors: FormErrors;
  codes: readonly CostCodeDto[];
  onChange: (rows: CostRow[]) => void;
  disabled?: boolean;
};

/** Cost lines: a code from the company's list (or typed), a description, an amount; the total to the cent. */
export function CostBreakdownEditor({ rows, errors, codes, onChange, disabled }: Props) {
  const listId = useId();
  const update = (key: string, patch: Partial<CostRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const total = costTotal(rows);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Cost breakdown</CardTitle>
        <CardDescription>One line per cost code; amounts in dollars and cents.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <datalist id={listId}>
          {codes.map((c) => (
            <option key={c.uid} value={c.code}>
              {c.title}
            </option>
          ))}
        </datalist>
        <div
          aria-hidden="true"
          className="hidden gap-2 px-1 font-medium text-muted-foreground text-xs sm:grid sm:grid-cols-[10rem_1fr_11rem_2.25rem]"
        >
          <span>Cost code</span>
          <span>Description</span>
          <span className="text-right">Amount</span>
        </div>
        {errors["record.costs"] && <FieldError id="record-costs-error" message={errors["record.costs"]} />}
        <ol className="grid gap-3 sm:gap-2" aria-label="Cost lines">
          {rows.map((row, i) => {
            const base = `record-costs-${i}`;
            const err = (f: string) => errors[`record.costs.${i}.${f}`];
            const n = i + 1;
            return (
              <li
                key={row.key}
                data-testid="cost-row"
                className="grid grid-cols-[1fr_2.25rem] gap-2 rounded-md border p-2 sm:grid-cols-[10rem_1fr_11rem_2.25rem] sm:border-0 sm:p-0"
              >
                <div className="grid gap-1 sm:col-start-1">
                  <Input
                    {...fieldProps(`${base}-cost_code`, err("cost_code"))}
                    aria-label={`Cost code, line ${n}`}
                    list={listId}
                    placeholder="03 30 00"
                    className="font-mono"
                    value={row.cost_code}
                    disabled={disabled}
                    maxLength={50}
                    onChange={(e) => update(row.key, { cost_code: e.target.value })}
                  />
                  <FieldError id={`${base}-cost_code-error`} message={err("cost_code")} />
                </div>
                <div className="col-span-2 row-start-2 grid gap-1 sm:col-span-1 sm:col-start-2 sm:row-start-1">
                  <Input
                    {...fieldProps(`${base}-description`, err("description"))}
                    aria-label={`Description, line ${n}`}
                    placeholder="Description"
                    value={row.description}
                    disabled={disabled}
                    maxLength={500}
                    onChange={(e) => update(row.key, { description: e.target.value })}
                  />
                  <FieldError id={`${base}-description-error`} message={err("description")} />
                </div>
                <div className="col-span-2 row-start-3 grid gap-1 sm:col-span-1 sm:col-start-3 sm:row-start-1">
                  <MoneyInput
                    {...fieldProps(`${base}-amount_cents`, err("amount_cents"))}
                    aria-label={`Amount, line ${n}`}
                    value={row.amount_cents}
                    allowNegative
                    disabled={disabled}
                    onChange={(cents) => update(row.key, { amount_cents: cents })}
                  />
                  <FieldError id={`${base}-amount_cents-error`} message={err("amount_cents")} />
                </div>
                <IconButton
                  type="button"
                  className="col-start-2 row-start-1 sm:col-start-4"
                  label={`Remove line ${n}`}
                  disabled={disabled}
                  onClick={() =>
                    onChange(rows.length === 1 ? [emptyCostRow()] : rows.filter((r) => r.key !== row.key))
                  }
                >
                  <Trash2 />
                </IconButton>
              </li>
            );
          })}
        </ol>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t pt-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => onChange([...rows, emptyCostRow()])}
          >
            <Plus />
            Add line
          </Button>
          <p className="font-medium text-sm" aria-live="polite">
            Total{" "}
            <span data-testid="cost-total" className="ml-2 text-base tabular-nums">
              {formatCurrency(total)}
            </span>
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
