"use client";

import { InfoIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { SectionHeader } from "@/components/settings/section-header";
import { FormMessage, SubmitButton } from "@/components/shared/form-kit";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiClientError } from "@/lib/client/api";
import { type MarkupDefaultDto, useEstimateMutations, useMarkupDefault } from "@/lib/client/estimates";
import { useApiForm } from "@/lib/client/use-api-form";
import { toast } from "@/lib/client/use-toast";
import type { Markup } from "@/lib/domain/estimate/markups";
import type { StackPreview } from "./markup-preview";
import { MarkupStackEditor, useMarkupProblems } from "./markup-stack-editor";

type Props = {
  companyUid: string;
  canEdit: boolean;
  initial: MarkupDefaultDto;
  /** The initial stack on the sample job, computed by the server (the engine loads after first paint). */
  initialPreview: StackPreview | null;
};

/** Settings › Markups: the company's default stack, copied into every new blank estimate. Admins edit. */
export function MarkupDefaultsSettings({ companyUid, canEdit, initial, initialPreview }: Props) {
  const query = useMarkupDefault(companyUid, initial);
  const { saveMarkupDefault } = useEstimateMutations(companyUid);
  const saved = query.data ?? initial;
  const [draft, setDraft] = useState<Markup[]>(saved.markups);
  const [dirty, setDirty] = useState(false);
  const { problems } = useMarkupProblems(draft);
  // No <form>: Enter in the stack's cells edits them; the button sends through the kit all the same.
  const kit = useApiForm({
    defaultValues: {},
    submit: () => saveMarkupDefault.mutateAsync({ markups: draft, version: saved.version }),
    onSuccess: () => {
      setDirty(false);
      void query.refetch();
      toast({
        title: "Default markups saved",
        description: "New blank estimates start with this stack.",
      });
    },
    onError: (e) =>
      e instanceof ApiClientError && e.status === 412
        ? "Another admin changed the default markups while you were editing. Discard your changes to see theirs, then edit again."
        : undefined,
  });

  // Follow the server while nothing is being edited (another admin saved, a refetch on focus).
  useEffect(() => {
    if (!dirty) setDraft(query.data?.markups ?? []);
  }, [query.data, dirty]);

  return (
    <div className="grid gap-6" data-testid="markup-defaults">
      <SectionHeader
        title="Default markups"
        description="The markup stack every new blank estimate starts with. Changing it here does not change existing estimates."
      />
      {!canEdit && (
        <Alert>
          <InfoIcon />
          <AlertTitle>Read only</AlertTitle>
          <AlertDescription>Only company admins can change the default markups.</AlertDescription>
        </Alert>
      )}
      <MarkupStackEditor
        value={draft}
        readOnly={!canEdit}
        preview
        serverPreview={{ stack: initial.markups, result: initialPreview }}
        onChange={(next) => {
          setDraft(next);
          setDirty(true);
          kit.restart();
        }}
      />
      <FormMessage kit={kit} testId="markup-save-error" />
      {canEdit && (
        <div className="sticky bottom-0 -mx-1 flex flex-wrap items-center justify-end gap-2 border-t bg-background/95 px-1 py-3 backdrop-blur">
          {dirty && <span className="mr-auto text-muted-foreground text-sm">Unsaved changes</span>}
          <Button
            type="button"
            variant="outline"
            disabled={!dirty || kit.pending}
            onClick={() => {
              setDraft(saved.markups);
              setDirty(false);
              kit.restart();
            }}
          >
            Discard
          </Button>
          <SubmitButton
            kit={kit}
            type="button"
            disabled={!dirty || problems.length > 0}
            onClick={() => kit.onSubmit()}
            data-testid="save-markups"
          >
            Save default markups
          </SubmitButton>
        </div>
      )}
    </div>
  );
}
