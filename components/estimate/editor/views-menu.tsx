"use client";

// Saved budget views (grouping + filters + columns + sort), personal or shared with the company.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Bookmark, Check } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { errorMessage } from "@/lib/client/api";
import type { ViewConfig, ViewDto } from "@/lib/client/estimate-editor/types";
import { defaultViewConfig, normaliseViewConfig } from "@/lib/client/estimate-editor/view";
import { createView, deleteView, fetchViews, updateView } from "@/lib/client/estimates";
import { toast } from "@/lib/client/use-toast";

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
  const [name, setName] = useState("");
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    try {
      const view = (await createView(estimateUid, {
        name,
        shared,
        config: config as never,
      })) as unknown as ViewDto;
      await queryClient.invalidateQueries({ queryKey: key });
      onPick(view, normaliseViewConfig(view.config));
      setSaving(false);
      toast({ title: `View "${view.name}" saved` });
    } catch (e) {
      setError(errorMessage(e));
    }
  };

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
                  setName("");
                  setShared(false);
                  setError(null);
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
      <Dialog open={saving} onOpenChange={setSaving}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Save view</DialogTitle>
            <DialogDescription>Grouping, filters, columns and sort, under a name.</DialogDescription>
          </DialogHeader>
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              void save();
            }}
          >
            <div className="space-y-1">
              <Label htmlFor="view-name">Name</Label>
              <Input id="view-name" value={name} onChange={(e) => setName(e.target.value)} autoFocus />
              {error ? (
                <p className="text-destructive text-sm" role="alert">
                  {error}
                </p>
              ) : null}
            </div>
            {canEdit ? (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={shared} onChange={(e) => setShared(e.target.checked)} />
                Share with the company
              </label>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setSaving(false)}>
                Cancel
              </Button>
              <Button type="submit">Save view</Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
