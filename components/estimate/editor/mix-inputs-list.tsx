"use client";

// The inputs the unit mix derives, listed read only under the hand-entered ones with a "from unit mix"
// marker (issue 13): formulas read them like any input; they change in the Unit mix panel.
import { Badge } from "@/components/ui/badge";
import type { DerivedInput } from "@/lib/domain/estimate/unit-mix";

export function MixInputs({ inputs }: { inputs: DerivedInput[] }) {
  if (inputs.length === 0) return null;
  return (
    <ul className="space-y-1 border-t pt-2" aria-label="Inputs from the unit mix" data-testid="mix-inputs">
      {inputs.map((input) => (
        <li
          key={input.name}
          className="grid grid-cols-[1fr_auto_7rem] items-center gap-1.5 text-xs"
          title={`${input.label}: read only, from the unit mix`}
          data-testid="mix-input"
        >
          <span className="truncate font-mono">{input.name}</span>
          <Badge variant="secondary" className="px-1.5 py-0 font-normal text-[10px]">
            from unit mix
          </Badge>
          <span className="text-right tabular-nums" data-testid={`mix-input-${input.name}`}>
            {input.value.toLocaleString("en-US", { maximumFractionDigits: 5 })}
            {input.unit ? <span className="ml-1 text-muted-foreground">{input.unit}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
