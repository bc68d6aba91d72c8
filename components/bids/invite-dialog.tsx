"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
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
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { api, errorMessage } from "@/lib/client/api";
import type { BidderDto } from "@/lib/contract/bidder";
import type { ListPage } from "@/lib/contract/list";

/** Picks bidders from the directory (those of the package's trade first); each is mailed at its first contact. */
export function InviteDialog({
  open,
  onOpenChange,
  trade,
  invited,
  onInvite,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trade: string | null;
  /** Bidders with a live invitation already. */
  invited: Set<string>;
  onInvite: (bidderUids: string[]) => Promise<unknown>;
}) {
  const [filter, setFilter] = useState("");
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const bidders = useQuery({
    queryKey: ["bidders", "invite"],
    queryFn: () => api<ListPage<BidderDto>>("/bidder?limit=200"),
    enabled: open,
  });
  const rows = useMemo(() => {
    const all = (bidders.data?.query ?? []).map((uid) => bidders.data!.content[uid]!);
    const q = filter.trim().toLowerCase();
    const shown = q ? all.filter((b) => b.name.toLowerCase().includes(q)) : all;
    const rank = (b: BidderDto) => (trade && b.trades.includes(trade) ? 0 : 1);
    return shown.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
  }, [bidders.data, filter, trade]);

  const toggle = (uid: string) =>
    setChosen((c) => {
      const next = new Set(c);
      if (next.has(uid)) next.delete(uid);
      else next.add(uid);
      return next;
    });

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await onInvite([...chosen]);
      setChosen(new Set());
      onOpenChange(false);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Invite bidders</DialogTitle>
          <DialogDescription>
            Each bidder's contact is mailed a link to the bid portal: no account needed.
          </DialogDescription>
        </DialogHeader>
        <Input
          aria-label="Filter bidders"
          placeholder="Filter by name"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
        <div className="max-h-72 overflow-y-auto rounded-md border">
          {bidders.isPending ? <p className="p-3 text-muted-foreground text-sm">Loading bidders…</p> : null}
          {bidders.isError ? (
            <p className="p-3 text-destructive text-sm">{errorMessage(bidders.error)}</p>
          ) : null}
          {bidders.data && rows.length === 0 ? (
            <p className="p-3 text-muted-foreground text-sm">
              No bidders match. Add them in the bidders directory.
            </p>
          ) : null}
          <ul className="divide-y">
            {rows.map((b) => {
              const email = b.contacts.find((c) => c.email);
              const already = invited.has(b.uid);
              const disabled = already || !email;
              return (
                <li key={b.uid}>
                  <label className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm has-disabled:cursor-not-allowed has-disabled:opacity-60">
                    <input
                      type="checkbox"
                      className={checkboxClassName}
                      checked={chosen.has(b.uid)}
                      disabled={disabled}
                      onChange={() => toggle(b.uid)}
                    />
                    <span className="grid min-w-0 gap-0.5">
                      <span className="font-medium">
                        {b.name}
                        {trade && b.trades.includes(trade) ? (
                          <span className="ml-1.5 text-muted-foreground text-xs">trade {trade}</span>
                        ) : null}
                      </span>
                      <span className="truncate text-muted-foreground text-xs">
                        {already
                          ? "Already invited"
                          : email
                            ? `${email.name} · ${email.email}`
                            : "No contact email"}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </div>
        <FieldError id="invite-error" message={error} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="button" disabled={busy || chosen.size === 0} onClick={send}>
            {chosen.size > 1 ? `Invite ${chosen.size} bidders` : "Invite"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
