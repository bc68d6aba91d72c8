"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { KeyRound, Plus } from "lucide-react";
import Link from "next/link";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { ActionsHead, BorderedTable } from "@/components/shared/bordered-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { ApiClientError, api } from "@/lib/client/api";
import { type Collection, items, settingsKeys } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { ApiKeyDto } from "@/lib/contract/api-key";
import type { ApiKeyDialog as ApiKeyDialogView } from "./api-key-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { SectionHeader } from "./section-header";

// The dialog (its form, schema and Radix Dialog) loads when it first opens, not with the page.
const ApiKeyDialog = lazyDialog<ComponentProps<typeof ApiKeyDialogView>>(
  () => import("./api-key-dialog").then((m) => ({ default: m.ApiKeyDialog })),
  (p) => p.open,
);

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
const when = (iso: string | null) => (iso ? dateFormat.format(new Date(iso)) : "Never");

type Props = { companyUid: string; initial: Collection<ApiKeyDto> };

export function ApiKeysSettings({ companyUid, initial }: Props) {
  const queryClient = useQueryClient();
  const key = settingsKeys.apiKeys(companyUid);
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => api<Collection<ApiKeyDto>>("/api-key"),
    initialData: initial,
  });
  const [createOpen, setCreateOpen] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyDto | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  async function revoke(apiKey: ApiKeyDto) {
    try {
      await api(`/api-key/${apiKey.uid}`, { method: "DELETE" });
      toast({ title: "Done", description: `“${apiKey.name}” was revoked.` });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error",
        description: error instanceof ApiClientError ? error.message : "An error occurred updating company",
      });
    } finally {
      setRevoking(null);
      await refresh();
    }
  }

  const keys = items(data);
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <SectionHeader
        title="API keys"
        description="Keys let your own tools read and write this company's data through the public API."
        action={
          <div className="flex gap-2">
            <Button variant="outline" asChild>
              <Link href="/api-reference">API reference</Link>
            </Button>
            <Button onClick={() => setCreateOpen(true)}>
              <Plus />
              New API key
            </Button>
          </div>
        }
      />
      {keys.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          <KeyRound className="size-6" />
          <p>No API keys yet.</p>
        </div>
      ) : (
        <BorderedTable
          heads={
            <>
              <TableHead>Name</TableHead>
              <TableHead>Role</TableHead>
              <TableHead className="hidden sm:table-cell">Created</TableHead>
              <TableHead className="hidden sm:table-cell">Last used</TableHead>
              <ActionsHead className="w-24" />
            </>
          }
        >
          {keys.map((k) => (
            <TableRow key={k.uid} data-testid={`api-key-row-${k.name}`}>
              <TableCell className="font-medium">
                {k.name}
                <div className="font-mono font-normal text-muted-foreground text-xs">{k.prefix}…</div>
              </TableCell>
              <TableCell>
                <Badge variant="outline" className="uppercase">
                  {k.role}
                </Badge>
                <div className="mt-1 text-muted-foreground text-xs">
                  {k.scopes ? k.scopes.join(", ") : "All of the role"} · {k.rate_limit}/min
                </div>
              </TableCell>
              <TableCell className="hidden text-muted-foreground sm:table-cell">
                {when(k.created_at)}
                {k.created_by ? ` by ${k.created_by}` : ""}
              </TableCell>
              <TableCell className="hidden text-muted-foreground sm:table-cell">
                {when(k.last_used_at)}
                {k.expires_at ? (
                  <div className="text-xs">
                    {Date.parse(k.expires_at) <= Date.now() ? "Expired " : "Expires "}
                    {when(k.expires_at)}
                  </div>
                ) : null}
              </TableCell>
              <TableCell className="text-right">
                <Button variant="ghost" size="sm" onClick={() => setRevoking(k)}>
                  Revoke
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </BorderedTable>
      )}
      <ApiKeyDialog open={createOpen} onOpenChange={setCreateOpen} onCreated={refresh} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke API key?"
        description={`Anything using “${revoking?.name ?? ""}” stops working at once. This cannot be undone.`}
        confirmLabel="Revoke key"
        destructive
        onConfirm={() => (revoking ? revoke(revoking) : Promise.resolve())}
      />
    </div>
  );
}
