"use client";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Typography from "@mui/material/Typography";
import NotificationsOffOutlinedIcon from "@mui/icons-material/NotificationsOffOutlined";
import type { ChatSummary } from "@/lib/chat/schema";
import { InitialAvatar } from "@/components/shell/user/initial-avatar";
import { formatChatTime } from "@/components/shell/chat/chat-time";
import { UnreadCount } from "@/components/shell/chat/unread-count";

/**
 * The user's chats: avatar, name, last message, its time, the unread count and a muted mark.
 * `focusedChatId` takes the focus on mount: the chat the user comes back from.
 */
export function ChatList({
  chats,
  focusedChatId,
  onOpen,
}: {
  chats: ChatSummary[];
  focusedChatId: string | null;
  onOpen: (chat: ChatSummary) => void;
}) {
  const t = useTranslations("quickChat");
  const locale = useLocale();

  if (chats.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ px: 3, py: 6, textAlign: "center" }}>
        {t("noChats")}
      </Typography>
    );
  }

  return (
    <List disablePadding data-testid="quick-chat-list">
      {chats.map((chat) => {
        const hasUnread = chat.unreadCount > 0;
        return (
          <ListItemButton
            key={chat.id}
            autoFocus={chat.id === focusedChatId}
            onClick={() => onOpen(chat)}
            data-chat-id={chat.id}
            sx={{ gap: 1, px: 2, py: 1.25, alignItems: "center" }}
          >
            <ListItemAvatar sx={{ minWidth: 0 }}>
              <InitialAvatar name={chat.contact.name} src={chat.contact.avatar} size={40} />
            </ListItemAvatar>
            <ListItemText
              sx={{ minWidth: 0, my: 0 }}
              primary={chat.contact.name}
              secondary={chat.lastMessage ?? chat.contact.about}
              slotProps={{
                primary: { noWrap: true, sx: { fontWeight: hasUnread ? 700 : 500 } },
                secondary: { noWrap: true, sx: hasUnread ? { color: "text.primary" } : undefined },
              }}
            />
            <Box
              sx={{
                display: "flex",
                flexDirection: "column",
                alignItems: "flex-end",
                gap: 0.5,
                flexShrink: 0,
                minHeight: 40,
              }}
            >
              {chat.lastMessageAt && (
                <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: "nowrap", lineHeight: 1.5 }}>
                  {formatChatTime(chat.lastMessageAt, locale)}
                </Typography>
              )}
              <Box sx={{ display: "flex", alignItems: "center", gap: 0.5 }}>
                {chat.muted && (
                  <NotificationsOffOutlinedIcon
                    titleAccess={t("muted")}
                    sx={{ fontSize: 18, color: "text.secondary" }}
                  />
                )}
                {hasUnread && <UnreadCount count={chat.unreadCount} label={t("unread", { count: chat.unreadCount })} />}
              </Box>
            </Box>
          </ListItemButton>
        );
      })}
    </List>
  );
}
