"use client";

import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import {
  ApiFormElement,
  FormField,
  FormMessage,
  FormSelect,
  SubmitButton,
} from "@/components/shared/form-kit";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import { toast } from "@/lib/client/use-toast";
import type { SsoConfigDto, SsoTestDto } from "@/lib/contract/sso";
import { roles } from "@/lib/domain/roles";
import { SectionHeader } from "./section-header";

const ssoForm = () => import("@/lib/contract/sso").then((m) => m.ssoConfigForm);

type FormValues = {
  issuer_url: string;
  client_id: string;
  client_secret: string;
  domains: string;
  default_role: (typeof roles)[number];
  jit_enabled: boolean;
  require_sso: boolean;
};

const formValues = (c: SsoConfigDto): FormValues => ({
  issuer_url: c.issuer_url,
  client_id: c.client_id,
  client_secret: "",
  domains: c.domains.join(", "),
  default_role: c.default_role,
  jit_enabled: c.jit_enabled,
  require_sso: c.require_sso,
});

function SwitchRow({ id, label, hint, ...bound }: { id: string; label: string; hint: string } & Bound) {
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={bound.value} onCheckedChange={bound.onChange} className="mt-0.5" />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p className="text-muted-foreground text-sm">{hint}</p>
      </div>
    </div>
  );
}
const Hint = ({ id, children }: { id: string; children: string }) => (
  <p id={id} className="text-muted-foreground text-xs">
    {children}
  </p>
);

type Bound = { value: boolean; onChange: (value: boolean) => void };

function TestResult({ result }: { result: SsoTestDto }) {
  const rows: [string, string][] = [
    ["Issuer", result.issuer],
    ["Authorization", result.authorization_endpoint],
    ["Token", result.token_endpoint],
    ["Keys (JWKS)", result.jwks_uri],
    ["Signing algorithms", result.id_token_signing_alg_values_supported.join(", ") || "—"],
    ["PKCE", result.code_challenge_methods_supported.join(", ") || "—"],
  ];
  return (
    <Alert role="status">
      <CheckCircle2 className="size-4" />
      <AlertDescription className="grid gap-2">
        <p className="font-medium text-foreground">The identity provider answered.</p>
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[9rem_minmax(0,1fr)]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </AlertDescription>
    </Alert>
  );
}

export function SsoSettings({ initial }: { initial: SsoConfigDto }) {
  const [saved, setSaved] = useState(initial);
  const [testing, setTesting] = useState(false);
  const [tested, setTested] = useState<SsoTestDto | null>(null);
  const [testError, setTestError] = useState<string | null>(null);
  const kit = useApiForm<FormValues, SsoConfigDto>({
    schema: ssoForm,
    defaultValues: formValues(initial),
    submit: async (values) => {
      const { domainList } = await import("@/lib/contract/sso");
      return api<SsoConfigDto>("/company/sso", {
        method: "PUT",
        ifMatch: saved.version,
        body: {
          ...values,
          domains: domainList(values.domains),
          client_secret: values.client_secret || undefined,
        },
      });
    },
    onSuccess: (updated) => {
      setSaved(updated);
      kit.restart(formValues(updated));
      toast({ title: "Saved", description: "Single sign-on settings were updated." });
    },
    onError: (error) =>
      error instanceof ApiClientError && error.status === 412
        ? "Someone else changed these settings. Reload the page to see their changes, then save again."
        : undefined,
  });

  async function testConnection() {
    setTesting(true);
    setTested(null);
    setTestError(null);
    try {
      const issuer_url = kit.getValues("issuer_url").trim();
      setTested(await api<SsoTestDto>("/company/sso/test", { method: "POST", body: { issuer_url } }));
    } catch (error) {
      const field = error instanceof ApiClientError ? error.errors?.issuer_url : undefined;
      setTestError(field ?? errorMessage(error));
    } finally {
      setTesting(false);
    }
  }

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <SectionHeader
        title="Single sign-on"
        description="Let your people sign in through your identity provider (OpenID Connect)."
      />
      <Card>
        <CardHeader>
          <CardTitle>Identity provider</CardTitle>
          <CardDescription className="break-words">
            Register this redirect URI with your provider:{" "}
            <code className="break-all text-foreground">{saved.redirect_uri}</code>
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ApiFormElement kit={kit} className="grid max-w-xl gap-4">
            <FormField
              kit={kit}
              name="issuer_url"
              id="issuer_url"
              label="Issuer URL"
              placeholder="https://login.example.com"
              maxLength={500}
            />
            <div className="grid gap-3">
              <Button
                type="button"
                variant="outline"
                className="w-fit"
                onClick={testConnection}
                disabled={testing}
              >
                {testing && <Spinner label="Testing" />}
                Test connection
              </Button>
              {tested && <TestResult result={tested} />}
              {testError && (
                <Alert variant="destructive" role="alert">
                  <AlertDescription>{testError}</AlertDescription>
                </Alert>
              )}
            </div>
            <FormField
              kit={kit}
              name="client_id"
              id="client_id"
              label="Client ID"
              maxLength={300}
              autoComplete="off"
            />
            <FormField
              kit={kit}
              name="client_secret"
              id="client_secret"
              label="Client secret"
              type="password"
              autoComplete="new-password"
              maxLength={500}
              placeholder={saved.has_client_secret ? "Saved — leave empty to keep it" : ""}
              aria-describedby="client_secret-hint client_secret-error"
              hint={<Hint id="client_secret-hint">Stored encrypted and never shown again.</Hint>}
            />
            <FormField
              kit={kit}
              name="domains"
              id="domains"
              label="Email domains"
              placeholder="example.com, example.co.uk"
              aria-describedby="domains-hint domains-error"
              hint={
                <Hint id="domains-hint">People with these email domains sign in through the provider.</Hint>
              }
            />
            <FormSelect kit={kit} name="default_role" id="default_role" label="Role for new users">
              {roles.map((r) => (
                <option key={r} value={r}>
                  {r[0]!.toUpperCase() + r.slice(1)}
                </option>
              ))}
            </FormSelect>
            <SwitchRow
              id="jit_enabled"
              label="Create accounts on first sign-in"
              hint="Someone from these domains without a Plinth account gets one, with the role above."
              {...kit.bind("jit_enabled")}
            />
            <SwitchRow
              id="require_sso"
              label="Require single sign-on"
              hint="Everyone in these domains must sign in through the provider; passwords stop working."
              {...kit.bind("require_sso")}
            />
            <FormMessage kit={kit} />
            <SubmitButton kit={kit} className="w-fit">
              Save
            </SubmitButton>
          </ApiFormElement>
        </CardContent>
      </Card>
    </div>
  );
}
