import type { ReactNode } from "react";
import { AiShell } from "@/components/ai/ai-shell";

// The AI assistant's pages, with the chat history beside them once there is one. Who may see them (staff,
// companies with the assistant on) is decided by the signed-in layout's page gate (lib/server/page-exists.ts),
// so anyone else gets the not-found panel with HTTP 404. No loading.tsx here, for the same reason.
export default function AiConversationLayout({ children }: { children: ReactNode }) {
  return <AiShell>{children}</AiShell>;
}
