"use client";

// The estimate's inputs (GSF, UNITS …), edited in place: formulas over them update as you type; saved as
// one PUT …/inputs with the estimate's version.
import { Trash2 } from "lucide-react";
import { IconButton } from "@/components/shared/icon-button";
import { Input } from "@/components/ui/input";
import type { InputDto } from "@/lib/client/estimate-editor/types";
import { useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import { parseDecimal } from "@/lib/domain/estimate";
import { MixInputs } from "./mix-inputs-list";
import { NewInputForm } from "./new-input-form";
import { useDrafts } from "./use-drafts";
import { type ListPanelProps, useRowErrors } from "./use-row-errors";

export function InputsPanel({ store, canEdit, onChange }: ListPanelProps<InputDto>) {
  useStoreVersion(store);
  const inputs = store.inputs;
  const { draft: draftOf, setDraft, clearDraft } = useDrafts(store.listsReset);
  const { errors, refuse, record } = useRowErrors();

  const apply = (uid: string, next: InputDto[]) => record(uid, onChange(next));

  const setValue = (input: InputDto, text: string) => {
    setDraft(`${input.uid}:value`, text);
    const parsed = parseDecimal(text);
    if (!parsed.ok) {
      refuse(input.uid, parsed.message);
      return;
    }
    apply(
      input.uid,
      inputs.map((i) => (i.uid === input.uid ? { ...i, value: parsed.value } : i)),
    );
  };

  const setField = (input: InputDto, field: "name" | "unit" | "label", text: string) => {
    setDraft(`${input.uid}:${field}`, text);
    if (field === "name" && !text.trim()) {
      refuse(input.uid, "Every input needs a name");
      return;
    }
    apply(
      input.uid,
      inputs.map((i) => (i.uid === input.uid ? { ...i, [field]: text.trim() || null } : i)),
    );
  };

  return (
    <section aria-label="Inputs" className="space-y-2 text-sm" data-testid="inputs-panel">
      <p className="text-muted-foreground text-xs" data-testid="inputs-help">
        Inputs are the estimate's named quantities (GSF, UNITS, WALL_LF …). A line's quantity can be a formula
        of them, such as <code className="font-mono">GSF * 1.05</code>, and the summary shows the cost per
        input: change an input and every line that uses it follows.
      </p>
      {inputs.length === 0 ? <p className="text-muted-foreground">No inputs yet.</p> : null}
      <ul className="space-y-2">
        {inputs.map((input, index) => {
          const draft = (f: string, v: string) => draftOf(`${input.uid}:${f}`, v);
          return (
            <li key={index} className="space-y-1">
              <div className="grid grid-cols-[1fr_4rem_7rem_auto] items-center gap-1.5">
                <Input
                  aria-label="Input name"
                  value={draft("name", input.name)}
                  disabled={!canEdit}
                  onChange={(e) => setField(input, "name", e.target.value)}
                  className="h-8 font-mono text-xs uppercase"
                />
                <Input
                  aria-label={`${input.name} unit`}
                  placeholder="Unit"
                  value={draft("unit", input.unit ?? "")}
                  disabled={!canEdit}
                  onChange={(e) => setField(input, "unit", e.target.value)}
                  className="h-8 text-xs"
                />
                <Input
                  aria-label={`${input.name} value`}
                  inputMode="decimal"
                  value={draft("value", String(input.value))}
                  disabled={!canEdit}
                  onChange={(e) => setValue(input, e.target.value)}
                  // Leaving the field shows the live value again (someone else's change, a merge).
                  onBlur={() => clearDraft(`${input.uid}:value`)}
                  className="h-8 text-right text-xs tabular-nums"
                />
                {canEdit ? (
                  <IconButton
                    className="size-8"
                    label={`Remove ${input.name}`}
                    onClick={() =>
                      apply(
                        input.uid,
                        inputs.filter((i) => i.uid !== input.uid),
                      )
                    }
                  >
                    <Trash2 />
                  </IconButton>
                ) : null}
              </div>
              {errors[input.uid] ? (
                <p className="text-destructive text-xs" role="alert">
                  {errors[input.uid]}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <MixInputs inputs={store.mixInputs()} />
      {canEdit ? <NewInputForm inputs={inputs} onChange={onChange} /> : null}
    </section>
  );
}
