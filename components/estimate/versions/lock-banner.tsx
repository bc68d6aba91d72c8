"use client";

// The banner over a final or archived estimate: it says the estimate is read only, and offers what may still
// be done — reopen with a reason (an admin or the creator), publish to the cost database (final), and the link
// to the record a publish made.
import { Lock } from "lucide-react";
import Link from "next/link";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useVersionMutations } from "@/lib/client/estimate-versions";
import { useCompany, useSelf } from "@/lib/client/session";
import { toast } from "@/lib/client/use-toast";
import type { EstimateDto } from "@/lib/contract/estimate";
import type { ReopenDialog as Dialog } from "./reopen-dialog";

// The reason form (the form kit, Radix Dialog) loads when Reopen is first pressed, not with the editor.
const ReopenDialog = lazyDialog<ComponentProps<typeof Dialog>>(
  () => import("./reopen-dialog").then((m) => ({ default: m.ReopenDialog })),
  (p) => p.open,
);

export function LockBanner({
  estimate,
  canEdit,
  onChanged,
  children,
}: {
  estimate: Pick<EstimateDto, "uid" | "status" | "version" | "created_by" | "published_record_uid">;
  canEdit: boolean;
  onChanged(estimate: EstimateDto): void;
  /** More actions (the versions button on phones). */
  children?: React.ReactNode;
}) {
  const company = useCompany();
  const self = useSelf();
  const { publish } = useVersionMutations(company.uid, estimate.uid);
  const [reopening, setReopening] = useState(false);
  const [published, setPublished] = useState<string | null>(null);
  const final = estimate.status === "final";
  const canReopen = canEdit && (self.roles[0] === "admin" || estimate.created_by === self.uid);
  const recordUid = published ?? estimate.published_record_uid;

  return (
    <Alert className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="lock-banner">
      <Lock aria-hidden className="size-4 shrink-0" />
      <div className="min-w-0 flex-1 basis-60">
        <AlertTitle>{final ? "Final — locked" : "Archived — read only"}</AlertTitle>
        <AlertDescription>
          {final
            ? "The grid, inputs, markups and details are read only for everyone until the estimate is reopened."
            : "Archived estimates are read only. Reopen it to make changes."}
          {recordUid ? (
            <>
              {" "}
              <Link
                href={`/project-record/${recordUid}`}
                className="text-primary underline"
                data-testid="published-record-link"
              >
                Published to the cost database
              </Link>
            </>
          ) : null}
        </AlertDescription>
        {publish.error ? (
          <p className="text-destructive text-sm" role="alert">
            {errorMessage(publish.error)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        {final && canEdit ? (
          <Button
            size="sm"
            variant="outline"
            disabled={publish.isPending}
            data-testid="publish-estimate"
            onClick={() =>
              publish.mutate(estimate.version, {
                onSuccess: (res) => {
                  toast({ title: recordUid ? "Republished" : "Published to the cost database" });
                  setPublished(res.record_uid);
                  onChanged(res.estimate);
                },
              })
            }
          >
            {recordUid ? "Republish" : "Publish to cost database"}
          </Button>
        ) : null}
        {canReopen ? (
          <Button size="sm" onClick={() => setReopening(true)} data-testid="reopen-estimate">
            Reopen
          </Button>
        ) : null}
      </div>
      {canReopen ? (
        <ReopenDialog
          estimate={estimate}
          open={reopening}
          onOpenChange={setReopening}
          onReopened={onChanged}
        />
      ) : null}
    </Alert>
  );
}
