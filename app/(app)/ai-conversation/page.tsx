import { redirect } from "next/navigation";

// /ai-conversation starts a new conversation (next.config.ts redirects it too, before any rendering).
export default function AiConversationIndexPage() {
  redirect("/ai-conversation/add");
}
