"use client";
import Box from "@mui/material/Box";

/**
 * A country's two-letter code in a small tag, where a flag would go: flag emoji are letters on
 * Windows and on many Linux desktops, so the code is what every screen can show the same way.
 */
export function CountryBadge({ iso }: { iso: string }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: "inline-grid",
        placeItems: "center",
        flex: "none",
        minWidth: 26,
        height: 18,
        px: 0.5,
        borderRadius: 0.75,
        border: 1,
        borderColor: "divider",
        bgcolor: "action.hover",
        color: "text.secondary",
        fontSize: 11,
        fontWeight: 700,
        letterSpacing: 0.5,
        lineHeight: 1,
      }}
    >
      {iso.toUpperCase()}
    </Box>
  );
}
