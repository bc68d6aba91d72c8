"use client";

import { ArchiveIcon, ArchiveRestoreIcon, FilePlus2Icon, LayoutTemplateIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { formatCpg, formatTotal } from "@/components/project/format";
import { EmptyListPanel, RetryErrorPanel } from "@/components/shared/list-states";
import { SearchBox } from "@/components/shared/search-box";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useTemplateMutations, useTemplates } from "@/lib/client/estimate-templates";
import type { EstimateListItemDto } from "@/lib/client/estimates";
import { toast } from "@/lib/client/use-toast";
import { formatUpdated } from "../format";
import type { MakeTemplateDialog as MakeTemplateDialogView } from "./make-template-dialog";

// The dialog (its form, the estimate picker and Radix Dialog) loads when it first opens, not with the page.
const MakeTemplateDialog = lazyDialog<ComponentProps<typeof MakeTemplateDialogView>>(
  () => import("./make-template-dialog").then((m) => ({ default: m.MakeTemplateDialog })),
  (p) => p.open,
);

/** /estimate/templates: the company's templates, apart from its estimates; make, open, use and archive one. */
export function TemplateListPage({ companyUid, canEdit }: { companyUid: string; canEdit: boolean }) {
  const [q, setQ] = useState("");
  const [archived, setArchived] = useState(false);
  const [making, setMaking] = useState(false);
  const list = useTemplates(companyUid, { q: q || undefined, archived });
  const { update } = useTemplateMutations(companyUid);
  const items = list.data ? list.data.query.map((uid) => list.data.content[uid]!).filter(Boolean) : [];

  async function toggleArchive(t: EstimateListItemDto) {
    const archive = t.status !== "archived";
    try {
      await update.mutateAsync({ uid: t.uid, input: { archived: archive }, version: t.version });
      toast({ title: archive ? `Archived “${t.name}”` : `Restored “${t.name}”` });
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: errorMessage(error) });
    }
  }

  return (
    <div className="grid gap-4" data-testid="template-list">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <p className="text-muted-foreground text-sm">
            <Link href="/estimate" className="underline-offset-4 hover:underline">
              Estimates
            </Link>{" "}
            ›
          </p>
          <h1 className="font-semibold text-2xl tracking-tight">Templates</h1>
          <p className="text-muted-foreground text-sm">
            Starting points for new estimates: inputs, lines with formulas, markups and views. Never counted
            as estimates.
          </p>
        </div>
        {canEdit && (
          <Button onClick={() => setMaking(true)} data-testid="make-template">
            <PlusIcon />
            Make a template
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox
          value={q}
          onSearch={setQ}
          label="Search templates"
          placeholder="Search templates by name…"
          testId="template-search"
          className="w-full sm:w-80"
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={archived}
            onChange={(e) => setArchived(e.target.checked)}
          />
          Archived only
        </label>
      </div>
      {list.isPending && <Skeleton className="h-48 w-full" />}
      {list.isError && (
        <RetryErrorPanel
          title="The templates could not be loaded"
          error={list.error}
          onRetry={() => list.refetch()}
        />
      )}
      {list.data && items.length === 0 && (
        <EmptyListPanel icon={LayoutTemplateIcon} testId="templates-empty">
          {q
            ? `No templates match “${q}”.`
            : archived
              ? "No archived templates."
              : "No templates yet. Make one from an estimate."}
        </EmptyListPanel>
      )}
      {items.length > 0 && (
        <ul className="grid gap-2">
          {items.map((t) => (
            <li
              key={t.uid}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border p-3"
              data-testid="template-row"
            >
              <div className="grid min-w-0 flex-1 basis-64 gap-0.5">
                <div className="flex min-w-0 items-center gap-2">
                  <Link
                    href={`/estimate/${t.uid}`}
                    className="truncate font-medium underline-offset-4 hover:underline"
                  >
                    {t.name}
                  </Link>
                  {t.status === "archived" && <Badge variant="secondary">Archived</Badge>}
                </div>
                <p className="truncate text-muted-foreground text-xs">
                  {[
                    t.building_type_name,
                    `${t.line_count.toLocaleString("en-US")} lines`,
                    t.tags.map((x) => `#${x}`).join(" "),
                    `edited ${formatUpdated(t.updated_at)}`,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </div>
              <div className="grid text-right text-sm tabular-nums">
                <span>{formatTotal(t.grand_total_cents)}</span>
                <span className="text-muted-foreground text-xs">{formatCpg(t.cost_per_gsf_cents)}/GSF</span>
              </div>
              {canEdit && (
                <div className="flex gap-2">
                  {t.status !== "archived" && (
                    <Button asChild size="sm" variant="outline">
                      <Link href={`/estimate/add?template=${t.uid}`}>
                        <FilePlus2Icon />
                        New estimate
                      </Link>
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => toggleArchive(t)}
                    aria-label={`${t.status === "archived" ? "Restore" : "Archive"} ${t.name}`}
                  >
                    {t.status === "archived" ? <ArchiveRestoreIcon /> : <ArchiveIcon />}
                    <span className="max-sm:sr-only">{t.status === "archived" ? "Restore" : "Archive"}</span>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && <MakeTemplateDialog companyUid={companyUid} open={making} onOpenChange={setMaking} />}
    </div>
  );
}
