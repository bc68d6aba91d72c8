import type { Metadata } from "next";
import { NewConversation } from "@/components/ai/new-conversation";
import { suggestedQuestions } from "@/lib/server/ai/analyst";

export const metadata: Metadata = { title: "AI assistant" };

// /ai-conversation/add: ask a question, or one of the questions the built-in analyst answers well.
export default function AddAiConversationPage() {
  return <NewConversation suggestions={suggestedQuestions} />;
}
