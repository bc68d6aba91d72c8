"use client";

// MasterFormat divisions for a bidder: the chosen ones as chips, the others in a select to add from.
import { XIcon } from "lucide-react";
import { NativeSelect } from "@/components/ui/native-select";
import { masterFormatDivision, masterFormatDivisions } from "@/lib/domain/reference/masterformat";

export const tradeLabel = (code: string) => {
  const d = masterFormatDivision(code);
  return d ? `${d.division} ${d.title}` : code;
};

type Props = { id: string; value: string[]; onChange: (trades: string[]) => void; disabled?: boolean };

export function TradesPicker({ id, value, onChange, disabled }: Props) {
  const chosen = new Set(value);
  return (
    <div className="space-y-2">
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Trades">
          {value.map((code) => (
            <li
              key={code}
              className="flex items-center gap-1 rounded-full border bg-muted px-2 py-0.5 text-xs"
            >
              {tradeLabel(code)}
              {disabled ? null : (
                <button
                  type="button"
                  aria-label={`Remove ${tradeLabel(code)}`}
                  className="rounded-full opacity-70 hover:opacity-100"
                  onClick={() => onChange(value.filter((c) => c !== code))}
                >
                  <XIcon aria-hidden="true" className="size-3" />
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {disabled ? null : (
        <NativeSelect
          id={id}
          value=""
          onChange={(e) => e.target.value && onChange([...value, e.target.value].sort())}
        >
          <option value="">Add a trade (MasterFormat division)…</option>
          {masterFormatDivisions
            .filter((d) => !chosen.has(d.division))
            .map((d) => (
              <option key={d.division} value={d.division}>
                {d.division} {d.title}
              </option>
            ))}
        </NativeSelect>
      )}
    </div>
  );
}
