"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

/** A card that stands in for the figures: why there are none (staff, an empty period) and where to go. */
export function NoticePanel({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 3, md: 5 }, display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center" }}
    >
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          bgcolor: "action.hover",
          color: "text.secondary",
          mb: 2,
        }}
      >
        {icon}
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, mt: 1 }}>
        {text}
      </Typography>
      {action && (
        <Box sx={{ mt: 3, display: "flex", gap: 1.5, flexWrap: "wrap", justifyContent: "center" }}>{action}</Box>
      )}
    </Paper>
  );
}
