"use client";

import { useState } from "react";
import { fieldMessage } from "@/components/shared/form-kit";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ApiForm } from "@/lib/client/use-api-form";
import type { CreateApiKeyInput } from "@/lib/contract/api-key";

type Kit = ApiForm<CreateApiKeyInput>;

function Message({ text, id }: { text: string | undefined; id: string }) {
  return text ? (
    <p id={id} className="text-destructive text-sm">
      {text}
    </p>
  ) : null;
}

/** Scopes (narrow the key below its role), an expiry date and a per-minute rate limit: all optional. */
export function ApiKeyLimitsFields({ kit }: { kit: Kit }) {
  const scopes = kit.bind("scopes");
  const expires = kit.bind("expires_at");
  const limit = kit.bind("rate_limit");
  const [scopeText, setScopeText] = useState((scopes.value ?? []).join(", "));
  const scopeError =
    fieldMessage(kit, "scopes") ?? Object.entries(flat(kit)).find(([k]) => k.startsWith("scopes"))?.[1];
  return (
    <>
      <div className="grid gap-2">
        <Label htmlFor="api-key-scopes">Scopes (optional)</Label>
        <Input
          id="api-key-scopes"
          value={scopeText}
          placeholder="e.g. project:read, estimate:write"
          aria-describedby="api-key-scopes-help"
          onChange={(e) => {
            setScopeText(e.target.value);
            const list = e.target.value
              .split(/[\s,]+/)
              .map((s) => s.trim())
              .filter(Boolean);
            scopes.onChange(list.length > 0 ? list : null);
          }}
        />
        <p id="api-key-scopes-help" className="text-muted-foreground text-sm">
          Leave empty for everything the role allows. Write includes read.
        </p>
        <Message id="api-key-scopes-error" text={scopeError} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="api-key-expiry">Expires (optional)</Label>
          <Input
            id="api-key-expiry"
            type="date"
            value={expires.value ? expires.value.slice(0, 10) : ""}
            onChange={(e) => expires.onChange(e.target.value ? `${e.target.value}T00:00:00Z` : null)}
          />
          <Message id="api-key-expiry-error" text={fieldMessage(kit, "expires_at")} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="api-key-rate">Requests per minute</Label>
          <Input
            id="api-key-rate"
            type="number"
            min={1}
            inputMode="numeric"
            placeholder="120"
            value={limit.value ?? ""}
            onChange={(e) => limit.onChange(e.target.value === "" ? null : Number(e.target.value))}
          />
          <Message id="api-key-rate-error" text={fieldMessage(kit, "rate_limit")} />
        </div>
      </div>
    </>
  );
}

function flat(kit: Kit): Record<string, string> {
  const errors = kit.formState.errors as Record<string, unknown>;
  const scopeErrors = errors.scopes as unknown;
  if (!Array.isArray(scopeErrors)) return {};
  return Object.fromEntries(
    scopeErrors.flatMap((e, i) =>
      e && typeof e === "object" && "message" in e ? [[`scopes.${i}`, String(e.message)]] : [],
    ),
  );
}
