"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { IconCircle, type IconPanelProps } from "@/components/ui/icon-circle";

/** A tab's heading row: title and a line of explanation, its main action on the right. */
export function TabHeader({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: { xs: "flex-start", sm: "center" },
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        flexWrap: "wrap",
      }}
    >
      <Box sx={{ flex: 1, minWidth: 200 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, fontSize: "1.1rem" }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}

/** What a tab shows while it has nothing to list. */
export function EmptyPanel({ icon, title, text, action }: IconPanelProps) {
  return (
    <Box
      sx={{
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        textAlign: "center",
        gap: 1,
        px: 3,
        py: 6,
        borderTop: 1,
        borderColor: "divider",
      }}
    >
      <IconCircle sx={{ mb: 1 }}>{icon}</IconCircle>
      <Typography sx={{ fontWeight: 700 }}>{title}</Typography>
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
          {text}
        </Typography>
      )}
      {action}
    </Box>
  );
}
