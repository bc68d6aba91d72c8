"use client";

// The bulk menu's "Set a field": one value for the cost type, unit, area (location), tags (added, removed
// or replacing them) or the alternate / allowance flag of every selected line, as ONE undo step.
import { z } from "zod";
import { FormDialog } from "@/components/shared/form-dialog";
import { FormField, FormSelect } from "@/components/shared/form-kit";
import { parseTags, type SetField, setFieldChanges } from "@/lib/client/estimate-editor/bulk";
import { useApiForm } from "@/lib/client/use-api-form";
import { toast } from "@/lib/client/use-toast";
import type { CostType } from "@/lib/domain/estimate";
import type { BulkDialogProps } from "./bulk-dialogs";
import { COST_TYPE_CHOICES } from "./cost-type-choices";
import { linesText } from "./editor-menu-triggers";

const FIELDS = [
  { id: "cost_type", label: "Cost type" },
  { id: "unit", label: "Unit" },
  { id: "area", label: "Area (location)" },
  { id: "tags", label: "Tags" },
  { id: "alternate", label: "Alternate" },
  { id: "allowance", label: "Allowance" },
] as const;
type FieldId = (typeof FIELDS)[number]["id"];

type Values = {
  field: FieldId;
  cost_type: string;
  text: string;
  tags_mode: "add" | "remove" | "replace";
  flag: "yes" | "no";
};

const LIMITS: Partial<Record<FieldId, number>> = { unit: 20, area: 200 };

const schema = z
  .object({
    field: z.enum(FIELDS.map((f) => f.id) as [FieldId, ...FieldId[]]),
    cost_type: z.string(),
    text: z.string(),
    tags_mode: z.enum(["add", "remove", "replace"]),
    flag: z.enum(["yes", "no"]),
  })
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", path: ["text"], message });
    const limit = LIMITS[v.field];
    if (limit && v.text.trim().length > limit) fail(`Must be at most ${limit} characters`);
    if (v.field !== "tags") return;
    const tags = parseTags(v.text);
    if (tags.length === 0 && v.tags_mode !== "replace") fail("Enter at least one tag");
    else if (tags.length > 50 || tags.some((t) => t.length > 50))
      fail("At most 50 tags of up to 50 characters");
  });

/** The form's values as the operation, and how the toast says it of `n` lines. */
function operation(v: Values): { set: SetField; says: (n: string) => string } {
  const text = v.text.trim();
  switch (v.field) {
    case "cost_type": {
      const choice = COST_TYPE_CHOICES.find((c) => c.value === v.cost_type);
      const value = (v.cost_type || null) as CostType | null;
      return {
        set: { field: "cost_type", value },
        says: (n) => `Cost type set to ${choice?.label ?? "None"} on ${n}`,
      };
    }
    case "unit":
    case "area": {
      const name = v.field === "unit" ? "Unit" : "Area";
      return {
        set: { field: v.field, value: text || null },
        says: (n) => (text ? `${name} set to “${text}” on ${n}` : `${name} cleared on ${n}`),
      };
    }
    case "tags": {
      const tags = parseTags(v.text);
      const list = tags.join(", ");
      const says = {
        add: (n: string) => `Tags ${list} added to ${n}`,
        remove: (n: string) => `Tags ${list} removed from ${n}`,
        replace: (n: string) => `Tags set to ${list || "none"} on ${n}`,
      };
      return { set: { field: "tags", mode: v.tags_mode, value: tags }, says: says[v.tags_mode] };
    }
    default: {
      const on = v.flag === "yes";
      const flag = v.field === "alternate" ? "alternate" : "allowance";
      return {
        set: { field: v.field, value: on },
        says: (n) => (on ? `${n} marked ${flag}` : `${n} no longer marked ${flag}`),
      };
    }
  }
}

export function SetFieldDialog({ open, onClose, store, keys }: BulkDialogProps) {
  const kit = useApiForm<Values, string>({
    schema,
    defaultValues: { field: "cost_type", cost_type: "", text: "", tags_mode: "add", flag: "yes" },
    submit: async (values) => {
      const { set, says } = operation(values);
      const outcome = store.edit(setFieldChanges(store, keys, set), `Set ${set.field}`);
      if (!outcome.ok) throw new Error(outcome.message);
      return says(linesText(keys.length));
    },
    onSuccess: (message) => {
      toast({ title: message, description: "Ctrl+Z undoes it" });
      close();
    },
  });
  const close = () => {
    kit.restart();
    onClose();
  };
  const field = kit.watch("field");
  return (
    <FormDialog
      open={open}
      onClose={close}
      kit={kit}
      title={`Set a field on ${linesText(keys.length)}`}
      description="Every selected line takes the same value; Ctrl+Z puts back each line's own."
      submitLabel="Apply"
    >
      <FormSelect kit={kit} name="field" id="bulk-field" label="Field" autoFocus>
        {FIELDS.map((f) => (
          <option key={f.id} value={f.id}>
            {f.label}
          </option>
        ))}
      </FormSelect>
      {field === "cost_type" ? (
        <FormSelect kit={kit} name="cost_type" id="bulk-cost-type" label="Cost type">
          {COST_TYPE_CHOICES.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </FormSelect>
      ) : null}
      {field === "tags" ? (
        <FormSelect kit={kit} name="tags_mode" id="bulk-tags-mode" label="Do">
          <option value="add">Add these tags</option>
          <option value="remove">Remove these tags</option>
          <option value="replace">Replace all tags with these</option>
        </FormSelect>
      ) : null}
      {field === "unit" || field === "area" || field === "tags" ? (
        <FormField
          kit={kit}
          name="text"
          id="bulk-text"
          label={field === "unit" ? "Unit" : field === "area" ? "Area" : "Tags"}
          autoComplete="off"
          placeholder={field === "unit" ? "SF, LF, EA…" : field === "tags" ? "phase 1, owner item" : ""}
          hint={
            <span className="text-muted-foreground text-xs">
              {field === "tags" ? "Separate tags with commas." : "Leave empty to clear it."}
            </span>
          }
        />
      ) : null}
      {field === "alternate" || field === "allowance" ? (
        <FormSelect
          kit={kit}
          name="flag"
          id="bulk-flag"
          label={field === "alternate" ? "Alternate" : "Allowance"}
        >
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </FormSelect>
      ) : null}
    </FormDialog>
  );
}
