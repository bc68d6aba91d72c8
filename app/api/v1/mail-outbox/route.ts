// GET /api/v1/mail-outbox — mail the company would have been sent without SMTP, newest first (admin)
import { listOutbox, listOutboxQuery } from "@/lib/server/mail/outbox";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route({ permission: "mail.read", query: listOutboxQuery }, ({ scope, query }) =>
  listOutbox(scope, query),
);

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
