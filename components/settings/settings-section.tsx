"use client";
import { useId, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";

/**
 * One card of a settings tab: a heading, a line saying what it does, its controls. The card is a
 * labelled region, so "Change password" or "Two-factor sign-in" can be found by name.
 */
export function SettingsSection({
  title,
  description,
  action,
  children,
  tone,
}: {
  title: string;
  description?: ReactNode;
  /** A control on the heading's right (a status chip, a switch). */
  action?: ReactNode;
  children?: ReactNode;
  /** "danger" outlines the card in the error colour (deleting the account). */
  tone?: "danger";
}) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, ...(tone === "danger" && { borderColor: "error.main" }) }}
    >
      <Box sx={{ display: "flex", alignItems: "flex-start", gap: 2, flexWrap: "wrap", mb: children ? 2.5 : 0 }}>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography
            id={headingId}
            variant="h6"
            component="h2"
            sx={{ fontWeight: 700, fontSize: "1.1rem", ...(tone === "danger" && { color: "error.main" }) }}
          >
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {description}
            </Typography>
          )}
        </Box>
        {action}
      </Box>
      {children}
    </Paper>
  );
}
