"use client";

import { Options } from "@/components/shared/options";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { recordStageLabels, recordStages } from "@/lib/domain/project/filters";
import { recordMetricLabels, recordMetrics } from "@/lib/domain/project/types";
import { Field, fieldProps } from "./field";
import type { FormErrors, RecordValues } from "./form-values";

type Props = {
  values: RecordValues;
  errors: FormErrors;
  onChange: (patch: Partial<RecordValues>) => void;
  disabled?: boolean;
};

const dates = [
  ["cost_basis_date", "Cost basis date"],
  ["bid_date", "Bid date"],
  ["start_date", "Start date"],
  ["completion_date", "Completion date"],
] as const;

/** The dated snapshot: stage, dates, classification, building metrics, tags and notes. */
export function RecordFields({ values, errors, onChange, disabled }: Props) {
  const err = (key: string) => errors[`record.${key}`];
  return (
    <Card className="gap-5">
      <CardHeader>
        <CardTitle>Record</CardTitle>
        <CardDescription>
          A dated cost snapshot: the cost basis date is the date its costs were priced at.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field id="record-stage" label="Stage" error={err("stage")} required>
            <NativeSelect
              {...fieldProps("record-stage", err("stage"))}
              value={values.stage}
              disabled={disabled}
              onChange={(e) => onChange({ stage: e.target.value })}
            >
              <option value="">Choose a stage</option>
              <Options values={recordStages} label={(s) => recordStageLabels[s]} />
            </NativeSelect>
          </Field>
          <Field id="record-classification" label="Cost codes" error={err("classification")}>
            <NativeSelect
              {...fieldProps("record-classification", err("classification"))}
              value={values.classification}
              disabled={disabled}
              onChange={(e) => onChange({ classification: e.target.value as RecordValues["classification"] })}
            >
              <option value="masterformat">MasterFormat 2018</option>
              <option value="uniformat">UniFormat II</option>
            </NativeSelect>
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {dates.map(([key, label]) => (
            <Field
              key={key}
              id={`record-${key}`}
              label={label}
              error={err(key)}
              required={key === "cost_basis_date"}
            >
              <Input
                type="date"
                {...fieldProps(`record-${key}`, err(key))}
                value={values[key]}
                disabled={disabled}
                onChange={(e) => onChange({ [key]: e.target.value })}
              />
            </Field>
          ))}
        </div>
        <fieldset className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-7">
          <legend className="mb-3 font-medium text-sm">Building metrics</legend>
          {recordMetrics.map((m) => (
            <Field
              key={m}
              id={`record-metric-${m}`}
              label={recordMetricLabels[m]}
              error={err(`metrics.${m}`)}
            >
              <Input
                {...fieldProps(`record-metric-${m}`, err(`metrics.${m}`))}
                inputMode="decimal"
                className="text-right tabular-nums"
                value={values.metrics[m]}
                disabled={disabled}
                onChange={(e) => onChange({ metrics: { ...values.metrics, [m]: e.target.value } })}
              />
            </Field>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="record-tags"
            label="Record tags"
            error={err("tags")}
            hint="Separate tags with commas. The tag filter also finds the record by its project's tags."
          >
            <Input
              {...fieldProps("record-tags", err("tags"), true)}
              value={values.tags}
              disabled={disabled}
              onChange={(e) => onChange({ tags: e.target.value })}
            />
          </Field>
          <Field id="record-notes" label="Record notes" error={err("notes")}>
            <Textarea
              {...fieldProps("record-notes", err("notes"))}
              rows={2}
              maxLength={10_000}
              value={values.notes}
              disabled={disabled}
              onChange={(e) => onChange({ notes: e.target.value })}
            />
          </Field>
        </div>
      </CardContent>
    </Card>
  );
}
