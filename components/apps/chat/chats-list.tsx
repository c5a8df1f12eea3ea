"use client";
import NextLink from "next/link";
import { useLocale, useTranslations } from "next-intl";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import NotificationsOffOutlinedIcon from "@mui/icons-material/NotificationsOffOutlined";
import type { ChatSummary } from "@/lib/chat/schema";
import { InitialAvatar } from "@/components/shell/user/initial-avatar";
import { formatChatTime } from "@/components/shell/chat/chat-time";
import { UnreadCount } from "@/components/shell/chat/unread-count";

export const chatHref = (id: string) => `/apps/chat/${encodeURIComponent(id)}`;

/**
 * The chats as WhatsApp lists them: avatar, name, last message, its time, the unread count and a
 * muted mark. Each chat is a link, so the conversation is a real address (and opens in a new tab).
 */
export function ChatsList({ chats, selectedChatId }: { chats: ChatSummary[]; selectedChatId: string | null }) {
  const t = useTranslations("chatApp");
  const locale = useLocale();
  return (
    <List disablePadding aria-label={t("chats")} data-testid="chat-app-list">
      {chats.map((chat) => {
        const hasUnread = chat.unreadCount > 0;
        const isSelected = chat.id === selectedChatId;
        return (
          <li key={chat.id}>
            <ListItemButton
              component={NextLink}
              href={chatHref(chat.id)}
              selected={isSelected}
              aria-current={isSelected ? "page" : undefined}
              data-chat-id={chat.id}
              sx={{ gap: 1.5, px: 2, py: 1.25, borderBottom: 1, borderColor: "divider" }}
            >
              <InitialAvatar name={chat.contact.name} src={chat.contact.avatar} size={48} />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: "flex", alignItems: "baseline", gap: 1 }}>
                  <Typography sx={{ flex: 1, fontWeight: hasUnread ? 700 : 500 }} noWrap>
                    {chat.contact.name}
                  </Typography>
                  {chat.lastMessageAt && (
                    <Typography
                      variant="caption"
                      sx={{
                        flex: "none",
                        color: hasUnread ? "primary.main" : "text.secondary",
                        fontWeight: hasUnread ? 700 : 400,
                      }}
                    >
                      {formatChatTime(chat.lastMessageAt, locale)}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ display: "flex", alignItems: "center", gap: 0.75, minHeight: 22 }}>
                  <Typography
                    variant="body2"
                    sx={{ flex: 1, color: hasUnread ? "text.primary" : "text.secondary" }}
                    noWrap
                    data-testid="chat-last-message"
                  >
                    {chat.lastMessage ?? t("noMessagesYet")}
                  </Typography>
                  {chat.muted && (
                    <NotificationsOffOutlinedIcon
                      titleAccess={t("muted")}
                      sx={{ fontSize: 18, color: "text.secondary" }}
                    />
                  )}
                  {hasUnread && (
                    <UnreadCount size={22} count={chat.unreadCount} label={t("unread", { count: chat.unreadCount })} />
                  )}
                </Box>
              </Box>
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
