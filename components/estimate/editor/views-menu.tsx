"use client";

// Saved budget views (grouping + filters + columns + sort), personal or shared with the company.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Bookmark, Check } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/client/api";
import type { ViewConfig, ViewDto } from "@/lib/client/estimate-editor/types";
import { defaultViewConfig, normaliseViewConfig } from "@/lib/client/estimate-editor/view";
import { deleteView, fetchViews, updateView } from "@/lib/client/estimates";
import { toast } from "@/lib/client/use-toast";
import type { SaveViewDialog as SaveViewDialogView } from "./save-view-dialog";

// The dialog (its form, schema and Radix Dialog) loads when it first opens, not with the page.
const SaveViewDialog = lazyDialog<ComponentProps<typeof SaveViewDialogView>>(
  () => import("./save-view-dialog").then((m) => ({ default: m.SaveViewDialog })),
  (p) => p.open,
);

export function ViewsMenu({
  estimateUid,
  selfUid,
  config,
  current,
  canEdit,
  onPick,
}: {
  estimateUid: string;
  selfUid: string;
  config: ViewConfig;
  current: ViewDto | null;
  canEdit: boolean;
  onPick(view: ViewDto | null, config: ViewConfig): void;
}) {
  const queryClient = useQueryClient();
  const key = ["estimate-editor", estimateUid, "views"];
  const views = useQuery({ queryKey: key, queryFn: () => fetchViews(estimateUid) });
  const list = (views.data?.query ?? []).map((uid) => views.data!.content[uid] as unknown as ViewDto);
  const [saving, setSaving] = useState(false);

  const mine = (v: ViewDto) => v.owner_uid === selfUid || (v.shared && canEdit);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="sm" variant="outline" data-testid="views-menu">
            <Bookmark /> {current ? current.name : "Views"}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuItem onSelect={() => onPick(null, defaultViewConfig())}>
            {current ? <span className="size-4" /> : <Check />} Default view
          </DropdownMenuItem>
          {list.length > 0 ? <DropdownMenuSeparator /> : null}
          {list.map((v) => (
            <DropdownMenuItem key={v.uid} onSelect={() => onPick(v, normaliseViewConfig(v.config))}>
              {current?.uid === v.uid ? <Check /> : <span className="size-4" />}
              <span className="flex-1 truncate">{v.name}</span>
              <span className="text-muted-foreground text-xs">{v.shared ? "Shared" : "Mine"}</span>
            </DropdownMenuItem>
          ))}
          {canEdit ? (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel className="text-muted-foreground text-xs">This layout</DropdownMenuLabel>
              <DropdownMenuItem
                onSelect={() => {
                  setSaving(true);
                }}
              >
                Save as a new view…
              </DropdownMenuItem>
            </>
          ) : null}
          {canEdit && current && mine(current) ? (
            <>
              <DropdownMenuItem
                onSelect={async () => {
                  try {
                    const v = (await updateView(
                      estimateUid,
                      current.uid,
                      { config: config as never },
                      current.version,
                    )) as unknown as ViewDto;
                    await queryClient.invalidateQueries({ queryKey: key });
                    onPick(v, config);
                    toast({ title: `View "${v.name}" updated` });
                  } catch (e) {
                    toast({ title: errorMessage(e), variant: "destructive" });
                  }
                }}
              >
                Update "{current.name}"
              </DropdownMenuItem>
              <DropdownMenuItem
                className="text-destructive"
                onSelect={async () => {
                  try {
                    await deleteView(estimateUid, current.uid, current.version);
                    await queryClient.invalidateQueries({ queryKey: key });
                    onPick(null, defaultViewConfig());
                    toast({ title: `View "${current.name}" deleted` });
                  } catch (e) {
                    toast({ title: errorMessage(e), variant: "destructive" });
                  }
                }}
              >
                Delete "{current.name}"
              </DropdownMenuItem>
            </>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <SaveViewDialog
        open={saving}
        onClose={() => setSaving(false)}
        estimateUid={estimateUid}
        config={config}
        canShare={canEdit}
        onSaved={async (view) => {
          await queryClient.invalidateQueries({ queryKey: key });
          onPick(view, normaliseViewConfig(view.config));
          toast({ title: `View "${view.name}" saved` });
        }}
      />
    </>
  );
}
