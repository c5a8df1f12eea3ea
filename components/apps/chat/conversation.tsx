"use client";
import NextLink from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import ButtonBase from "@mui/material/ButtonBase";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import NotificationsActiveOutlinedIcon from "@mui/icons-material/NotificationsActiveOutlined";
import NotificationsOffOutlinedIcon from "@mui/icons-material/NotificationsOffOutlined";
import SpeakerNotesOffOutlinedIcon from "@mui/icons-material/SpeakerNotesOffOutlined";
import type { Chat, ChatSummary } from "@/lib/chat/schema";
import { isNotFoundError } from "@/lib/swr/use-chats";
import { MessageLog } from "@/components/apps/chat/message-log";
import { PaneMessage } from "@/components/apps/chat/pane-header";
import { InitialAvatar } from "@/components/shell/user/initial-avatar";
import { MessageComposer } from "@/components/shell/chat/message-composer";

export const CHATS_HREF = "/apps/chat";

/**
 * One conversation: the contact in the header (a click opens their info), mute and info
 * buttons, the messages and the composer (Enter sends, Shift+Enter starts a new line). The list's
 * summary draws the header while the messages load.
 */
export function Conversation({
  chatId,
  chat,
  summary,
  error,
  onRetry,
  isInfoOpen,
  onToggleInfo,
  onToggleMute,
  onSend,
}: {
  chatId: string;
  chat: Chat | undefined;
  summary: ChatSummary | undefined;
  error: unknown;
  onRetry: () => void;
  isInfoOpen: boolean;
  onToggleInfo: () => void;
  onToggleMute: () => void;
  onSend: (value: string) => Promise<boolean>;
}) {
  const t = useTranslations("chatApp");
  const composerRef = useRef<HTMLDivElement>(null);
  const contact = chat?.contact ?? summary?.contact;
  const isMuted = chat?.muted ?? summary?.muted ?? false;
  const muteLabel = isMuted ? t("unmute") : t("mute");

  // With a mouse (not a phone's keyboard popping up) the composer takes the focus, as in WhatsApp.
  useEffect(() => {
    if (!chat || !window.matchMedia("(pointer: fine)").matches) return;
    composerRef.current?.querySelector("textarea")?.focus();
  }, [chatId, chat]);

  if (isNotFoundError(error)) {
    return (
      <PaneMessage
        icon={<SpeakerNotesOffOutlinedIcon />}
        title={t("notFoundTitle")}
        text={t("notFoundText")}
        action={
          <Button component={NextLink} href={CHATS_HREF} variant="contained">
            {t("backToChats")}
          </Button>
        }
      />
    );
  }

  return (
    <Box sx={{ display: "flex", flexDirection: "column", flex: 1, minHeight: 0, minWidth: 0 }}>
      <Box
        sx={{
          display: "flex",
          alignItems: "center",
          gap: 0.5,
          px: 1,
          minHeight: 64,
          flex: "none",
          borderBottom: 1,
          borderColor: "divider",
          bgcolor: "action.hover",
        }}
      >
        <Tooltip title={t("backToChats")}>
          <IconButton
            component={NextLink}
            href={CHATS_HREF}
            aria-label={t("backToChats")}
            sx={{ display: { md: "none" } }}
          >
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        {/* The button lies under the contact's name and status instead of holding them: its name
            says what it does ("Contact info of …"), and the status line shown in it but missing
            from that name would break WCAG 2.5.3 (label in name). The name stays a heading. */}
        <Box
          sx={{
            position: "relative",
            flex: 1,
            minWidth: 0,
            display: "flex",
            alignItems: "center",
            gap: 1.5,
            px: 1,
            py: 0.75,
            "& > :not(button)": { position: "relative", pointerEvents: "none" },
          }}
        >
          <ButtonBase
            onClick={onToggleInfo}
            aria-label={t("contactInfoOf", { name: contact?.name ?? "" })}
            aria-expanded={isInfoOpen}
            sx={{
              position: "absolute",
              inset: 0,
              borderRadius: 2,
              "&.Mui-focusVisible": { outline: 2, outlineColor: "primary.main" },
            }}
          />
          {contact && <InitialAvatar name={contact.name} src={contact.avatar} size={40} />}
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap data-testid="chat-contact-name">
              {contact?.name ?? ""}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" noWrap>
              {contact?.about || t("tapForInfo")}
            </Typography>
          </Box>
        </Box>
        {isMuted && (
          <NotificationsOffOutlinedIcon
            titleAccess={t("muted")}
            sx={{ color: "text.secondary", fontSize: 20, mx: 0.5 }}
          />
        )}
        <Tooltip title={muteLabel}>
          <IconButton aria-label={muteLabel} onClick={onToggleMute} disabled={!contact}>
            {isMuted ? <NotificationsActiveOutlinedIcon /> : <NotificationsOffOutlinedIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t("contactInfo")}>
          <IconButton
            aria-label={t("contactInfo")}
            aria-pressed={isInfoOpen}
            onClick={onToggleInfo}
            disabled={!contact}
          >
            <InfoOutlinedIcon />
          </IconButton>
        </Tooltip>
      </Box>

      {chat ? (
        <MessageLog messages={chat.messages} contactName={chat.contact.name} />
      ) : error ? (
        <PaneMessage
          title={t("conversationFailed")}
          action={
            <Button variant="outlined" onClick={onRetry}>
              {t("retry")}
            </Button>
          }
        />
      ) : (
        <Box sx={{ flex: 1, display: "grid", placeItems: "center", bgcolor: "background.default" }}>
          <CircularProgress size={28} aria-label={t("loading")} />
        </Box>
      )}
      <Box ref={composerRef} sx={{ flex: "none", bgcolor: "background.paper" }}>
        <MessageComposer onSend={onSend} isDisabled={!chat} />
      </Box>
    </Box>
  );
}
