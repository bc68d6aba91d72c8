"use client";

import { CalendarClock } from "lucide-react";
import { type ReactNode, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { MoneyInput } from "@/components/ui/money-input";
import { Textarea } from "@/components/ui/textarea";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import type { PortalViewDto } from "@/lib/contract/bid-portal";
import { invitationStatusLabels } from "@/lib/domain/bids/portal";
import { formatCurrency } from "@/lib/domain/money-format";
import type { DeclineDialogProps } from "./decline-dialog";
import { type Draft, draftFrom, requestFrom } from "./portal-draft";
import { FileLinks, PortalAttachments } from "./portal-files";
import { PortalAlternates, PortalUnitPrices } from "./portal-lines";
import { PortalQuestions } from "./portal-questions";
import { PortalScope } from "./portal-scope";

// The decline dialog (Radix Dialog, focus trap, scroll lock) loads when first opened, not with the portal.
const DeclineDialog = lazyDialog<DeclineDialogProps>(
  () => import("./decline-dialog").then((m) => ({ default: m.DeclineDialog })),
  (props) => props.open,
);

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5" aria-label={title}>
      <div className="grid gap-0.5">
        <h2 className="font-semibold text-base">{title}</h2>
        {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

function statusLine(view: PortalViewDto): string | null {
  const sub = view.submission;
  if (view.status === "submitted" && sub?.submitted_at) {
    const when = new Date(sub.submitted_at).toLocaleString("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
    });
    const amount = sub.base_bid_cents === null ? "" : ` for ${formatCurrency(sub.base_bid_cents)}`;
    return `Your bid${amount} was submitted ${when}${sub.revision > 1 ? ` (revision ${sub.revision})` : ""}.`;
  }
  if (view.status === "declined") return `You declined this bid: ${view.decline_reason ?? ""}`;
  if (view.status === "bidding")
    return "Your draft is saved. The estimator sees your bid once you submit it.";
  return null;
}

/** The bidder portal: the package, the bid form, attachments, questions, submit / save draft / decline. */
export function BidPortal({ token, initial }: { token: string; initial: PortalViewDto }) {
  const [view, setView] = useState(initial);
  const [draft, setDraft] = useState<Draft>(() => draftFrom(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState<"save" | "submit" | null>(null);
  const [declining, setDeclining] = useState(false);
  const closed = !view.open;
  const submitted = view.status === "submitted";
  const pkg = view.package;

  const update = (next: PortalViewDto) => {
    setView(next);
    setMessage(null);
  };

  async function send(action: "save" | "submit") {
    const { body, errors: local } = requestFrom(view, draft, action);
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setMessage({ tone: "error", text: Object.values(local)[0]! });
      return;
    }
    setBusy(action);
    setMessage(null);
    try {
      const next = await api<PortalViewDto>(`/bid-portal/${token}/submission`, { method: "POST", body });
      setView(next);
      setDraft(draftFrom(next));
      setMessage({ tone: "ok", text: action === "submit" ? "Your bid was submitted." : "Draft saved." });
    } catch (e) {
      setErrors(e instanceof ApiClientError ? (e.errors ?? {}) : {});
      setMessage({ tone: "error", text: errorMessage(e) });
    } finally {
      setBusy(null);
    }
  }

  const line = statusLine(view);
  return (
    <div className="grid gap-4 pb-24 sm:pb-6">
      <header className="grid gap-2 px-1">
        <p className="text-muted-foreground text-sm">
          {view.company_name} invites {view.bidder_name} to bid
        </p>
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="font-semibold text-2xl leading-tight">{pkg.name}</h1>
          <Badge variant={submitted ? "default" : "secondary"} data-testid="portal-status">
            {invitationStatusLabels[view.status]}
          </Badge>
        </div>
        <p className="text-sm">
          {pkg.project_name}
          {pkg.trade ? <span className="text-muted-foreground"> · Trade {pkg.trade}</span> : null}
        </p>
        {pkg.due_label ? (
          <p className="flex items-center gap-1.5 font-medium text-sm">
            <CalendarClock className="size-4 text-muted-foreground" aria-hidden />
            Due {pkg.due_label}
          </p>
        ) : null}
      </header>

      {closed ? (
        <Alert variant="destructive">
          <AlertTitle>Bids are closed</AlertTitle>
          <AlertDescription>{view.closed_message}</AlertDescription>
        </Alert>
      ) : null}
      {line ? (
        <Alert>
          <AlertDescription data-testid="portal-status-line">{line}</AlertDescription>
        </Alert>
      ) : null}

      {pkg.instructions ? (
        <Section title="Instructions">
          <p className="whitespace-pre-wrap text-sm">{pkg.instructions}</p>
        </Section>
      ) : null}

      <Section
        title="Documents"
        description="Links work for a limited time; reload this page for fresh ones."
      >
        {pkg.documents.length > 0 ? (
          <FileLinks files={pkg.documents} />
        ) : (
          <p className="text-muted-foreground text-sm">No documents were attached to this package.</p>
        )}
      </Section>

      <Section
        title="Scope"
        description="For each item, say whether your bid includes it, excludes it or qualifies it."
      >
        <PortalScope
          items={pkg.scope_items}
          answers={draft.items}
          errors={errors}
          disabled={closed}
          onChange={(uid, item) => setDraft((d) => ({ ...d, items: { ...d.items, [uid]: item } }))}
        />
      </Section>

      <Section title="Your bid">
        <div className="grid gap-1.5">
          <Label htmlFor="base-bid">Base bid</Label>
          <MoneyInput
            id="base-bid"
            value={draft.base_bid_cents}
            disabled={closed}
            containerClassName="sm:max-w-64"
            className="h-11 text-lg"
            aria-describedby={errors.base_bid_cents ? "base-bid-error" : undefined}
            onChange={(base_bid_cents) => setDraft((d) => ({ ...d, base_bid_cents }))}
          />
          <FieldError id="base-bid-error" message={errors.base_bid_cents} />
        </div>
        <div className="grid gap-1.5">
          <h3 className="font-medium text-sm">Alternates</h3>
          <PortalAlternates
            rows={draft.alternates}
            errors={errors}
            disabled={closed}
            onChange={(alternates) => setDraft((d) => ({ ...d, alternates }))}
          />
        </div>
        <div className="grid gap-1.5">
          <h3 className="font-medium text-sm">Unit prices</h3>
          <PortalUnitPrices
            rows={draft.unit_prices}
            errors={errors}
            disabled={closed}
            onChange={(unit_prices) => setDraft((d) => ({ ...d, unit_prices }))}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="exclusions">Exclusions and clarifications</Label>
          <Textarea
            id="exclusions"
            value={draft.exclusions}
            maxLength={10_000}
            disabled={closed}
            onChange={(e) => setDraft((d) => ({ ...d, exclusions: e.target.value }))}
          />
        </div>
      </Section>

      <Section title="Attachments" description="Your proposal, quote or anything that explains your bid.">
        <PortalAttachments
          token={token}
          files={view.submission?.files ?? []}
          disabled={closed}
          onView={update}
        />
      </Section>

      <Section title="Questions">
        <PortalQuestions token={token} questions={view.questions} disabled={closed} onView={update} />
      </Section>

      {closed ? null : (
        <div className="fixed inset-x-0 bottom-0 z-10 border-t bg-background/95 p-3 backdrop-blur sm:static sm:rounded-xl sm:border sm:p-4">
          <div className="mx-auto grid max-w-3xl gap-2">
            {message ? (
              <p
                role={message.tone === "error" ? "alert" : "status"}
                className={message.tone === "error" ? "text-destructive text-sm" : "text-sm"}
              >
                {message.text}
              </p>
            ) : null}
            <div className="flex flex-wrap items-center gap-2">
              <Button
                type="button"
                size="lg"
                className="flex-1 sm:flex-none"
                disabled={busy !== null}
                onClick={() => send("submit")}
              >
                {submitted ? "Submit revision" : "Submit bid"}
              </Button>
              {submitted ? null : (
                <Button
                  type="button"
                  size="lg"
                  variant="outline"
                  disabled={busy !== null}
                  onClick={() => send("save")}
                >
                  Save draft
                </Button>
              )}
              {view.status === "declined" ? null : (
                <Button
                  type="button"
                  variant="ghost"
                  className="sm:ml-auto"
                  onClick={() => setDeclining(true)}
                >
                  Decline
                </Button>
              )}
            </div>
          </div>
        </div>
      )}
      <DeclineDialog token={token} open={declining} onOpenChange={setDeclining} onView={update} />
    </div>
  );
}
