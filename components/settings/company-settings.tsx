"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import { ifMatch, settingsKeys } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { CompanyDto } from "@/lib/contract/company";
import { LogoUpload } from "./logo-upload";
import { SectionHeader } from "./section-header";

export const staleCompanyMessage =
  "Someone else changed the company settings. Reload to see their changes, then save again.";

function useCompanyData(initial: CompanyDto) {
  return useQuery({
    queryKey: settingsKeys.company(initial.uid),
    queryFn: () => api<CompanyDto>("/company"),
    initialData: initial,
  });
}

function NameForm({ company, canEdit }: { company: CompanyDto; canEdit: boolean }) {
  const queryClient = useQueryClient();
  // The version the edit started from: sent as If-Match, so a change made meanwhile is never overwritten blind.
  const [base, setBase] = useState(company);
  const [name, setName] = useState(company.company_name);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [pending, setPending] = useState(false);
  const dirty = name !== base.company_name;
  // A newer company arrived (realtime, refetch) while nothing is typed: show it. While typing, keep the base.
  if (company.version !== base.version && !dirty && !pending && !stale) {
    setBase(company);
    setName(company.company_name);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    if (!name.trim()) return setError("Required");
    setError(null);
    setPending(true);
    try {
      const updated = await api<CompanyDto>("/company", {
        method: "PUT",
        body: { company_name: name },
        headers: ifMatch(base.version),
      });
      queryClient.setQueryData(settingsKeys.company(company.uid), updated);
      setBase(updated);
      setName(updated.company_name);
      toast({ title: "Saved", description: "The company name was updated." });
    } catch (e) {
      if (e instanceof ApiClientError && e.status === 412) {
        setStale(true);
        setServerError(staleCompanyMessage);
      } else {
        if (e instanceof ApiClientError && e.errors?.company_name) setError(e.errors.company_name);
        setServerError(errorMessage(e));
      }
      toast({ variant: "destructive", title: "Error", description: "An error occurred updating company" });
    } finally {
      setPending(false);
    }
  }

  async function reload() {
    const fresh = await queryClient.fetchQuery({
      queryKey: settingsKeys.company(company.uid),
      queryFn: () => api<CompanyDto>("/company"),
      staleTime: 0,
    });
    setBase(fresh);
    setName(fresh.company_name);
    setStale(false);
    setServerError(null);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Company name</CardTitle>
        <CardDescription>Shown in the header and on invitations.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={save} noValidate className="grid max-w-md gap-3">
          <div className="grid gap-2">
            <Label htmlFor="company_name">Company Name</Label>
            <Input
              id="company_name"
              value={name}
              maxLength={200}
              disabled={!canEdit}
              onChange={(e) => {
                setName(e.target.value);
                if (error) setError(e.target.value.trim() ? null : "Required");
              }}
              aria-invalid={Boolean(error)}
              aria-describedby="company_name-error"
            />
            <FieldError id="company_name-error" message={error} />
          </div>
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription>
                {serverError}
                {stale && (
                  <Button type="button" variant="outline" size="sm" className="mt-2 w-fit" onClick={reload}>
                    Reload
                  </Button>
                )}
              </AlertDescription>
            </Alert>
          )}
          {canEdit && (
            <Button type="submit" className="w-fit" disabled={pending || !dirty}>
              {pending && <Spinner />}
              Save
            </Button>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

export function CompanySettings({ initial, canEdit }: { initial: CompanyDto; canEdit: boolean }) {
  const { data: company } = useCompanyData(initial);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <SectionHeader
        title="Company"
        description={
          canEdit ? "Your company's name and logo." : "Only company admins can change these settings."
        }
      />
      <NameForm company={company} canEdit={canEdit} />
      <Card>
        <CardHeader>
          <CardTitle>Logo</CardTitle>
          <CardDescription>
            PNG, JPEG, GIF, WebP or SVG. Images are scaled to fit 600 × 600 pixels before upload.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {canEdit ? (
            <LogoUpload company={company} />
          ) : company.logo_url ? (
            // biome-ignore lint/performance/noImgElement: an uploaded logo of any size, from storage.
            <img
              src={company.logo_url}
              alt={`${company.company_name} logo`}
              className="h-16 w-auto max-w-60 object-contain"
            />
          ) : (
            <p className="flex items-center gap-2 text-muted-foreground text-sm">
              <Building2 className="size-4" /> No logo yet.
            </p>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
