"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, ChevronRight, KeyRound, Plus, Send, Webhook } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyDialog, lazyWithRetry } from "@/components/feedback/lazy-with-retry";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { api, errorMessage } from "@/lib/client/api";
import { type Collection, items } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { WebhookDto, WebhookWithSecret } from "@/lib/contract/webhook";
import { ConfirmDialog } from "./confirm-dialog";
import { SectionHeader } from "./section-header";
import type { WebhookDeliveries as WebhookDeliveriesView } from "./webhook-deliveries";
import type { WebhookDialog as WebhookDialogView } from "./webhook-dialog";
import { deliveriesKey } from "./webhook-keys";

// The delivery log loads when an endpoint's Deliveries is first opened; its spinner shows meanwhile.
const WebhookDeliveries = lazyWithRetry<ComponentProps<typeof WebhookDeliveriesView>>(
  () => import("./webhook-deliveries").then((m) => ({ default: m.WebhookDeliveries })),
  { fallback: <Spinner label="Loading deliveries" /> },
);
const WebhookDialog = lazyDialog<ComponentProps<typeof WebhookDialogView>>(
  () => import("./webhook-dialog").then((m) => ({ default: m.WebhookDialog })),
  (p) => p.open,
);

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const when = (iso: string) => dateFormat.format(new Date(iso));

function Status({ hook }: { hook: WebhookDto }) {
  if (!hook.enabled)
    return (
      <Badge variant="destructive" title={hook.disabled_reason ?? undefined}>
        Disabled
      </Badge>
    );
  if (hook.failing_since) return <Badge variant="secondary">Failing</Badge>;
  return <Badge variant="outline">Enabled</Badge>;
}

type Props = { companyUid: string; initial: Collection<WebhookDto> };

export function WebhooksSettings({ companyUid, initial }: Props) {
  const queryClient = useQueryClient();
  const key = ["company", companyUid, "webhooks"] as const;
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => api<Collection<WebhookDto>>("/webhook"),
    initialData: initial,
  });
  const [dialog, setDialog] = useState<{ open: boolean; editing: WebhookDto | null; secret?: string }>({
    open: false,
    editing: null,
  });
  const [deleting, setDeleting] = useState<WebhookDto | null>(null);
  const [rotating, setRotating] = useState<WebhookDto | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  async function remove(hook: WebhookDto) {
    try {
      await api(`/webhook/${hook.uid}`, { method: "DELETE", ifMatch: hook.version });
      toast({ title: "Done", description: `${hook.url} was deleted.` });
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(error) });
    } finally {
      setDeleting(null);
      await refresh();
    }
  }

  async function rotate(hook: WebhookDto) {
    try {
      const saved = await api<WebhookWithSecret>(`/webhook/${hook.uid}/rotate-secret`, {
        method: "POST",
        ifMatch: hook.version,
      });
      setDialog({ open: true, editing: saved, secret: saved.secret });
      toast({ title: "Secret rotated", description: `Copy the new secret for ${hook.url} now.` });
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(error) });
    } finally {
      setRotating(null);
      await refresh();
    }
  }

  async function ping(hook: WebhookDto) {
    try {
      await api(`/webhook/${hook.uid}/test`, { method: "POST" });
      toast({ title: "Test sent", description: "A ping event is on its way; see it in the deliveries." });
      setExpanded(hook.uid);
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: deliveriesKey(companyUid, hook.uid) }),
        1500,
      );
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(error) });
    }
  }

  const hooks = items(data);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <SectionHeader
        title="Webhooks"
        description="Plinth tells your systems when estimates, project records and bids change, with a signed POST."
        action={
          <Button onClick={() => setDialog({ open: true, editing: null })}>
            <Plus />
            New endpoint
          </Button>
        }
      />
      {hooks.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          <Webhook className="size-6" />
          <p>No webhook endpoints yet.</p>
        </div>
      ) : (
        hooks.map((hook) => (
          <Card key={hook.uid} data-testid="webhook-endpoint" className="min-w-0 gap-3 py-4">
            <CardHeader className="grid min-w-0 gap-2 px-4">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <Status hook={hook} />
                <span className="min-w-0 break-all font-mono text-sm">{hook.url}</span>
              </div>
              {hook.description ? <p className="text-sm">{hook.description}</p> : null}
              <div className="flex flex-wrap gap-1">
                {hook.events.map((e) => (
                  <Badge key={e} variant="outline" className="font-mono font-normal">
                    {e}
                  </Badge>
                ))}
              </div>
              {!hook.enabled && hook.disabled_reason ? (
                <p className="text-destructive text-sm">
                  {hook.disabled_reason}. Fix the receiver, then enable it.
                </p>
              ) : null}
              {hook.failing_since ? (
                <p className="text-muted-foreground text-sm">Failing since {when(hook.failing_since)}</p>
              ) : null}
            </CardHeader>
            <CardContent className="grid gap-3 px-4">
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="ghost"
                  size="sm"
                  aria-expanded={expanded === hook.uid}
                  onClick={() => setExpanded(expanded === hook.uid ? null : hook.uid)}
                >
                  {expanded === hook.uid ? <ChevronDown /> : <ChevronRight />}
                  Deliveries
                </Button>
                <Button variant="outline" size="sm" onClick={() => ping(hook)}>
                  <Send />
                  Send test
                </Button>
                <Button variant="outline" size="sm" onClick={() => setDialog({ open: true, editing: hook })}>
                  Edit
                </Button>
                <Button variant="outline" size="sm" onClick={() => setRotating(hook)}>
                  <KeyRound />
                  Rotate secret
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDeleting(hook)}>
                  Delete
                </Button>
              </div>
              {expanded === hook.uid ? (
                <WebhookDeliveries companyUid={companyUid} webhookUid={hook.uid} />
              ) : null}
            </CardContent>
          </Card>
        ))
      )}
      <p className="text-muted-foreground text-sm">
        Each delivery carries <code className="font-mono">Plinth-Signature</code>; failures are retried for 24
        hours, and an endpoint failing for 3 days is turned off and the admins are mailed. See “Webhooks” in
        the API guide.
      </p>
      <WebhookDialog
        open={dialog.open}
        editing={dialog.editing}
        rotatedSecret={dialog.secret}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open, secret: open ? d.secret : undefined }))}
        onSaved={refresh}
      />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title="Rotate the signing secret?"
        description={`A new secret is made and shown once; deliveries to ${rotating?.url ?? ""} are signed with it at once, so update your receiver.`}
        confirmLabel="Rotate secret"
        onConfirm={() => (rotating ? rotate(rotating) : Promise.resolve())}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete webhook endpoint?"
        description={`Nothing more is sent to ${deleting?.url ?? ""}, and its delivery log goes with it.`}
        confirmLabel="Delete endpoint"
        destructive
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
      />
    </div>
  );
}
