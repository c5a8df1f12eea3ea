"use client";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import NotificationsActiveOutlinedIcon from "@mui/icons-material/NotificationsActiveOutlined";
import NotificationsOffOutlinedIcon from "@mui/icons-material/NotificationsOffOutlined";
import type { ChatMessage, ChatSummary } from "@/lib/chat/schema";
import { useChat } from "@/lib/swr/use-chats";
import { InitialAvatar } from "@/components/shell/user/initial-avatar";
import { isPendingMessage } from "@/components/shell/chat/chat-cache";
import { formatMessageTime } from "@/components/shell/chat/chat-time";
import { MessageComposer } from "@/components/shell/chat/message-composer";
import { useChatActions } from "@/components/shell/chat/use-chat-actions";
import { visuallyHiddenSx } from "@/components/ui/visually-hidden";

/**
 * One conversation of the quick-chat panel: the contact, a mute toggle, the messages (the user's
 * own on the right) and the composer. The list's summary draws the header while the messages load.
 */
export function ChatConversation({
  chatId,
  summary,
  onBack,
}: {
  chatId: string;
  summary: ChatSummary | undefined;
  onBack: () => void;
}) {
  const t = useTranslations("quickChat");
  const { data: chat, error, isLoading, mutate } = useChat(chatId);
  const { setMuted, sendMessage } = useChatActions();
  const [failure, setFailure] = useState<"sendFailed" | "updateFailed" | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const contact = chat?.contact ?? summary?.contact;
  const isMuted = chat?.muted ?? summary?.muted ?? false;

  // The list item that opened this view is gone: the focus moves to the contact's name, so a
  // screen reader announces the conversation and Tab reaches its controls.
  useEffect(() => headingRef.current?.focus(), [chatId]);

  async function onToggleMute() {
    setFailure(null);
    if (!(await setMuted(chatId, !isMuted))) setFailure("updateFailed");
  }

  async function onSend(value: string) {
    setFailure(null);
    const isSent = await sendMessage(chatId, value);
    if (!isSent) setFailure("sendFailed");
    return isSent;
  }

  const muteLabel = isMuted ? t("unmute") : t("mute");

  return (
    <Box sx={{ display: "flex", flexDirection: "column", flex: 1, minHeight: 0 }}>
      <Box
        sx={{ display: "flex", alignItems: "center", gap: 1, px: 1, py: 1, borderBottom: 1, borderColor: "divider" }}
      >
        <Tooltip title={t("back")}>
          <IconButton aria-label={t("back")} onClick={onBack}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        {contact && <InitialAvatar name={contact.name} src={contact.avatar} size={36} />}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            ref={headingRef}
            tabIndex={-1}
            component="h3"
            sx={{ fontWeight: 600, lineHeight: 1.3, outline: "none" }}
            noWrap
            data-testid="quick-chat-contact-name"
          >
            {contact?.name ?? ""}
          </Typography>
          {contact?.about && (
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {contact.about}
            </Typography>
          )}
        </Box>
        {/* Usable before the messages arrive: the list already told whether the chat is muted. */}
        <Tooltip title={muteLabel}>
          <IconButton aria-label={muteLabel} onClick={onToggleMute}>
            {isMuted ? <NotificationsOffOutlinedIcon /> : <NotificationsActiveOutlinedIcon />}
          </IconButton>
        </Tooltip>
      </Box>

      {chat ? (
        <MessageLog messages={chat.messages} contactName={chat.contact.name} />
      ) : (
        <Box
          sx={{
            flex: 1,
            display: "flex",
            flexDirection: "column",
            alignItems: "center",
            justifyContent: "center",
            gap: 2,
            p: 3,
            textAlign: "center",
          }}
        >
          {error && !isLoading ? (
            <>
              <Typography color="text.secondary">{t("loadFailed")}</Typography>
              <Button variant="outlined" onClick={() => void mutate()}>
                {t("retry")}
              </Button>
            </>
          ) : (
            <CircularProgress size={28} aria-label={t("loading")} />
          )}
        </Box>
      )}

      {failure && (
        <Typography role="alert" variant="body2" color="error" sx={{ px: 2, pt: 1 }}>
          {t(failure)}
        </Typography>
      )}
      <MessageComposer onSend={onSend} isDisabled={!chat} />
    </Box>
  );
}

/** The messages, oldest first, kept scrolled to the newest. */
function MessageLog({ messages, contactName }: { messages: ChatMessage[]; contactName: string }) {
  const t = useTranslations("quickChat");
  const locale = useLocale();
  const logRef = useRef<HTMLDivElement>(null);
  const lastMessageId = messages.at(-1)?.id;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastMessageId]);

  if (messages.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ flex: 1, display: "grid", placeItems: "center", p: 3 }}>
        {t("noMessages")}
      </Typography>
    );
  }

  return (
    <Box
      ref={logRef}
      role="log"
      aria-label={contactName}
      tabIndex={0}
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: "auto",
        px: 2,
        py: 1.5,
        outline: "none",
        "&:focus-visible": {
          boxShadow: (theme) => `inset 0 0 0 2px ${theme.vars?.palette.primary.main ?? theme.palette.primary.main}`,
        },
      }}
    >
      <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: 1 }}>
        {messages.map((message) => (
          <Box
            component="li"
            key={message.id}
            data-mine={message.isMine}
            sx={{ display: "flex", flexDirection: "column", alignItems: message.isMine ? "flex-end" : "flex-start" }}
          >
            <Box
              sx={[
                {
                  position: "relative",
                  maxWidth: "85%",
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  whiteSpace: "pre-wrap",
                  overflowWrap: "anywhere",
                  fontSize: 14,
                  lineHeight: 1.45,
                },
                message.isMine
                  ? { bgcolor: "primary.main", color: "primary.contrastText", borderBottomRightRadius: 4 }
                  : { bgcolor: "action.selected", color: "text.primary", borderBottomLeftRadius: 4 },
                isPendingMessage(message) && { opacity: 0.6 },
              ]}
            >
              <Box component="span" sx={visuallyHiddenSx}>
                {message.isMine ? t("you") : contactName}:{" "}
              </Box>
              {message.value}
            </Box>
            <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25, px: 0.5 }}>
              {formatMessageTime(message.createdAt, locale)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
