"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** The vendors screens' heading: the page's h1 and a line under it, the main action on the right (under it on a phone). */
export function VendorsHeading({
  title,
  subtitle,
  chips,
  action,
}: {
  title: string;
  subtitle?: ReactNode;
  chips?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ display: "flex", alignItems: { xs: "flex-start", sm: "center" }, gap: 2, flexWrap: "wrap" }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{
              fontWeight: 800,
              letterSpacing: "-0.02em",
              overflowWrap: "anywhere",
              fontSize: { xs: "1.75rem", sm: "2.125rem" },
            }}
          >
            {title}
          </Typography>
          {chips}
        </Box>
        {subtitle && (
          <Typography component="div" color="text.secondary" sx={{ overflowWrap: "anywhere" }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {action && <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>{action}</Box>}
    </Box>
  );
}
