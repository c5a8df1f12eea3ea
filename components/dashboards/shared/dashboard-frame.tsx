"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

// The page of a demo dashboard (issue 16): a header (title, subtitle, actions on the right) and
// a 12-column grid of cards below it — one column on a phone. Cards say how wide they are with
// <DashboardCard span={{ md: 6, lg: 4 }}> (spans count out of 12; below `md` every card is full width).

export function DashboardFrame({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1440, mx: "auto", width: "100%", minWidth: 0 }}>
      <Box
        component="header"
        sx={{ display: "flex", alignItems: { xs: "flex-start", sm: "center" }, gap: 2, flexWrap: "wrap", mb: 3 }}
      >
        <Box sx={{ flex: 1, minWidth: 220 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: "1.5rem", sm: "1.9rem" } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>{actions}</Box>}
      </Box>
      <DashboardGrid>{children}</DashboardGrid>
    </Box>
  );
}

/** The cards' grid on its own (the frame uses it; nest one inside a card span for sub-grids). */
export function DashboardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: "grid",
        gap: { xs: 2, sm: 3 },
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(12, minmax(0, 1fr))" },
        alignItems: "stretch",
      }}
    >
      {children}
    </Box>
  );
}
