"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { Inbox } from "lucide-react";
import { Fragment } from "react";
import { ShowMoreButton } from "@/components/shared/list-states";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/client/api";
import { type Collection, items, type OutboxMail, settingsKeys } from "@/lib/client/settings";
import { SectionHeader } from "./section-header";

const pageSize = 20;
const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** Plain text with its http(s) links made clickable; nothing else of the mail is interpreted. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <>
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <a key={i} href={part} className="break-all text-primary underline underline-offset-4">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export function OutboxList({
  companyUid,
  initial,
  smtpConfigured,
}: {
  companyUid: string;
  initial: Collection<OutboxMail>;
  smtpConfigured: boolean;
}) {
  const query = useInfiniteQuery({
    queryKey: settingsKeys.outbox(companyUid),
    queryFn: ({ pageParam }) =>
      api<Collection<OutboxMail>>(
        `/mail-outbox?${new URLSearchParams({ limit: String(pageSize), ...(pageParam ? { cursor: pageParam } : {}) })}`,
      ),
    initialPageParam: "",
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    initialData: { pages: [initial], pageParams: [""] },
  });
  const mails = query.data.pages.flatMap(items);
  const total = query.data.pages[0]?.total ?? 0;
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <SectionHeader
        title="Outbox"
        description={
          smtpConfigured
            ? "Mail goes out through the configured mail server; messages kept here are from before it was set up."
            : "No mail server is configured, so mail the app would send (invitations) is kept here. Copy a link to pass it on."
        }
      />
      {mails.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          <Inbox className="size-6" />
          <p>The outbox is empty.</p>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label={`${total} messages`}>
          {mails.map((mail) => (
            <li key={mail.uid}>
              <Card className="gap-3 py-4" data-testid="outbox-mail">
                <CardHeader className="px-4">
                  <CardTitle className="text-base">{mail.subject}</CardTitle>
                  <CardDescription className="flex flex-wrap gap-x-3">
                    <span>To {mail.to}</span>
                    <time dateTime={mail.created_at}>{dateFormat.format(new Date(mail.created_at))}</time>
                  </CardDescription>
                </CardHeader>
                <CardContent className="px-4">
                  <p className="whitespace-pre-wrap break-words text-sm">
                    <Linkified text={mail.text} />
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ShowMoreButton list={query}>Show older</ShowMoreButton>
    </div>
  );
}
