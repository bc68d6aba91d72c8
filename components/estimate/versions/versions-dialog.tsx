"use client";

// The versions of an estimate: who took each, when, why and its total; take one by name, restore one as a new
// draft estimate (never over this one), or pick two (or one and the estimate as it is now) to compare.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { DialogHeading } from "@/components/shared/dialog-heading";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { errorMessage } from "@/lib/client/api";
import { compareParams, useVersionMutations, useVersions } from "@/lib/client/estimate-versions";
import { useCompany } from "@/lib/client/session";
import { toast } from "@/lib/client/use-toast";
import { formatCurrency } from "@/lib/domain/money-format";
import { formatUpdated } from "../format";

const triggerLabels: Record<string, string> = {
  manual: "By hand",
  status: "Status change",
  design_stage: "Design stage change",
  reopen: "Before reopening",
};

export function VersionsDialog({
  estimateUid,
  canEdit,
  open,
  onOpenChange,
}: {
  estimateUid: string;
  canEdit: boolean;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const company = useCompany();
  const router = useRouter();
  const versions = useVersions(company.uid, estimateUid, open);
  const { create, restore } = useVersionMutations(company.uid, estimateUid);
  const [name, setName] = useState("");
  const [picked, setPicked] = useState<string[]>([]);
  const list = versions.data ? versions.data.query.map((u) => versions.data!.content[u]!) : [];
  const toggle = (uid: string) =>
    setPicked((p) => (p.includes(uid) ? p.filter((x) => x !== uid) : [...p, uid].slice(-2)));
  const compare = () => {
    // Older on the left; one picked version compares with the estimate as it is now.
    const sides = list
      .filter((v) => picked.includes(v.uid))
      .reverse()
      .map((v) => `version:${v.uid}`);
    if (sides.length === 1) sides.push(`estimate:${estimateUid}`);
    router.push(`/estimate/compare?${compareParams(sides[0]!, sides[1]!, false)}`);
  };
  const failure = create.error ?? restore.error ?? versions.error;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl" data-testid="versions-dialog">
        <DialogHeading
          title="Versions"
          description="Snapshots of the header, inputs, lines, markups and totals. Taken by hand, on every status or design stage change, and before a reopen."
        />
        {canEdit ? (
          <form
            className="flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!name.trim()) return;
              create.mutate(name.trim(), {
                onSuccess: (version) => {
                  setName("");
                  toast({ title: "Version taken", description: version.name });
                },
              });
            }}
          >
            <Input
              value={name}
              onChange={(e) => setName(e.target.value)}
              placeholder="Version name, e.g. DD pricing set"
              aria-label="Version name"
              maxLength={200}
              data-testid="version-name"
            />
            <Button type="submit" disabled={!name.trim() || create.isPending} data-testid="take-version">
              Take version
            </Button>
          </form>
        ) : null}
        {failure ? (
          <p className="text-destructive text-sm" role="alert">
            {errorMessage(failure)}
          </p>
        ) : null}
        <div className="max-h-[50dvh] overflow-y-auto rounded-md border">
          {versions.isLoading ? <p className="p-3 text-muted-foreground text-sm">Loading…</p> : null}
          {!versions.isLoading && list.length === 0 ? (
            <p className="p-3 text-muted-foreground text-sm">No versions yet.</p>
          ) : null}
          <ul className="divide-y">
            {list.map((v) => (
              <li
                key={v.uid}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3"
                data-testid="version-row"
              >
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label={`Compare ${v.name}`}
                  checked={picked.includes(v.uid)}
                  onChange={() => toggle(v.uid)}
                />
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate font-medium">{v.name}</p>
                  <p className="text-muted-foreground text-xs">
                    {triggerLabels[v.trigger]} · {v.created_by_name ?? "Someone"} ·{" "}
                    {formatUpdated(v.created_at)}
                    {v.reason ? ` · “${v.reason}”` : ""}
                  </p>
                </div>
                <span className="font-medium tabular-nums">{formatCurrency(v.grand_total_cents)}</span>
                {canEdit ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={restore.isPending}
                    onClick={() =>
                      restore.mutate(v.uid, {
                        onSuccess: (created) => {
                          toast({ title: "Restored as a new estimate", description: created.name });
                          router.push(`/estimate/${created.uid}`);
                        },
                      })
                    }
                  >
                    Restore as new
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-muted-foreground text-xs">
            Pick two versions to compare, or one to compare with the estimate as it is now.
          </p>
          <Button disabled={picked.length === 0} onClick={compare} data-testid="compare-versions">
            Compare
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
