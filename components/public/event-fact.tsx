import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/**
 * One term of a facts list (the event page's when, where, who; the order page's details) with its
 * icon. The group is a `<div>` holding only its `<dt>` and `<dd>` (what a `<dl>` may hold); the icon
 * sits in the term, drawn in the group's left column. `compact` draws a smaller icon (the order page).
 */
export function EventFact({
  icon,
  term,
  compact = false,
  children,
}: {
  icon: ReactNode;
  term: string;
  compact?: boolean;
  children: ReactNode;
}) {
  const iconSize = compact ? 34 : 44;
  return (
    <Box sx={{ position: "relative", pl: `${iconSize + (compact ? 12 : 14)}px`, minHeight: iconSize }}>
      <Typography
        component="dt"
        variant="body2"
        color="text.secondary"
        sx={{
          pt: compact ? 0 : 0.25,
          fontWeight: 600,
          textTransform: "uppercase",
          letterSpacing: "0.06em",
          fontSize: 12,
        }}
      >
        <Box
          aria-hidden
          sx={{
            position: "absolute",
            left: 0,
            top: 0,
            width: iconSize,
            height: iconSize,
            borderRadius: 2,
            display: "grid",
            placeItems: "center",
            bgcolor: "action.hover",
            color: "primary.main",
          }}
        >
          {icon}
        </Box>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0, mt: compact ? 0 : 0.25, overflowWrap: "anywhere" }}>
        {children}
      </Box>
    </Box>
  );
}
