import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { IconCircle } from "@/components/ui/icon-circle";

const TONES = {
  warning: { bgcolor: "warning.main", color: "warning.contrastText" },
  info: { bgcolor: "info.main", color: "info.contrastText" },
  success: { bgcolor: "success.main", color: "success.contrastText" },
  neutral: { bgcolor: "action.selected", color: "text.secondary" },
} as const;

/** The order's state at the top of its page: an icon in the state's colour, the title (the page's h1) and what it means. */
export function OrderStatusHero({
  icon,
  tone,
  title,
  text,
  children,
}: {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ display: "grid", justifyItems: "center", textAlign: "center", gap: 2.5 }}>
      <IconCircle aria-hidden sx={{ "& svg": { fontSize: 30 }, ...TONES[tone] }}>
        {icon}
      </IconCircle>
      <Box>
        <Typography
          id="order-state-title"
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, letterSpacing: "-0.02em", fontSize: { xs: 26, sm: 32 } }}
        >
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 520, mx: "auto" }}>
          {text}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}
