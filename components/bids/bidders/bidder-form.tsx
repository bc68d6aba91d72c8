"use client";

// A bidder's form (form kit): name, trades (MasterFormat divisions), service area, notes, prequalified and
// contacts. A new bidder is created by POST; an existing one saved by PUT under If-Match (a 412 reloads it).
import { PlusIcon, XIcon } from "lucide-react";
import {
  ApiFormElement,
  FieldShell,
  FormField,
  FormMessage,
  FormTextarea,
  fieldMessage,
  SubmitButton,
} from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { checkboxClassName } from "@/components/ui/checkbox-class";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import type { BidderDetailDto, CreateBidderInput } from "@/lib/contract/bidder";
import { TradesPicker } from "./trades-picker";

type Props = {
  bidder: BidderDetailDto | null;
  canEdit: boolean;
  onSaved: (bidder: BidderDetailDto) => unknown;
  onStale: () => unknown;
  onCancel: () => void;
};

const blankContact = { name: "", email: "", phone: "" };

export function BidderForm({ bidder, canEdit, onSaved, onStale, onCancel }: Props) {
  const kit = useApiForm<CreateBidderInput, BidderDetailDto>({
    schema: () => import("@/lib/contract/bidder").then((m) => m.createBidderInput),
    defaultValues: {
      name: bidder?.name ?? "",
      trades: bidder?.trades ?? [],
      service_area: bidder?.service_area ?? "",
      notes: bidder?.notes ?? "",
      prequalified: bidder?.prequalified ?? false,
      contacts:
        bidder?.contacts.map((c) => ({ name: c.name, email: c.email ?? "", phone: c.phone ?? "" })) ?? [],
    },
    submit: (values) =>
      bidder
        ? api<BidderDetailDto>(`/bidder/${bidder.uid}`, {
            method: "PUT",
            body: values,
            ifMatch: bidder.version,
          })
        : api<BidderDetailDto>("/bidder", { method: "POST", body: values }),
    successToast: (saved) => `${saved.name} ${bidder ? "saved" : "added to the directory"}`,
    onSuccess: onSaved,
    onError: () => (bidder ? onStale() : undefined),
  });
  const trades = kit.bind("trades");
  const contacts = kit.bind("contacts");
  const setContact = (i: number, field: keyof typeof blankContact, text: string) =>
    contacts.onChange(contacts.value.map((c, j) => (j === i ? { ...c, [field]: text } : c)));
  return (
    <ApiFormElement kit={kit} className="grid gap-4" aria-label="Bidder">
      <fieldset disabled={!canEdit} className="grid gap-4 sm:grid-cols-2">
        <FormField
          kit={kit}
          name="name"
          id="bidder-name"
          label="Company name"
          fieldClassName="sm:col-span-2"
        />
        <FieldShell
          id="bidder-trades"
          label="Trades"
          error={fieldMessage(kit, "trades")}
          className="grid gap-2 sm:col-span-2"
        >
          <TradesPicker
            id="bidder-trades"
            value={trades.value}
            onChange={trades.onChange}
            disabled={!canEdit}
          />
        </FieldShell>
        <FormField
          kit={kit}
          name="service_area"
          id="bidder-area"
          label="Service area"
          placeholder="Houston metro, Gulf Coast"
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" className={checkboxClassName} {...kit.register("prequalified")} />
          Prequalified
        </label>
        <FormTextarea
          kit={kit}
          name="notes"
          id="bidder-notes"
          label="Notes"
          rows={3}
          fieldClassName="sm:col-span-2"
        />
      </fieldset>
      <fieldset disabled={!canEdit} className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">Contacts</legend>
        {contacts.value.length === 0 ? (
          <p className="text-muted-foreground text-sm">No contacts yet.</p>
        ) : null}
        {contacts.value.map((c, i) => (
          <div key={i} className="grid gap-2 rounded-md border p-2 sm:grid-cols-[1fr_1fr_10rem_auto]">
            {(["name", "email", "phone"] as const).map((field) => (
              <div key={field} className="grid gap-1">
                <Input
                  aria-label={`Contact ${i + 1} ${field}`}
                  placeholder={field === "name" ? "Name" : field === "email" ? "Email" : "Phone"}
                  type={field === "email" ? "email" : "text"}
                  value={c[field] ?? ""}
                  onChange={(e) => setContact(i, field, e.target.value)}
                  aria-invalid={fieldMessage(kit, `contacts.${i}.${field}`) ? true : undefined}
                  className="h-8"
                />
                <span className="text-destructive text-xs">
                  {fieldMessage(kit, `contacts.${i}.${field}`)}
                </span>
              </div>
            ))}
            {canEdit ? (
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="size-8"
                aria-label={`Remove contact ${i + 1}`}
                onClick={() => contacts.onChange(contacts.value.filter((_, j) => j !== i))}
              >
                <XIcon aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ))}
        {canEdit ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-self-start"
            onClick={() => contacts.onChange([...contacts.value, { ...blankContact }])}
          >
            <PlusIcon aria-hidden="true" />
            Add contact
          </Button>
        ) : null}
      </fieldset>
      <FormMessage kit={kit} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={kit.pending}>
          {canEdit ? "Cancel" : "Close"}
        </Button>
        {canEdit ? <SubmitButton kit={kit}>{bidder ? "Save bidder" : "Add bidder"}</SubmitButton> : null}
      </div>
    </ApiFormElement>
  );
}
