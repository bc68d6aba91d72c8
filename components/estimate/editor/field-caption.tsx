// A field's visible name above its control in the editor's side panels.
/** A field's visible name, as Settings › Markups shows it (the control keeps its own accessible name). */
export function FieldCaption({ children }: { children: string }) {
  return (
    <span className="block font-medium text-[11px] text-muted-foreground" aria-hidden="true">
      {children}
    </span>
  );
}
