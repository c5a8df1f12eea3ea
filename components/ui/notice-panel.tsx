"use client";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { IconCircle, type IconPanelProps } from "@/components/ui/icon-circle";

/**
 * A card that stands in for a screen's figures: why there are none (staff, an empty period) and
 * where to go. (An empty list inside a card is `EmptyPanel`, components/events/tab-parts.tsx.)
 */
export function NoticePanel({ icon, title, text, action }: IconPanelProps & { text: string }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 3, md: 5 }, display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center" }}
    >
      <IconCircle aria-hidden sx={{ mb: 2 }}>
        {icon}
      </IconCircle>
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
