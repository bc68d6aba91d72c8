"use client";

// An assembly's form (form kit): name, driver (the one input every formula reads) and its unit, and the
// items, each a library item with its quantity formula on the driver ("LF * 2.1").
import { PlusIcon, XIcon } from "lucide-react";
import {
  ApiFormElement,
  FormField,
  FormMessage,
  fieldMessage,
  SubmitButton,
} from "@/components/shared/form-kit";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { api } from "@/lib/client/api";
import { useApiForm } from "@/lib/client/use-api-form";
import type { AssemblyDto, CreateAssemblyInput } from "@/lib/contract/assembly";
import type { CostItemDto } from "@/lib/contract/cost-item";

type Props = {
  assembly: AssemblyDto | null;
  items: CostItemDto[];
  onSaved: () => unknown;
  onStale: () => unknown;
  onCancel: () => void;
};

export function AssemblyForm({ assembly, items, onSaved, onStale, onCancel }: Props) {
  const kit = useApiForm<CreateAssemblyInput, AssemblyDto>({
    schema: () => import("@/lib/contract/assembly").then((m) => m.createAssemblyInput),
    defaultValues: {
      name: assembly?.name ?? "",
      description: assembly?.description ?? "",
      driver: assembly?.driver ?? "LF",
      driver_unit: assembly?.driver_unit ?? "LF",
      items: assembly?.items.map((i) => ({ cost_item_uid: i.cost_item_uid, formula: i.formula })) ?? [],
    },
    submit: (values) =>
      assembly
        ? api<AssemblyDto>(`/assembly/${assembly.uid}`, {
            method: "PUT",
            body: values,
            ifMatch: assembly.version,
          })
        : api<AssemblyDto>("/assembly", { method: "POST", body: values }),
    onSuccess: onSaved,
    onError: () => (assembly ? onStale() : undefined),
  });
  const rows = kit.bind("items");
  const driver = kit.bind("driver").value || "LF";
  const set = (i: number, field: "cost_item_uid" | "formula", text: string) =>
    rows.onChange(rows.value.map((r, j) => (j === i ? { ...r, [field]: text } : r)));
  return (
    <ApiFormElement kit={kit} className="grid gap-4" aria-label="Assembly">
      <div className="grid gap-4 sm:grid-cols-4">
        <FormField kit={kit} name="name" id="assembly-name" label="Name" fieldClassName="sm:col-span-2" />
        <FormField kit={kit} name="driver" id="assembly-driver" label="Driver" placeholder="LF" />
        <FormField kit={kit} name="driver_unit" id="assembly-unit" label="Driver unit" placeholder="LF" />
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-sm">Items</legend>
        {rows.value.length === 0 ? <p className="text-muted-foreground text-sm">No items yet.</p> : null}
        {rows.value.map((r, i) => (
          <div key={i} className="grid gap-2 rounded-md border p-2 sm:grid-cols-[1fr_12rem_auto]">
            <NativeSelect
              aria-label={`Item ${i + 1}`}
              value={r.cost_item_uid}
              onChange={(e) => set(i, "cost_item_uid", e.target.value)}
            >
              <option value="">Choose a library item…</option>
              {items.map((item) => (
                <option key={item.uid} value={item.uid}>
                  {item.cost_code} {item.description} ({item.unit ?? "—"})
                </option>
              ))}
            </NativeSelect>
            <div className="grid gap-1">
              <Input
                aria-label={`Item ${i + 1} formula`}
                placeholder={`${driver} * 1`}
                value={r.formula}
                onChange={(e) => set(i, "formula", e.target.value)}
                aria-invalid={fieldMessage(kit, `items.${i}.formula`) ? true : undefined}
              />
              <span className="text-destructive text-xs">
                {fieldMessage(kit, `items.${i}.formula`) ?? fieldMessage(kit, `items.${i}.cost_item_uid`)}
              </span>
            </div>
            <Button
              type="button"
              size="icon"
              variant="ghost"
              aria-label={`Remove item ${i + 1}`}
              onClick={() => rows.onChange(rows.value.filter((_, j) => j !== i))}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={() => rows.onChange([...rows.value, { cost_item_uid: "", formula: `${driver} * 1` }])}
        >
          <PlusIcon aria-hidden="true" />
          Add item
        </Button>
      </fieldset>
      <FormMessage kit={kit} />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={kit.pending}>
          Cancel
        </Button>
        <SubmitButton kit={kit}>{assembly ? "Save assembly" : "Add assembly"}</SubmitButton>
      </div>
    </ApiFormElement>
  );
}
