import { factorLine } from "@/lib/domain/reference/factor-line";
import { cn } from "@/lib/utils";

type FactorLike = { kind: string; factor: number; detail: string };

/**
 * A normalised figure's factors, one short line each with the index values it is the ratio of ("× 1.138
 * location (100 / 87.9)"; the indexes' labels in the line's title), so an estimator can check the arithmetic
 * from the screen: figure × target index ÷ source index. The project list, comparisons and the cost library
 * show them alike.
 */
export function FactorLines({
  factors,
  className,
  testId,
  wrap = false,
}: {
  factors: readonly FactorLike[];
  className?: string;
  testId?: string;
  /** A narrow column: a line may break before its index values. */
  wrap?: boolean;
}) {
  return (
    <span className={cn("grid text-muted-foreground text-xs", className)} data-testid={testId}>
      {factors.map((f, i) => (
        <span key={f.kind} className={wrap ? undefined : "whitespace-nowrap"} title={f.detail || undefined}>
          {i > 0 && <span className="sr-only"> · </span>}
          {factorLine(f)}
        </span>
      ))}
    </span>
  );
}
