"use client";

// Award controls under the leveling sheet: pick a bidder who submitted (the low leveled one first), confirm,
// and the package's lines in the estimate take that bid; or, once awarded, undo it (the lines' previous values
// come back exactly).
import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { checkboxClassName } from "@/components/ui/checkbox-class";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { NativeSelect } from "@/components/ui/native-select";
import { errorMessage } from "@/lib/client/api";
import type { LevelingDto } from "@/lib/contract/bid-leveling";
import { formatCurrency } from "@/lib/domain/money-format";

type Props = {
  sheet: LevelingDto;
  canEdit: boolean;
  onAward: (submissionUid: string, regrets: boolean) => Promise<unknown>;
  onUndo: () => Promise<unknown>;
};

export function LevelingAward({ sheet, canEdit, onAward, onUndo }: Props) {
  const bids = sheet.columns.filter((c) => c.submission_uid && c.leveled_cents !== null);
  const low = bids.find((c) => c.low) ?? bids[0];
  const [choice, setChoice] = useState<string | null>(null);
  const [regrets, setRegrets] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const chosen = bids.find((c) => c.submission_uid === (choice ?? low?.submission_uid)) ?? null;
  const lines = sheet.package.line_count;

  const run = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setConfirming(false);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const failure = error && (
    <Alert variant="destructive">
      <AlertDescription>{error}</AlertDescription>
    </Alert>
  );

  if (sheet.award) {
    const a = sheet.award;
    return (
      <div className="grid gap-2">
        <Alert>
          <AlertTitle>
            Awarded to {a.bidder_name} at {formatCurrency(a.amount_cents)}
          </AlertTitle>
          <AlertDescription>
            The package's {lines} {lines === 1 ? "line carries" : "lines carry"} this bid in the estimate
            {a.awarded_by_name ? ` (awarded by ${a.awarded_by_name})` : ""}. Undoing the award restores their
            previous values exactly.
          </AlertDescription>
        </Alert>
        {canEdit && (
          <div>
            <Button variant="outline" disabled={busy} onClick={() => run(onUndo)}>
              {busy ? "Undoing…" : "Undo award"}
            </Button>
          </div>
        )}
        {failure}
      </div>
    );
  }
  if (!canEdit || !bids.length) return null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm" htmlFor="award-bidder">
          Award to
        </label>
        <NativeSelect
          id="award-bidder"
          className="w-auto min-w-56"
          value={chosen?.submission_uid ?? ""}
          onChange={(e) => setChoice(e.target.value)}
        >
          {bids.map((c) => (
            <option key={c.submission_uid} value={c.submission_uid!}>
              {c.bidder_name} — {formatCurrency(c.leveled_cents!)}
              {c.low ? " (low)" : ""}
            </option>
          ))}
        </NativeSelect>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className={checkboxClassName}
            checked={regrets}
            onChange={(e) => setRegrets(e.target.checked)}
          />
          Tell the other bidders
        </label>
        <Button onClick={() => setConfirming(true)} disabled={!chosen}>
          Award…
        </Button>
      </div>
      {!confirming && failure}
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Award {sheet.package.name}?</DialogTitle>
            <DialogDescription>
              {chosen?.bidder_name} at {chosen && formatCurrency(chosen.leveled_cents!)} (the bid as leveled).
              The package's {lines} {lines === 1 ? "line takes" : "lines take"} this amount in the estimate,
              spread by their budget; their previous values are kept, and undoing the award restores them. The
              winner gets an award email{regrets ? ", the other bidders a regret email" : ""}.
            </DialogDescription>
          </DialogHeader>
          {failure}
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              disabled={busy || !chosen}
              onClick={() => chosen && run(() => onAward(chosen.submission_uid!, regrets))}
            >
              {busy ? "Awarding…" : "Award"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
