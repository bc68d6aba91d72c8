"use client";

// One cell's plug, credit and note. Saving adds a record for each value that changed (a cleared plug or credit
// is a record of 0); the bidder's answer above them is theirs and is never edited here.
import { useRef, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { MoneyInput } from "@/components/ui/money-input";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/client/api";
import type { AdjustmentInput, LevelingDto } from "@/lib/contract/bid-leveling";

type Cell = LevelingDto["rows"][number]["cells"][number];

export type CellTarget = {
  invitationUid: string;
  scopeItemUid: string | null;
  bidder: string;
  item: string;
  cell: Cell;
  /** The cell's place on the screen when it was opened: the editor opens beside it. */
  anchor: DOMRect;
};

function CellForm({
  target,
  onSave,
  onClose,
}: {
  target: CellTarget;
  onSave: (adjustments: AdjustmentInput[]) => Promise<void>;
  onClose: () => void;
}) {
  const { cell } = target;
  const [plug, setPlug] = useState<number | null>(cell.plug_cents);
  const [credit, setCredit] = useState<number | null>(cell.credit_cents);
  const [note, setNote] = useState(cell.note ?? "");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const at = { invitation_uid: target.invitationUid, scope_item_uid: target.scopeItemUid };
    const list: AdjustmentInput[] = [];
    if (plug !== cell.plug_cents) list.push({ ...at, kind: "plug", amount_cents: plug ?? 0 });
    if (credit !== cell.credit_cents) list.push({ ...at, kind: "credit", amount_cents: credit ?? 0 });
    if (note.trim() !== (cell.note ?? "")) list.push({ ...at, kind: "note", note: note.trim() });
    if (!list.length) return onClose();
    setSaving(true);
    setError(null);
    try {
      await onSave(list);
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };
  const answer = cell.status ? `${cell.status[0]!.toUpperCase()}${cell.status.slice(1)}` : "Not answered";
  return (
    <form onSubmit={save} className="grid gap-4">
      <div className="grid gap-1">
        <h3 id="leveling-cell-title" className="font-semibold leading-none">
          {target.bidder}
        </h3>
        <p id="leveling-cell-description" className="text-muted-foreground text-sm">
          {target.item}
          {target.scopeItemUid ? ` — ${answer}${cell.text ? `: ${cell.text}` : ""}` : ""}
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="leveling-plug">Plug (your price for scope the bid leaves out)</Label>
        <MoneyInput id="leveling-plug" value={plug} onChange={setPlug} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="leveling-credit">Credit (scope priced that is not wanted)</Label>
        <MoneyInput id="leveling-credit" value={credit} onChange={setCredit} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="leveling-note">Note</Label>
        <Textarea
          id="leveling-note"
          value={note}
          maxLength={2000}
          onChange={(e) => setNote(e.target.value)}
        />
      </div>
      {cell.adjustments > 0 && (
        <p className="text-muted-foreground text-xs">
          {cell.adjustments} earlier {cell.adjustments === 1 ? "change is" : "changes are"} kept in the
          history.
        </p>
      )}
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      )}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}

/**
 * The cell's editor opens beside the cell as a popover (a dialog for screen readers, Esc or a click outside
 * closes it): it leaves the page as it is — no scroll lock or hidden page under a second modal — so it answers
 * the click at once on a large sheet.
 */
export function LevelingCellDialog({
  target,
  onSave,
  onClose,
}: {
  target: CellTarget | null;
  onSave: (adjustments: AdjustmentInput[]) => Promise<void>;
  onClose: () => void;
}) {
  const anchor = target?.anchor;
  const last = useRef(target);
  if (target) last.current = target;
  return (
    <Popover open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <PopoverAnchor virtualRef={{ current: { getBoundingClientRect: () => anchor ?? new DOMRect() } }} />
      <PopoverContent
        side="right"
        align="start"
        collisionPadding={8}
        className="w-80 max-w-[calc(100vw-1rem)]"
        aria-labelledby="leveling-cell-title"
        aria-describedby="leveling-cell-description"
        onCloseAutoFocus={(e) => {
          // Back to the cell the editor was opened from (when it is still drawn).
          e.preventDefault();
          const was = last.current;
          if (!was) return;
          const cell = [...document.querySelectorAll<HTMLElement>("[data-inv]")].find(
            (el) => el.dataset.inv === was.invitationUid && (el.dataset.item || null) === was.scopeItemUid,
          );
          cell?.focus();
        }}
      >
        {target && (
          <CellForm
            key={`${target.invitationUid}|${target.scopeItemUid}`}
            target={target}
            onSave={onSave}
            onClose={onClose}
          />
        )}
      </PopoverContent>
    </Popover>
  );
}
