import { mailOperations } from "@/lib/contract/mail";
import { listOutbox } from "@/lib/server/mail/outbox";
import { otherMethods, route } from "@/lib/server/route";

export const GET = route(mailOperations.outbox, ({ scope, query }) => listOutbox(scope, query));

export const { POST, PUT, PATCH, DELETE } = otherMethods("GET");
