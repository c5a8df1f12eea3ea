"use client";
import { useState } from "react";
import Box from "@mui/material/Box";

/**
 * An event's cover image as a square (or wide) thumbnail; without one (or when it fails to load)
 * a tinted tile with the day and month (`day`, `month`, already in the reader's language), so a
 * row still reads at a glance. Date-free, so a screen that formats its dates on the server (the
 * dashboard) shows it without loading date-fns; EventCover formats them itself.
 */
export function EventCoverTile({
  src,
  day,
  month,
  size = 64,
  wide = false,
}: {
  src: string | null;
  day: string;
  month: string;
  size?: number;
  wide?: boolean;
}) {
  const [hasFailed, setFailed] = useState(false);
  const width = wide ? Math.round(size * 1.6) : size;
  const frame = { width, height: size, flex: "none", borderRadius: 1.5, overflow: "hidden" } as const;
  if (src && !hasFailed) {
    return (
      <Box
        component="img"
        src={src}
        alt=""
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ ...frame, objectFit: "cover", display: "block", bgcolor: "action.hover" }}
      />
    );
  }
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        ...frame,
        display: "grid",
        placeItems: "center",
        alignContent: "center",
        gap: 0,
        color: "primary.main",
        bgcolor: "rgba(79, 70, 229, 0.1)",
        // On the dark tint the dark scheme's primary is 3.8:1; its lighter shade reads at AA.
        ...theme.applyStyles("dark", { bgcolor: "rgba(129, 140, 248, 0.16)", color: "primary.light" }),
      })}
    >
      <Box component="span" sx={{ fontSize: size * 0.34, fontWeight: 800, lineHeight: 1 }}>
        {day}
      </Box>
      <Box
        component="span"
        sx={{
          fontSize: Math.max(11, size * 0.17),
          fontWeight: 700,
          textTransform: "uppercase",
          letterSpacing: "0.06em",
          lineHeight: 1.4,
        }}
      >
        {month}
      </Box>
    </Box>
  );
}
