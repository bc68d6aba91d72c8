import type { Metadata } from "next";
import { OutboxList } from "@/components/settings/outbox-list";
import { Restricted } from "@/components/settings/restricted";
import { roleAllows } from "@/lib/domain/roles";
import { env } from "@/lib/env";
import { listOutbox } from "@/lib/server/mail/outbox";
import { getPageScope } from "@/lib/server/page-scope";

export const metadata: Metadata = { title: "Outbox" };

export default async function OutboxPage() {
  const scope = await getPageScope();
  if (!roleAllows(scope.role, "mail.read")) return <Restricted who="admins" />;
  return (
    <OutboxList
      companyUid={scope.company.uid}
      initial={await listOutbox(scope, { limit: 20 })}
      smtpConfigured={Boolean(env().SMTP_URL)}
    />
  );
}
