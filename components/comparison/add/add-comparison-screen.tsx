"use client";

import { BuildingIcon, FileSpreadsheetIcon, SparklesIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { preloadedModule } from "@/components/layout/deferred";
import { Preloaded } from "@/components/layout/preloaded";
import type { FilterOptions } from "@/components/project/list/filter-panel";
import type { LocationChoice } from "@/components/project/record/use-location-choices";
import { ApiFormElement, FormField, fieldMessage, SubmitRow } from "@/components/shared/form-kit";
import { FormPageHeader } from "@/components/shared/form-page-header";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { EstimateListItemDto } from "@/lib/client/estimates";
import { useApiForm } from "@/lib/client/use-api-form";
import type { ComparisonDto } from "@/lib/contract/comparison";
import { pickedEstimate, sharedMetrics, useSelection } from "../pick/selection";
import { SelectionTray } from "../pick/selection-tray";
import { type ComparisonSettings, SettingsFields } from "../settings-fields";
import { comparisonHref, createComparison, useSimilarRecords } from "../use-comparisons";

type Props = {
  companyUid: string;
  options: FilterOptions;
  locations: LocationChoice[];
  googleMapsApiKey: string | null;
  /** The default normalisation date: today, or the cost index's last period when today is past it. */
  today: string;
};

type FormValues = { name: string } & ComparisonSettings;

// The sources (search and filters, similar records, estimates) are their own chunk, downloading from page load:
// the server renders them, and they hydrate when their code is there.
const sources = preloadedModule(() => import("../pick/sources"));
const sourceSkeleton = <Skeleton className="h-96 w-full" />;

// The schema is the contract's (the API runs the same); imported with the form, not with the page.
const schema = () => import("@/lib/contract/comparison").then((m) => m.createComparisonInput);

/** Choose records and estimates from the sources on the left; name it, set the basis and target on the right. */
export function AddComparisonScreen({ companyUid, options, locations, googleMapsApiKey, today }: Props) {
  const router = useRouter();
  const id = useId();
  const selection = useSelection();
  const [similarTo, setSimilarTo] = useState<EstimateListItemDto | null>(null);
  const locationTouched = useRef(false);
  const kit = useApiForm<FormValues, ComparisonDto>({
    schema: schema as never,
    defaultValues: {
      name: "",
      basis: "gsf",
      target_date: today,
      target_location: "",
      reference_estimate_uid: "",
    },
    submit: (values) => {
      if (selection.items.length === 0) throw new Error("Choose at least one record or estimate to compare.");
      return createComparison({ ...values, ...selection.uids });
    },
    successToast: (created) => `Comparison “${created.name}” created`,
    onSuccess: (created) => router.push(comparisonHref(created.uid)),
    leaves: true,
  });
  const settings: ComparisonSettings = {
    basis: kit.watch("basis"),
    target_date: kit.watch("target_date"),
    target_location: kit.watch("target_location"),
    reference_estimate_uid: kit.watch("reference_estimate_uid"),
  };

  // The reference estimate's place is the default target location (until the user picks one).
  const referenceInfo = useSimilarRecords(companyUid, settings.reference_estimate_uid || null);
  const estimatePlace = referenceInfo.data?.estimate.metro ?? referenceInfo.data?.estimate.state ?? null;
  useEffect(() => {
    if (estimatePlace && !locationTouched.current) kit.setValue("target_location", estimatePlace);
  }, [estimatePlace, kit.setValue]);

  const onSettings = (patch: Partial<ComparisonSettings>) => {
    if ("target_location" in patch) locationTouched.current = true;
    for (const [key, value] of Object.entries(patch)) {
      kit.setValue(key as keyof ComparisonSettings, value ?? "", {
        shouldDirty: true,
        shouldValidate: kit.formState.isSubmitted,
      });
    }
  };

  const chooseSimilar = (estimate: EstimateListItemDto) => {
    setSimilarTo(estimate);
    selection.add([pickedEstimate(estimate)]);
    if (!settings.reference_estimate_uid) onSettings({ reference_estimate_uid: estimate.uid });
  };

  const estimates = selection.items.filter((i) => i.kind === "estimate");
  const errors = {
    basis: fieldMessage(kit, "basis"),
    target_date: fieldMessage(kit, "target_date"),
    target_location: fieldMessage(kit, "target_location"),
    reference_estimate_uid: fieldMessage(kit, "reference_estimate_uid"),
  };

  return (
    <div className="grid gap-6" data-testid="add-comparison">
      <FormPageHeader
        title="New comparison"
        description="Benchmark past projects and estimates by division, normalised to one date and place."
        trail={[{ href: "/comparison", label: "Comparisons" }]}
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardContent>
            <Tabs defaultValue="records">
              <TabsList className="w-full sm:w-fit">
                <TabsTrigger value="records">
                  <BuildingIcon />
                  <span className="hidden sm:inline">Project database</span>
                  <span className="sm:hidden">Records</span>
                </TabsTrigger>
                <TabsTrigger value="similar" data-testid="tab-similar">
                  <SparklesIcon />
                  <span className="sm:hidden">Similar</span>
                  <span className="hidden sm:inline">Similar to an estimate</span>
                </TabsTrigger>
                <TabsTrigger value="estimates">
                  <FileSpreadsheetIcon />
                  Estimates
                </TabsTrigger>
              </TabsList>
              <TabsContent value="records" className="pt-2">
                <Preloaded module={sources} fallback={sourceSkeleton}>
                  {({ RecordPicker }) => (
                    <RecordPicker
                      companyUid={companyUid}
                      selection={selection}
                      options={options}
                      googleMapsApiKey={googleMapsApiKey}
                    />
                  )}
                </Preloaded>
              </TabsContent>
              <TabsContent value="similar" className="pt-2">
                <Preloaded module={sources} fallback={sourceSkeleton}>
                  {({ SimilarRecords }) => (
                    <SimilarRecords
                      companyUid={companyUid}
                      selection={selection}
                      estimate={similarTo}
                      onEstimate={chooseSimilar}
                    />
                  )}
                </Preloaded>
              </TabsContent>
              <TabsContent value="estimates" className="pt-2">
                <Preloaded module={sources} fallback={sourceSkeleton}>
                  {({ EstimateChecklist }) => (
                    <EstimateChecklist companyUid={companyUid} selection={selection} />
                  )}
                </Preloaded>
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>

        <Card className="lg:sticky lg:top-20">
          <CardContent>
            <ApiFormElement kit={kit} className="grid gap-4" aria-label="New comparison">
              <FormField
                kit={kit}
                name="name"
                id={`${id}-name`}
                label="Name"
                placeholder="Midrise multifamily, TX"
              />
              <SettingsFields
                value={settings}
                onChange={onSettings}
                locations={locations}
                sharedMetrics={sharedMetrics(selection.items)}
                estimates={estimates}
                errors={errors}
                className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-1"
              />
              <SelectionTray selection={selection} />
              <SubmitRow kit={kit} label="Create comparison" />
            </ApiFormElement>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
