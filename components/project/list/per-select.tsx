import { Options } from "@/components/shared/options";
import { type PickProps, ValueSelect } from "@/components/shared/value-select";
import { perUnit } from "@/lib/domain/project/cost-per";
import { type RecordMetric, recordMetrics } from "@/lib/domain/project/types";

/** Which metric the list's costs are per: $/GSF (the default), $/unit, $/bed, $/key … */
export function PerSelect({ value, onChange, className }: PickProps<RecordMetric>) {
  return (
    <ValueSelect aria-label="Cost per" className={className} value={value} onChange={onChange}>
      <Options values={recordMetrics} label={(m) => `$/${perUnit(m)}`} />
    </ValueSelect>
  );
}
