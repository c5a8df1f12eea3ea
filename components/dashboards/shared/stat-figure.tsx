"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import RemoveIcon from "@mui/icons-material/Remove";

// A figure inside a dashboard card: its label, the number big, and optionally how it moved
// ("+12% than last week", arrow and colour) and a hint line. The caller formats every text
// (numbers via useNumberFormats). `tone` colours the change: good (success), bad (error), neutral.

export type StatChange = {
  text: string;
  direction: "up" | "down" | "flat";
  tone?: "good" | "bad" | "neutral";
};

const TONE_COLOR = { good: "success.main", bad: "error.main", neutral: "text.secondary" } as const;
const SIZES = {
  small: { xs: "1.15rem", sm: "1.3rem" },
  medium: { xs: "1.5rem", sm: "1.8rem" },
  large: { xs: "2.2rem", sm: "3rem" },
} as const;

export function StatFigure({
  label,
  value,
  change,
  hint,
  size = "medium",
  align = "left",
  color,
}: {
  label: ReactNode;
  value: string;
  change?: StatChange;
  hint?: ReactNode;
  size?: keyof typeof SIZES;
  align?: "left" | "center";
  /** A palette colour of the number, e.g. "primary.main" (default: the text colour). */
  color?: string;
}) {
  const Icon =
    change?.direction === "up" ? ArrowUpwardIcon : change?.direction === "down" ? ArrowDownwardIcon : RemoveIcon;
  return (
    <Box sx={{ minWidth: 0, textAlign: align }}>
      <Typography
        component="p"
        sx={{
          fontSize: SIZES[size],
          fontWeight: 800,
          letterSpacing: "-0.02em",
          lineHeight: 1.2,
          whiteSpace: "nowrap",
          color,
        }}
      >
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="p" sx={{ fontWeight: 600, mt: 0.25 }}>
        {label}
      </Typography>
      {change && (
        <Typography
          variant="caption"
          component="p"
          sx={{
            display: "flex",
            alignItems: "flex-start",
            justifyContent: align === "center" ? "center" : "flex-start",
            gap: 0.5,
            mt: 0.5,
            fontWeight: 600,
            color: TONE_COLOR[change.tone ?? "neutral"],
          }}
        >
          <Icon aria-hidden sx={{ fontSize: 16, mt: "1px", flexShrink: 0 }} />
          {change.text}
        </Typography>
      )}
      {hint && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
