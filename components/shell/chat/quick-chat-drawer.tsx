"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useId } from "react";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ChatBubbleOutlineOutlinedIcon from "@mui/icons-material/ChatBubbleOutlineOutlined";
import CloseIcon from "@mui/icons-material/Close";
import type { ChatSummary } from "@/lib/chat/schema";
import type { PanelLoadState } from "@/lib/shell/panels/load-state";
import { ChatList } from "@/components/shell/chat/chat-list";
import { PanelLoadFailed, PanelLoading } from "@/components/shell/panels/panel-feedback";

// A conversation (its list of messages and the composer) loads when a chat is opened: not part of
// the first load of every signed-in page (issue 17).
const ChatConversation = dynamic(
  () => import("@/components/shell/chat/chat-conversation").then((module) => module.ChatConversation),
  { ssr: false, loading: () => <PanelLoading /> },
);

/** The panel's width from the sm breakpoint; below it the panel takes the whole screen. */
const PANEL_WIDTH = 360;

/**
 * The quick-chat panel on the right (components/shell/quick-chat.tsx, which keeps the chats and
 * the selection): the chats, then the selected conversation; with none selected the panel says
 * 'Select a conversation'.
 */
export function QuickChatDrawer({
  panelId,
  isOpen,
  onClose: close,
  chats,
  loadState,
  onReload: reload,
  selectedChatId,
  lastChatId,
  onOpenChat,
  onBackToList,
}: {
  panelId: string;
  isOpen: boolean;
  onClose: () => void;
  chats: ChatSummary[];
  loadState: PanelLoadState;
  onReload: () => void;
  selectedChatId: string | null;
  lastChatId: string | null;
  onOpenChat: (chat: ChatSummary) => void;
  onBackToList: () => void;
}) {
  const t = useTranslations("quickChat");
  const tLoad = useTranslations("errorPages.panel");
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={close}
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
          <IconButton aria-label={t("close")} onClick={close} sx={{ color: "inherit" }}>
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
          {loadState.refreshFailed && <PanelLoadFailed compact title={tLoad("refreshFailed.chats")} onRetry={reload} />}
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
  );
}
