"use client";

import { BellRing, Copy, MessageSquare, UserPlus, XCircle } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { toast } from "@/lib/client/use-toast";
import type { InvitationDto } from "@/lib/contract/bid-invitation";
import { type InvitationStatus, invitationStatusLabels } from "@/lib/domain/bids/portal";
import { formatCurrency } from "@/lib/domain/money-format";
import { cn } from "@/lib/utils";
import { InviteDialog } from "./invite-dialog";
import { useInvitations } from "./use-invitations";

const statusTone: Record<InvitationStatus, string> = {
  invited: "border-transparent bg-muted text-muted-foreground",
  viewed: "border-transparent bg-sky-100 text-sky-900 dark:bg-sky-900/40 dark:text-sky-100",
  bidding: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100",
  submitted:
    "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100",
  declined: "border-transparent bg-red-100 text-red-900 dark:bg-red-900/40 dark:text-red-100",
};

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { month: "short", day: "numeric" });

function detail(i: InvitationDto): string {
  if (i.revoked_at) return `Revoked ${shortDate(i.revoked_at)}`;
  if (i.status === "submitted" && i.base_bid_cents !== null)
    return `${formatCurrency(i.base_bid_cents)}${i.revision > 1 ? ` · revision ${i.revision}` : ""}`;
  if (i.status === "declined") return i.decline_reason ?? "Declined";
  if (i.last_reminded_at) return `Reminded ${shortDate(i.last_reminded_at)}`;
  return `Invited ${shortDate(i.created_at)}`;
}

/** A package's invitations: invite from the directory, each bidder's status live, copy link, revoke, remind. */
export function InvitationsPanel({
  pkg,
  estimateUid,
  canEdit,
}: {
  /** The package (the detail's section props): its uid and trade. */
  pkg: { uid: string; trade: string | null };
  estimateUid: string;
  canEdit: boolean;
}) {
  const packageUid = pkg.uid;
  const trade = pkg.trade;
  const { query, invite, remind, revoke } = useInvitations(packageUid, estimateUid);
  const [inviting, setInviting] = useState(false);
  const [busy, setBusy] = useState(false);
  const list = query.data?.invitations ?? [];
  const closed = query.data ? ["awarded", "cancelled"].includes(query.data.package_status) : true;
  const waiting = list.filter((i) => !i.revoked_at && i.status !== "submitted" && i.status !== "declined");
  const submitted = list.filter((i) => !i.revoked_at && i.status === "submitted").length;

  async function run(work: () => Promise<unknown>, done?: string) {
    setBusy(true);
    try {
      await work();
      if (done) toast({ title: done });
    } catch (e) {
      toast({ title: "Error", description: errorMessage(e), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  async function copy(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: "Link copied", description: "Anyone with this link can bid for this bidder." });
    } catch {
      toast({ title: "Error", description: "The link could not be copied", variant: "destructive" });
    }
  }

  return (
    <section className="grid gap-3" aria-label="Invitations">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-base">Invitations</h3>
        <span className="text-muted-foreground text-sm" data-testid="invitation-counts">
          {list.length === 0
            ? "none yet"
            : `${submitted} of ${list.filter((i) => !i.revoked_at).length} submitted`}
        </span>
        {canEdit ? (
          <div className="ml-auto flex flex-wrap gap-2">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy || closed || waiting.length === 0}
              onClick={() =>
                run(remind, `Reminder sent to ${waiting.length} bidder${waiting.length === 1 ? "" : "s"}`)
              }
            >
              <BellRing /> Send reminders
            </Button>
            <Button type="button" size="sm" disabled={closed} onClick={() => setInviting(true)}>
              <UserPlus /> Invite bidders
            </Button>
          </div>
        ) : null}
      </div>
      {query.isError ? <p className="text-destructive text-sm">{errorMessage(query.error)}</p> : null}
      {query.data && list.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
          No bidders invited yet.
          {canEdit ? " Invite bidders from the directory: each gets a link to bid." : ""}
        </p>
      ) : null}
      <ul className="grid gap-2">
        {list.map((i) => (
          <li
            key={i.uid}
            data-testid="invitation-row"
            className={cn(
              "grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 rounded-lg border bg-card px-3 py-2 text-sm",
              i.revoked_at && "opacity-60",
            )}
          >
            <div className="min-w-0">
              <p className="truncate font-medium">{i.bidder_name}</p>
              <p className="truncate text-muted-foreground text-xs">
                {i.contact_name ? `${i.contact_name} · ` : ""}
                {i.contact_email}
              </p>
            </div>
            <div className="flex items-center gap-1">
              {i.questions > 0 ? (
                <span
                  className="flex items-center gap-0.5 text-muted-foreground text-xs"
                  title="Questions asked"
                >
                  <MessageSquare className="size-3.5" aria-hidden />
                  {i.questions}
                </span>
              ) : null}
              <Badge className={statusTone[i.status]} data-testid="invitation-status">
                {i.revoked_at ? "Revoked" : invitationStatusLabels[i.status]}
              </Badge>
              {canEdit && i.link ? (
                <>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Copy ${i.bidder_name}'s link`}
                    onClick={() => copy(i.link!)}
                  >
                    <Copy />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    aria-label={`Revoke ${i.bidder_name}'s invitation`}
                    disabled={busy}
                    onClick={() => {
                      if (
                        window.confirm(
                          `Revoke ${i.bidder_name}'s invitation? Their link stops working at once.`,
                        )
                      )
                        void run(() => revoke(i), "Invitation revoked");
                    }}
                  >
                    <XCircle />
                  </Button>
                </>
              ) : null}
            </div>
            <p className="col-span-2 truncate text-muted-foreground text-xs" data-testid="invitation-detail">
              {detail(i)}
            </p>
          </li>
        ))}
      </ul>
      {canEdit ? (
        <InviteDialog
          open={inviting}
          onOpenChange={setInviting}
          trade={trade}
          invited={new Set(list.filter((i) => !i.revoked_at).map((i) => i.bidder_uid))}
          onInvite={async (uids) => {
            await invite(uids);
            toast({ title: `${uids.length} bidder${uids.length === 1 ? "" : "s"} invited` });
          }}
        />
      ) : null}
    </section>
  );
}
