"use client";

import { Check, Copy } from "lucide-react";
import { useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { ApiFormElement, FormField, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import type { ApiKeyDto } from "@/lib/contract/api-key";
import { ApiKeyLimitsFields } from "./api-key-limits-fields";
import { RoleField } from "./role-field";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => Promise<void> };

/** Names a new key and its role; after creation shows the secret once, with a copy button. */
export function ApiKeyDialog({ open, onOpenChange, onCreated }: Props) {
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const kit = useApiForm({
    schema: () => import("@/lib/contract/api-key").then((m) => m.createApiKeyInput),
    defaultValues: { name: "", role: "viewer" },
    submit: (values) => api<ApiKeyDto & { secret: string }>("/api-key", { method: "POST", body: values }),
    // The list refreshes behind the secret: awaiting it kept the form pending, and Done (ignored while a
    // submit is pending) did nothing until the refresh came back.
    successToast: (created) => `API key “${created.name}” created`,
    onSuccess: (created) => {
      setSecret(created.secret);
      void onCreated();
    },
  });
  const role = kit.bind("role");

  const close = (next: boolean) => {
    if (kit.pending) return;
    if (!next) {
      kit.restart();
      setSecret(null);
      setCopied(false);
    }
    onOpenChange(next);
  };

  async function copy() {
    if (!secret) return;
    await navigator.clipboard.writeText(secret).catch(() => undefined);
    setCopied(true);
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        {secret ? (
          <div className="grid gap-4">
            <DialogHeading
              title="Copy your API key"
              description="This is the only time the key is shown. Store it in your integration's secret settings."
            />
            <div className="flex min-w-0 items-center gap-2">
              <Input
                readOnly
                value={secret}
                aria-label="API key"
                data-testid="api-key-secret"
                className="font-mono text-xs"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button type="button" variant="outline" size="icon" onClick={copy} aria-label="Copy API key">
                {copied ? <Check /> : <Copy />}
              </Button>
            </div>
            <p className="text-muted-foreground text-sm">
              Send it as <code className="font-mono">Authorization: Bearer &lt;key&gt;</code> to{" "}
              <code className="font-mono">/api/v1</code>. Every endpoint is described in the{" "}
              <a href="/api-reference" className="text-primary underline underline-offset-4">
                API reference
              </a>
              .
            </p>
            <DialogFooter>
              <Button type="button" onClick={() => close(false)}>
                Done
              </Button>
            </DialogFooter>
          </div>
        ) : (
          <ApiFormElement kit={kit} className="grid gap-4">
            <DialogHeading
              title="New API key"
              description="A key acts for this company with the role you give it, never more than your own."
            />
            <FormField
              kit={kit}
              name="name"
              id="api-key-name"
              label="Name"
              placeholder="e.g. Power BI export"
            />
            <RoleField id="api-key-role" value={role.value} onChange={role.onChange} />
            <ApiKeyLimitsFields kit={kit} />
            <FormMessage kit={kit} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={kit.pending}>
                Cancel
              </Button>
              <SubmitButton kit={kit}>Create key</SubmitButton>
            </DialogFooter>
          </ApiFormElement>
        )}
      </DialogContent>
    </Dialog>
  );
}
