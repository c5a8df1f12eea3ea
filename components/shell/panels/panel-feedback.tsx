"use client";
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Typography from "@mui/material/Typography";
import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineRounded";
import RefreshIcon from "@mui/icons-material/Refresh";
import { RetryAlert } from "@/components/ui/retry-alert";

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

/** A panel's list being read for the first time. */
export function PanelLoading() {
  const t = useTranslations("errorPages.panel");
  return (
    <Box sx={{ display: "grid", placeItems: "center", py: 6 }}>
      <CircularProgress size={28} aria-label={t("loading")} />
    </Box>
  );
}

/**
 * A panel's list that could not be read: its own empty state with a retry, while the rest of the
 * shell stays usable. With `compact`, a refresh that failed over the list still shown.
 */
export function PanelLoadFailed({
  icon,
  title,
  onRetry,
  compact = false,
}: {
  icon?: ReactNode;
  title: string;
  onRetry: () => void;
  compact?: boolean;
}) {
  const t = useTranslations("errorPages.panel");
  if (compact)
    return <RetryAlert message={title} retryLabel={t("retry")} onRetry={onRetry} sx={{ m: 1.5, py: 0.25 }} />;
  return (
    <Box
      role="alert"
      sx={{ display: "flex", flexDirection: "column", alignItems: "center", textAlign: "center", gap: 1, px: 3, py: 5 }}
    >
      <Avatar sx={{ width: 56, height: 56, mb: 1, bgcolor: "action.hover", color: "error.main" }}>
        {icon ?? <ErrorOutlineIcon />}
      </Avatar>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t("restStillWorks")}
      </Typography>
      <Button variant="outlined" size="small" startIcon={<RefreshIcon />} onClick={onRetry} sx={{ mt: 1 }}>
        {t("retry")}
      </Button>
    </Box>
  );
}
