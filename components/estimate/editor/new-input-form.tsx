"use client";

// Adding an input to the estimate: a name (unique, GSF, UNITS …) and a value.
import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { InputDto } from "@/lib/client/estimate-editor/types";
import { parseDecimal } from "@/lib/domain/estimate";
import type { Outcome } from "./use-row-errors";

export function NewInputForm({
  inputs,
  onChange,
}: {
  inputs: InputDto[];
  onChange(inputs: InputDto[]): Outcome;
}) {
  const [newName, setNewName] = useState("");
  const [newValue, setNewValue] = useState("");
  const [newError, setNewError] = useState<string | null>(null);

  const add = () => {
    const parsed = parseDecimal(newValue || "0");
    if (!newName.trim()) return setNewError("Name the input (GSF, UNITS …)");
    if (!parsed.ok) return setNewError(parsed.message);
    if (inputs.some((i) => i.name.toUpperCase() === newName.trim().toUpperCase())) {
      return setNewError(`There is already an input named ${newName.trim()}`);
    }
    const outcome = onChange([
      ...inputs,
      { uid: `new-${Date.now()}`, name: newName.trim(), label: null, unit: null, value: parsed.value },
    ]);
    if (!outcome.ok) return setNewError(outcome.message);
    setNewName("");
    setNewValue("");
    setNewError(null);
  };

  return (
    <form
      className="space-y-1 border-t pt-2"
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <div className="grid grid-cols-[1fr_7rem_auto] gap-1.5">
        <Input
          aria-label="New input name"
          placeholder="e.g. GSF"
          value={newName}
          onChange={(e) => setNewName(e.target.value)}
          // The name is upper case as typed; the hint is not a name, so it reads as words.
          className="h-8 font-mono text-xs uppercase placeholder:font-sans placeholder:normal-case"
        />
        <Input
          aria-label="New input value"
          placeholder="Value"
          inputMode="decimal"
          value={newValue}
          onChange={(e) => setNewValue(e.target.value)}
          className="h-8 text-right text-xs"
        />
        <Button type="submit" size="sm" variant="outline" className="h-8">
          <Plus /> Add
        </Button>
      </div>
      {newError ? (
        <p className="text-destructive text-xs" role="alert">
          {newError}
        </p>
      ) : null}
    </form>
  );
}
