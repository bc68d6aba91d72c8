"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { useEffect, useState } from "react";
import { ApiFormElement, FormField, FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiClientError, api } from "@/lib/client/api";
import { settingsKeys } from "@/lib/client/settings";
import { useApiForm } from "@/lib/client/use-api-form";
import { toast } from "@/lib/client/use-toast";
import type { CompanyDto } from "@/lib/contract/company";
import { LogoUpload } from "./logo-upload";
import { SectionHeader } from "./section-header";

export const staleCompanyMessage =
  "Someone else changed the company settings. Reload to see their changes, then save again.";

// The contract's rule for the name, imported on the first validation (zod stays out of the first load).
const companyNameForm = () =>
  import("@/lib/contract/company").then((m) => m.createCompanyInput.pick({ company_name: true }));

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
  const [stale, setStale] = useState(false);
  const kit = useApiForm({
    schema: companyNameForm,
    defaultValues: { company_name: company.company_name },
    submit: (values) => api<CompanyDto>("/company", { method: "PUT", body: values, ifMatch: base.version }),
    onSuccess: (updated) => {
      queryClient.setQueryData(settingsKeys.company(company.uid), updated);
      setBase(updated);
      kit.restart({ company_name: updated.company_name });
      toast({ title: "Saved", description: "The company name was updated." });
    },
    onError: (error) => {
      if (!(error instanceof ApiClientError && error.status === 412)) return;
      setStale(true);
      return staleCompanyMessage;
    },
    failureToast: "An error occurred updating company",
  });
  const { restart, pending } = kit;
  const dirty = kit.watch("company_name") !== base.company_name;
  // A newer company arrived (realtime, refetch) while nothing is typed: show it. While typing, keep the base.
  useEffect(() => {
    if (company.version === base.version || dirty || pending || stale) return;
    setBase(company);
    restart({ company_name: company.company_name });
  }, [company, base.version, dirty, pending, stale, restart]);

  async function reload() {
    const fresh = await queryClient.fetchQuery({
      queryKey: settingsKeys.company(company.uid),
      queryFn: () => api<CompanyDto>("/company"),
      staleTime: 0,
    });
    setBase(fresh);
    restart({ company_name: fresh.company_name });
    setStale(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Company name</CardTitle>
        <CardDescription>Shown in the header and on invitations.</CardDescription>
      </CardHeader>
      <CardContent>
        <ApiFormElement kit={kit} className="grid max-w-md gap-3">
          <FormField
            kit={kit}
            name="company_name"
            id="company_name"
            label="Company Name"
            maxLength={200}
            disabled={!canEdit}
          />
          <FormMessage kit={kit}>
            {stale && (
              <Button type="button" variant="outline" size="sm" className="mt-2 w-fit" onClick={reload}>
                Reload
              </Button>
            )}
          </FormMessage>
          {canEdit && (
            <SubmitButton kit={kit} className="w-fit" disabled={!dirty}>
              Save
            </SubmitButton>
          )}
        </ApiFormElement>
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
