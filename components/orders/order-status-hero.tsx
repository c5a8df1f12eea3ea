import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

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
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          "& svg": { fontSize: 30 },
          ...TONES[tone],
        }}
      >
        {icon}
      </Box>
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
