import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ChatScreen } from "@/components/apps/chat/chat-screen";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("chatApp"))("title") };
}

// /apps/chat (the chats) and /apps/chat/{chatId} (a conversation). The chats are the shell's own
// SWR cache (the quick-chat panel shows the same list), read in the browser.
export default async function ChatPage({ params }: { params: Promise<{ slug?: string[] }> }) {
  const { slug } = await params;
  if (slug && slug.length > 1) notFound();
  return <ChatScreen chatId={slug?.[0] ?? null} />;
}
