"use client";

import { Check, Copy } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
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
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import type { ApiKeyDto } from "@/lib/contract/api-key";
import type { Role } from "@/lib/domain/roles";
import { RoleField } from "./role-field";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCreated: () => Promise<void> };
const empty = { name: "", role: "viewer" as Role };

/** Names a new key and its role; after creation shows the secret once, with a copy button. */
export function ApiKeyDialog({ open, onOpenChange, onCreated }: Props) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const close = (next: boolean) => {
    if (pending) return;
    if (!next) {
      setValues(empty);
      setErrors({});
      setServerError(null);
      setSecret(null);
      setCopied(false);
    }
    onOpenChange(next);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!values.name.trim()) return setErrors({ name: "Required" });
    setErrors({});
    setPending(true);
    try {
      const created = await api<ApiKeyDto & { secret: string }>("/api-key", {
        method: "POST",
        body: { name: values.name.trim(), role: values.role },
      });
      setSecret(created.secret);
      await onCreated();
    } catch (e) {
      if (e instanceof ApiClientError && e.errors) setErrors(e.errors);
      setServerError(errorMessage(e));
    } finally {
      setPending(false);
    }
  }

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
            <DialogHeader>
              <DialogTitle>Copy your API key</DialogTitle>
              <DialogDescription>
                This is the only time the key is shown. Store it in your integration's secret settings.
              </DialogDescription>
            </DialogHeader>
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
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>New API key</DialogTitle>
              <DialogDescription>
                A key acts for this company with the role you give it, never more than your own.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="api-key-name">Name</Label>
              <Input
                id="api-key-name"
                value={values.name}
                placeholder="e.g. Power BI export"
                onChange={(e) => setValues({ ...values, name: e.target.value })}
                aria-invalid={Boolean(errors.name)}
                aria-describedby="api-key-name-error"
              />
              <FieldError id="api-key-name-error" message={errors.name} />
            </div>
            <RoleField
              id="api-key-role"
              value={values.role}
              onChange={(role) => setValues({ ...values, role })}
            />
            {serverError && (
              <Alert variant="destructive">
                <AlertDescription>{serverError}</AlertDescription>
              </Alert>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => close(false)} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" disabled={pending}>
                {pending && <Spinner />}
                Create key
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
