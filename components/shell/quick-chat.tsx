"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ChatBubbleOutlineOutlinedIcon from "@mui/icons-material/ChatBubbleOutlineOutlined";
import CloseIcon from "@mui/icons-material/Close";
import type { ChatSummary } from "@/lib/chat/schema";
import { CountBadge } from "@/components/shell/panels/count-badge";
import { useChats } from "@/lib/swr/use-chats";
import { countUnread } from "@/components/shell/chat/chat-cache";
import { ChatList } from "@/components/shell/chat/chat-list";
import { useChatActions } from "@/components/shell/chat/use-chat-actions";
import { PanelLoadFailed, PanelLoading } from "@/components/shell/panels/panel-feedback";

// A conversation (its list of messages and the composer) loads when a chat is opened: not part of
// the first load of every signed-in page (issue 17).
const ChatConversation = dynamic(
  () => import("@/components/shell/chat/chat-conversation").then((module) => module.ChatConversation),
  { ssr: false, loading: () => <PanelLoading /> },
);

const NO_CHATS: ChatSummary[] = [];

/** The panel's width from the sm breakpoint; below it the panel takes the whole screen. */
const PANEL_WIDTH = 360;

/**
 * The team quick-chat (specification, sections 2 and 4): a toggle in the top bar that opens a
 * panel on the right with the chats, then the selected conversation; with none selected the panel
 * says 'Select a conversation'. `initialChats` are the chats the server read before rendering.
 */
export function QuickChat({ initialChats }: { initialChats?: ChatSummary[] }) {
  const t = useTranslations("quickChat");
  const tLoad = useTranslations("errorPages.panel");
  const panelId = useId();
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(false);
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
      <Drawer
        anchor="right"
        open={isOpen}
        onClose={() => setIsOpen(false)}
        slotProps={{
          paper: {
            id: panelId,
            role: "dialog",
            "aria-modal": true,
            "aria-labelledby": titleId,
            // No elevation tint: in the dark scheme the panel keeps the surface colour of the page's cards.
            sx: {
              width: { xs: "100%", sm: PANEL_WIDTH },
              height: "100dvh",
              display: "flex",
              flexDirection: "column",
              backgroundImage: "none",
            },
          },
        }}
      >
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1,
            pl: 2.5,
            pr: 1,
            minHeight: 64,
            bgcolor: "primary.main",
            color: "primary.contrastText",
          }}
        >
          <ChatBubbleOutlineOutlinedIcon aria-hidden />
          <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, fontSize: 18, fontWeight: 600 }} noWrap>
            {t("label")}
          </Typography>
          <Tooltip title={t("close")}>
            <IconButton aria-label={t("close")} onClick={() => setIsOpen(false)} sx={{ color: "inherit" }}>
              <CloseIcon />
            </IconButton>
          </Tooltip>
        </Box>
        {selectedChatId ? (
          <ChatConversation
            key={selectedChatId}
            chatId={selectedChatId}
            summary={chats.find((chat) => chat.id === selectedChatId)}
            onBack={onBackToList}
          />
        ) : (
          <Box sx={{ flex: 1, minHeight: 0, overflowY: "auto" }}>
            {loadState.refreshFailed && (
              <PanelLoadFailed compact title={tLoad("refreshFailed.chats")} onRetry={reload} />
            )}
            <Typography color="text.secondary" sx={{ px: 2.5, pt: 2, pb: 1 }} data-testid="quick-chat-prompt">
              {t("selectConversation")}
            </Typography>
            {loadState.status === "loading" && <PanelLoading />}
            {loadState.status === "failed" && (
              <PanelLoadFailed
                icon={<ChatBubbleOutlineOutlinedIcon />}
                title={tLoad("loadFailed.chats")}
                onRetry={reload}
              />
            )}
            {loadState.status === "ready" && <ChatList chats={chats} focusedChatId={lastChatId} onOpen={onOpenChat} />}
          </Box>
        )}
      </Drawer>
    </>
  );
}
