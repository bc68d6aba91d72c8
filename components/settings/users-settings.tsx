"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { MoreHorizontal, UserPlus } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { lazyDialog } from "@/components/feedback/lazy-with-retry";
import { ActionsHead, BorderedTable } from "@/components/shared/bordered-table";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { LazyDropdownMenu } from "@/components/ui/lazy-menu";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { ApiClientError, api } from "@/lib/client/api";
import { type Collection, fetchAllPages, ifMatch, items, settingsKeys } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { UserDto } from "@/lib/contract/user";
import { ConfirmDialog } from "./confirm-dialog";
import type { InviteUserDialog as InviteUserDialogView } from "./invite-user-dialog";
import type { RoleDialog as RoleDialogView } from "./role-dialog";
import { SectionHeader } from "./section-header";

// The dialog (its form, schema and Radix Dialog) loads when it first opens, not with the page.
const RoleDialog = lazyDialog<ComponentProps<typeof RoleDialogView>>(
  () => import("./role-dialog").then((m) => ({ default: m.RoleDialog })),
  (p) => p.user !== null,
);

// The dialog (its form, schema and Radix Dialog) loads when it first opens, not with the page.
const InviteUserDialog = lazyDialog<ComponentProps<typeof InviteUserDialogView>>(
  () => import("./invite-user-dialog").then((m) => ({ default: m.InviteUserDialog })),
  (p) => p.open,
);

const statusLabel = { active: "Active", pending: "Pending", deactivated: "Deactivated" } as const;
const statusVariant = { active: "secondary", pending: "outline", deactivated: "destructive" } as const;

export const displayName = (user: UserDto) => `${user.firstname} ${user.lastname}`.trim() || user.email;

type Props = { companyUid: string; currentUserUid: string; initial: Collection<UserDto> };
type Pending = { kind: "roles" | "deactivate"; user: UserDto } | null;

export function UsersSettings({ companyUid, currentUserUid, initial }: Props) {
  const queryClient = useQueryClient();
  const key = settingsKeys.users(companyUid);
  const { data } = useQuery({
    queryKey: key,
    queryFn: () => fetchAllPages<UserDto>("/user", 500),
    initialData: initial,
  });
  const [inviteOpen, setInviteOpen] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  /** A user action; a stale version (412) reloads the list so the admin sees what changed. */
  async function run(path: string, user: UserDto, success: string) {
    try {
      await api<UserDto>(path, { method: "POST", headers: ifMatch(user.version) });
      toast({ title: "Done", description: success });
    } catch (error) {
      toast({
        variant: "destructive",
        title: "Error",
        description:
          error instanceof ApiClientError && error.status !== 500
            ? error.message
            : "An error occurred updating user",
      });
    } finally {
      await refresh();
    }
  }

  const users = items(data);
  const total = data.total ?? users.length;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <SectionHeader
        title="Users"
        description={`${total} ${total === 1 ? "person" : "people"} in this company.`}
        action={
          <Button onClick={() => setInviteOpen(true)}>
            <UserPlus />
            Invite user
          </Button>
        }
      />
      <BorderedTable
        heads={
          <>
            <TableHead>Name</TableHead>
            <TableHead className="hidden sm:table-cell">Email</TableHead>
            <TableHead>Roles</TableHead>
            <TableHead>Status</TableHead>
            <ActionsHead />
          </>
        }
      >
        {users.map((user) => (
          <TableRow key={user.uid} data-testid={`user-row-${user.email}`}>
            <TableCell className="font-medium">
              {displayName(user)}
              {user.uid === currentUserUid && (
                <span className="ml-1 text-muted-foreground text-xs">(you)</span>
              )}
              <div className="font-normal text-muted-foreground text-xs sm:hidden">{user.email}</div>
            </TableCell>
            <TableCell className="hidden text-muted-foreground sm:table-cell">{user.email}</TableCell>
            <TableCell>
              <div className="flex gap-1">
                {user.roles.map((role) => (
                  <Badge key={role} variant="outline" className="uppercase">
                    {role}
                  </Badge>
                ))}
              </div>
            </TableCell>
            <TableCell>
              <Badge variant={statusVariant[user.status]}>{statusLabel[user.status]}</Badge>
            </TableCell>
            <TableCell>
              <LazyDropdownMenu
                trigger={
                  <Button variant="ghost" size="icon" aria-label={`Actions for ${displayName(user)}`}>
                    <MoreHorizontal />
                  </Button>
                }
              >
                {(ui) => (
                  <ui.DropdownMenuContent align="end">
                    <ui.DropdownMenuItem onSelect={() => setPending({ kind: "roles", user })}>
                      Change role…
                    </ui.DropdownMenuItem>
                    {user.status === "pending" && (
                      <ui.DropdownMenuItem
                        onSelect={() =>
                          run(
                            `/user/${user.uid}/resend-invitation`,
                            user,
                            `A new invitation was sent to ${user.email}.`,
                          )
                        }
                      >
                        Resend invitation
                      </ui.DropdownMenuItem>
                    )}
                    {user.status === "deactivated" ? (
                      <ui.DropdownMenuItem
                        onSelect={() =>
                          run(`/user/${user.uid}/reactivate`, user, `${displayName(user)} was reactivated.`)
                        }
                      >
                        Reactivate
                      </ui.DropdownMenuItem>
                    ) : (
                      user.uid !== currentUserUid && (
                        <ui.DropdownMenuItem
                          variant="destructive"
                          onSelect={() => setPending({ kind: "deactivate", user })}
                        >
                          Deactivate…
                        </ui.DropdownMenuItem>
                      )
                    )}
                  </ui.DropdownMenuContent>
                )}
              </LazyDropdownMenu>
            </TableCell>
          </TableRow>
        ))}
      </BorderedTable>
      <InviteUserDialog open={inviteOpen} onOpenChange={setInviteOpen} onInvited={refresh} />
      <RoleDialog
        user={pending?.kind === "roles" ? pending.user : null}
        onClose={() => setPending(null)}
        onSaved={refresh}
      />
      <ConfirmDialog
        open={pending?.kind === "deactivate"}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending ? `Deactivate ${displayName(pending.user)}?` : ""}
        description="They are signed out at once and cannot sign in until an admin reactivates them. Their work stays."
        confirmLabel="Deactivate"
        destructive
        onConfirm={async () => {
          if (pending)
            await run(
              `/user/${pending.user.uid}/deactivate`,
              pending.user,
              `${displayName(pending.user)} was deactivated.`,
            );
          setPending(null);
        }}
      />
    </div>
  );
}
