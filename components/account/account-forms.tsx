"use client";

import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { UserDto } from "@/lib/client/session";
import { PasswordForm } from "./password-form";
import { ProfileForm } from "./profile-form";

/** Profile (default) and Password tabs; a single sign-on user has no password here, so no tabs. */
export function AccountForms({ user, onDone }: { user: UserDto; onDone: () => void }) {
  if (user.login_type === "sso") return <ProfileForm user={user} onDone={onDone} />;
  return (
    <Tabs defaultValue="profile" className="gap-4">
      <TabsList className="w-full">
        <TabsTrigger value="profile">Profile</TabsTrigger>
        <TabsTrigger value="password">Password</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">
        <ProfileForm user={user} onDone={onDone} />
      </TabsContent>
      <TabsContent value="password">
        <PasswordForm email={user.email} onDone={onDone} />
      </TabsContent>
    </Tabs>
  );
}
