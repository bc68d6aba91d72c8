import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConversationThread } from "@/components/ai/conversation-thread";
import { normalizeUid } from "@/lib/domain/uid";

export const metadata: Metadata = { title: "AI assistant" };

// /ai-conversation/{uid}: the conversation is read (and kept live) in the browser, so an answer being written
// streams in; another user's or company's conversation is refused by the signed-in layout's page gate (404).
export default async function AiConversationPage({ params }: { params: Promise<{ uid: string }> }) {
  const uid = normalizeUid((await params).uid);
  if (!uid) notFound();
  return <ConversationThread key={uid} uid={uid} />;
}
