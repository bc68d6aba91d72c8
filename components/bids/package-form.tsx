"use client";

// The package form (form kit): name, trade, due date and time with its time zone, instructions, the budget
// lines in scope (picked from the estimate, each line in one package only) and the scope items. A new
// package is created by POST; an existing one saved by PUT under If-Match (a 412 reloads it).
import {
  ApiFormElement,
  FormField,
  FormMessage,
  FormSelect,
  FormTextarea,
  SubmitButton,
} from "@/components/shared/form-kit";
import { api } from "@/lib/client/api";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import { useApiForm } from "@/lib/client/use-api-form";
import type { BidPackageDto, BidPackageListItemDto, CreateBidPackageInput } from "@/lib/contract/bid-package";
import { masterFormatDivisions } from "@/lib/domain/reference/masterformat";
import { commonTimeZones } from "./format";
import { LinePicker } from "./line-picker";
import { ScopeItemsEditor } from "./scope-items-editor";
import { useTakePackage } from "./use-bid-packages";

type Values = CreateBidPackageInput;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

function valuesOf(pkg: BidPackageDto | null): Values {
  return {
    name: pkg?.name ?? "",
    trade: pkg?.trade ?? "",
    due_local: pkg?.due_local ?? "",
    time_zone: pkg?.time_zone ?? browserZone(),
    instructions: pkg?.instructions ?? "",
    line_uids: pkg?.line_uids ?? [],
    scope_items: pkg?.scope_items.map((i) => ({ uid: i.uid, text: i.text })) ?? [],
  };
}

type Props = {
  estimateUid: string;
  pkg: BidPackageDto | null;
  store: EditorStore;
  canEdit: boolean;
  packages: readonly BidPackageListItemDto[];
  onCreated: (uid: string) => void;
};

export function PackageForm({ estimateUid, pkg, store, canEdit, packages, onCreated }: Props) {
  const take = useTakePackage(estimateUid);
  const kit = useApiForm<Values, BidPackageDto>({
    schema: () => import("@/lib/contract/bid-package").then((m) => m.createBidPackageInput),
    defaultValues: valuesOf(pkg),
    submit: (values) =>
      pkg
        ? api<BidPackageDto>(`/bid-package/${pkg.uid}`, { method: "PUT", body: values, ifMatch: pkg.version })
        : api<BidPackageDto>(`/estimate/${estimateUid}/bid-package`, { method: "POST", body: values }),
    successToast: (saved) => `Package “${saved.name}” ${pkg ? "saved" : "created"}`,
    onSuccess: async (saved) => {
      await take(saved);
      if (!pkg) onCreated(saved.uid);
    },
    onError: () => (pkg ? take(null) : undefined),
  });
  const zones = [...new Set([kit.watch("time_zone"), browserZone(), ...commonTimeZones])];
  const takenBy = new Map<string, string>();
  for (const p of packages) if (p.uid !== pkg?.uid) for (const uid of p.line_uids) takenBy.set(uid, p.name);
  const lines = kit.bind("line_uids");
  const items = kit.bind("scope_items");
  const scopeOpen = !pkg || (pkg.status !== "awarded" && pkg.status !== "cancelled");
  const editable = canEdit && scopeOpen;
  return (
    <ApiFormElement kit={kit} className="space-y-5" aria-label="Bid package">
      <fieldset disabled={!editable} className="grid gap-4 sm:grid-cols-2">
        <FormField
          kit={kit}
          name="name"
          id="bid-package-name"
          label="Name"
          placeholder="Drywall and framing"
        />
        <FormSelect kit={kit} name="trade" id="bid-package-trade" label="Trade">
          <option value="">No trade</option>
          {masterFormatDivisions.map((d) => (
            <option key={d.division} value={d.division}>
              {d.division} {d.title}
            </option>
          ))}
        </FormSelect>
        <FormField
          kit={kit}
          name="due_local"
          id="bid-package-due"
          type="datetime-local"
          label="Bids due (date and time)"
        />
        <FormSelect kit={kit} name="time_zone" id="bid-package-zone" label="Time zone">
          {zones.map((z) => (
            <option key={z} value={z}>
              {z.replace(/_/g, " ")}
            </option>
          ))}
        </FormSelect>
        <FormTextarea
          kit={kit}
          name="instructions"
          id="bid-package-instructions"
          label="Instructions to bidders"
          rows={3}
          fieldClassName="sm:col-span-2"
        />
      </fieldset>
      <section className="space-y-2" aria-labelledby="bid-lines-heading">
        <h3 id="bid-lines-heading" className="font-medium text-sm">
          Budget lines in scope
        </h3>
        <LinePicker
          store={store}
          value={lines.value}
          onChange={lines.onChange}
          takenBy={takenBy}
          disabled={!editable}
          error={kit.formState.errors.line_uids?.message}
        />
      </section>
      <section className="space-y-2" aria-labelledby="bid-scope-heading">
        <h3 id="bid-scope-heading" className="font-medium text-sm">
          Scope items
        </h3>
        <p className="text-muted-foreground text-xs">
          The checklist each bidder prices, excludes or qualifies.
        </p>
        <ScopeItemsEditor value={items.value} onChange={items.onChange} disabled={!editable} />
      </section>
      <FormMessage kit={kit} />
      {editable ? (
        <div className="flex justify-end">
          <SubmitButton kit={kit}>{pkg ? "Save package" : "Create package"}</SubmitButton>
        </div>
      ) : null}
    </ApiFormElement>
  );
}
