"use client";

// The bulk menu's forms for re-pricing and for find and replace (the set-a-field form is
// bulk-set-field-dialog.tsx). Each applies ONE store edit (one undo step) and answers the toast's text;
// the store saves it like any multi-line edit. Loaded when first opened (bulk-menu.tsx).
import { z } from "zod";
import { FormDialog } from "@/components/shared/form-dialog";
import { FormField, FormSelect } from "@/components/shared/form-kit";
import {
  describeReprice,
  parseReprice,
  type Reprice,
  replaceChanges,
  repriceChanges,
} from "@/lib/client/estimate-editor/bulk";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { useApiForm } from "@/lib/client/use-api-form";
import { toast } from "@/lib/client/use-toast";
import { linesText } from "./editor-menu-triggers";

export interface BulkDialogProps {
  open: boolean;
  onClose(): void;
  store: EditorStore;
  /** The lines it acts on: the selection (find and replace: all lines when none is selected). */
  keys: readonly string[];
  /** Find and replace only: the keys are every line, nothing being selected. */
  allLines?: boolean;
}

/** Applies the changes as one undo step; a refusal (the engine's) shows in the form. */
function apply(store: EditorStore, ...edit: Parameters<EditorStore["edit"]>) {
  const outcome = store.edit(...edit);
  if (!outcome.ok) throw new Error(outcome.message);
}

/** The form's success: a toast saying what changed, and the dialog closes. */
function done(onClose: () => void) {
  return (message: string) => {
    toast({ title: message, description: "Ctrl+Z undoes it" });
    onClose();
  };
}

// ── Re-price ─────────────────────────────────────────────────────────────────────────────────────────

type RepriceValues = { kind: Reprice["kind"]; value: string };

const repriceSchema = z
  .object({ kind: z.enum(["percent", "factor"]), value: z.string() })
  .superRefine((v, ctx) => {
    const read = parseReprice(v.kind, v.value);
    if (typeof read === "string") ctx.addIssue({ code: "custom", path: ["value"], message: read });
  });

export function RepriceDialog({ open, onClose, store, keys }: BulkDialogProps) {
  const kit = useApiForm<RepriceValues, string>({
    schema: repriceSchema,
    defaultValues: { kind: "percent", value: "" },
    submit: async (values) => {
      const by = parseReprice(values.kind, values.value) as Reprice;
      const { changes, unpriced } = repriceChanges(store, keys, by);
      if (changes.length === 0) throw new Error("None of these lines has a unit cost or a lump sum");
      apply(store, changes, `Re-price ${describeReprice(by)}`);
      const left = unpriced > 0 ? ` (${linesText(unpriced)} without a price left unchanged)` : "";
      return `${linesText(changes.length)} re-priced by ${describeReprice(by)}${left}`;
    },
    onSuccess: done(() => close()),
  });
  const close = () => {
    kit.restart();
    onClose();
  };
  const percent = kit.watch("kind") === "percent";
  return (
    <FormDialog
      open={open}
      onClose={close}
      kit={kit}
      title={`Re-price ${linesText(keys.length)}`}
      description="Unit costs (each part of a cost split) and lump sums change by a percentage or a factor, rounded to whole cents half away from zero. Quantities stay."
      submitLabel="Re-price"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect kit={kit} name="kind" id="bulk-reprice-kind" label="By">
          <option value="percent">A percentage</option>
          <option value="factor">A factor</option>
        </FormSelect>
        <FormField
          kit={kit}
          name="value"
          id="bulk-reprice-value"
          label={percent ? "Percentage" : "Factor"}
          inputMode="decimal"
          placeholder={percent ? "+10 or −5" : "1.1"}
          hint={
            <span className="text-muted-foreground text-xs">
              {percent ? "+10 raises prices by 10%; −5 lowers them by 5%." : "1.1 is +10%; 0.95 is −5%."}
            </span>
          }
          autoFocus
        />
      </div>
    </FormDialog>
  );
}

// ── Find and replace ─────────────────────────────────────────────────────────────────────────────────

type ReplaceValues = { find: string; replace: string; match_case: boolean };

const replaceSchema = z.object({
  find: z.string().min(1, "Enter the text to find").max(2000, "Must be at most 2,000 characters"),
  replace: z.string().max(2000, "Must be at most 2,000 characters"),
  match_case: z.boolean(),
});

export function ReplaceDialog({ open, onClose, store, keys, allLines }: BulkDialogProps) {
  const kit = useApiForm<ReplaceValues, string>({
    schema: replaceSchema,
    defaultValues: { find: "", replace: "", match_case: false },
    submit: async (values) => {
      const r = { find: values.find, replace: values.replace, matchCase: values.match_case };
      const { changes, occurrences, tooLong } = replaceChanges(store, keys, r);
      if (changes.length === 0) {
        throw new Error(
          tooLong > 0
            ? "Every match would make its description longer than 2,000 characters"
            : `No description ${allLines ? "" : "in the selection "}contains “${values.find}”`,
        );
      }
      apply(store, changes, "Find and replace");
      const times = occurrences === 1 ? "1 time" : `${occurrences} times`;
      const skipped = tooLong > 0 ? ` (${linesText(tooLong)} left: too long)` : "";
      return `Replaced “${values.find}” ${times} in ${linesText(changes.length)}${skipped}`;
    },
    onSuccess: done(() => close()),
  });
  const close = () => {
    kit.restart();
    onClose();
  };
  return (
    <FormDialog
      open={open}
      onClose={close}
      kit={kit}
      title="Find and replace in descriptions"
      description={
        allLines
          ? `In all ${linesText(keys.length)} of the estimate (select lines first to limit it to them).`
          : `In the ${linesText(keys.length)} selected.`
      }
      submitLabel="Replace all"
    >
      <FormField kit={kit} name="find" id="bulk-find" label="Find" autoComplete="off" autoFocus />
      <FormField kit={kit} name="replace" id="bulk-replace" label="Replace with" autoComplete="off" />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...kit.register("match_case")} />
        Match case
      </label>
    </FormDialog>
  );
}
