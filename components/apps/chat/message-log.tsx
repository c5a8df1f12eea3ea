"use client";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useMemo, useRef } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import AccessTimeIcon from "@mui/icons-material/AccessTime";
import DoneIcon from "@mui/icons-material/Done";
import type { ChatMessage } from "@/lib/chat/schema";
import { formatDate } from "@/lib/dates/format";
import { groupMessagesByDay, type MessageDay } from "@/components/apps/chat/chat-logic";
import { isPendingMessage } from "@/components/shell/chat/chat-cache";
import { visuallyHiddenSx } from "@/components/ui/visually-hidden";

function useDayLabel() {
  const t = useTranslations("chatApp");
  const locale = useLocale();
  return (day: MessageDay) => {
    if (day.kind === "today") return t("today");
    if (day.kind === "yesterday") return t("yesterday");
    return formatDate(day.date, locale, day.kind === "weekday" ? "weekday" : "display");
  };
}

/**
 * The conversation, oldest first, cut by day separators (Today, Yesterday, a weekday, a date);
 * the user's own messages on the right. Kept scrolled to the newest message.
 */
export function MessageLog({ messages, contactName }: { messages: ChatMessage[]; contactName: string }) {
  const t = useTranslations("chatApp");
  const locale = useLocale();
  const dayLabel = useDayLabel();
  const logRef = useRef<HTMLDivElement>(null);
  const days = useMemo(() => groupMessagesByDay(messages), [messages]);
  const lastMessageId = messages.at(-1)?.id;

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastMessageId]);

  return (
    <Box
      ref={logRef}
      role="log"
      aria-label={t("messagesWith", { name: contactName })}
      tabIndex={0}
      data-testid="chat-messages"
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: "auto",
        px: { xs: 1.5, sm: 4 },
        py: 2,
        bgcolor: "background.default",
        outline: "none",
        "&:focus-visible": { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
      }}
    >
      {messages.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: "center", py: 6 }}>
          {t("noMessages", { name: contactName })}
        </Typography>
      )}
      {days.map((day) => (
        <Box component="section" key={day.key} aria-label={dayLabel(day)} sx={{ mb: 1 }}>
          <Box sx={{ display: "flex", justifyContent: "center", position: "sticky", top: 0, zIndex: 1, py: 1 }}>
            <Typography
              component="h3"
              variant="caption"
              sx={{
                px: 1.5,
                py: 0.5,
                borderRadius: 2,
                bgcolor: "background.paper",
                boxShadow: 1,
                fontWeight: 600,
                color: "text.secondary",
              }}
            >
              {dayLabel(day)}
            </Typography>
          </Box>
          <Box
            component="ol"
            sx={{ listStyle: "none", m: 0, p: 0, display: "flex", flexDirection: "column", gap: 0.75 }}
          >
            {day.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                author={message.isMine ? t("you") : contactName}
                time={formatDate(message.createdAt, locale, "time")}
              />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function MessageBubble({ message, author, time }: { message: ChatMessage; author: string; time: string }) {
  const t = useTranslations("chatApp");
  const isPending = isPendingMessage(message);
  const { isMine } = message;
  return (
    <Box component="li" data-mine={isMine} sx={{ display: "flex", justifyContent: isMine ? "flex-end" : "flex-start" }}>
      <Box
        sx={(theme) => ({
          maxWidth: { xs: "85%", md: "65%" },
          px: 1.25,
          pt: 0.75,
          pb: 0.5,
          borderRadius: 2,
          boxShadow: "0 1px 0.5px rgba(0, 0, 0, 0.13)",
          color: "text.primary",
          ...(isMine
            ? {
                bgcolor: `rgba(${theme.vars?.palette.primary.mainChannel} / 0.16)`,
                borderTopRightRadius: 4,
                ...theme.applyStyles("dark", { bgcolor: `rgba(${theme.vars?.palette.primary.mainChannel} / 0.36)` }),
              }
            : { bgcolor: "background.paper", borderTopLeftRadius: 4 }),
        })}
      >
        <Box component="span" sx={visuallyHiddenSx}>
          {author}:{" "}
        </Box>
        <Typography
          component="span"
          sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontSize: 14.5, lineHeight: 1.45 }}
        >
          {message.value}
        </Typography>
        <Box
          component="span"
          sx={{
            float: "right",
            display: "inline-flex",
            alignItems: "center",
            gap: 0.25,
            ml: 1.5,
            mt: 0.75,
            fontSize: 11,
            color: "text.secondary",
            lineHeight: 1,
          }}
        >
          {time}
          {isMine &&
            (isPending ? (
              <AccessTimeIcon titleAccess={t("sending")} sx={{ fontSize: 14 }} />
            ) : (
              <DoneIcon titleAccess={t("sent")} sx={{ fontSize: 14 }} />
            ))}
        </Box>
      </Box>
    </Box>
  );
}
