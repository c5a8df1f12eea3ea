"use client";
import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import ArrowBackIcon from "@mui/icons-material/ArrowBack";

/** The bar on top of a chat pane: an optional back button, the title (or any content) and actions. */
export function PaneHeader({
  title,
  backLabel,
  onBack,
  actions,
  children,
}: {
  title?: string;
  backLabel?: string;
  onBack?: () => void;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: "flex",
        alignItems: "center",
        gap: 1,
        px: 1.5,
        minHeight: 64,
        flex: "none",
        borderBottom: 1,
        borderColor: "divider",
        bgcolor: "action.hover",
      }}
    >
      {onBack && backLabel && (
        <Tooltip title={backLabel}>
          <IconButton aria-label={backLabel} onClick={onBack} edge="start">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
      )}
      {title !== undefined && (
        <Typography
          component="h2"
          variant="h6"
          sx={{ flex: 1, fontSize: 18, fontWeight: 700, pl: onBack ? 0 : 1 }}
          noWrap
        >
          {title}
        </Typography>
      )}
      {children}
      {actions && <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, flex: "none" }}>{actions}</Box>}
    </Box>
  );
}

/** A short centred text (and an optional action) filling a pane: empty lists, failures, not found. */
export function PaneMessage({
  icon,
  title,
  text,
  action,
}: {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  return (
    <Box
      sx={{
        flex: 1,
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        textAlign: "center",
        gap: 1,
        px: 3,
        py: 6,
      }}
    >
      {icon && (
        <Box aria-hidden sx={{ color: "text.secondary", mb: 1, "& svg": { fontSize: 48 } }}>
          {icon}
        </Box>
      )}
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 360 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1.5 }}>{action}</Box>}
    </Box>
  );
}
