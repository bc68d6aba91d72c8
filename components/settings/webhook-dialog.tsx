"use client";

import { Check, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import {
  ApiFormElement,
  FormField,
  FormMessage,
  fieldMessage,
  SubmitButton,
} from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { checkboxClassName } from "@/components/ui/checkbox-class";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { ApiClientError, api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import type { WebhookDto, WebhookWithSecret } from "@/lib/contract/webhook";
import { type WebhookEvent, webhookEventLabels, webhookEvents } from "@/lib/domain/webhooks";

type Values = { url: string; description: string; events: WebhookEvent[]; enabled: boolean };
type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The endpoint edited; none for a new one. */
  editing: WebhookDto | null;
  onSaved: () => Promise<void>;
  /** A secret just rotated, shown once (then the dialog closes). */
  rotatedSecret?: string;
};

const blank: Values = { url: "", description: "", events: ["estimate.updated"], enabled: true };
const valuesOf = (w: WebhookDto | null): Values =>
  w ? { url: w.url, description: w.description, events: w.events, enabled: w.enabled } : blank;

/** The events an endpoint gets, as checkboxes. */
function EventChecklist({
  value,
  onChange,
  error,
}: {
  value: WebhookEvent[];
  onChange: (v: WebhookEvent[]) => void;
  error?: string;
}) {
  return (
    <fieldset className="grid gap-2" aria-describedby="webhook-events-error">
      <legend className="mb-1 font-medium text-sm">Events</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {webhookEvents.map((event) => (
          <label key={event} className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className={`${checkboxClassName} mt-0.5`}
              checked={value.includes(event)}
              onChange={(e) =>
                onChange(e.target.checked ? [...value, event] : value.filter((v) => v !== event))
              }
            />
            <span>
              {webhookEventLabels[event]}
              <span className="block font-mono text-muted-foreground text-xs">{event}</span>
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="webhook-events-error" className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function SecretShown({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-4">
      <DialogHeading
        title="Copy the signing secret"
        description="This is the only time it is shown. Your receiver uses it to check the Plinth-Signature header."
      />
      <div className="flex min-w-0 items-center gap-2">
        <Input
          readOnly
          value={secret}
          aria-label="Signing secret"
          data-testid="webhook-secret"
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Copy signing secret"
          onClick={async () => {
            await navigator.clipboard.writeText(secret).catch(() => undefined);
            setCopied(true);
          }}
        >
          {copied ? <Check /> : <Copy />}
        </Button>
      </div>
      <DialogFooter>
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </DialogFooter>
    </div>
  );
}

/** Adds an endpoint (then shows its secret once) or edits one (URL, description, events, on/off). */
export function WebhookDialog({ open, onOpenChange, editing, onSaved, rotatedSecret }: Props) {
  const [created, setSecret] = useState<string | null>(null);
  // A secret just rotated (Settings › Webhooks' Rotate secret) is shown once, like one made on create.
  const secret = created ?? rotatedSecret ?? null;
  const kit = useApiForm<Values, WebhookDto | WebhookWithSecret>({
    schema: () => import("@/lib/contract/webhook").then((m) => m.webhookInput as never),
    defaultValues: valuesOf(editing),
    submit: (values) =>
      editing
        ? api<WebhookDto>(`/webhook/${editing.uid}`, {
            method: "PUT",
            ifMatch: editing.version,
            body: values,
          })
        : api<WebhookWithSecret>("/webhook", { method: "POST", body: values }),
    successToast: (saved) => `Webhook ${saved.url} ${editing ? "saved" : "added"}`,
    onSuccess: (saved) => {
      void onSaved();
      if ("secret" in saved) setSecret(saved.secret);
      else onOpenChange(false);
    },
    onError: (error) =>
      error instanceof ApiClientError && error.status === 412
        ? "Someone else changed this endpoint. Close and open it again to see their changes."
        : undefined,
  });
  const { restart } = kit;
  useEffect(() => {
    if (open) restart(valuesOf(editing));
  }, [open, editing, restart]);
  const events = kit.bind("events");
  const enabled = kit.bind("enabled");

  const close = (next: boolean) => {
    if (kit.pending) return;
    if (!next) setSecret(null);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-xl">
        {secret ? (
          <SecretShown secret={secret} onDone={() => close(false)} />
        ) : (
          <ApiFormElement kit={kit} className="grid gap-4">
            <DialogHeading
              title={editing ? "Edit webhook endpoint" : "New webhook endpoint"}
              description="Plinth POSTs a signed JSON body to this URL when one of the chosen events happens."
            />
            <FormField
              kit={kit}
              name="url"
              id="webhook-url"
              label="Endpoint URL"
              placeholder="https://example.com/plinth/webhooks"
              inputMode="url"
              autoComplete="off"
            />
            <FormField
              kit={kit}
              name="description"
              id="webhook-description"
              label="Description (optional)"
              placeholder="e.g. CRM sync"
            />
            <EventChecklist
              value={events.value}
              onChange={events.onChange}
              error={fieldMessage(kit, "events")}
            />
            <div className="flex items-start gap-3">
              <Switch id="webhook-enabled" checked={enabled.value} onCheckedChange={enabled.onChange} />
              <div className="grid gap-1">
                <Label htmlFor="webhook-enabled">Enabled</Label>
                <p className="text-muted-foreground text-sm">
                  Turned off, nothing is sent. Turning it back on clears a disable for failing.
                </p>
              </div>
            </div>
            <FormMessage kit={kit} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={kit.pending}>
                Cancel
              </Button>
              <SubmitButton kit={kit}>{editing ? "Save" : "Add endpoint"}</SubmitButton>
            </DialogFooter>
          </ApiFormElement>
        )}
      </DialogContent>
    </Dialog>
  );
}
