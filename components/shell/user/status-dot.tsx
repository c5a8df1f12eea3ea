"use client";
import Box from "@mui/material/Box";
import { amber, green, grey, red } from "@mui/material/colors";
import type { StatusDotColor } from "@/lib/shell/user/status";

// The specification names the hues (section 4). MUI's 500 shades (400 for grey) read on both the
// light and the dark scheme, so the dot keeps its meaning whichever is on.
const DOT_COLORS: Record<StatusDotColor, string> = {
  green: green[500],
  amber: amber[500],
  red: red[500],
  grey: grey[400],
};

/** A round status marker; purely visual, the status is spelled out wherever it matters. */
export function StatusDot({
  color,
  size = 10,
  ringed = false,
}: {
  color: StatusDotColor;
  size?: number;
  ringed?: boolean;
}) {
  return (
    <Box
      component="span"
      aria-hidden
      data-status-color={color}
      sx={{
        display: "block",
        width: size,
        height: size,
        borderRadius: "50%",
        bgcolor: DOT_COLORS[color],
        // On an avatar the ring in the surface colour separates the dot from the picture.
        ...(ringed && { boxSizing: "content-box", border: 2, borderColor: "background.paper" }),
      }}
    />
  );
}
