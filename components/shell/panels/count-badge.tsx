"use client";
import type { ReactNode } from "react";
import Badge from "@mui/material/Badge";

/**
 * A top-bar button's unread count. The number is drawn by CSS (`content: attr(data-count)`), not
 * written as text: the button's name is its label ("Messages"), and a count in its text would make
 * the visible text differ from that name (WCAG 2.5.3, label in name). Screen readers hear the
 * count from the button's description instead.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  const shown = count > 99 ? "99+" : String(count);
  return (
    <Badge
      badgeContent={count > 0 ? <span data-count={shown} aria-hidden /> : 0}
      invisible={count <= 0}
      color="error"
      sx={{ "& [data-count]::after": { content: "attr(data-count)" } }}
    >
      {children}
    </Badge>
  );
}
