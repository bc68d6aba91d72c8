import { aiAccessMessage } from "@/lib/contract/ai-conversation";
import { ForbiddenError } from "../../errors";
import type { Scope } from "../../scope";

/** Staff, and every member of a company with the assistant on; anyone else gets 403 with a clear message. */
export function assertAiAccess(scope: Scope): void {
  if (scope.user.isZebeler || scope.company.isAiAssistantEnabled) return;
  throw new ForbiddenError(aiAccessMessage);
}
