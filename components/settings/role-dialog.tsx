"use client";

import { type FormEvent, useEffect, useState } from "react";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { ApiClientError, api, errorMessage } from "@/lib/client/api";
import { ifMatch } from "@/lib/client/settings";
import { toast } from "@/lib/client/use-toast";
import type { UserDto } from "@/lib/contract/user";
import { primaryRole, type Role } from "@/lib/domain/roles";
import { RoleField } from "./role-field";

type Props = { user: UserDto | null; onClose: () => void; onSaved: () => Promise<void> };

/** Sets the user's primary role (spec §6: the first role is the one that counts). */
export function RoleDialog({ user, onClose, onSaved }: Props) {
  const [role, setRole] = useState<Role>("viewer");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (user) setRole(primaryRole(user.roles));
    setError(null);
  }, [user]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    setPending(true);
    setError(null);
    try {
      await api(`/user/${user.uid}`, {
        method: "PUT",
        body: { roles: [role] },
        headers: ifMatch(user.version),
      });
      await onSaved();
      onClose();
    } catch (e) {
      setError(
        e instanceof ApiClientError && e.status === 412
          ? "Someone else changed this user. Close this dialog to see the latest, then try again."
          : errorMessage(e),
      );
      if (e instanceof ApiClientError && e.status === 412) await onSaved();
      toast({ variant: "destructive", title: "Error", description: "An error occurred updating user" });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent>
        <form onSubmit={save} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Change role</DialogTitle>
            <DialogDescription>{user?.email}</DialogDescription>
          </DialogHeader>
          <RoleField id="role" value={role} onChange={setRole} />
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Spinner />}
              Save role
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
