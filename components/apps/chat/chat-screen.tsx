"use client";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import Box from "@mui/material/Box";
import Drawer from "@mui/material/Drawer";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useTheme } from "@mui/material/styles";
import ForumOutlinedIcon from "@mui/icons-material/ForumOutlined";
import { useChat, useChats } from "@/lib/swr/use-chats";
import { useAppsFeedback } from "@/components/apps/shared/apps-feedback";
import { ChatSidebar } from "@/components/apps/chat/chat-sidebar";
import { ContactInfo } from "@/components/apps/chat/contact-info";
import { Conversation } from "@/components/apps/chat/conversation";
import { useChatActions } from "@/components/shell/chat/use-chat-actions";
import { visuallyHiddenSx } from "@/components/ui/visually-hidden";

const LIST_WIDTH = { md: 340, lg: 380 };
const INFO_WIDTH = 360;

/**
 * The chat app (WhatsApp Web is the feel): the chats on the left, the open conversation
 * (`/apps/chat/{chatId}`) on the right and the contact's info beside it. On a phone the list and
 * the conversation each take the screen. The chats list is the shell's SWR cache, so opening a
 * chat clears its unread count here and in the quick-chat panel alike.
 */
export function ChatScreen({ chatId }: { chatId: string | null }) {
  const t = useTranslations("chatApp");
  const tCommon = useTranslations("appsCommon");
  const theme = useTheme();
  // The info pane sits beside the conversation on very wide screens, over its right side on
  // laptops (the shell's navigation leaves too little room for three columns) and takes the
  // whole screen on a phone.
  const isWide = useMediaQuery(theme.breakpoints.up("xl"));
  const isPhone = !useMediaQuery(theme.breakpoints.up("md"));
  const { notify } = useAppsFeedback();
  const { data: chats, loadState, reload } = useChats();
  const { data: chat, error, mutate } = useChat(chatId);
  const { markRead, setMuted, sendMessage } = useChatActions();
  const [infoChatId, setInfoChatId] = useState<string | null>(null);
  const summary = chats?.find((item) => item.id === chatId);
  // The info pane belongs to the chat it was opened for: another chat starts without it.
  const isInfoOpen = infoChatId !== null && infoChatId === chatId;
  const infoChat = summary ?? chat;

  // Opening a chat reads its messages: the unread count goes to 0 in the shared list (and on the server).
  useEffect(() => {
    if (summary && summary.unreadCount > 0) void markRead(summary);
  }, [summary, markRead]);

  async function onToggleMute() {
    const muted = !(chat?.muted ?? summary?.muted ?? false);
    if (!chatId) return;
    if (await setMuted(chatId, muted)) notify(muted ? t("mutedNotice") : t("unmutedNotice"), "info");
    else notify(t("muteFailed"), "error");
  }

  async function onSend(value: string) {
    if (!chatId) return false;
    const isSent = await sendMessage(chatId, value);
    if (!isSent) notify(t("sendFailed"), "error");
    return isSent;
  }

  const toggleInfo = () => setInfoChatId(isInfoOpen ? null : chatId);
  const info = infoChat && (
    <ContactInfo
      chat={infoChat}
      onClose={() => setInfoChatId(null)}
      closeLabel={isPhone ? tCommon("back") : tCommon("close")}
      onToggleMute={() => void onToggleMute()}
    />
  );

  return (
    <Paper
      variant="outlined"
      sx={{
        display: "flex",
        position: "relative",
        overflow: "hidden",
        height: { xs: "calc(100dvh - 64px - 48px)", md: "calc(100dvh - 64px - 64px)" },
        minHeight: 460,
        borderRadius: { xs: 2, md: 3 },
        mx: { xs: -1, sm: 0 },
      }}
    >
      <Typography component="h1" sx={visuallyHiddenSx}>
        {t("title")}
      </Typography>
      <Box
        component="nav"
        aria-label={t("chats")}
        sx={{
          width: { xs: "100%", md: LIST_WIDTH.md, lg: LIST_WIDTH.lg },
          flex: "none",
          display: { xs: chatId ? "none" : "flex", md: "flex" },
          flexDirection: "column",
          minHeight: 0,
          borderRight: { md: 1 },
          borderColor: { md: "divider" },
        }}
      >
        <ChatSidebar chats={chats} loadState={loadState} onReload={reload} selectedChatId={chatId} />
      </Box>
      <Box
        component="section"
        aria-label={t("conversation")}
        sx={{ flex: 1, minWidth: 0, display: { xs: chatId ? "flex" : "none", md: "flex" }, flexDirection: "column" }}
      >
        {chatId ? (
          <Conversation
            key={chatId}
            chatId={chatId}
            chat={chat}
            summary={summary}
            error={error}
            onRetry={() => void mutate()}
            isInfoOpen={isInfoOpen}
            onToggleInfo={toggleInfo}
            onToggleMute={() => void onToggleMute()}
            onSend={onSend}
          />
        ) : (
          <Welcome />
        )}
      </Box>
      {!isPhone && isInfoOpen && info && (
        <Box
          component="aside"
          aria-label={t("contactInfo")}
          onKeyDown={(event) => {
            if (event.key === "Escape") setInfoChatId(null);
          }}
          sx={[
            { width: INFO_WIDTH, flex: "none", borderLeft: 1, borderColor: "divider", minHeight: 0 },
            !isWide && {
              position: "absolute",
              top: 0,
              right: 0,
              bottom: 0,
              zIndex: 2,
              bgcolor: "background.paper",
              boxShadow: 8,
            },
          ]}
        >
          {info}
        </Box>
      )}
      {isPhone && (
        <Drawer
          anchor="right"
          open={isInfoOpen && Boolean(info)}
          onClose={() => setInfoChatId(null)}
          slotProps={{ paper: { sx: { width: { xs: "100%", sm: INFO_WIDTH + 40 } }, "aria-label": t("contactInfo") } }}
        >
          {info}
        </Drawer>
      )}
    </Paper>
  );
}

function Welcome() {
  const t = useTranslations("chatApp");
  return (
    <Box
      sx={{
        flex: 1,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        textAlign: "center",
        gap: 1.5,
        px: 4,
        bgcolor: "background.default",
        borderBottom: 6,
        borderColor: "primary.main",
      }}
    >
      <Box aria-hidden sx={{ color: "primary.main", "& svg": { fontSize: 72 } }}>
        <ForumOutlinedIcon />
      </Box>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700 }}>
        {t("welcomeTitle")}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
        {t("welcomeText")}
      </Typography>
    </Box>
  );
}
