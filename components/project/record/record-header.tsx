"use client";

import { useQueryClient } from "@tanstack/react-query";
import { ChevronRight, Pencil, Plus, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/settings/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { deleteRecord, projectKeys, type RecordDetailDto } from "@/lib/client/projects";
import { toast } from "@/lib/client/use-toast";
import { formatIsoDate, stageLabel } from "../format";

type Props = { record: RecordDetailDto; companyUid: string; canEdit: boolean };

/** Where the record sits (breadcrumb), what it is (stage, date, type, place) and what an editor can do. */
export function RecordHeader({ record, companyUid, canEdit }: Props) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const place = [record.city, record.state].filter(Boolean).join(", ");
  const number = record.project.number;

  async function remove() {
    try {
      await deleteRecord(record.uid, record.version);
    } catch (e) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(e) });
      return;
    }
    setConfirming(false);
    toast({ title: "Deleted", description: `The ${stageLabel(record.stage)} record was deleted.` });
    // Drop the deleted record from the cache before leaving, so nothing refetches it (a 404).
    queryClient.removeQueries({ queryKey: [...projectKeys.all(companyUid), "record", record.uid] });
    await queryClient.invalidateQueries({ queryKey: projectKeys.all(companyUid) });
    router.push("/project");
  }

  return (
    <header className="grid gap-3">
      <nav aria-label="Breadcrumb" className="flex items-center gap-1 text-muted-foreground text-sm">
        <Link href="/project" className="rounded-sm hover:text-foreground hover:underline">
          Project Database
        </Link>
        <ChevronRight aria-hidden="true" className="size-4" />
        <span className="truncate">{record.project_name}</span>
      </nav>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-2">
          <h1 className="font-semibold text-2xl tracking-tight">
            {record.project_name}
            {number && <span className="ml-2 font-normal text-base text-muted-foreground">#{number}</span>}
          </h1>
          <div className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
            <Badge data-testid="record-stage">{stageLabel(record.stage)}</Badge>
            <span>{formatIsoDate(record.cost_basis_date)}</span>
            {record.building_type_name && <span>· {record.building_type_name}</span>}
            {place && <span>· {place}</span>}
          </div>
          {record.from_estimate && (
            <p className="text-sm" data-testid="record-from-estimate">
              From estimate{" "}
              <Link href={`/estimate/${record.from_estimate.uid}`} className="text-primary underline">
                {record.from_estimate.name}
              </Link>
            </p>
          )}
        </div>
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link href={`/project/${record.project_uid}/record/new`}>
                <Plus />
                Add record
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link href={`/project-record/${record.uid}/edit`}>
                <Pencil />
                Edit
              </Link>
            </Button>
            <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 />
              Delete
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this record?"
        description={`The ${stageLabel(record.stage)} record of ${record.project_name} (${formatIsoDate(record.cost_basis_date)}), its cost lines and files are deleted. This cannot be undone.`}
        confirmLabel="Delete record"
        destructive
        onConfirm={remove}
      />
    </header>
  );
}
