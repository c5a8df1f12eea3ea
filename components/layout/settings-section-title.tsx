"use client";
import type { ReactNode } from "react";
import Typography from "@mui/material/Typography";

/** The small capitals heading over each group of the settings drawer. */
export function SettingsSectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography
      component="h3"
      sx={{
        fontWeight: 700,
        fontSize: 13,
        textTransform: "uppercase",
        letterSpacing: "0.06em",
        color: "text.secondary",
        mb: 1,
      }}
    >
      {children}
    </Typography>
  );
}
