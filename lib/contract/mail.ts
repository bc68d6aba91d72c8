// The company's mail outbox: what would have been mailed without SMTP (invitations), for its admins to read.
import { z } from "zod";
import { listQuery, listResponse } from "./list";
import { operation } from "./operation";

export const listOutboxQuery = listQuery(200, 50);
export type ListOutboxQuery = z.infer<typeof listOutboxQuery>;

export const outboxMailDto = z.object({
  uid: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailDto>;

export const mailOperations = {
  outbox: operation({
    method: "GET",
    path: "/api/v1/mail-outbox",
    summary: "List the mail the company would have been sent without SMTP, newest first",
    permission: "mail.read",
    query: listOutboxQuery,
    response: listResponse(outboxMailDto),
  }),
};
