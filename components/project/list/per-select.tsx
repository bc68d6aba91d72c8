import { NativeSelect } from "@/components/ui/native-select";
import { perUnit } from "@/lib/domain/project/cost-per";
import { type RecordMetric, recordMetrics } from "@/lib/domain/project/types";

/** Which metric the list's costs are per: $/GSF (the default), $/unit, $/bed, $/key … */
export function PerSelect({
  value,
  onChange,
  className,
}: {
  value: RecordMetric;
  onChange: (per: RecordMetric) => void;
  className?: string;
}) {
  return (
    <NativeSelect
      aria-label="Cost per"
      className={className}
      value={value}
      onChange={(e) => onChange(e.target.value as RecordMetric)}
    >
      {recordMetrics.map((m) => (
        <option key={m} value={m}>
          $/{perUnit(m)}
        </option>
      ))}
    </NativeSelect>
  );
}
