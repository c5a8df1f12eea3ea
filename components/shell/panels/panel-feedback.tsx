"use client";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";

/** A panel's empty state: the specification's text ('No messages' ...) with a hint under it. */
export function PanelEmpty({ icon, title, hint }: { icon: ReactNode; title: string; hint?: string }) {
  return (
    <Box
      sx={{ display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", gap: 1, px: 3, py: 6 }}
    >
      <Avatar sx={{ width: 56, height: 56, mb: 1, bgcolor: "action.hover", color: "text.secondary" }}>{icon}</Avatar>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** A failed change, said at the top of the panel until dismissed. */
export function PanelAlert({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const t = useTranslations("panels");
  return (
    <Alert
      severity="error"
      role="alert"
      variant="outlined"
      onClose={onClose}
      closeText={t("dismiss")}
      sx={{ m: 1.5, py: 0.25 }}
    >
      {children}
    </Alert>
  );
}
