"use client";
import Box from "@mui/material/Box";
import { visuallyHiddenSx } from "@/components/ui/visually-hidden";

/**
 * A chat's unread messages as a round badge ("99+" past 99), with the full count in words for
 * screen readers. The quick-chat panel and the chat app show the same one.
 */
export function UnreadCount({ count, label, size = 20 }: { count: number; label: string; size?: number }) {
  return (
    <Box
      component="span"
      data-testid="chat-unread-badge"
      sx={{
        minWidth: size,
        height: size,
        px: 0.75,
        flex: "none",
        borderRadius: `${size / 2}px`,
        display: "inline-flex",
        alignItems: "center",
        justifyContent: "center",
        fontSize: 12,
        fontWeight: 700,
        bgcolor: "primary.main",
        color: "primary.contrastText",
      }}
    >
      <span aria-hidden>{count > 99 ? "99+" : count}</span>
      <Box component="span" sx={visuallyHiddenSx}>
        {label}
      </Box>
    </Box>
  );
}
