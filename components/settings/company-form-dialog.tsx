"use client";

import { type FormEvent, useEffect, useState } from "react";
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
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import { type CompanyListItem, ifMatch } from "@/lib/client/settings";

export const companyFlags = [
  { name: "is_market_data_visible", label: "Market data" },
  { name: "is_v2_estimate", label: "V2 estimates" },
  { name: "is_ai_assistant_enabled", label: "AI assistant" },
] as const;

type Values = {
  company_name: string;
  login_type: "password" | "sso";
  is_market_data_visible: boolean;
  is_v2_estimate: boolean;
  is_ai_assistant_enabled: boolean;
};
const blank: Values = {
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

export function CompanyFormDialog({ target, onClose, onSaved }: Props) {
  const [values, setValues] = useState<Values>(blank);
  const [error, setError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const creating = target === "new";

  useEffect(() => {
    setValues(target && target !== "new" ? { ...blank, company_name: target.company_name } : blank);
    setError(null);
    setServerError(null);
  }, [target]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    setServerError(null);
    if (!values.company_name.trim()) return setError("Required");
    setError(null);
    setPending(true);
    try {
      const saved = creating
        ? await api<CompanyListItem>("/companies", { method: "POST", body: values })
        : await api<CompanyListItem>(`/companies/${target.uid}`, {
            method: "PUT",
            body: { company_name: values.company_name },
            headers: ifMatch(target.version),
          });
      await onSaved(saved);
      onClose();
    } catch (e) {
      if (e instanceof ApiClientError && e.errors?.company_name) setError(e.errors.company_name);
      setServerError(
        e instanceof ApiClientError && e.status === 412
          ? "Someone else changed this company. Close this dialog to see the latest, then try again."
          : errorMessage(e),
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{creating ? "New company" : "Rename company"}</DialogTitle>
            <DialogDescription>
              {creating
                ? "A customer company. Invite its first admin from Users after switching to it."
                : "The name shown to everyone in it."}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="company-form-name">Company Name</Label>
            <Input
              id="company-form-name"
              value={values.company_name}
              maxLength={200}
              onChange={(e) => setValues({ ...values, company_name: e.target.value })}
              aria-invalid={Boolean(error)}
              aria-describedby="company-form-name-error"
            />
            <FieldError id="company-form-name-error" message={error} />
          </div>
          {creating && (
            <>
              <div className="grid gap-2">
                <Label htmlFor="company-form-login">Sign-in</Label>
                <NativeSelect
                  id="company-form-login"
                  value={values.login_type}
                  onChange={(e) =>
                    setValues({ ...values, login_type: e.target.value as Values["login_type"] })
                  }
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
                      checked={values[flag.name]}
                      onCheckedChange={(checked) => setValues({ ...values, [flag.name]: checked })}
                    />
                  </div>
                ))}
              </fieldset>
            </>
          )}
          {serverError && (
            <Alert variant="destructive">
              <AlertDescription>{serverError}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              {creating ? "Create company" : "Save name"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
