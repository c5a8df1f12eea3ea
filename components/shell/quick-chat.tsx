"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import IconButton from "@mui/material/IconButton";
import { Tooltip } from "@/components/ui/tooltip";
import ChatBubbleOutlineOutlinedIcon from "@mui/icons-material/ChatBubbleOutlineOutlined";
import type { ChatSummary } from "@/lib/chat/schema";
import { CountBadge } from "@/components/shell/panels/count-badge";
import { useHasOpened } from "@/components/shell/panels/use-has-opened";
import { useChats } from "@/lib/swr/use-chats";
import { countUnread } from "@/components/shell/chat/chat-cache";
import { useChatActions } from "@/components/shell/chat/use-chat-actions";

// The panel (the chat list, and MUI's Drawer and Modal) loads on the first opening, or as soon as
// the pointer or the focus reaches the button: not part of every signed-in page's first load
// (issue 17). The chats and the selection stay here, so the badge is as before.
const loadQuickChatDrawer = () =>
  import("@/components/shell/chat/quick-chat-drawer").then((module) => module.QuickChatDrawer);
const QuickChatDrawer = dynamic(loadQuickChatDrawer, { ssr: false });

const NO_CHATS: ChatSummary[] = [];

/**
 * The team quick-chat (specification, sections 2 and 4): a toggle in the top bar that opens a
 * panel on the right with the chats, then the selected conversation; with none selected the panel
 * says 'Select a conversation'. `initialChats` are the chats the server read before rendering.
 */
export function QuickChat({ initialChats }: { initialChats?: ChatSummary[] }) {
  const t = useTranslations("quickChat");
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const hasOpened = useHasOpened(isOpen);
  const [selectedChatId, setSelectedChatId] = useState<string | null>(null);
  // The chat the user just left, so the list puts the focus back on it.
  const [lastChatId, setLastChatId] = useState<string | null>(null);
  const { data: chats = NO_CHATS, mutate: refreshChats, loadState, reload } = useChats(initialChats);
  const { markRead } = useChatActions();
  const unreadCount = countUnread(chats);
  const unreadId = useId();

  function onOpenPanel() {
    setIsOpen(true);
    // The badge was drawn from the server's list; opening the panel brings it up to date.
    void refreshChats();
  }

  function onOpenChat(chat: ChatSummary) {
    setSelectedChatId(chat.id);
    void markRead(chat);
  }

  function onBackToList() {
    setLastChatId(selectedChatId);
    setSelectedChatId(null);
  }

  return (
    <>
      <Tooltip title={t("label")}>
        <IconButton
          aria-label={t("label")}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? panelId : undefined}
          aria-describedby={unreadCount > 0 ? unreadId : undefined}
          onClick={() => (isOpen ? setIsOpen(false) : onOpenPanel())}
          onPointerEnter={() => void loadQuickChatDrawer()}
          onFocus={() => void loadQuickChatDrawer()}
        >
          <CountBadge count={unreadCount}>
            <ChatBubbleOutlineOutlinedIcon />
          </CountBadge>
        </IconButton>
      </Tooltip>
      {unreadCount > 0 && (
        <span id={unreadId} hidden>
          {t("unread", { count: unreadCount })}
        </span>
      )}
      {hasOpened && (
        <QuickChatDrawer
          panelId={panelId}
          isOpen={isOpen}
          onClose={() => setIsOpen(false)}
          chats={chats}
          loadState={loadState}
          onReload={reload}
          selectedChatId={selectedChatId}
          lastChatId={lastChatId}
          onOpenChat={onOpenChat}
          onBackToList={onBackToList}
        />
      )}
    </>
  );
}
