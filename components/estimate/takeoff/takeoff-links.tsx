"use client";

import { useQueryClient } from "@tanstack/react-query";
import { UnlinkIcon } from "lucide-react";
import { useState } from "react";
import { BorderedTable } from "@/components/shared/bordered-table";
import { Button } from "@/components/ui/button";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/api";
import { takeoffKeys, unlinkTakeoffLine, useTakeoffLinks } from "@/lib/client/takeoff";
import { toast } from "@/lib/client/use-toast";

/** The estimate's lines linked to a takeoff classification; unlinking one keeps its quantity. */
export function TakeoffLinks({ companyUid, estimateUid }: { companyUid: string; estimateUid: string }) {
  const queryClient = useQueryClient();
  const { data } = useTakeoffLinks(estimateUid);
  const [busy, setBusy] = useState<string | null>(null);
  const links = data?.links ?? [];
  if (links.length === 0) return null;
  const unlink = async (lineUid: string) => {
    setBusy(lineUid);
    try {
      await unlinkTakeoffLine(estimateUid, lineUid);
      await queryClient.invalidateQueries({ queryKey: takeoffKeys.links(companyUid, estimateUid) });
      toast({
        title: "Line unlinked",
        description: "It keeps its quantity; a re-import no longer updates it.",
      });
    } catch (e) {
      toast({ title: "Could not unlink", description: errorMessage(e), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  };
  return (
    <details className="rounded-lg border p-4" data-testid="takeoff-links">
      <summary className="cursor-pointer font-medium text-sm">
        {links.length} {links.length === 1 ? "line" : "lines"} linked to a takeoff
      </summary>
      <div className="mt-3 max-h-80 overflow-auto">
        <BorderedTable
          label="Linked lines"
          heads={
            <>
              <TableHead>Classification</TableHead>
              <TableHead>Location</TableHead>
              <TableHead className="text-right">Quantity</TableHead>
              <TableHead>Source</TableHead>
              <TableHead className="w-24" />
            </>
          }
        >
          {links.map((l) => (
            <TableRow key={l.line_uid}>
              <TableCell className="max-w-56 truncate" title={l.classification}>
                {l.classification}
              </TableCell>
              <TableCell>{l.location || "—"}</TableCell>
              <TableCell className="text-right tabular-nums">{l.quantity}</TableCell>
              <TableCell className="text-muted-foreground text-xs">
                {l.source_file} · {new Date(l.imported_at).toLocaleDateString("en-US")}
              </TableCell>
              <TableCell>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy !== null}
                  onClick={() => unlink(l.line_uid)}
                  aria-label={`Unlink ${l.classification}`}
                >
                  <UnlinkIcon /> Unlink
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </BorderedTable>
      </div>
    </details>
  );
}
