import type { RowErrorDto } from "@/lib/contract/estimate-import";

/** The file's problems, each by row and column. */
export function RowErrors({ errors, count }: { errors: RowErrorDto[]; count: number }) {
  if (!count) return null;
  return (
    <div
      className="grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-2 text-sm"
      data-testid="import-errors"
    >
      <p className="font-medium text-destructive">
        {count === 1 ? "1 problem" : `${count.toLocaleString("en-US")} problems`} — fix the file and upload it
        again; nothing is imported while any remain.
      </p>
      <ul className="max-h-40 overflow-y-auto text-xs">
        {errors.map((e) => (
          <li key={`${e.row}-${e.column}`}>
            Row {e.row}, {e.column}: {e.message}
          </li>
        ))}
      </ul>
      {count > errors.length && (
        <p className="text-muted-foreground text-xs">The first {errors.length} are shown.</p>
      )}
    </div>
  );
}
