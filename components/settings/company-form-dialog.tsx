"use client";

import { useEffect } from "react";
import { FormDialog } from "@/components/shared/form-dialog";
import { FormField } from "@/components/shared/form-kit";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Switch } from "@/components/ui/switch";
import { ApiClientError, api } from "@/lib/client/api";
import type { CompanyListItem } from "@/lib/client/settings";
import { useApiForm } from "@/lib/client/use-api-form";
import type { CreateCompanyInput } from "@/lib/contract/company";
import { companyFlags } from "./company-flags";

const blank: CreateCompanyInput = {
  company_name: "",
  login_type: "password",
  is_market_data_visible: false,
  is_v2_estimate: false,
  is_ai_assistant_enabled: false,
};

type Props = {
  /** null: closed; "new": create; a company: rename it. */
  target: CompanyListItem | "new" | null;
  onClose: () => void;
  onSaved: (company: CompanyListItem) => Promise<void>;
};

function saveCompany(target: CompanyListItem | "new", values: CreateCompanyInput) {
  if (target === "new") return api<CompanyListItem>("/companies", { method: "POST", body: values });
  return api<CompanyListItem>(`/companies/${target.uid}`, {
    method: "PUT",
    body: { company_name: values.company_name },
    ifMatch: target.version,
  });
}

export function CompanyFormDialog({ target, onClose, onSaved }: Props) {
  const creating = target === "new";
  const kit = useApiForm({
    schema: () => import("@/lib/contract/company").then((m) => m.createCompanyInput),
    defaultValues: blank,
    submit: (values) => saveCompany(target ?? "new", values),
    onSuccess: async (saved) => {
      await onSaved(saved);
      onClose();
    },
    onError: (error) =>
      error instanceof ApiClientError && error.status === 412
        ? "Someone else changed this company. Close this dialog to see the latest, then try again."
        : undefined,
  });
  const { restart } = kit;
  useEffect(() => {
    restart(target && target !== "new" ? { ...blank, company_name: target.company_name } : blank);
  }, [target, restart]);
  const loginType = kit.bind("login_type");

  return (
    <FormDialog
      open={target !== null}
      onClose={onClose}
      kit={kit}
      title={creating ? "New company" : "Rename company"}
      description={
        creating
          ? "A customer company. Invite its first admin from Users after switching to it."
          : "The name shown to everyone in it."
      }
      submitLabel={creating ? "Create company" : "Save name"}
    >
      <FormField kit={kit} name="company_name" id="company-form-name" label="Company Name" maxLength={200} />
      {creating && (
        <>
          <div className="grid gap-2">
            <Label htmlFor="company-form-login">Sign-in</Label>
            <NativeSelect
              id="company-form-login"
              value={loginType.value}
              onChange={(e) => loginType.onChange(e.target.value as CreateCompanyInput["login_type"])}
            >
              <option value="password">Password</option>
              <option value="sso">Single sign-on</option>
            </NativeSelect>
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-medium text-sm">Features</legend>
            {companyFlags.map((flag) => (
              <div key={flag.name} className="flex items-center justify-between gap-4">
                <Label htmlFor={`company-form-${flag.name}`} className="font-normal">
                  {flag.label}
                </Label>
                <Switch
                  id={`company-form-${flag.name}`}
                  checked={kit.watch(flag.name)}
                  onCheckedChange={(checked) => kit.bind(flag.name).onChange(checked)}
                />
              </div>
            ))}
          </fieldset>
        </>
      )}
    </FormDialog>
  );
}
