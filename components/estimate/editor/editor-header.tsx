"use client";

// The editor's header: name and status, the estimate's number, client and place, saving and presence, and
// for editors "Edit details", which opens the header dialog and shows what was saved without a reload, and
// "Import takeoff", a plain link to /estimate/{uid}/import-from-togal.
import { useQuery } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect, useState } from "react";
import { lazyWithRetry, useMountedOnceOpen } from "@/components/feedback/lazy-with-retry";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import type { EditorStore } from "@/lib/client/estimate-editor/store";
import type { EstimateDto } from "@/lib/client/estimate-editor/types";
import { type PresenceMember, useStoreVersion } from "@/lib/client/estimate-editor/use-estimate-editor";
import type { EstimateDto as SavedEstimate } from "@/lib/client/estimates";
import { useCompany } from "@/lib/client/session";
import { consolidationKey, fetchConsolidation } from "../consolidated/use-consolidation";
import type { EstimateHeaderDialog as HeaderDialog } from "../header-dialog";
import { StatusBadge } from "../status-badge";
import { ImportMenu } from "./editor-menus";
import { PresenceAvatars, SaveIndicator } from "./editor-status";

// The details dialog (its form, the contract's schemas, Radix Dialog) loads when first opened, and stays
// mounted from then on so it closes animated.
const EstimateHeaderDialog = lazyWithRetry<ComponentProps<typeof HeaderDialog>>(() =>
  import("../header-dialog").then((m) => ({ default: m.EstimateHeaderDialog })),
);

const count = (n: number, one: string) => (n === 1 ? `1 ${one}` : `${n.toLocaleString("en-US")} ${one}s`);

/**
 * "N children · M lines" for a consolidated estimate (its budget is the children's lines), from the roll-up the
 * page already reads (same query, kept fresh by realtime); the count it opened with until then.
 */
function ConsolidatedCount({ estimate }: { estimate: EstimateDto }) {
  const { data } = useQuery({
    queryKey: consolidationKey(estimate.uid),
    queryFn: () => fetchConsolidation(estimate.uid),
  });
  const children = data?.children.length ?? estimate.child_count;
  const lines = data?.line_count ?? estimate.line_count;
  const kids = children === 1 ? "1 child" : `${children.toLocaleString("en-US")} children`;
  return `${kids} · ${count(lines, "line")}`;
}

function Facts({ store, estimate }: { store: EditorStore; estimate: EstimateDto }) {
  useStoreVersion(store);
  const facts = [estimate.number, estimate.client, estimate.location].filter(Boolean).join(" · ");
  return (
    <p className="truncate text-muted-foreground text-xs" data-testid="estimate-facts">
      {facts ? `${facts} · ` : ""}
      {estimate.rollup_mode ? <ConsolidatedCount estimate={estimate} /> : count(store.lineCount(), "line")}
    </p>
  );
}

export function EditorHeader({
  estimate,
  store,
  canEdit,
  members,
  selfUid,
  onSaved,
  tools,
}: {
  estimate: EstimateDto;
  store: EditorStore;
  canEdit: boolean;
  members: PresenceMember[];
  selfUid: string;
  onSaved(estimate: SavedEstimate): void;
  /** Undo/redo and views, on screens wide enough for them. */
  tools?: ReactNode;
}) {
  const company = useCompany();
  const [editing, setEditing] = useState(false);
  const dialogMounted = useMountedOnceOpen(editing);
  // The tab's title follows a rename (the server rendered the name it had when the page opened).
  useEffect(() => {
    document.title = `${estimate.name} · Plinth`;
  }, [estimate.name]);

  return (
    <header className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <div className="min-w-0 max-md:basis-full">
        <div className="flex min-w-0 items-center gap-2">
          <h1 className="truncate font-semibold text-xl" data-testid="estimate-name">
            {estimate.name}
          </h1>
          <StatusBadge status={estimate.status} />
          {estimate.kind === "template" ? (
            <Badge variant="outline" data-testid="template-badge">
              Template
            </Badge>
          ) : null}
        </div>
        <Facts store={store} estimate={estimate} />
      </div>
      {!canEdit ? (
        <Badge variant="secondary" data-testid="read-only">
          Read only
        </Badge>
      ) : null}
      {canEdit ? <SaveIndicator store={store} /> : null}
      <PresenceAvatars members={members} selfUid={selfUid} />
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        {canEdit ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil /> Edit details
          </Button>
        ) : null}
        {canEdit ? (
          <a
            href={`/estimate/${estimate.uid}/import-from-togal`}
            className={buttonVariants({ variant: "outline", size: "sm" })}
            data-testid="import-takeoff"
          >
            Import takeoff
          </a>
        ) : null}
        {canEdit ? <ImportMenu estimateUid={estimate.uid} /> : null}
        {tools}
      </div>
      {canEdit && dialogMounted ? (
        <EstimateHeaderDialog
          companyUid={company.uid}
          estimate={estimate}
          open={editing}
          onOpenChange={setEditing}
          onSaved={onSaved}
        />
      ) : null}
    </header>
  );
}
